"""Names a record's or a message's slot gives, whatever the tagger read there: a contract's parties
(甲方（出租人）：温金水), a family's group named by its surname (【黄家群】), the surname a dating profile gives
(男，郑，), whoever invites me (大宇约我), a name joined to a found one or talked to (达英和特强, 跟班家旺讲), a
nickname after a relation doing something again (同事饺子又把…), a doubled nickname signing a message off (…别这样
静静), a name a screenshot's text recognition spaced out (收 款 人：于 海 洋) or a form's typist split (姓名:向 红梅), a
rural nickname opening a clause (二蛋说), one of a family named by the household and the order (张家三哥), a loan
note's lender, someone a message greets, a man by his birth order (许老四), a name in brackets after a nickname
(阿伦（周伦）), a girl called by her name and 妹 (满妹), a child by whom a message greets a parent (思远妈妈，), a donor
in a list of gifts (黄金水 捐款…), one of a couple (…、施美珍夫妇) and names in a form in English (Surname: LIU,
LIU/SIYUAN). `placed_names` runs those that read the text alone, with the names headed by where one lives or lies
(`dwellings.py`: 15床阿不都, 5栋-刘哥); a roster's role run into the name (轮机符亚壮) is read from the tagger's words.
Names in lists are `name_lists.py`'s."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from heartbench.pii import lexicon as lx
from heartbench.pii.dwellings import building_led_names, patients_by_bed, recipients_by_room, residents_by_room
from heartbench.pii.form_names import names_over_form_fields
from heartbench.pii.names import (
    dictionary_tag,
    dictionary_word,
    everyday_word,
    given_name_characters,
    known_word,
    word_of_kin_or_role,
)
from heartbench.pii.titles import surname_led
from heartbench.pii.tokens import HAN, Span, Tokens

# 家 then a family's word (not 王家沟村, a village)
_FAMILY_GROUP = re.compile(
    r"(?<=【)(?P<surname>[\u4e00-\u9fff]{1,2}|[A-Z][a-z]{1,7})家(?=(?:(?:群|大小|相亲相爱|一家人|一家亲|一家门|大家庭|家族|亲友|人)[\u4e00-\u9fff]{0,6})?】)"
)


def family_group_titles(text: str) -> Iterable[Span]:
    """A family's group named by its surname (【黄家群】, 【陈家相亲相爱一家人】, 【周家一家门】 in Shanghainese, 【Tan家大小】): the household's."""
    for match in _FAMILY_GROUP.finditer(text):
        surname = match.group("surname")
        if surname in lx.SURNAMES or surname in lx.COMPOUND_SURNAMES or surname in lx.ROMANISED_SURNAMES:
            yield Span(match.start("surname"), match.end("surname"), 0.6)


# a contract's or an application's party, named right after its field (甲方（出租人）：温金水 乙方…, 女方：万丽，)
_PARTY_VALUE = re.compile(r"(?:甲方|乙方|男方|女方|人)[）)]?[：:]\s?(?P<name>[\u4e00-\u9fff]{2,3})(?=[\s，,；;（(]|$)", re.MULTILINE)


def parties_of_a_contract(text: str) -> Iterable[Span]:
    for match in _PARTY_VALUE.finditer(text):
        name = match.group("name")
        if surname_led(name) and not everyday_word(name):
            yield Span(match.start("name"), match.end("name"), 0.6)


def surnames_in_a_profile(tokens: Tokens) -> Iterable[Span]:
    """A surname standing alone between commas right after a profile's sex (男，郑，1990年生): all the
    profile gives of the name, however the tagger read it."""
    words, _, starts = tokens
    commas = {"，", ","}
    for i in range(2, len(words)):
        if words[i] in lx.SURNAMES and words[i - 1] in commas and words[i - 2] in {"男", "女"} \
                and (i + 1 == len(words) or words[i + 1] in commas):
            yield Span(starts[i], starts[i] + 1, 0.7)


_INVITES = frozenset({"约", "约了", "邀请", "邀"})


def inviting(tokens: Tokens) -> Iterable[Span]:
    """A name the tagger read as a noun, opening a clause and inviting me (雪 / 大宇 / 约 / 我 / 去滑冰):
    only a person invites; not a word the dictionary knows well (朋友约我), nor a relation or a role."""
    words, tags, starts = tokens
    for i in range(len(words) - 2):
        word = words[i]
        opens = i == 0 or tags[i - 1] in {"w", "TIME"}
        if (
            opens and tags[i] in {"n", "nz"} and 2 <= len(word) <= 3 and HAN.fullmatch(word) and words[i + 1] in _INVITES
            and words[i + 2] in {"我", "我们"} and not everyday_word(word) and given_name_characters(word)
            and not word_of_kin_or_role(word)
        ):
            yield Span(starts[i], starts[i] + len(word), 0.6)


_JOINING = frozenset("和 跟 与 同".split())
_TALKING_TO = frozenset("跟 和 给 问 告诉 找 叫 让".split())
_TOLD = frozenset("讲 说 商量 打听 借 要 联系 打电话 发消息".split())


def addressed_names(tokens: Tokens) -> Iterable[Span]:
    """A full name the tagger read as a noun between a word of talking to someone and what one tells them (你跟班家旺
    讲, 问蒙光明借): three characters led by a surname, the dictionary does not know them."""
    words, tags, starts = tokens
    for i in range(1, len(words) - 1):
        word = words[i]
        if (
            words[i - 1] in _TALKING_TO and words[i + 1] in _TOLD and tags[i] in {"n", "nz"} and len(word) == 3
            and surname_led(word) and not dictionary_word(word) and given_name_characters(word[1:])
        ):
            yield Span(starts[i], starts[i] + 3, 0.6)


def paired_with_a_name(tokens: Tokens) -> Iterable[Span]:
    """A word the dictionary does not know, of characters names are made of, joined by 和 / 跟 to a name the tagger
    found (达英和特强对歌, a Zhuang man's name): a name too; a noun the dictionary knows (小明和同学) is left."""
    words, tags, starts = tokens
    for i in range(1, len(words) - 1):
        if words[i] not in _JOINING:
            continue
        for name, other in ((i - 1, i + 1), (i + 1, i - 1)):
            word = words[other]
            if (
                tags[name] == "PER" and tags[other] in {"n", "nz"} and 2 <= len(word) <= 3 and HAN.fullmatch(word)
                and not dictionary_word(word) and given_name_characters(word) and not word_of_kin_or_role(word)
            ):
                yield Span(starts[other], starts[other] + len(word), 0.6)


_AGAIN = frozenset("又 也 还 总 总是 老是 就 又在".split())
_ACTING = frozenset("把 被 给 跟 说 在 去 来 迟到 请假".split())
_ONLY_A_PERSON_DOES = frozenset("喝 喝多 喝醉 骂 借 借钱 请假 迟到 打电话 找 约".split())


def nicknames_acting(tokens: Tokens) -> Iterable[Span]:
    """A nickname that is an everyday noun right after a relation, doing something again (同事 / 饺子 / 又 /
    把外卖点错了): only a person does; the noun's own sense takes no 又把."""
    words, tags, starts = tokens
    for i in range(1, len(words) - 2):
        word = words[i]
        again = i + 1 + (tags[i + 1] == "TIME")  # 同桌猴子今天又被…: when it was may stand between
        if again + 1 >= len(words) or words[again] not in _AGAIN:
            continue
        # after a relation (同事饺子又把…), or opening a clause before what only a person does (阴 胖子又喝多了)
        related = words[i - 1] in lx.RELATIONS and words[again + 1] in _ACTING
        opening = tags[i - 1] in {"w", "TIME"} and words[again + 1] in _ONLY_A_PERSON_DOES
        if (
            (related or opening) and tags[i] == "n" and len(word) == 2 and HAN.fullmatch(word)
            and not word_of_kin_or_role(word)
        ):
            yield Span(starts[i], starts[i] + 2, 0.6)


_DOUBLED_SIGN_OFF = re.compile(r"(?<=\s)(?P<name>([\u4e00-\u9fff])\2)$", re.MULTILINE)
# …or a surname with 小 or 老 after a dash at the very end (…大家注意。 ——小姚): who posted it
_SURNAME_SIGN_OFF = re.compile(r"(?:——|--)\s?(?P<name>[小老]" + lx.SURNAME_PATTERN + r")\s*$", re.MULTILINE)


def doubled_sign_off(text: str) -> Iterable[Span]:
    """A doubled nickname signing off a message at its very end (…你能不能别这样 静静), or a surname with 小 or 老
    after a dash (——小姚): the writer."""
    match = _DOUBLED_SIGN_OFF.search(text)
    if match and not everyday_word(match.group("name")) and not word_of_kin_or_role(match.group("name")):
        yield Span(match.start("name"), match.end("name"), 0.6)
    if (match := _SURNAME_SIGN_OFF.search(text)) and match.group("name") not in lx.NOT_A_NAME:
        yield Span(match.start("name"), match.end("name"), 0.6)


# a form read from a screenshot, every character set apart (收 款 人：于 海 洋 账 号：…)
_SPACED_NAME = re.compile(
    r"[：:]\s?(?P<name>[\u4e00-\u9fff] [\u4e00-\u9fff](?: [\u4e00-\u9fff])?)(?=\s+(?:[\u4e00-\u9fff] ){1,3}[\u4e00-\u9fff]\s?[：:]|\s*$)", re.MULTILINE
)


# …and a receipt's payer and payee with no colon (今 收 到 葛 晓 蕾 交 来 …, 收 款 人 房 德 明 at its end)
_SPACED_PARTY = re.compile(
    r"(?:收 到|收 款 人|交 款 人|付 款 人|经 手 人|借 款 人)\s(?P<name>[\u4e00-\u9fff] [\u4e00-\u9fff](?: [\u4e00-\u9fff])?)"
    r"(?=\s(?:交 来|今 借|借 到)|\s*$)", re.MULTILINE
)


# …and a contract's parties read from a photo (甲方 芦 强 乙方 宋 雨 桐 身份证 …): a spaced name after its party's word
_SPACED_CONTRACT_PARTY = re.compile(
    r"(?:甲方|乙方|出租方|承租方|出租人|承租人|借款人|出借人|担保人)[：:]?\s(?P<name>[\u4e00-\u9fff] [\u4e00-\u9fff](?: [\u4e00-\u9fff])?)(?=\s|$)", re.MULTILINE
)


def spaced_out_names(text: str) -> Iterable[Span]:
    """A name after a field's colon in a form whose characters a screenshot's text recognition set apart,
    up to the next field (于 海 洋), or after a receipt's word for who paid or received (收 到 葛 晓 蕾 交 来): led by
    a surname."""
    for match in (*_SPACED_NAME.finditer(text), *_SPACED_PARTY.finditer(text), *_SPACED_CONTRACT_PARTY.finditer(text)):
        if match.group("name")[0] in lx.SURNAMES:
            yield Span(match.start("name"), match.end("name"), 0.6)


# a name typed with a space after its surname, in a form's name field (姓名:向 红梅)
_NAME_WITH_A_SPACE = re.compile(
    r"(?:姓名|名字|联系人|收货人|收件人|寄件人|户名|申请人|患者)\s?[：:]\s?(?P<name>[\u4e00-\u9fff] [\u4e00-\u9fff]{1,2})(?=[\s，,。；;]|$)", re.MULTILINE
)


def names_with_a_space(text: str) -> Iterable[Span]:
    for match in _NAME_WITH_A_SPACE.finditer(text):
        if match.group("name")[0] in lx.SURNAMES:
            yield Span(match.start("name"), match.end("name"), 0.6)


# who lent the money in a loan note (今借到高峰人民币伍万元): a name, whatever word it is
_LENDER = re.compile(
    r"(?:借到|借给|还给)(?P<name>[\u4e00-\u9fff]{2,3}?)"
    r"(?=(?:工资款|货款|借款|欠款|现金)?(?:人民币|现金|[\d一二两三四五六七八九十百千万壹贰叁肆伍陆柒捌玖拾佰仟]+元))"  # 借到房志强工资款人民币…
)
# who a turn addresses before saying "you" (妈妈：思雨，你在墨尔本吃得好不好？)
_ADDRESSED = re.compile(r"(?:^|(?<=[：:\s。！？]))(?P<name>[\u4e00-\u9fff]{2,3})[，,]\s?(?=你|您)", re.MULTILINE)
# whom a message quoted after its verb opens with (给她妹妹发微信：春梅，今天又卖了…)
_MESSAGE_OPENS = re.compile(r"(?:发微信|发消息|发短信|发语音|回消息)[：:]\s?(?P<name>[\u4e00-\u9fff]{2,3})[，,！!]")
# who a message greets (催收短信：田野你好，…): a name, however everyday
_GREETED = re.compile(r"(?:^|(?<=[：:\s，。！？]))(?P<name>[\u4e00-\u9fff]{2,3}?)(?=你好|您好)", re.MULTILINE)
# a field's value, then who they are in brackets (兼职翻译：付思雨（黑龙江大学俄语系大三）)
# (not a pseudonym, 学生：冉冉（化名）, nor a household, 阿三家（…村）)
_FIELD_THEN_BRACKETS = re.compile(r"(?<=[：:])\s?(?P<name>[\u4e00-\u9fff]{2,3}(?<!家))(?=[（(](?!化名|假名|匿名))")
# or a role's field giving only a surname, then where they work (调解员：覃（石寨镇司法所）)
# who kept a record, by surname alone or after the post (记录人：网格员汲, 经办人：社工柯): the line's last word
_SIGNER_BY_SURNAME = re.compile(
    r"(?:记录人|经办人|登记人|填表人|走访人|值班人)[：:]\s?(?:[\u4e00-\u9fff]{1,3}?[员工警士])?"
    r"(?P<name>" + lx.SURNAME_PATTERN + r")(?=[\s，,。；;]|$)", re.MULTILINE
)
_SURNAME_IN_A_ROLE = re.compile(r"(?<=[员人官师])[：:]\s?(?P<name>" + lx.SURNAME_PATTERN + r")(?=[（(](?!化名|假名|匿名))")
# a household in a welfare record, by its head's name and 户 (低保复核：…，锁玉梅户需补交收入证明)
_HOUSEHOLD_HEAD = re.compile(r"(?:^|(?<=[，、：:\s；。]))(?P<name>[\u4e00-\u9fff]{2,3})户(?=[需已应未因的共于，、。；])", re.MULTILINE)
_SIGNED = re.compile(r"(?<=——)\s?(?P<name>[\u4e00-\u9fff]{2,3})(?=\s*(?:$|\n))", re.MULTILINE)  # a note signed after a dash (——撒继红)
# a man named by his surname and his place among his brothers (借给同村许老四八万元)
_BY_BIRTH_ORDER = re.compile(r"(?<!钻石)(?P<name>[\u4e00-\u9fff]老[大二三四五六七八九幺])(?![爷娘])")  # not 王老大爷


# or greeted by name (你好雨桐，二面约在…)
_GREETED_BY_NAME = re.compile(r"(?:你好|您好|哈喽|(?:^|(?<=[\s，。！？]))喂)[，,]?\s?(?P<name>[\u4e00-\u9fff]{2,3}?)(?=[，,！!。]|$|(?<=喂..)[啊呀])", re.MULTILINE)


def addressed_by_name(text: str) -> Iterable[Span]:
    """A name a turn opens with, addressing someone before "you" (思雨，你…), or greeted by it (你好雨桐，): characters of
    given names the dictionary does not know, not a relation, a title or an endearment (妈妈，你…, 老师，您…, 宝贝，你…)."""
    for match in (*_ADDRESSED.finditer(text), *_GREETED_BY_NAME.finditer(text), *_MESSAGE_OPENS.finditer(text)):
        name = match.group("name")
        if given_name_characters(name) and not dictionary_word(name) and not word_of_kin_or_role(name) \
                and not lx.NEVER_IN_NAMES.intersection(name):  # 不可以，你…: a reply, no one
            yield Span(match.start("name"), match.end("name"), 0.6)


def named_by_their_slot(text: str) -> Iterable[Span]:
    """A lender, someone greeted, a field's value described in brackets, a household's head, a note's signer or a
    record's keeper by surname, a man by his birth order: the words around them say they are a person."""
    for pattern in (_LENDER, _GREETED, _FIELD_THEN_BRACKETS):
        for match in pattern.finditer(text):
            name = match.group("name")  # a name the dictionary knows as one (高峰, 田野), not a word (房租)
            if surname_led(name) and not name.endswith(lx.TITLES_LONGEST_FIRST) and not dictionary_word(name):
                yield Span(match.start("name"), match.end("name"), 0.6)
    for match in (*_SURNAME_IN_A_ROLE.finditer(text), *_SIGNER_BY_SURNAME.finditer(text)):
        yield Span(match.start("name"), match.end("name"), 0.6)
    for match in _HOUSEHOLD_HEAD.finditer(text):
        name = match.group("name")  # a kind of household is a word (贫困户, 万元户), a head's name is none
        if surname_led(name) and given_name_characters(name[1:]) and not known_word(name) and not known_word(name + "户"):
            yield Span(match.start("name"), match.end("name"), 0.6)
    for match in _SIGNED.finditer(text):
        name = match.group("name")  # not a quote's author, whom the dictionary knows (——鲁迅)
        if surname_led(name) and not name.endswith(lx.TITLES_LONGEST_FIRST) and not known_word(name):
            yield Span(match.start("name"), match.end("name"), 0.6)
    for match in _BY_BIRTH_ORDER.finditer(text):
        start = match.start("name")
        # not a surname's character ending a word (感谢老幺: 谢 belongs to 感谢)
        if match.group("name")[0] in lx.SURNAMES and not (start and known_word(text[start - 1:start + 1])):
            yield Span(match.start("name"), match.end("name"), 0.6)


# a donor in a temple's or a gift book's list, then the gift (功德榜 黄金水 捐款叁仟元); one of a couple after the
# other's name (寄养于潘德明、施美珍夫妇家)
_DONOR = re.compile(
    r"(?:^|(?<=\s))(?P<name>[\u4e00-\u9fff]{2,3})(?:全家)?\s?(?=捐款|捐资|捐|随礼|礼金|贺礼)"
    r"(?!(?:捐款|捐资|随礼|礼金)(?:芳名|名单|榜|明细|公示))", re.MULTILINE  # 宫庙捐款芳名：…: the list's head, not a donor
)
_COUPLE = re.compile(r"(?<=[、和与])(?P<name>[\u4e00-\u9fff]{2,3}?)(?=夫妇|夫妻|两口子)")
# a foreign spouse by nationality and name (嫁给了泰国人颂猜，): a name of sounds, no surname to lead it
_FOREIGN_SPOUSE = re.compile(
    r"(?:嫁给了?|娶了|老公是|丈夫是|妻子是|老婆是|男朋友是|女朋友是|对象是)(?:一个|一位)?"
    r"(?:泰国|印尼|越南|缅甸|老挝|柬埔寨|马来西亚|菲律宾|韩国|日本|美国|英国|法国|德国|俄罗斯|巴基斯坦|尼日利亚)人"
    r"(?P<name>[\u4e00-\u9fff]{2,4}?)(?=[，。,.！!？?\s]|$)", re.MULTILINE
)


def donors_and_couples(text: str) -> Iterable[Span]:
    for match in _FOREIGN_SPOUSE.finditer(text):
        if not lx.NEVER_IN_NAMES.intersection(match.group("name")):
            yield Span(match.start("name"), match.end("name"), 0.6)
    for pattern in (_DONOR, _COUPLE):
        for match in pattern.finditer(text):
            name = match.group("name")
            if surname_led(name) and not dictionary_word(name) and not name.endswith(lx.TITLES_LONGEST_FIRST):
                yield Span(match.start("name"), match.end("name"), 0.6)


# a nickname, then the full name in brackets (客户：阿伦（周伦）, Tony（王涛）): the name is the person's too
_NAME_IN_BRACKETS = re.compile(r"(?:[阿小老][\u4e00-\u9fff]|[A-Za-z]{2,12}(?: [A-Z][a-z]{1,11})?)[（(](?P<name>[\u4e00-\u9fff]{2,3})[）)]")
# a stage name or a handle of any words with the full name in brackets after it, heading its item (小鹿酱（鹿佳琪）, a host
# on a rota): both name her
_HANDLE_THEN_FULL_NAME = re.compile(
    r"(?:^|(?<=[\s：:，,、]))(?P<handle>[\u4e00-\u9fffA-Za-z]{2,6})[（(](?P<name>" + lx.SURNAME_PATTERN + r"[\u4e00-\u9fff]{1,2})[）)]",
    re.MULTILINE,
)


def names_in_brackets(text: str) -> Iterable[Span]:
    for match in _NAME_IN_BRACKETS.finditer(text):
        name = match.group("name")  # 阿布（布和）: a Mongolian name too, led by no surname
        if name[0] == "姓" and name[1:] in lx.SURNAMES:
            yield Span(match.start("name") + 1, match.end("name"), 0.6)  # Jason（姓何）: the surname only, and the name
            yield Span(match.start(), match.start("name") - 1, 0.6)
        elif not word_of_kin_or_role(name) and not dictionary_word(name) and not name.endswith(("人", "籍")):  # not 阿旺（贵州人）
            yield Span(match.start("name"), match.end("name"), 0.6)
            yield Span(match.start(), match.start("name") - 1, 0.6)  # and the nickname or handle before it (xuhao（许昊）)
    for match in _HANDLE_THEN_FULL_NAME.finditer(text):
        handle, name = match.group("handle"), match.group("name")
        a_full_name = given_name_characters(name[1:]) and name[1:] not in lx.TITLES and dictionary_tag(name) != "ns" \
            and not name.endswith(lx.ADMIN_SUFFIXES)  # not 骆老师, 成都, 商水县
        if a_full_name and not known_word(handle) and handle not in lx.RELATIONS and handle not in lx.NOT_A_NAME \
                and not handle.endswith((*lx.POST_ENDINGS, *lx.TITLES)):  # not 房东（刘建国）, 雇主陈太（陈嘉欣）
            yield Span(match.start("handle"), match.end("handle"), 0.6)


# a girl called by a character of her name and 妹, as a family or a village calls her (满妹还好吗？)
_SISTER_NICKNAME = re.compile(r"(?<![\u4e00-\u9fff])(?P<name>[\u4e00-\u9fff]妹)(?=还好|说|又|也|来|去|回|跟|和|就|还|要|想|让|给|把|被)")


def sister_nicknames(text: str) -> Iterable[Span]:
    for match in _SISTER_NICKNAME.finditer(text):
        name = match.group("name")
        if not word_of_kin_or_role(name) and given_name_characters(name[0]) and not dictionary_word(name):
            yield Span(match.start("name"), match.end("name"), 0.6)


# a rural nickname opening a clause or taken somewhere, before what its owner says or does (风 / 二蛋说他不想…,
# 带二毛回外婆家)
_RURAL_NICKNAME = re.compile(
    r"(?:(?<![\u4e00-\u9fff])|(?<=[带陪领接送等叫让喊找的把]))(?P<name>[二三四大小狗铁石牛栓][蛋娃妞丫墩毛栓柱])"
    r"(?=说|又|也|来|去|回|跟|和|就|还|要|想|让|给|把|被|上来|下来|过来|出来|[，,])"  # 修车的大栓，…
)


def rural_nicknames(text: str) -> Iterable[Span]:
    for match in _RURAL_NICKNAME.finditer(text):
        if not word_of_kin_or_role(match.group("name")) and not everyday_word(match.group("name")):  # not 石柱, 小妞
            yield Span(match.start("name"), match.end("name"), 0.6)


# one of a family by the household and the place in its order (张家三哥, 李家老二): a person, as a gift book names him
_FAMILY_MEMBER = re.compile(r"(?<![\u4e00-\u9fff])(?P<name>(?P<surname>[\u4e00-\u9fff])家(?:[大二三四五六小][哥姐弟妹叔婶嫂爷]|老[大二三四五六幺]))")


def family_members(text: str) -> Iterable[Span]:
    for match in _FAMILY_MEMBER.finditer(text):
        if match.group("surname") in lx.SURNAMES:
            yield Span(match.start("name"), match.end("name"), 0.6)


# a parent a message addresses by the child's given name (留学顾问Cindy：思远妈妈，offer下来了): the child's name
_PARENT_ADDRESSED = re.compile(r"(?:^|(?<=[：:\s]))(?P<name>[\u4e00-\u9fff]{2})(?=(?:妈妈|爸爸|家长)(?:[，,！!]|您好|你好))", re.MULTILINE)


# a child taken to school or fetched from it, by a nickname (今天送小橙子上学): not 孩子, 小朋友 or 大宝
_TAKEN_TO_SCHOOL = re.compile(
    r"(?<=[送接])(?P<name>[\u4e00-\u9fff]{2,3}?)(?=上学|放学|去上学|去幼儿园|上幼儿园|去学校|去上课|上兴趣班)"
)


# two children at odds by their nicknames (今天小汤圆和豆芽抢玩具): only people snatch toys and fight
_AT_ODDS = re.compile(
    r"(?:^|(?<=[^\u4e00-\u9fff])|(?<=今天|昨天|刚才|早上|上午|中午|下午))(?P<first>[\u4e00-\u9fff]{2,3}?)[和跟]"
    r"(?P<second>[\u4e00-\u9fff]{2,3}?)(?=抢|打架|吵架|打起来|扯头发|咬人)", re.MULTILINE
)


def children_named_to_their_parents(text: str) -> Iterable[Span]:
    """A child by the name a message calls the parent by (思远妈妈，…), taken to school by a nickname (送小橙子上学), or
    at odds with another (小汤圆和豆芽抢玩具)."""
    for match in _PARENT_ADDRESSED.finditer(text):
        name = match.group("name")
        if given_name_characters(name) and not dictionary_word(name) and not word_of_kin_or_role(name):
            yield Span(match.start("name"), match.end("name"), 0.6)
    for match in _AT_ODDS.finditer(text):
        pair = (match.group("first"), match.group("second"))
        if not any(word_of_kin_or_role(name) or lx.NEVER_IN_NAMES.intersection(name) for name in pair) \
                and not all(known_word(name) for name in pair):  # 小猫和小狗打架: pets, words both
            yield from (Span(match.start(group), match.end(group), 0.6) for group in ("first", "second"))
    for match in _TAKEN_TO_SCHOOL.finditer(text):
        name = match.group("name")
        if not dictionary_word(name) and not word_of_kin_or_role(name) and not lx.NEVER_IN_NAMES.intersection(name) \
                and name not in lx.ENDEARMENTS:
            yield Span(match.start("name"), match.end("name"), 0.6)


_FORM_WORD = r"(?:Given|Date|Passport|Home|Nationality|Sex|Gender|Place|Phone|Email|Address|No)\b"
# a form in English (Surname: LIU Given names: SIYUAN, Name: Zhou Yutong): the value of a name's field
_ENGLISH_NAME_FIELD = re.compile(
    r"(?:Surname|Family [Nn]ame|Last [Nn]ame|Given [Nn]ames?|First [Nn]ame|Full [Nn]ame|(?<![A-Za-z])Name)\s*[:：]\s*"
    rf"(?P<name>(?!{_FORM_WORD})[A-Z][A-Za-z]+(?:[ \-](?!{_FORM_WORD})[A-Z][A-Za-z]+){{0,2}})"
)
# an airline's way of writing a passenger (LIU/SIYUAN): the family name in capitals, a slash, the given name
_AIRLINE_NAME = re.compile(r"(?<![A-Za-z/])(?P<surname>[A-Z]{2,10})/[A-Z]{2,14}(?![A-Za-z/])")


def english_form_names(text: str) -> Iterable[Span]:
    for match in _ENGLISH_NAME_FIELD.finditer(text):
        yield Span(match.start("name"), match.end("name"), 0.6)
    for match in _AIRLINE_NAME.finditer(text):
        if match.group("surname").capitalize() in lx.ROMANISED_SURNAMES:
            yield Span(match.start(), match.end(), 0.6)


def names_run_into_a_role(tokens: Tokens) -> Iterable[Span]:
    """An item of a roster whose role the tagger ran into the name after it (船长陈海生；轮机符亚壮，): one noun
    standing alone between pauses, made of a noun the dictionary knows and a surname-led name it does not."""
    words, tags, starts = tokens
    for i, word in enumerate(words):
        alone = (i == 0 or tags[i - 1] == "w") and (i + 1 == len(words) or tags[i + 1] == "w")
        if not (alone and tags[i] in {"n", "nz"} and 4 <= len(word) <= 6 and HAN.fullmatch(word)):
            continue
        for cut in (2, 3):
            role, name = word[:cut], word[cut:]
            if dictionary_tag(role) == "n" and surname_led(name) and not known_word(name) and given_name_characters(name[1:]):
                yield Span(starts[i] + cut, starts[i] + len(word), 0.6)
                break


# a duty roster by weekday (喂猫排班：周一橘子皮（…），周二喵了个咪（…），周三川大猫奴负责…): whoever follows each day
_ROSTER_WORDS = re.compile(r"排班|值班|轮值|值日|排表")
_BY_WEEKDAY = re.compile(r"(?:周|星期|礼拜)[一二三四五六日天](?P<name>[\u4e00-\u9fffA-Za-z0-9_]{2,8}?)(?=[（(，,、；;\s]|负责|值班|$)", re.MULTILINE)
_NO_ONE_BY_NAME = ("休息", "轮休", "休", "无", "空", "全天", "上午", "下午", "晚上", "早上", "白班", "夜班", "早班", "中班", "待定", "停")


def weekday_rosters(text: str) -> Iterable[Span]:
    """Who is on duty each day of a roster of three days or more, whatever their names' words (handles, nicknames);
    not a shift or a day off (周一休息, 周二白班)."""
    if not _ROSTER_WORDS.search(text):
        return
    entries = list(_BY_WEEKDAY.finditer(text))
    if len(entries) >= 3:
        for match in entries:
            name = match.group("name")
            if not name.startswith(_NO_ONE_BY_NAME) and name not in lx.RELATIONS and not known_word(name):
                yield Span(match.start("name"), match.end("name"), 0.6)


def placed_names(text: str) -> Iterator[Span]:
    """Every name this module finds by where it stands in a record, a list or a group's title, whatever
    its words: the person recogniser keeps these even where the words are everyday ones."""
    for finder in (
        patients_by_bed, family_group_titles, parties_of_a_contract, doubled_sign_off, spaced_out_names, names_with_a_space,
        rural_nicknames, family_members, sister_nicknames, named_by_their_slot, addressed_by_name, names_in_brackets, recipients_by_room,
        building_led_names, residents_by_room, english_form_names, children_named_to_their_parents, donors_and_couples, weekday_rosters,
        names_over_form_fields,
    ):
        yield from finder(text)


# the rules above that read the tagged words alone, each yielding names; the name recogniser runs every one
TOKEN_RULES = (surnames_in_a_profile, inviting, addressed_names, paired_with_a_name, nicknames_acting, names_run_into_a_role)
