"""The parts an address is made of below its street: house, building, unit and room numbers, a village's
group, a block in Singapore or Baotou (`PART`, taken one after another by `extend_parts`), and the verb the
tagger may join to a place's name (`leading_verb`). Shared by `addresses` and `estates`. Also where a run of
places starts when the tagger cut its first place apart (`district_cut_before`, `district_split_before`,
`first_character_cut`)."""

from __future__ import annotations

import re

from heartbench.pii import lexicon as lx
from heartbench.pii.tokens import HAN, Span, Tokens

NUMERAL = "一二三四五六七八九十百零〇两"
"""Chinese numerals as house and building numbers use them."""
PLACE_CHARACTER = r"(?:(?![在住到去回的是])[\u4e00-\u9fff])"
"""A character of a place's name where the name's start is not known: any but a verb of being, living or going there
(住在 / 大阪市…, 是 / 锡林浩特市…), which a pattern reaching back would otherwise take into the name."""
PART = re.compile(
    rf"""\ ?(?:
        [东西南北中](?:段|侧)?\d{{1,5}}号
      | (?<=号)(?:附\d{{1,3}}号|之(?:[{NUMERAL}]{{1,2}}(?:\d{{3,4}}(?:房|室)?(?!\d))?|\d{{1,2}}))   # 62号之三801, 17号之一302房
      | (?<=\d楼)之(?:\d{{1,2}}|[{NUMERAL}]{{1,2}})(?!\d)          # a Taiwan flat by its floor's unit: 218號5樓之2
      | [东西南北中]?(?:[{NUMERAL}]{{1,3}}|\d{{1,2}})段                # 二环路西一段, 人民南路四段
      | \d{{1,2}}门
      | (?<=\d号)楼
      | (?<=院)[东西南北正](?:厢房|屋|房)|(?<=院)(?:后罩房|倒座房)   # a courtyard house's room: 41号院东厢房
      | (?<=\d号)(?:[前后东西]厢房|亭子间|[前后]?客堂间?|三层阁|阁楼|灶披间)   # a Shanghai lane house's room: 21号后厢房
      | (?<=\d号)(?:仓(?!库)|库|厂房)                          # a park's numbered warehouse: 工业区3号仓, 7号库
      | (?<=号)-\d{{1,4}}(?![\d\-])
      | [甲乙丙丁]\d{{1,4}}(?:号楼|号院|号|栋|幢)
      | (?<=号)[甲乙丙丁](?:楼|栋|座|幢)                                # 东川路555号乙楼
      | \d{{1,5}}(?:号楼|号院|号(?!线)|弄|巷|栋|幢|座|单元|层|楼|室|户|组|社(?![会区团保工])|队|排|期)   # not 地铁10号线; 社, a village's group
      | 第(?:\d{{1,4}}|[{NUMERAL}]{{1,3}})座              # a Singapore block: 兀兰21街第318座; Macau's: 海擎天第三座
      | (?<=座)\ ?\#\d{{1,3}}-\d{{2,5}}(?![\d\-])           # a Singapore flat by floor and unit after its block: 第318座#08-112
      | (?<=号)(?:(?![我你他她它的了去在和跟到是])[\u4e00-\u9fff]){{2,8}}?(?=第[{NUMERAL}\d]{{1,3}}座)   # 233號 / 海擎天 / 第三座
      | (?<=\d楼)[A-Z](?![A-Za-z])[座室]?                  # a flat by letter after its floor: 18樓C, 9樓C座, 13樓B室
      | (?<=区)[一二三四五六七八九]楼(?=\d{{1,3}}街)            # a market's floor, aisle and booth (商贸城五区二楼18街23015)
      | (?<=工业区|工业园|开发区|产业园)[{NUMERAL}\d]{{1,2}}(?:路|街|横路|巷)(?=\ ?\d{{1,5}}号)   # a zone's numbered road: 工业区三路8号
      | (?<=[栋幢座])负[\d{NUMERAL}]{{1,2}}(?:楼|层)                # a hillside block's floor below its entrance: 7栋负3楼
      | (?<=\d号)(?:体育馆|图书馆|综合楼|办公楼|实验楼|科技楼|商务楼)(?=[\d{NUMERAL}]{{1,2}}(?:楼|层))   # a hall at the number, then its floor
      | (?<=[楼区])\d{{1,3}}街\d{{3,5}}(?!\d)                 # an aisle and booth after a floor or a district: 二区23街4615
      | (?<=[镇乡道])(?:和(?:(?![的一个这那了在和])[\u4e00-\u9fff]){{1,3}}?|(?:(?![的一个这那了在和])[\u4e00-\u9fff]){{2,4}}?)
        (?:社区|村(?![民委里口头]))   # 长安镇 / 霄边 / 社区, 新胜街道 / 和瑞社区 (not 街道和社区)
      | (?<=[镇乡道])(?![的一个这那了在和])[\u4e00-\u9fff](?:(?![的一个这那了在])[\u4e00-\u9fff]){{0,3}}?里(?=\d)   # 街道 / 春和里7号楼
      | (?<=[\u4e00-\u9fff])(?:嘎查|苏木)(?![\u4e00-\u9fff])   # a village and a township in Inner Mongolia
      | (?<=村)(?:(?![的了在和是])[\u4e00-\u9fff]){{1,3}}(?:屯|角落)(?![\u4e00-\u9fff])   # a hamlet after its village (弄文村那隆屯;
                                                                                 # 松岩村后垵角落 in Minnan)
      | (?<=行政村)(?:(?![的了在和是])[\u4e00-\u9fff]){{1,3}}(?:庄|村|屯|寨|营|堡|洼|湾|集)(?![\u4e00-\u9fff])
        # a natural village under its administrative one (李楼行政村后李庄)
      | (?<=[镇乡团])[一二三四五六七八九十\d]{{1,3}}连(?![队长里])   # a company of the Corps under its town: 北泉镇 / 十七连
      | [\u4e00-\u9fff]{{2,4}}\d{{1,3}}号街坊                    # Baotou's numbered blocks: 友谊18号街坊
      | 花园(?=\d{{1,3}}路) | (?<=花园)\d{{1,3}}路          # a Malaysian estate's numbered road: 士古来花园12路
      | [{NUMERAL}]{{1,3}}(?:号楼|组|社(?![会区团保工])|队|区|期|栋|幢|单元|楼|层|号|弄|排)
      | (?<=\d号)院(?=[\d{NUMERAL}])   # a compound by its number, then its building: 经三路北段32号院5号楼
      | (?<=[口处])[东西南北]{{1,2}}侧?\d{{1,4}}米                  # how far from a crossing: 交叉口东50米
      | [\u4e00-\u9fff]{{0,6}}?(?:菜市场|农贸市场|市场)(?=\ ?(?:[\d{NUMERAL}]{{1,3}}|[A-Z])(?:排|号|区|楼|层))   # a stall: 菜市场二排14号, 市场B区17号
      | (?<=[路街道环])与[\u4e00-\u9fff]{{1,8}}?(?:路|街|大道|环)(?:交叉口|交汇处|十字路口|路口|交口)   # …北路与北一环交口
      | [A-Za-z]\d{{0,3}}(?:座|栋|幢|区|单元|室)
      | \d{{1,4}}-\d{{1,4}}(?:-\d{{1,4}})?(?:室|号)?
      | (?:(?<=[号楼栋幢座元层门塔厦])|(?<=广场)|(?<=[号楼栋幢座元层门塔]\ ))\d{{3,4}}(?!\d)   # a tower's flat too: 北塔2603, 银石广场2305
      | (?:(?<=号)|(?<=号[\u4e00-\u9fff])|(?<=号[\u4e00-\u9fff]{{2}}))(?:(?![我你他她它的了去在和跟到是])[\u4e00-\u9fff]){{0,8}}?
        [A-Z]\d{{1,2}}(?:座|栋|幢|塔)?(?![A-Za-z0-9])   # a complex and its tower's code after the number: 355号光谷新世界T3
      | [\u4e00-\u9fff]{{0,8}}?(?:宿舍楼|宿舍|家属院|家属区|家属楼)(?=\ ?\d)
      | (?:写字楼|办公楼|主楼|副楼|裙楼|综合楼|教学楼)(?=\ ?[A-Za-z\d{NUMERAL}])
      | [\u4e00-\u9fff]{{0,8}}?(?:社区|新村|大院)(?=\d)
      | (?:(?![我你他她它的了去在和跟到是那这个有])[\u4e00-\u9fff]){{2,8}}?(?=(?:\d{{1,3}}|[A-Za-z])(?:号楼|栋|幢|座))  # 宏运名都B栋
      | [\u4e00-\u9fff]{{2,8}}?(?:大厦|大楼|广场|中心|公寓|写字楼|花园|小区|商务园|科技园|产业园|工业园|园区|创意园|商城|家园|新城|国际|中心大厦|首座|[园苑府庭居邸楼])
        (?=\ ?[A-Za-z\d{NUMERAL}甲乙丙丁])
      | (?<=号)(?:(?![我你他她它的了去在和跟到是])[A-Za-z\u4e00-\u9fff]){{2,10}}?
        (?:现代城|大厦|广场|中心|大楼|写字楼|公寓|商城|国际|[城汇荟](?=\ ?[\d{NUMERAL}A-Za-z]))   # 189号之心城12楼
      | (?<=[路街])(?:(?![我你他她它的了去在和跟到是])[\u4e00-\u9fff]){{2,8}}?(?:服装城|商贸城|批发城|商城)
        (?=[\d{NUMERAL}]{{1,2}}[楼层]\d{{2,4}})   # a stall's floor and number in a mall on the road: 站前路金海服装城三楼312
    )""",
    re.VERBOSE,
)
"""One part after a street or an estate's name: 8号, 之三, 5栋, 2单元, 1203室, 二社, B座 …"""


