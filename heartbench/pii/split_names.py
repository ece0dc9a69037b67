"""A name the tagger cut into words: a given name's last character left on its own (危建 / 平), a surname
tagged alone or read as a preposition or a verb before a given name read as a word (喻 / 家豪, 叫仝 / 国庆,
同桌鲜 / 于 / 一诺), a surname joined to the week before a title (上 / 周花 / 老师), a last character read
into 于 (朴美 / 善于 / 昨日), a name of two split in two (丹 / 增), a surname glued to the word before
(本科 / 生程 / 雨萱), a name read as a weekday (周一鸣), a long name tagged as two (苏和 / 巴雅尔), a surname
tagged with half its title (王嘎查 / 长), a Kham name whose first syllable the tagger read as a numeral (四 /
郎泽仁), the surname 于 read as a preposition after a city (北京于 / 子墨), a surname read as "and" between a
customer and her given name (客户和 / 丽萍 电话…), a landlord's name of two the tagger cut in two (房东 / 芦 / 强 / ，),
a name cut before its home (牟 / 小 / 军家, 牟建 / 军家), a nickname whose surname the tagger ran into the verb
after it (小 / 查拉网), and an English given name run into a surname (calvin / 蔡).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from heartbench.pii import lexicon as lx
from heartbench.pii.names import (
    JAPANESE_SURNAMES,
    TRANSLITERATION_CHARS,
    dictionary_tag,
    dictionary_word,
    everyday_word,
    full_name_misread,
    given_name_characters,
    known_word,
)
from heartbench.pii.tokens import HAN, Span, Tokens, token_index

# one-character words that are surnames too, yet mostly stand before a name as what they are (和建华说)
FUNCTION_CHARACTERS = frozenset("和 跟 与 被 给 对 向 把 让 叫 说 在 于 从 为 是 的 了 也 都 就 还 又 很 太 找 问 陪 等 请 替 帮 教 喊 比 同 及 或 连 由".split())

_DEALINGS = (["订"], ["买"], ["寄"], ["付"], ["欠"], ["借"], ["交"])
NOT_A_LAST_CHARACTER = frozenset("说是在来去也都就还又和跟把被给让对的了着过要会能想笑哭走跑看问叫吃喝打骂找等做买卖")
_AFTER_A_NAME_TAGS = frozenset({"w", "p", "d", "c", "u", "xc"})
_SOUNDS_OF_A_FOREIGN_NAME = frozenset("尔斯克特姆茨兹普夫")  # seldom in a Chinese given name
_DUTIES = tuple([duty] for duty in "担保 负责 签字 签收 代收 代理 保管 作证 出资 承担 支付 偿还 垫付".split())
_PARTIES = frozenset("原告 被告 申请人 被申请人 当事人 上诉人 被上诉人 犯罪嫌疑人 被执行人".split())


def with_the_cut_character(tokens: Tokens, span: Span, text: str) -> Span:
    """A surname and one character found as a name, when the tagger cut the given name's second
    character off as a word of its own (危建 / 平 / 在深圳, 卜志 / 刚 / ，): the whole name."""
    name = text[span.start:span.end]
    japanese = len(name) == 3 and name[:2] in JAPANESE_SURNAMES
    if len(name) != 2 and not japanese:
        return span  # (the word after is looked up only for the names that may take it)
    index = token_index(tokens, span.end) if span.end < len(text) else None
    if index is None or tokens.starts[index] != span.end:
        return span
    char = tokens.words[index]  # the word right after the name: the cut character, or one it is glued to
    # 佐藤美 / 咲: a Japanese name's last character, one Chinese names do not use and the dictionary does not know
    if japanese and len(char) == 1 and HAN.fullmatch(char) \
            and not dictionary_word(char) and not given_name_characters(char):
        return Span(span.start, span.end + 1, span.score)
    if len(name) != 2 or name[0] not in lx.SURNAMES or not HAN.fullmatch(name) or name[0] == name[1] or name[0] == "阿":
        return span  # a doubled nickname (牛牛) takes no third character: 牛牛 / 抢了…; nor does 阿哲 (阿哲 / 点了烧烤)
    if len(char) == 2 and char[1] == "家" and char[0] not in NOT_A_LAST_CHARACTER and given_name_characters(char[0]) \
            and not dictionary_word(char):
        return Span(span.start, span.end + 1, span.score)  # 牟建 / 军家 / 住: the last character glued to the home
    if len(char) == 2 and char[1] in lx.BODY_PARTS and char[0] not in NOT_A_LAST_CHARACTER and given_name_characters(char[0]) \
            and tokens.words[index + 1:index + 2] and tokens.words[index + 1] in lx.HURT:
        return Span(span.start, span.end + 1, span.score)  # 戴建 / 军手 / 被压了: the last character glued to the hand hurt
    if len(char) != 1:
        return span
    after = tokens.tags[index + 1] if index + 1 < len(tokens.words) else "w"
    # 卜志 / 刚 / 喝了酒: read as an adverb before a verb, 刚 may as well end the name; taking it errs on the safe side;
    # 濮阿 / 大: no name ends in 阿
    ends_name = after in _AFTER_A_NAME_TAGS or (after == "v" and tokens.tags[index] == "d") or name[1] == "阿"
    # 陈美 / 娇 / 订的两斤茶: read as a verb before what someone bought, sent or owes, the character ends the name
    ends_name = ends_name or (tokens.tags[index] == "v" and tokens.words[index + 1:index + 2] in _DEALINGS)
    # 被告陈东 / 升 / 民间借贷: a party of a case is named in full, whatever word follows
    first = token_index(tokens, span.start)
    ends_name = ends_name or (first > 0 and tokens.words[first - 1] in _PARTIES and after in {"n", "vn"})
    # 葛文静、夏宇轩、薛梓 / 萌 / 三名同学: the last of a list of names, before how many they are
    ends_name = ends_name or (first > 0 and tokens.words[first - 1] == "、" and after == "m")
    # 表叔陈福 / 来 / 一家四口: a relative named in full before how many come with him, though 来 may be "come"
    with_household = first > 0 and tokens.words[first - 1] in lx.RELATIONS and after == "m"
    ends_name = ends_name or with_household
    # 他叫全德 / 厚 / 七十九了: after 叫 the name is given whole, whatever follows it
    ends_name = ends_name or (first > 0 and tokens.words[first - 1] in lx.INTRODUCERS)
    # 由侯玉 / 成 / 担保: who answers for something is named in full after 由
    ends_name = ends_name or (first > 0 and tokens.words[first - 1] == "由" and tokens.words[index + 1:index + 2] in _DUTIES)
    # 丁学 / 成 / 家里有事: whose home or family it is follows the whole name
    ends_name = ends_name or tokens.words[index + 1:index + 2] in (["家里"], ["家中"], ["家人"])
    # 讣告 潘德 / 厚 / 先生因病…: a formal title follows the whole name
    ends_name = ends_name or tokens.words[index + 1:index + 2] in (["先生"], ["女士"], ["老先生"])
    # 谢尔 / 盖 / 开大车: a foreign name of sounds (尔, 斯, 克 mark one), whatever the tagger read its last as
    ends_name = ends_name or (name[1] in _SOUNDS_OF_A_FOREIGN_NAME and char in TRANSLITERATION_CHARS)
    if HAN.fullmatch(char) and (char not in NOT_A_LAST_CHARACTER or with_household) \
            and (given_name_characters(char) or name[1] == "阿") and ends_name:
        return Span(span.start, span.end + 1, span.score)
    return span


def given_name_after_a_tagged_surname(tokens: Tokens, index: int) -> int | None:
    """Where a name ends whose surname alone the tagger tagged a person (喻 / 家豪 / 生日, 卿 / 建国 / 、): a
    two-character word of given-name characters right after it that is no everyday word."""
    words, _, starts = tokens
    given = words[index + 1] if index + 1 < len(words) else ""
    # a given name the dictionary lists as a place or a date is still one (卿 / 建国); not an everyday word (工作)
    if len(given) == 2 and HAN.fullmatch(given) and given_name_characters(given) and not everyday_word(given, 1000) \
            and given not in lx.TITLES and given not in lx.RELATIONS:
        return starts[index + 1] + 2
    return None


def surname_after_a_time_unit(tokens: Tokens, index: int) -> bool:
    """A time unit and a surname the tagger joined after 上 / 这 (上 / 周花 / 老师), before a title."""
    words = tokens.words
    word = words[index]
    return len(word) == 2 and word[0] in "周月年天" and word[1] in lx.SURNAMES and words[index + 1:index + 2] != [] \
        and words[index + 1] in lx.TITLES


def rare_surname_then_given(tokens: Tokens, index: int, after_a_party: bool = False) -> int | None:
    """Where a name ends that begins with a surname standing as a word of its own (read as a
    preposition or a verb: 仝, 敬; or a compound one in two words: 鲜 / 于), then a word of two
    characters that given names use, read as something else (国庆 as a date), before a pause or a
    verb (家属储 / 红梅 / 陪护); not a place word (幺爸来家里吃饭: 来 comes, 家里 is home)."""
    words, tags, starts = tokens
    if tags[index] == "PER":
        return None
    surname_words = 2 if "".join(words[index:index + 2]) in lx.COMPOUND_SURNAMES else 1
    # a surname that is a function word too (于, 和) only right after a contract's party (承租人于 / 长海，)
    if surname_words == 1 and (words[index] not in lx.SURNAMES or (words[index] in FUNCTION_CHARACTERS and not after_a_party)):
        return None
    given_index = index + surname_words
    if given_index >= len(words):
        return None
    given = words[given_index]
    after = tags[given_index + 1] if given_index + 1 < len(words) else "w"
    # a given name read as a firm or a person may stand before a noun too (老伴曾 / 广发 / 一个人在…)
    proper = tags[given_index] in {"ORG", "PER"} and after in {"n", "m"}
    if (
        len(given) == 2 and HAN.fullmatch(given) and given_name_characters(given) and given not in lx.RELATIONS
        and given not in lx.TITLES and given not in lx.NOT_A_PLACE and (after in {"w", "v", "vn", "p", "d", "c", "u"} or proper)
        and not (words[index] in "来去回到" and dictionary_word(given))  # 女儿来 / 病房: comes to a place the dictionary knows
    ):
        return starts[given_index] + len(given)
    return None


_MISREAD_GIVEN_TAGS = frozenset({"LOC", "ORG", "nz", "n"})
_AFTER_A_FULL_NAME_TAGS = frozenset({"w", "p", "v", "d", "c", "u", "xc", "TIME"})


def given_name_misread(tokens: Tokens, index: int) -> bool:
    """A surname the tagger called a person on its own, then a given name it read as a place or a
    proper noun (漆 / 东海 / 于昨晚): one name, when a pause or a function word follows it."""
    words, tags, _ = tokens
    if index + 1 >= len(words) or tags[index + 1] not in _MISREAD_GIVEN_TAGS:
        return False
    given = words[index + 1]
    after = tags[index + 2] if index + 2 < len(words) else "w"
    return (
        1 <= len(given) <= 2 and bool(HAN.fullmatch(given)) and given not in lx.TITLES and given not in lx.RELATIONS
        and after in _AFTER_A_FULL_NAME_TAGS and words[index] + given not in lx.NOT_A_NAME  # 夏 / 牧场: the summer pasture
    )


def given_name_after_relation(tokens: Tokens, index: int) -> bool:
    """A surname tagged alone, then one or two characters and a pause, right after a relation or a
    word that introduces a name (我继父，温 / 建设。): the given name is a word the tagger kept apart."""
    words, tags, _ = tokens
    if index + 1 >= len(words) or not (1 <= len(words[index + 1]) <= 2 and HAN.fullmatch(words[index + 1])):
        return False
    if index + 2 < len(words) and tags[index + 2] != "w":
        return False
    before = index - 1 - (index >= 1 and words[index - 1] in {"，", ","})
    return before >= 0 and (words[before] in lx.RELATIONS or words[before] in lx.INTRODUCERS)


_AFTER_A_DATE_WORD = frozenset({"TIME", "m"})
_BEFORE_YU = frozenset("终由对关至属等处位基出过急忙鉴限免归在")  # 终于, 由于 …: a word of its own before a date
_AFTER_A_SYLLABLE = frozenset({"TIME", "w", "v", "d", "p"})


def given_name_run_into_yu(tokens: Tokens, index: int) -> int | None:
    """Where a name ends whose given name's last character the tagger read into 于 before a date (朴美 /
    善于 / 昨日, a record's "X于昨日…"): a two-character name, then that character and 于."""
    words, tags, starts = tokens
    if len(words[index]) != 2 or not HAN.fullmatch(words[index]) or index + 2 >= len(words):
        return None
    joined = words[index + 1]
    if len(joined) == 2 and joined[1] == "于" and joined[0] not in _BEFORE_YU and tags[index + 2] in _AFTER_A_DATE_WORD:
        return starts[index + 1] + 1
    return None


