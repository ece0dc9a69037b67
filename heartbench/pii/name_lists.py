"""Names in lists, where most items are names the tagger saw and the rest are names it missed: a numbered
sign-up list (1.山野行者 2.老樊), a list joined by 、 or headed as one of people (下岗职工名单：…), a roster set off by
spaces (周一 尤国庆 岑美娟), and a gift book's givers (礼簿：岩罕 200元 …)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from heartbench.pii import lexicon as lx
from heartbench.pii.names import dai_given_name, dictionary_word, everyday_word
from heartbench.pii.titles import surname_led
from heartbench.pii.tokens import HAN, Span, Tokens

# 1.山野行者 2.老樊, or a seat list's 01 熊佳琪 02 万子轩
# (an aside in brackets may follow the item: 1. 风之子（领队）, what that one does on the trip)
_NUMBERED_ITEM = re.compile(
    r"(?:^|(?<=\s))(?:\d{1,2}[.、．]\s?|\d{2}\s)(?P<item>[\u4e00-\u9fffA-Za-z]{2,8})(?=\s|$|[（(][^）)\n]{1,10}[）)])"
)


# a numbered order: who orders, a mood after the name, then how much (2. 小芒果🥭 要两箱); or an order heading its
# line, or after a live stream's link, the buyer set apart by a space (阿勒泰的风 要一箱, 3号链接 爱吃枣的小羊 要两箱)
_BUYER = r"[\u4e00-\u9fffA-Za-z]{2,8}?)[\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F]{0,3}"
_ORDER_ITEM = re.compile(
    r"(?:(?:^|(?<=\s))\d{1,3}[.、．]\s?(?P<item>" + _BUYER + r"\s?|(?:^|(?<=号链接 ))(?P<bare>" + _BUYER + r"\s)"
    r"(?=(?:要|订|拿|买|定)\s?[\d一两二三四五六七八九十几]{1,3}\s?[箱份斤盒件袋个单])", re.MULTILINE
)
_NOT_A_BUYER = frozenset("老客户 新客户 老顾客 新顾客 同上 本人 自己 团长 我们 大家 我家 他家".split())


def buyers_of_orders(text: str) -> Iterable[Span]:
    """A numbered order's buyer (2. 小芒果 要两箱), or one heading the order's line (阿勒泰的风 要一箱): a name or a
    handle, whatever its words (爱吃枣的小羊), unless the dictionary knows it as a word or it is who a buyer is."""
    for match in _ORDER_ITEM.finditer(text):
        group = "item" if match.group("item") else "bare"
        item = match.group(group)
        if not everyday_word(item) and item not in lx.RELATIONS and item not in _NOT_A_BUYER:
            yield Span(match.start(group), match.end(group), 0.6)


def numbered_list_items(text: str, tokens: Tokens) -> Iterable[Span]:
    """Items of a numbered sign-up list (1.山野行者 2.老樊 3.胡晓梅), where at least half are tagged names:
    the rest are handles or names too, unless the dictionary knows them as words."""
    items = [(match.start("item"), match.end("item")) for match in _NUMBERED_ITEM.finditer(text)]
    if len(items) < 3:
        return
    tagged = _tagged_names(tokens)
    named = [item for item in items if _holds_a_tagged_name(tagged, *item)]
    if 2 * len(named) < len(items):
        return
    for start, end in items:
        if (start, end) not in named and not everyday_word(text[start:end]):
            yield Span(start, end, 0.6)


# 蓝欣悦（金色港湾3期8栋）; 付梓轩爸爸、鄢语桐妈妈: a parent named by the child
_PARENT = "(?:爸爸|妈妈|奶奶|爷爷|外婆|外公|家长)"
# an item may carry an aside or a sum given (纳玉林 500元、撒海军 300元: a list of donors)
_SUM = r"\s?\d{1,6}(?:元|块|斤|公斤|件|单|票)"  # what each gave, picked or carried (岩温 420斤)
_GIFT_BOOK = re.compile(r"礼簿|礼单|礼金|随礼|份子钱|捐款")
_GIFT_ENTRY = re.compile(r"(?<=[：:\s、，])(?P<name>[\u4e00-\u9fff]{2,4}?)\s?\d{1,6}元(?=[\s、，。；]|$)")
_LIST_ITEM = rf"(?:[\u4e00-\u9fff]{{2,4}}?|[A-Za-z]{{2,12}}|[小阿][A-Z]){_PARENT}?(?:[（(][^）)\n]{{1,20}}[）)]|{_SUM})?"
_LETTER_NICKNAME = re.compile(r"[小阿][A-Z]")  # 小K, 阿J: a nickname by a letter, among names
# how many the list's people are, right after its last item (佟德山、关玉珍、那文举三户, …等人)
_HOW_MANY = r"(?:[一两二三四五六七八九十\d]{1,2}(?:户|家|人|位|名)|等人)"
_NAME_LIST = re.compile(
    rf"(?:(?<![\u4e00-\u9fffA-Za-z])|(?<=值班)){_LIST_ITEM}(?:、{_LIST_ITEM})+(?:(?={_HOW_MANY})|(?![\u4e00-\u9fffA-Za-z]))"
)
# a ledger of what each brought, its entries set apart by commas (扎约 23斤，娜妥 19斤，李扎四 26斤)
_SUM_ITEM = rf"[\u4e00-\u9fff]{{2,4}}?{_SUM}"
_LIST_ENTRY = re.compile(r"[^、，,\s][^、，,]*")  # an entry of either list, from its first character to the next comma
_SUM_LIST = re.compile(rf"(?<![\u4e00-\u9fffA-Za-z]){_SUM_ITEM}(?:[，,]\s?{_SUM_ITEM}){{2,}}")
_ASIDE = re.compile(rf"{_PARENT}?(?:[（(][^）)\n]*[）)]|{_SUM})?$")
_LATIN_GIVEN = re.compile(r"[A-Za-z]{2,15}")
# the head of a list of people (下岗职工名单：…, 获奖学生：…): its items are names
# (or 值班 right before them: 今晚值班甘露、柏静怡)
# (or a dormitory room, then who sleeps there: 男舍A栋105：储卫东、小韦)
_ROSTER_HEAD = re.compile(
    r"(?:名单|成员|人员|职工|员工|学员|获奖者?|参会|出席|值班)[^，。\n：:]{0,6}[：:]\s?$|值班$"
    r"|(?:舍|宿舍|寝室)[A-Za-z\d]{0,3}(?:栋|号楼)?\d{3,4}(?:室|寝)?[：:]\s?$"
)


# (or after a colon or a semicolon: 工资表：党建国 8个月 48000元；杜拴牢 6个月 …)
_SPACED_ITEM = re.compile(r"(?:(?<=[\s：:；;])|^)[\u4e00-\u9fff]{2,4}(?=\s|$)")


def spaced_roster_names(text: str, tokens: Tokens) -> Iterable[Span]:
    """Names of a roster set off by spaces (夜班表 周一 尤国庆 岑美娟 周二 …), where most of its items of three
    characters are tagged names: a surname and a given name the tagger read as a word (尤 / 国庆, National Day)."""
    tagged = _tagged_names(tokens)
    items = [(match.start(), match.end()) for match in _SPACED_ITEM.finditer(text) if match.end() - match.start() == 3]
    named = [item for item in items if item in tagged]
    if len(items) < 3 or 2 * len(named) < len(items):
        return
    for start, end in items:
        word = text[start:end]
        if (start, end) not in tagged and surname_led(word) and not dictionary_word(word) and not word.endswith(lx.TITLES_LONGEST_FIRST):
            yield Span(start, end, 0.6)  # not 区老师 of 咨询师：区老师: the title rule takes its surname


def _tagged_names(tokens: Tokens) -> set[tuple[int, int]]:
    """Where the tagger's words called people begin and end."""
    return {(start, start + len(word)) for word, tag, start in zip(*tokens, strict=True) if tag == "PER"}