def extend_parts(text: str, position: int) -> int:
    """Where the parts that follow `position` end (…路 / 8号3栋2单元1203), also where the place word before took the
    part's number (恒鑫大厦2 / 单元1703: the unit read again from its number)."""
    number = position
    while number > 0 and text[number - 1].isdigit():
        number -= 1
    if number < position and (match := PART.match(text, number)) and match.end() > position:
        position = match.end()
    while match := PART.match(text, position):
        position = match.end()
    return position


LEADING_VERBS = ("住在", "搬到", "住", "在", "到", "去", "进")
"""Verbs the tagger may join to the place after them (住长江路8号)."""


def leading_verb(word: str) -> int:
    """Characters of a verb the tagger joined to a place or an organisation's name (住长江路8号,
    去市第一人民医院): not part of it."""
    for verb in LEADING_VERBS:
        if word.startswith(verb) and len(word) > len(verb) + 2:  # not 进 / 贤县: a county's own first character
            return len(verb)
    return 0


_SECTION = re.compile(rf"[{NUMERAL}\d]{{1,2}}段")


def with_sections_joined(tokens: Tokens) -> Tokens:
    """`tokens` with a road's section joined to the road, as one place word (文心路 / 三段 → 文心路三段), its direction
    too, and a ring road's number (一 / 环路 / 北 / 三段 → 一环路北三段): how a road stands before 与 where two streets
    cross."""
    words, tags, starts = [], [], []
    source = list(zip(*tokens, strict=True))
    index = 0
    while index < len(source):
        word, tag, start = source[index]
        following = source[index + 1][0] if index + 1 < len(source) else ""
        index += 1
        on_a_road = bool(words) and words[-1].endswith(("路", "街", "大道"))
        if on_a_road and _SECTION.fullmatch(word):
            words[-1] += word
        elif on_a_road and word in _DIRECTIONS and _SECTION.fullmatch(following):
            words[-1] += word + following  # 环路 / 北 / 三段
            index += 1
        elif words and word == "环路" and words[-1] in _RING_NUMBERS:
            words[-1], tags[-1] = words[-1] + word, "n"  # 一 / 环路: a city's ring roads by number
        else:
            words.append(word)
            tags.append(tag)
            starts.append(start)
    return Tokens(words, tags, starts)


