"""Names without the surname, relation or role that usually marks one, each read by what stands beside it: a child
before 宝宝 in a clinic's message (安然 / 宝宝 / 该打第二针了), a given name written alone after a verb and a colon
(写着：子墨，…), a full name before a phone (，马保军 / 手机), a husband before 两口子 (玉山 / 两口子), a helper joined
to the trade (帮工木然), a nickname joined to the word for one or said to be one (小名狗蛋, 小名就叫石头), a payee
before his bank's card (转账至 / 武二明 / 农业银行卡) and a pupil after a lesson's time (18:30 / 宫思源 / ，); and the
nicknames speech gives away: a spouse by 大 and a character (俺家那口子大刚…), a Cantonese one (肥仔强), someone owed
money (欠财哥嘅钱). Given names must be made of the characters given names are made of and be no everyday word,
nicknames said to be one excepted."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from heartbench.pii import lexicon as lx
from heartbench.pii.names import dictionary_word, everyday_word, full_name_misread, given_name_characters, known_word
from heartbench.pii.tokens import HAN, Span, Tokens

_BABY = frozenset({"宝宝", "宝贝"})
_COUPLE = frozenset({"两口子", "夫妇", "夫妻俩"})
_PAID = frozenset({"转账", "转", "汇", "汇款", "打"})
_PAID_INTO = ("农业", "工商", "建设", "中国", "交通", "招商", "邮储", "农村", "银行", "支付宝", "微信", "账户", "卡")
_COLONS = frozenset({"：", ":"})
_PAUSES = frozenset({"，", ",", "。", "；", ";"})


def _a_given_name(word: str) -> bool:
    return (
        len(word) == 2 and bool(HAN.fullmatch(word)) and given_name_characters(word) and not everyday_word(word)
        and word not in lx.RELATIONS and word not in lx.NOT_A_NAME and word not in lx.ENDEARMENTS
        and not word.endswith(lx.TITLES_LONGEST_FIRST)  # ：孙叔，, ：陳太，: a surname and a title, the title rules' part
    )


def _payee(tokens: Tokens, i: int) -> Span | None:
    """转账至 / 武二明 / 农业银行卡: a payee, then his account."""
    words, _, starts = tokens
    if i >= 2 and words[i - 2] in _PAID and words[i - 1] in {"至", "给", "到"} and full_name_misread(words[i]) \
            and words[i + 1].startswith(_PAID_INTO):
        return Span(starts[i], starts[i] + 3, 0.6)
    return None


_PHONES = frozenset({"手机", "电话", "手机号", "微信"})


def _before_a_phone(tokens: Tokens, i: int) -> Span | None:
    """，/ 马保军 / 手机 / 150…: a full name the tagger read as a firm or a place, opening a clause before a phone."""
    words, tags, starts = tokens
    if i and tags[i - 1] == "w" and tags[i] in {"ORG", "LOC", "n", "nz"} and words[i + 1] in _PHONES \
            and full_name_misread(words[i]):
        return Span(starts[i], starts[i] + 3, 0.6)
    return None


def _after_a_roster_time(tokens: Tokens, i: int) -> Span | None:
    """18:30 / 宫思源 / ，: a roster's time, then who comes (the tagger may keep the space with the name)."""
    words, tags, starts = tokens
    word = words[i]
    spaced = word[:1].isspace() and tags[i - 1:i] == ["TIME"]
    if (spaced or (i >= 2 and tags[i - 2] == "TIME" and words[i - 1].isspace())) and tags[i + 1] == "w" \
            and full_name_misread(name := word.lstrip()):
        return Span(starts[i] + len(word) - len(name), starts[i] + len(word), 0.6)
    return None


def _before_a_couple(tokens: Tokens, i: int) -> Span | None:
    """玉山 / 两口子: a husband by a given name the tagger read as a place, not one the dictionary knows well (北京)."""
    words, tags, starts = tokens
    word = words[i]
    if words[i + 1] in _COUPLE and tags[i] in {"LOC", "n", "nz"} and len(word) == 2 and HAN.fullmatch(word) \
            and given_name_characters(word) and not dictionary_word(word, 1000) and word not in lx.RELATIONS:
        return Span(starts[i], starts[i] + 2, 0.6)
    return None


def _joined_to_a_trade(tokens: Tokens, i: int) -> Span | None:
    """帮工木然 / 是…: a helper by a given name the tagger joined to the trade."""
    words, tags, starts = tokens
    word = words[i]
    if len(word) >= 4 and tags[i] == "n" and tags[i + 1] in {"v", "w", "d"}:
        for trade in lx.TRADES_BEFORE_A_NAME:
            if word.startswith(trade) and _a_given_name(word[len(trade):]):
                return Span(starts[i] + len(trade), starts[i] + len(word), 0.6)
    return None