def _holds_a_tagged_name(tagged: set[tuple[int, int]], start: int, end: int) -> bool:
    """Whether a tagged name lies within text[start:end] (鲜 / 于明轩 in the item 鲜于明轩)."""
    return any(start <= a and b <= end for a, b in tagged)


def _english_given_name(word: str) -> bool:
    """A capitalised word of letters, as an English given name is written among Chinese ones (Vivian, Chloe)."""
    return bool(_LATIN_GIVEN.fullmatch(word)) and word[0].isupper()


def listed_with_names(text: str, tokens: Tokens) -> Iterable[Span]:
    """Items of a list the tagger missed, where most items are tagged names (宿舍名单 蒲晓峰、邛一鸣、
    税子健、蹇浩; 市场部 官莹、尉迟风、Vivian): two or three Chinese characters the dictionary does not
    know, so the names listed; or any surname-led item of a list its head says is of people (下岗职工名单：
    郎宝山、关淑琴、那文革), whatever the tagger read."""
    tagged = _tagged_names(tokens)
    for match in (*_NAME_LIST.finditer(text), *_SUM_LIST.finditer(text)):
        roster = _ROSTER_HEAD.search(text, max(0, match.start() - 12), match.start()) is not None
        items = []
        for entry in _LIST_ENTRY.finditer(text, match.start(), match.end()):
            items.append((entry.start(), entry.start() + len(_ASIDE.sub("", entry.group()))))

        def tagged_within(start: int, end: int) -> bool:  # a tagged name within the item (鲜 / 于明轩)
            return _holds_a_tagged_name(tagged, start, end)

        def is_named(item: tuple[int, int]) -> bool:  # a tagged name within it, an English given name or a Dai one
            word = text[item[0]:item[1]]
            return tagged_within(*item) or _english_given_name(word) or dai_given_name(word)

        if 2 * sum(map(is_named, items)) < len(items) and not roster:
            continue
        of_people = any(tagged_within(*item) for item in items)  # a tagged name among them: a list of people
        for start, end in items:
            item = text[start:end]
            if of_people and _english_given_name(item) and not tagged_within(start, end):
                yield Span(start, end, 0.6)  # 民宿入住：Chloe、景雨萌: a guest by an English given name
                continue
            if dai_given_name(item) and HAN.fullmatch(item) and not tagged_within(start, end):
                yield Span(start, end, 0.6)  # a Dai or a Lahu name the tagger read as a word
                continue
            unknown_word = HAN.fullmatch(item) and len(item) <= 3 and not dictionary_word(item) and item not in lx.NOT_A_NAME
            listed = unknown_word or _LETTER_NICKNAME.fullmatch(item) or (roster and surname_led(item))
            if not is_named((start, end)) and listed:
                yield Span(start, end, 0.6)
    if _GIFT_BOOK.search(text):  # 礼簿：岩罕 200元 玉儿 100元 刀建国 500元: who gave, each before the sum
        for match in _GIFT_ENTRY.finditer(text):
            if surname_led(match.group("name")) and not dictionary_word(match.group("name")):
                yield Span(match.start("name"), match.end("name"), 0.6)


_PAIRING = (["、"], ["和"], ["与"])


def listed_beside_a_name(tokens: Tokens, index: int) -> bool:
    """A word tagged a person with a full name the tagger found on its other side of 、 or 和 (客人邝思远、甘露预约了…):
    a second guest, however everyday the word (甘露, "sweet dew"), when it opens with a surname."""
    words, tags, _ = tokens
    word = words[index]
    if not (2 <= len(word) <= 3 and HAN.fullmatch(word) and word[0] in lx.SURNAMES):
        return False
    return any(
        0 <= other < len(words) and words[join:join + 1] in _PAIRING and tags[other] == "PER" and len(words[other]) == 3
        for join, other in ((index - 1, index - 2), (index + 1, index + 2))
    )