_DIRECTIONS = frozenset("东西南北")
_RING_NUMBERS = frozenset("一二三四五六七八九")


# Where a run of places starts when the tagger cut its first place apart

BETWEEN_PLACES = frozenset("到 去 来 在 往 至 回 住 从 和 与 跟 同 及 或 经 过 离 近 靠".split())  # 朝阳区 / 到 / 海淀区: two places

_HONG_KONG_DISTRICTS = ("将军澳", "深水埗", "油麻地", "尖沙咀", "观塘", "荃湾", "屯门", "元朗", "葵涌", "沙田", "大埔", "上水", "西贡")


def district_cut_before(text: str, start: int) -> int:
    """How many characters of a Hong Kong district stand before `start` where the district runs across it."""
    for district in _HONG_KONG_DISTRICTS:
        for cut in range(1, len(district)):
            if text.startswith(district, start - cut):
                return cut
    return 0


def first_character_cut(previous: str, previous_tag: str, word: str) -> bool:
    """A place's first character the tagger kept apart as a place of its own, before the rest with its level (临 /
    夏州, 准 / 格尔旗: a banner of Inner Mongolia)."""
    return (
        previous_tag == "LOC" and len(previous) == 1 and HAN.fullmatch(previous) is not None and previous not in BETWEEN_PLACES
        and previous not in "镇乡村" and (len(word) in (2, 3) and word[-1] in "州市县" or (previous + word).startswith(lx.BANNERS))
    )