def second_syllable_apart(tokens: Tokens, index: int) -> int | None:
    """Where a two-character name ends whose characters the tagger split, the first tagged a person and
    the second read as a word of its own (丹 / 增 / 今年, a Tibetan name with no surname)."""
    words, tags, starts = tokens
    if index + 1 >= len(words):
        return None
    second = words[index + 1]
    after = tags[index + 2] if index + 2 < len(words) else "w"
    syllable = given_name_characters(second) or second in lx.TIBETAN_NAME_SYLLABLES
    if len(second) == 1 and HAN.fullmatch(second) and syllable and second not in NOT_A_LAST_CHARACTER \
            and after in _AFTER_A_SYLLABLE:
        return starts[index + 1] + 1
    return None


def surname_glued_before(tokens: Tokens, index: int) -> int | None:
    """Where a name begins whose surname the tagger glued to the word before and whose given name it tagged
    a person (本科 / 生程 / 雨萱): the surname's position, when the word before without it completes the
    word before that (本科生) or is a word itself (承租人), and with it is no word."""
    words, _, starts = tokens
    if index < 2 or len(words[index]) != 2 or not given_name_characters(words[index]):
        return None
    glued = words[index - 1]
    if len(glued) < 2 or glued[-1] not in lx.SURNAMES or not HAN.fullmatch(glued) or dictionary_word(glued):
        return None
    if dictionary_word(words[index - 2] + glued[:-1]) or (len(glued) >= 3 and dictionary_word(glued[:-1])) \
            or glued[:-1] in lx.RELATIONS or glued[:-1] in lx.INTRODUCERS:
        return starts[index - 1] + len(glued) - 1  # 本科 / 生程 / 雨萱, 承租人区 / 嘉敏, 老公易 / 子轩, 叫付 / 佳宁
    return None


