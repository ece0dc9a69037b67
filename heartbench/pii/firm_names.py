"""A registered firm's trade name wherever the text uses it alone: 北京智学未来教育科技有限公司 in a complaint's header,
then 报了智学未来的网课 in its body. A firm's full name is its place, its trade name, its trade and its legal form; people
write the trade name alone once the full name is given, and it names the same firm. Also a firm the tagger read as a
place (闽江悦居物业) and a shop named by its owner's surname and 记 (陈记烧腊)."""

from __future__ import annotations

import re

from heartbench.pii import lexicon as lx
from heartbench.pii.estates import PROPERTY_OFFICE_AFTER
from heartbench.pii.names import dictionary_tag, known_word
from heartbench.pii.tokens import HAN, Span, Tokens, token_index

_LEGAL_FORM = re.compile(r"(?:股份有限公司|有限责任公司|有限公司)$")
# the trades a registered name states after the trade name (智学未来 / 教育科技), longest first where one holds another
_TRADES = re.compile(
    r"(?:教育科技|网络科技|信息技术|信息科技|电子商务|文化传媒|文化传播|房地产开发|物业服务|物业管理|餐饮管理|企业管理|人力资源|"
    r"家政服务|装饰工程|建设工程|建筑工程|供应链管理|科技|网络|教育|传媒|文化|贸易|商贸|实业|建设|建筑|工程|装饰|物业|房地产|"
    r"置业|咨询|管理|服务|电子|软件|智能|医药|生物|餐饮|投资|发展|物流|广告|劳务|家政)+$"
)
_PLACE_TAGS = frozenset({"LOC", "ns"})


def trade_names(text: str, tokens: Tokens, firms: list[Span]) -> list[Span]:
    """Every other place the text names a firm of `firms` by its trade name alone, as a word of its own (the
    tagger's words begin and end there): a firm the text names. A trade name the dictionary knows (天府, 阳光) or
    of one character is left: alone it may be anything."""
    boundaries = set(tokens.starts) | {len(text)}
    names = {name for firm in firms if (name := _trade_name(text, tokens, firm))}
    taken = [(firm.start, firm.end) for firm in firms]
    found = []
    for name in names:
        start = text.find(name)
        while start >= 0:  # str.find per name, as `repeats` does: no regex per firm over a long document
            end = start + len(name)
            if start in boundaries and end in boundaries and not any(s < end and start < e for s, e in taken):
                found.append(Span(start, end, 0.6))
            start = text.find(name, start + 1)
    return found


def _trade_name(text: str, tokens: Tokens, firm: Span) -> str | None:
    name = text[firm.start:firm.end]
    legal = _LEGAL_FORM.search(name)
    if legal is None:
        return None
    rest = name[:legal.start()]
    trade = _TRADES.search(rest)
    if trade is None:
        return None
    index, start = token_index(tokens, firm.start), firm.start
    while index < len(tokens.words) and tokens.tags[index] in _PLACE_TAGS and tokens.starts[index] == start:
        start += len(tokens.words[index])  # 北京 / 智学…: the place the firm is registered in
        index += 1
    if start == firm.start:  # the firm read as one word: its places as the dictionary knows them (北京, 广东省深圳市)
        for _ in range(3):
            place = next((k for k in (3, 2) if dictionary_tag(text[start:start + k]) == "ns"), 0)
            if not place:
                break
            start += place
            if text[start] in "省市区县":
                start += 1
    trade_name = text[start:firm.start + trade.start()]
    if 2 <= len(trade_name) <= 6 and HAN.fullmatch(trade_name) and not known_word(trade_name):
        return trade_name
    return None


def firms_read_as_places(text: str, tokens: Tokens) -> list[Span]:
    """A firm named by its city, a coined name and its trade, which the tagger read as a place: as one word
    (闽江悦居物业) or before the trade (闽江悦居 / 物业)."""
    words, tags, starts = tokens
    found = []
    for index, word in enumerate(words):
        if tags[index] != "LOC":
            continue
        trade = next((t for t in lx.TRADES_LONGEST_FIRST if word.endswith(t)), "")
        if trade:
            stem, end = word[:-len(trade)], starts[index] + len(word)
        elif index + 1 < len(words) and words[index + 1] in lx.TRADES:
            trade, stem, end = words[index + 1], word, starts[index + 1] + len(words[index + 1])
        else:
            continue
        if _city_and_coined_name(stem) and not (trade == "物业" and PROPERTY_OFFICE_AFTER.match(text, end)):
            found.append(Span(starts[index], end, 0.6))  # (西溪蝶园物业：: an estate's office, for the estate's rule)
    return found


def _city_and_coined_name(stem: str) -> bool:
    """A city the dictionary knows as a place, then a coined name of two to four characters that it knows as no
    word, or as a brand's (闽江 / 悦居, 苏州 / 恒安); not a district or a street (南山区, 滨江路)."""
    for city_length in (3, 2):
        city = stem[:city_length]
        rest = stem[city_length + (stem[city_length:city_length + 1] in ("市", "县")):]
        if dictionary_tag(city) == "ns" and 2 <= len(rest) <= 4 and HAN.fullmatch(rest) \
                and not rest.endswith(lx.PLACE_SUFFIXES) and (not known_word(rest) or dictionary_tag(rest) == "nz"):
            return True
    return False


_BY_SURNAME_AND_JI = re.compile(lx.SURNAME_PATTERN + r"记[\u4e00-\u9fff]{0,2}?(?:" + "|".join(lx.SHOPS_AFTER_JI) + ")")
_JOINED_TAGS = frozenset({"PER", "LOC", "nz", "ORG"})


def shops_by_surname_and_ji(text: str, tokens: Tokens) -> list[Span]:
    """A shop named by its owner's surname and 记 (龙记粉馆, 陈记烧腊), opening a run of characters or a word of its
    own (去 / 陈记 / 烧腊, not 登记), or after its town where the tagger ran the two into one word (古辣梁记 / 五金):
    the town is part of the name."""
    found = []
    for match in _BY_SURNAME_AND_JI.finditer(text):
        start = match.start()
        if start and HAN.fullmatch(text[start - 1]):
            index = token_index(tokens, start)
            word, word_start = tokens.words[index], tokens.starts[index]
            if word_start == start and word in (text[start], text[start:start + 2]):
                pass  # 去 / 陈记 / 烧腊, 楼下 / 梁 / 记 / 五金: the owner's surname begins a word
            elif word_start < start and word.endswith("记") and tokens.tags[index] in _JOINED_TAGS:
                start = word_start  # 古辣梁记 / 五金: the town the tagger ran into the owner's surname
            else:
                continue  # 登记…: the surname's character ends another word
        found.append(Span(start, match.end(), 0.6))
    return found