def district_split_before(tokens: Tokens, index: int) -> int | None:
    """The first of two or three one-character words right before `index` that spell a district or a
    county (历 / 下 / 区), when the tagger cut its name into characters."""
    words = tokens.words
    for first in (index - 3, index - 2):
        pieces = words[max(0, first):index]
        if first >= 0 and all(len(piece) == 1 and HAN.fullmatch(piece) for piece in pieces) and pieces[-1] in {"区", "县"}:
            return first
    return None


# Where a run of places ends before a workplace it names

_WORKPLACE_OF_ITS_KIND = re.compile(r"(?P<place>.+?(?:镇|乡|县|区|市|村|街道))[渔货客煤铁]?(?:港|码头|煤矿|矿|机场|电厂|电站)")


def before_a_workplace_of_its_kind(text: str, span: Span) -> Span | None:
    """The place before a workplace named by its kind alone (岱山县高亭镇 / 渔港); none where the workplace has a name."""
    match = _WORKPLACE_OF_ITS_KIND.fullmatch(text, span.start, span.end)
    return Span(span.start, match.end("place"), span.score) if match else None


# a road's kind at the end of a word, with its section (人民南路四段)
ROAD_END = re.compile(rf"(?:{'|'.join(lx.ROAD_SUFFIXES)})(?:[东西南北中]?[一二三四五六七八九十]段|[东西南北中]段)?$")
RING_ROAD = re.compile(r"[东西南北内外]?[一二三四五六]环")  # 南三环与紫荆山路交叉口: a ring road, whose name has no road suffix
NUMBERED_ROAD = re.compile(r"[一二三四五六七八九十]{1,3}(?:路|街|大街|马路)")


def bare_road(word: str) -> bool:
    """A road's suffix standing alone, with only its direction or only its number (路, 东路, 大道, 南街, 四路 of 民意四路)."""
    return word in lx.ROAD_SUFFIXES or (len(word) <= 3 and word[:1] in "东西南北中" and word[1:] in lx.ROAD_SUFFIXES) \
        or NUMBERED_ROAD.fullmatch(word) is not None


def numbered_roads_first(word: str, road: str) -> bool:
    """The one character that begins a numbered road's name, however the tagger read it (经 / 三路 in Zhengzhou)."""
    return len(word) == 1 and word in "经纬东西南北中" and NUMBERED_ROAD.fullmatch(road) is not None


def road_name_before(word: str, tag: str) -> bool:
    """A road's name the tagger read apart from its suffix, as a word of two or three characters (民族 / 东路)."""
    return tag in {"n", "nz", "a", "j", "v", "vn"} and 2 <= len(word) <= 3 and bool(HAN.fullmatch(word)) and word not in lx.NOT_A_PLACE