_WEEKDAY_AND_ONE = re.compile(r"周[一二三四五六日天](?P<last>[\u4e00-\u9fff])")
_OF_A_TIME = frozenset("早晚午夜末上下中前后号天日晨初底")  # 周一晚, 周日前: still a time


def names_read_as_weekdays(tokens: Tokens) -> Iterable[Span]:
    """周 and a given name that opens with a weekday's numeral, read as one time word (写着"周一鸣", 叫周六一): a
    name where its last character is one names use and no time word's."""
    words, tags, starts = tokens
    for i, word in enumerate(words):
        shape = _WEEKDAY_AND_ONE.fullmatch(word) if tags[i] == "TIME" else None
        if shape and shape["last"] not in _OF_A_TIME and given_name_characters(shape["last"]):
            yield Span(starts[i], starts[i] + 3, 0.6)


def names_tagged_in_two(tokens: Tokens, spans: list[Span]) -> list[Span]:
    """Two names found on two words the tagger called people, with nothing between them, are one name it cut
    (a Mongolian 苏和 / 巴雅尔): one span, so the surrogate replaces one person. `spans` are in text order."""
    words, tags, starts = tokens
    cut_at = {
        starts[i + 1] for i in range(len(words) - 1)
        if tags[i] == tags[i + 1] == "PER" and min(len(words[i]), len(words[i + 1])) >= 2 and HAN.fullmatch(words[i] + words[i + 1])
    }
    joined: list[Span] = []
    for span in spans:
        if joined and joined[-1].end == span.start and span.start in cut_at:
            joined[-1] = Span(joined[-1].start, span.end, max(joined[-1].score, span.score))
        else:
            joined.append(span)
    return joined