_NICKNAME_WORDS = ("小名儿", "小名", "乳名", "外号", "绰号", "诨名")
_CALLED = frozenset({"叫", "就叫", "也叫", "叫做", "是", "就是"})


def _after_the_word_for_a_nickname(tokens: Tokens, i: int) -> Span | None:
    """小名 / 叫 / 石头 / ，: whatever word follows, a nickname said to be one is someone's, everyday word or not (石头,
    虎子); not a relation or an endearment (小名叫宝贝)."""
    words, tags, starts = tokens
    word = words[i]
    if i >= 2 and words[i - 1] in _CALLED and words[i - 2] in _NICKNAME_WORDS and 2 <= len(word) <= 3 and HAN.fullmatch(word) \
            and tags[i] in {"n", "nz", "PER", "a", "LOC"} and tags[i + 1] == "w" \
            and word not in lx.RELATIONS and word not in lx.ENDEARMENTS:
        return Span(starts[i], starts[i] + len(word), 0.6)
    return None


def _joined_to_the_word_for_a_nickname(tokens: Tokens, i: int) -> Span | None:
    """小名狗蛋 / ，: a nickname the tagger joined to the word for one; a village nickname need not be of the characters
    given names use (狗蛋, 铁蛋), only no everyday word (外号很多 is how many, not what)."""
    words, tags, starts = tokens
    word = words[i]
    lead = next((lead for lead in _NICKNAME_WORDS if word.startswith(lead)), "")
    name = word[len(lead):]
    if lead and 2 <= len(name) <= 3 and HAN.fullmatch(name) and tags[i] in {"n", "nz", "PER"} and tags[i + 1] == "w" \
            and not everyday_word(name) and name not in lx.RELATIONS and name not in lx.ENDEARMENTS:
        return Span(starts[i] + len(lead), starts[i] + len(word), 0.6)
    return None


def _before_baobao(tokens: Tokens, i: int) -> Span | None:
    """安然 / 宝宝 / 该…: a child by a given name, then 宝宝, opening a clause (not 健康宝宝)."""
    words, tags, starts = tokens
    if (i == 0 or tags[i - 1] == "w") and words[i + 1] in _BABY and _a_given_name(words[i]):
        return Span(starts[i], starts[i] + 2, 0.6)
    return None


def _written_alone(tokens: Tokens, i: int) -> Span | None:
    """写着：/ 子墨 / ，: a given name the dictionary does not know, alone after what was written or said; not a form's
    field and its value (求职意向：仓管)."""
    words, tags, starts = tokens
    if i >= 2 and words[i - 1] in _COLONS and tags[i - 2] in {"v", "u"} and words[i + 1] in _PAUSES \
            and _a_given_name(words[i]) and not known_word(words[i]):
        return Span(starts[i], starts[i] + 2, 0.6)
    return None


def _doubled_after_a_trade(tokens: Tokens, i: int) -> Span | None:
    """前台 / 甜甜 / 、: a doubled character after a trade, then a pause, is what the staff call someone (a roster's
    甜甜, 豆豆), whatever the tagger read; not how often or how one works (保安天天巡逻)."""
    words, _, starts = tokens
    word = words[i]
    if i and len(word) == 2 and word[0] == word[1] and HAN.fullmatch(word) and words[i - 1] in lx.TRADES_BEFORE_A_NAME \
            and (words[i + 1] in _PAUSES or words[i + 1] == "、") and word not in lx.NOT_A_NAME and word not in lx.RELATIONS:
        return Span(starts[i], starts[i] + 2, 0.6)
    return None


def _relieved_on_a_shift(tokens: Tokens, i: int) -> Span | None:
    """我晚上过去换 / 国栋 / ，: the one relieved at a bedside or a post, by a given name, before a pause."""
    words, tags, starts = tokens
    if i >= 2 and words[i - 1] == "换" and words[i - 2] in {"过去", "过来", "去", "来"} and tags[i + 1] == "w" \
            and _a_given_name(words[i]):
        return Span(starts[i], starts[i] + 2, 0.6)
    return None


_WITH = frozenset({"跟", "和", "同"})
_DONE_TOGETHER = frozenset({"换", "对换", "调换", "换班", "商量", "说", "讲", "联系", "一起"})


def _done_with(tokens: Tokens, i: int) -> Span | None:
    """你跟 / 思雨 / 换一下: the one a slot is swapped or a matter talked over with, by a given name, whatever the
    tagger read; not a time (跟明天说)."""
    words, tags, starts = tokens
    if i and words[i - 1] in _WITH and words[i + 1] in _DONE_TOGETHER and tags[i] not in {"TIME", "t"} \
            and _a_given_name(words[i]):
        return Span(starts[i], starts[i] + 2, 0.6)
    return None