def surnames_before_a_cut_title(text: str, spans: list[Span]) -> list[Span]:
    """A surname the tagger joined to the first part of its title (王嘎查 / 长, for 王 嘎查长): the surname alone, as
    before any title."""
    trimmed = []
    for span in spans:
        if text[span.start] in lx.SURNAMES and span.end - span.start in (2, 3):
            title = next((title for title in lx.TITLES_LONGEST_FIRST if text.startswith(title, span.start + 1)), "")
            if span.start + 1 + len(title) > span.end:
                span = Span(span.start, span.start + 1, span.score)
        trimmed.append(span)
    return trimmed


_NUMERAL_SYLLABLES = {"郎": "四"}  # 四郎 (Sonam, in Kham) read as four and a name 郎泽仁
_COUNTING = frozenset("0123456789十第")


def first_syllable_read_as_numeral(text: str, spans: list[Span]) -> list[Span]:
    """A name whose first syllable the tagger read as a numeral (四 / 郎泽仁, for 四郎泽仁): the whole name."""
    return [
        Span(span.start - 1, span.end, span.score)
        if span.start and span.end - span.start >= 3 and _NUMERAL_SYLLABLES.get(text[span.start]) == text[span.start - 1]
        and text[span.start - 2:span.start - 1] not in _COUNTING  # 十四郎, 第四郎: counting, then the name
        else span
        for span in spans
    ]