_READINGS: tuple[Callable[[Tokens, int], Span | None], ...] = (
    _payee, _before_a_phone, _after_a_roster_time, _before_a_couple, _joined_to_a_trade, _joined_to_the_word_for_a_nickname,
    _after_the_word_for_a_nickname, _before_baobao, _written_alone, _doubled_after_a_trade, _relieved_on_a_shift, _done_with,
)


def given_names_standing_alone(tokens: Tokens) -> Iterable[Span]:
    """Every name one of `_READINGS` finds by what stands beside it."""
    for i in range(len(tokens.words) - 1):
        for reading in _READINGS:
            if (span := reading(tokens, i)) is not None:
                yield span


# a spouse by 大, 小 or 阿 and a character right after the word for them (俺家那口子大刚今儿个…), not a word (老公大方)
_SPOUSE_BY_NICKNAME = re.compile(
    r"(?:那口子|老伴儿?|老头子|老公|老婆|媳妇儿?|婆娘|当家的)(?P<name>[大小阿][\u4e00-\u9fff])"
    r"(?=今儿|今天|昨儿|昨天|明儿|明天|去|在|说|又|也|就|[，。、\s])"
)


def spouses_by_nickname(text: str) -> Iterable[Span]:
    """大刚 in 俺家那口子大刚今儿个…: a husband or a wife by 大, 小 or 阿 and one character, no everyday word."""
    for match in _SPOUSE_BY_NICKNAME.finditer(text):
        if not known_word(match.group("name")) and given_name_characters(match.group("name")[1]):
            yield Span(match.start("name"), match.end("name"), 0.6)


# a Cantonese nickname of a build or a look and one character of the given name (肥仔强, 靓仔明, 高佬华), not the word
# alone before what someone does (肥仔都话…: "the fat boy")
_CANTONESE_NICKNAME = re.compile(r"(?:肥仔|靓仔|大只|高佬|肥佬|矮仔|细佬|猛仔)(?P<character>[\u4e00-\u9fff])")
_NOT_A_CANTONESE_NAME_END = frozenset("好都又就成咁仲唔係系冇要去来嚟话讲食饮同和佢你我呢啦嘅咗过")


def cantonese_nicknames(text: str) -> Iterable[Span]:
    """肥仔强 in 肥仔强要加大码: the nickname and its given name's character, which the tagger joins to the next word."""
    for match in _CANTONESE_NICKNAME.finditer(text):
        character = match.group("character")
        if character not in _NOT_A_CANTONESE_NAME_END and given_name_characters(character):
            yield Span(match.start(), match.end(), 0.6)


# someone owed money, by a character of the given name and 哥 or 姐 (你欠财哥嘅八万蚊, 还丽姐的钱): a nickname, not a relation
_OWED_BY_NICKNAME = re.compile(r"(?<=[欠还借])(?P<name>[\u4e00-\u9fff][哥姐])(?=嘅|的|钱|，|。|\s)")


def creditors_by_nickname(text: str) -> Iterable[Span]:
    """财哥 in 你欠财哥嘅八万蚊: someone owed money, by a character that given names use and 哥 or 姐."""
    for match in _OWED_BY_NICKNAME.finditer(text):
        name = match.group("name")
        if name not in lx.RELATIONS and name[0] not in "大二三四小老表堂亲" and given_name_characters(name[0]):
            yield Span(match.start("name"), match.end("name"), 0.6)


# a village child's name meant to ward off ill luck, which no word or dish shares (一起放牛的狗剩, the tagger's 狗 / 剩)
# (or after the surname, wherever it stands: 晚上王狗剩来了, the tagger's 王狗 / 剩来), or a village nickname by
# birth order (二柱子, the tagger's 二 / 柱子, a number and a pillar; not 大柱子, a big pillar)
_WARDING_NAMES = re.compile(
    r"(?:(?<![\u4e00-\u9fff])|(?<=[的叫和跟])|" + lx.SURNAME_PATTERN + r")(?:狗剩|狗蛋|铁蛋|狗娃|栓柱|拴柱|锁柱|丑蛋|石蛋)"
    r"|(?:(?<![\u4e00-\u9fff])|(?<=[叫和跟]))[二三四五六七八九](?:柱子|栓子|拴子|锁子|狗子|愣子|嘎子)"
)


def nicknames_in_speech(text: str) -> Iterable[Span]:
    """Nicknames that speech gives away: a spouse's (那口子大刚), a Cantonese one (肥仔强), a creditor's (欠财哥嘅钱), a
    village child's warding name wherever it heads a phrase (狗剩)."""
    yield from spouses_by_nickname(text)
    yield from cantonese_nicknames(text)
    yield from creditors_by_nickname(text)
    yield from (Span(match.start(), match.end(), 0.6) for match in _WARDING_NAMES.finditer(text))