def surname_read_as_preposition(tokens: Tokens) -> Iterable[Span]:
    """于 and a given name read as a preposition and a noun after a city, before a pause (笔友 北京于 / 子墨，): in a list
    of people by city, the surname 于 and the name; 位于 / 成立于 a date do not end in a given name and a pause."""
    words, tags, starts = tokens
    for i in range(1, len(words) - 1):
        given = words[i + 1]
        pause = i + 2 >= len(words) or tags[i + 2] == "w"
        if (
            words[i] == "于" and tags[i] == "p" and tags[i - 1] == "LOC" and tags[i + 1] in {"n", "nz"} and len(given) == 2
            and HAN.fullmatch(given) and not dictionary_word(given) and given_name_characters(given) and pause
        ):
            yield Span(starts[i], starts[i + 1] + 2, 0.6)


# who a full name is, said right after it (于德福老人, 向建国同志): the word before is a person
_PERSON_AFTER_A_NAME = frozenset("老人 老先生 老太太 同志 先生 女士 老师 说".split())


def full_name_led_by_a_preposition(tokens: Tokens) -> Iterable[Span]:
    """A full name whose surname is also a preposition (于, 向), read as one with its given name (于德福 / 老人, 向建国
    / 同志) or apart (于 / 德福 / 老人), before who that person is, or after 了 or 过, where no preposition stands
    (去了向 / 佳怡家家访), or right after a relation (我老公于洪斌结婚八年): the name."""
    words, tags, starts = tokens
    for i in range(len(words) - 1):
        word = words[i]
        if tags[i] != "p" or word[:1] not in "于向" or not HAN.fullmatch(word):
            continue
        if len(word) == 3 and (words[i + 1] in _PERSON_AFTER_A_NAME or (i and words[i - 1] in lx.RELATIONS)):
            given, end = word[1:], starts[i] + 3  # 于德福 / 老人, 老公 / 于洪斌 / 结婚八年
        elif len(word) == 1 and i + 2 < len(words) and tags[i + 1] in {"n", "nz"} and words[i + 2] in _PERSON_AFTER_A_NAME:
            given, end = words[i + 1], starts[i + 1] + len(words[i + 1])
        elif len(word) == 1 and i + 1 < len(words) and tags[i + 1] == "PER" and words[i - 1:i] in (["了"], ["过"]):
            given, end = words[i + 1], starts[i + 1] + len(words[i + 1])
        else:
            continue
        proper = not dictionary_word(given) or dictionary_tag(given) in {"nz", "nr", "ns"}  # 德福: a proper name
        if len(given) == 2 and HAN.fullmatch(given) and proper and given_name_characters(given):
            yield Span(starts[i], end, 0.6)


def names_before_their_home(tokens: Tokens) -> Iterable[Span]:
    """A surname the tagger found alone, then a given name cut in two with 家 glued to its end (牟 / 小 / 军家在半山上):
    the whole name, before the home it names."""
    words, tags, starts = tokens
    for i in range(len(words) - 2):
        middle, last = words[i + 1], words[i + 2]
        if (
            tags[i] == "PER" and words[i] in lx.SURNAMES and len(middle) == 1 and len(last) == 2 and last[1] == "家"
            and HAN.fullmatch(middle + last) and given_name_characters(middle + last[0])
        ):
            yield Span(starts[i], starts[i + 2] + 1, 0.6)


def names_by_their_modern_characters(tokens: Tokens) -> Iterable[Span]:
    """A word of three characters the tagger read as a proper noun, led by a surname, whose given name holds a character
    the dictionary's names seldom do and parents now often choose (项子涵: 涵, see `lexicon.MODERN_GIVEN_NAME_CHARACTERS`)."""
    words, tags, starts = tokens
    for word, tag, start in zip(words, tags, starts, strict=True):
        if (
            tag in {"nz", "n"} and len(word) == 3 and HAN.fullmatch(word) and word[0] in lx.SURNAMES
            and lx.MODERN_GIVEN_NAME_CHARACTERS.intersection(word[1:]) and given_name_characters(word[1:])
            and not dictionary_word(word) and not dictionary_word(word[1:])
        ):
            yield Span(start, start + 3, 0.6)


_THERE = ("那儿", "这儿", "那里", "这里", "那边", "这边")


def familiar_surname_before_there(tokens: Tokens, index: int) -> int | None:
    """Where a name begins that the tagger cut after 老 or 小 and ran into 那儿 (门卫老 / 郑那儿): someone's place,
    called by 老 and the surname; the start of 老郑, or None."""
    word = tokens.words[index]
    if not (2 <= len(word) <= 3 and word[0] in lx.SURNAMES and word[1:] in _THERE) or index == 0:
        return None
    before = tokens.words[index - 1]
    return tokens.starts[index] - 1 if before.endswith(("老", "小")) else None


def tibetan_first_half_read_as_words(tokens: Tokens, index: int) -> int | None:
    """Where a Tibetan name begins whose first half, 才让, the tagger read as 才 and 让 before the second half it tagged
    a person (藏族牧民才 / 让 / 东主): the start of 才, where the words before speak of Tibetans, or None."""
    words = tokens.words
    if index >= 2 and words[index - 2:index] == ["才", "让"] and "藏" in "".join(words[max(0, index - 6):index - 2]):
        return tokens.starts[index - 2]
    return None


_BIRTH_ORDER = frozenset("二三四五六七八九")


def surname_then_birth_order(tokens: Tokens, index: int) -> int | None:
    """Where a man named by his surname and his place among his brothers ends, the numeral read apart before a pause
    (中间人牛 / 二 / ，): the end of 牛二, or None."""
    words, tags, starts = tokens
    if words[index] in lx.SURNAMES and words[index + 1:index + 2] and words[index + 1] in _BIRTH_ORDER \
            and (index + 2 == len(words) or tags[index + 2] == "w"):
        return starts[index + 1] + 1
    return None


_CUSTOMERS = frozenset("客户 顾客 买家 订货人 下单人".split())
_CONTACT_AFTER = frozenset("电话 手机 微信 联系方式 地址".split())


def surname_read_as_and(tokens: Tokens) -> Iterable[Span]:
    """A surname that is a function word too (和, the Naxi family's; 向) between a customer and the given name the
    tagger found, before a pause or a contact (客户 / 和 / 丽萍 / 电话…): the whole name. Not before what two do
    together (约了客户 / 和 / 丽萍 / 一起吃饭: the customer and 丽萍)."""
    words, tags, starts = tokens
    for i in range(1, len(words) - 1):
        following = words[i + 2] if i + 2 < len(words) else ""
        if (
            words[i] in FUNCTION_CHARACTERS and words[i] in lx.SURNAMES and words[i - 1] in _CUSTOMERS
            and tags[i + 1] == "PER" and len(words[i + 1]) == 2
            and (i + 2 == len(words) or tags[i + 2] == "w" or following in _CONTACT_AFTER)
        ):
            yield Span(starts[i], starts[i + 1] + 2, 0.6)


_LANDLORDS = ("房东", "房主")


def landlords_cut_in_two(tokens: Tokens) -> Iterable[Span]:
    """A landlord's surname and one-character given name, each read as a word of its own, right after the word for him
    and before a pause (二房东 / 芦 / 强 / ，押金不退): the whole name."""
    words, tags, starts = tokens
    for i in range(1, len(words) - 1):
        given = words[i + 1]
        if (
            words[i - 1].endswith(_LANDLORDS) and words[i] in lx.SURNAMES and tags[i] != "PER" and len(given) == 1
            and given_name_characters(given) and given not in NOT_A_LAST_CHARACTER and given not in lx.TITLES
            and not dictionary_word(words[i] + given)
            and (i + 2 == len(words) or tags[i + 2] == "w")
        ):
            yield Span(starts[i], starts[i] + 2, 0.6)


def nicknames_run_into_a_verb(tokens: Tokens) -> Iterable[Span]:
    """小 or 老 alone, then a word of three that is no word: a surname and a verb after it (安徽来的小 / 查拉网的时候):
    the nickname of 小 and the surname, the verb being what they did."""
    words, _, starts = tokens
    for i in range(len(words) - 1):
        word = words[i + 1]
        if (
            words[i] in {"小", "老"} and len(word) == 3 and HAN.fullmatch(word) and word[0] in lx.SURNAMES
            and word[0] not in FUNCTION_CHARACTERS and not dictionary_word(word) and dictionary_tag(word[1:]) in {"v", "vn", "nz"}
        ):
            yield Span(starts[i], starts[i + 1] + 1, 0.6)


def latin_given_name_then_surname(tokens: Tokens) -> Iterable[Span]:
    """An English given name run into a surname, as a display name is written (客户calvin蔡给了差评): the tagger cuts
    them in two; the name is both."""
    words, tags, starts = tokens
    for i in range(len(words) - 1):
        given, surname = words[i], words[i + 1]
        if (
            given.isascii() and given.isalpha() and (given.lower() in lx.ENGLISH_GIVEN_NAMES or tags[i] == "PER")
            and surname in lx.SURNAMES and tags[i + 1] == "PER" and starts[i] + len(given) == starts[i + 1]
        ):
            yield Span(starts[i], starts[i + 1] + 1, 0.7)


# the rules above that read the tagged words alone, each yielding names; the name recogniser runs every one
def names_after_a_role_of_ren(tokens: Tokens) -> Iterable[Span]:
    """A role ending in 人 (买药人, 来电人) the tagger did not read as one, then a full name before a pause, with 人 glued
    to the surname (买 / 药 / 人农 / 建华 / ，), apart from it (买 / 药 / 人 / 农 / 建华 / ，), or the name read as one
    noun (来电 / 人 / 普春花 / ，): the name."""
    words, tags, starts = tokens
    for i in range(1, len(words) - 2):
        if len(words[i]) == 2 and words[i][0] == "人" and not known_word(words[i]):
            surname, given_at = words[i][1], i + 1
        elif words[i] == "人" and tags[i - 1] in {"n", "v", "vn"} and len(words[i + 1]) == 1 and i + 3 < len(words):
            surname, given_at = words[i + 1], i + 2  # not 有人 / 个人: 有 and 个 are no noun or verb
        elif words[i] == "人" and tags[i - 1] in {"n", "v", "vn"} and tags[i + 1] in {"n", "nz"} and tags[i + 2] == "w" \
                and full_name_misread(words[i + 1]):
            yield Span(starts[i + 1], starts[i + 1] + 3, 0.6)
            continue
        else:
            continue
        given = words[given_at]
        if surname not in lx.SURNAMES or len(given) != 2 or not HAN.fullmatch(given) or not given_name_characters(given):
            continue
        if tags[given_at + 1] == "w" and (not dictionary_word(given) or dictionary_tag(given) in {"nz", "nr", "ns"}):
            yield Span(starts[given_at] - 1, starts[given_at] + 2, 0.6)  # the surname right before 建华, a proper name


# what one calls an elder after the full name (计福根老伯, 盛阿婆)
_ELDERS_TITLES = frozenset("老伯 阿婆 老人 老先生 老太太 老爷子 老太 大爷 大妈 阿公 阿伯 老汉".split())


def full_name_read_as_a_word(tokens: Tokens) -> Iterable[Span]:
    """A surname that is also a word (计, count) and a given name the tagger read as one verb or noun, before what one
    calls an elder (第一户计福根老伯): the name, as its characters make no word the dictionary knows."""
    words, tags, starts = tokens
    for i in range(len(words) - 1):
        word = words[i]
        if len(word) != 3 or tags[i] not in {"v", "vn", "n", "nz"} or words[i + 1] not in _ELDERS_TITLES:
            continue
        if full_name_misread(word) and not dictionary_word(word[1:]):
            yield Span(starts[i], starts[i] + 3, 0.6)


TOKEN_RULES = (
    names_read_as_weekdays, surname_read_as_preposition, full_name_led_by_a_preposition, surname_read_as_and,
    names_before_their_home, names_after_a_role_of_ren, full_name_read_as_a_word,
    names_by_their_modern_characters, landlords_cut_in_two, nicknames_run_into_a_verb, latin_given_name_then_surname,
)
