"""Street-level addresses as one entity, over LAC's tags: a run of place words followed by
house, building, unit and room parts (`address_parts`); estates (`estates`), dorm rooms and crossings
named without a city. A city or district alone is not reported: it identifies nobody.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import NamedTuple

from heartbench.pii import lexicon as lx
from heartbench.pii.address_parts import (
    BETWEEN_PLACES,
    LEADING_VERBS,
    NUMBERED_ROAD,
    NUMERAL,
    PLACE_CHARACTER,
    ROAD_END,
    bare_road,
    before_a_workplace_of_its_kind,
    district_cut_before,
    district_split_before,
    extend_parts,
    first_character_cut,
    leading_verb,
    road_name_before,
    with_sections_joined,
)
from heartbench.pii.crossings import crossings
from heartbench.pii.estates import ESTATE_ENDINGS, ESTATES_NAMED_BY_FORM, NOT_AN_ESTATE_LEAD, estates, estates_by_name
from heartbench.pii.latin_script import STREETS_ABROAD
from heartbench.pii.recognizers import ADDRESS
from heartbench.pii.rural_addresses import farm_branches, villages_heading_their_people
from heartbench.pii.tokens import HAN, Span, TokenRecognizer, Tokens, non_overlapping, token_index

# a house, building, unit, room or floor number (not 地铁2号线, not 3楼会议室)
_DETAIL = re.compile(rf"[\d{NUMERAL}A-Za-z](?:号(?!线)|弄|栋|幢|座|单元|室|组|社(?![会区团保工])|号楼)|\d+-\d+|\d{{1,3}}(?:层|楼)(?![\u4e00-\u9fff])"
                     rf"|[\d{NUMERAL}]{{1,2}}[楼层]\d{{2,4}}(?!\d)")  # a floor and a room or a stall (三楼312)
# an address in Japan: its prefecture, city or ward, district and chōme, then the block and house (东京都新宿区大久保2丁目14-3)
_JAPANESE_ADDRESS = re.compile(
    r"(?:东京都|北海道|大阪府|京都府|[\u4e00-\u9fff]{2,3}县)[\u4e00-\u9fff]{1,4}?[区市町村][\u4e00-\u9fff]{1,6}?"
    r"\d{1,2}丁目(?:\d{1,4}(?:[-－]\d{1,4}){0,2}号?)?"
)
# an address in South Korea, in a text about Korea: a district and its dong (首尔的九老区加里峰洞), a number after it
_KOREAN_ADDRESS = re.compile(r"(?:(?<![\u4e00-\u9fff])|(?<=[的在住是到去]))(?:(?![的有个是了在和])[\u4e00-\u9fff]){2,3}[区郡](?:(?![的有个是了在和])[\u4e00-\u9fff]){1,4}?洞(?:\d{1,4}(?:-\d{1,4})?号?)?")
_KOREA = re.compile(r"韩国|首尔|釜山|仁川|大邱|大田|光州|蔚山|水原|京畿道|济州")
# a neighbour whose display name is their flat (12-3-601：楼顶又漏水了): the flat, building-unit-room
_FLAT_AS_A_SPEAKER = re.compile(r"(?:^|(?<=\s))\d{1,3}-\d{1,2}-\d{3,4}(?=[：:])")
# a campus block by its code, then a room (A15公寓317, 8号宿舍楼402): a student's room, whatever words are around it
# (or 舍 for its hall, with the campus's zone before it: 西区9舍512)
_DORMITORY_BLOCK_ROOM = re.compile(
    r"(?<![A-Za-z\d])(?:[东西南北中]区)?[A-Za-z]?\d{1,3}(?:号?(?:公寓|宿舍)楼?|舍)\s?\d{3,4}(?:室|房|寝)?(?![\d\-])"
)
_UNIT_TRIPLE = re.compile(r"(?<![\d\-])\d{1,3}-\d{1,2}-\d{3,4}(?![\d\-])")
# a building and its unit, with or without the room (7栋1单元, 3号楼2单元501): which stairway of an estate
# a numbered road of a city's grid and its house number (经三路北段45号院, 纬五路12号), which the tagger reads as 经 "via"
# and a number
_GRID_ROAD_NUMBERED = re.compile(r"(?:经|纬)[一二三四五六七八九十]{1,3}路(?:[东西南北中]段)?\d{1,5}号(?:院)?")
_BUILDING_UNIT = re.compile(r"(?<![\d\-])\d{1,3}\s?(?:栋|幢|号楼)\s?(?:\d{1,2}|[一二三四五六七八九十]{1,2})\s?单元(?:\s?\d{3,4}(?:室|房)?)?")
_LONE_UNIT = re.compile(r"[\d一二三四五六七八九十]{1,2}单元")  # a stairway alone, of no building or estate named
# an administrative level above a town, a community or a street: a province, city, prefecture, district,
# county, or a subdistrict or town above a community (南湖街道 / 金湖社区)
_LEVEL = re.compile(r"[\u4e00-\u9fff]+?(?:自治区|省|市|州|盟|区|县|旗|街道|镇|乡)")
# with its section: 和平东路二段, 农业路东段


# a road after its town or subdistrict; 道 only with a number after it (天津的 围堤道118号), since 街道 ends in it
_ROAD_AFTER_TOWN = re.compile(r"(?P<road>[\u4e00-\u9fff]{1,4}?(?:大道|大街|路|街|巷|道(?=\d)))(?=[上边旁口里，。、；！？\s\d]|$)")
_ROAD_WORD = re.compile(rf"[\u4e00-\u9fff]{{0,8}}(?:{'|'.join(lx.ROAD_SUFFIXES)})(?:[东西南北中]段)?[\d{NUMERAL}]{{1,5}}(?:号|弄)")


class AddressRecognizer(TokenRecognizer):
    """Street-level addresses as one entity: a run of place words (LOC tags, words ending in
    省/市/区/县/镇/乡/街道/路/街/巷/弄/小区/村…) followed by house, building, unit and room
    parts (12号, 3号楼2单元1102室, 4-1-302, 二组). A city or district alone is not reported:
    it identifies nobody."""

    entity = ADDRESS

    def find(self, text: str, tokens: Tokens) -> list[Span]:
        words, tags, starts = tokens
        spans: list[Span] = []
        i = 0
        while i < len(words):
            if not _place_start(words[i], tags[i]):
                i += 1
                continue
            j = i
            while j + 1 < len(words) and _place_continues(tokens, j + 1):
                j += 1
            start = starts[i] + leading_verb(words[i])
            if bare_road(words[i]) and i > 0 and (road_name_before(words[i - 1], tags[i - 1]) or tags[i - 1] in {"LOC", "ORG"}):
                # 旁边的 / 民族 / 东路 / 28号: the road's name the tagger kept apart; 西乡塘区大学 / 东路: a district
                # and the road's name it joined as one organisation
                start = starts[i - 1]
            start -= district_cut_before(text, start)  # 将军 / 澳宝琳邨宝勤楼: a Hong Kong district the tagger cut
            if i and first_character_cut(words[i - 1], tags[i - 1], words[i]):
                start = starts[i - 1]  # 临 / 夏州广河县: a prefecture the tagger cut after its first character
            elif i and len(words[i - 1]) == 2 and words[i - 1][0] in "住在到去" and words[i - 1] not in LEADING_VERBS \
                    and words[i - 1][1] not in "在到" and len(words[i]) == 2 and words[i][1] in "区县":
                start = starts[i - 1] + 1  # 住道 / 外区…: a district's first character glued to the verb before it
            split_district = district_split_before(tokens, i) if _is_town(words[i]) else None
            if split_district is not None:
                start = starts[split_district]  # 历 / 下 / 区 / 泉城路街道: a district the tagger cut into characters
            elif _is_town(words[i]) and i and tags[i - 1] in {"nz", "n", "ns"} and _CITY_THEN_MORE.fullmatch(words[i - 1]):
                start = starts[i - 1]  # 五常市民乐 / 朝鲜族乡: a city and the township's first characters glued
            end = starts[j] + len(words[j])
            if _is_town(words[j]) and (road := _ROAD_AFTER_TOWN.match(text, end)) and road.group("road") not in lx.GENERIC_ROADS:
                end = road.end()  # 石炮台街道 / 至 / 平 / 路上: a road the tagger split after its subdistrict
            end = extend_parts(text, end)
            run = text[start:end]
            places = j - i + 1
            above = _levels_above(words[i:j])
            if split_district is not None:
                above = _Levels(above.count + 1, True)
            # (a town the tagger cut after its first character is whole again: 都安县 / 地 / 苏镇)
            cut_town = j > i and len(words[j]) == 2 and len(words[j - 1]) == 1 and _is_town(words[j - 1] + words[j])
            town = (_is_town(words[j]) or cut_town) and (above.count >= 2 or above.suffixed)  # 东莞市长安镇, 龙泉驿区十陵街道
            # or a run going on below its town (官渡区关上街道世纪城金源小区): more precise still
            town = town or (places >= 3 and _TOWN_INSIDE.search("".join(words[i:j])) is not None)
            # or a district, then its town and what lies below it tagged as one (南山区 / 粤海街道科技园南区)
            town = town or (places == 2 and _TOWN_THEN_MORE.fullmatch(words[j]) is not None and _levels_above(words[i:j]).suffixed)
            # or a town of one character the tagger calls a place, under its district or county (陈仓区 / 虢镇; not 杭州 / 乌镇,
            # where people visit)
            town = town or (
                places == 2 and tags[j] == "LOC" and len(words[j]) == 2 and words[j][1] in "镇乡" and words[i].endswith(("区", "县"))
            )
            # or a town of two characters or more under a city named without 市 (东莞 / 长安镇), not 杭州 / 乌镇
            town = town or (
                places == 2 and tags[i] == tags[j] == "LOC" and len(words[j]) >= 3 and words[j][-1] in "镇乡"
                and 2 <= len(words[i]) <= 3 and HAN.fullmatch(words[i]) is not None
            )
            # a street without a number (长沙市岳麓区麓山南路); the last word may hold a level and the road
            # (锦江区 / 春熙路街道总府路)
            levels = above.count + len(_LEVEL.findall(words[j][:-1]))
            # with one level, where someone lives or rents (在海珠区江南西路租了个单间)
            lived = levels == 1 and (_after_living_words(text, start, 4) or _LIVING_OR_WORKING_AFTER.match(text, end) is not None)
            # a shopping street, where people go, is no address even with its subdistrict (金平区光华街道商业街)
            public = run.endswith(_PUBLIC_STREETS)
            street = (levels >= 2 or lived) and (ROAD_END.search(words[j]) is not None or ROAD_END.search(run) is not None) \
                and not public
            town = town and not public
            detail = _DETAIL.search(run) is not None and not _LONE_UNIT.fullmatch(run)  # 三单元 alone: whose estate?
            if not (detail or town or street) and (estate_end := _estate_on_a_road(tokens, i, j)) is not None:
                end = estate_end
                spans.append(Span(start, end, 0.65))
            elif detail or (places >= 2 and _is_village("".join(words[i:j + 1]))) or town or street:
                spans.append(Span(start, end, 0.8 if detail else 0.65))
            elif (last := _community_in_run(tokens, i, j)) is not None:
                spans.append(Span(start, starts[last] + len(words[last]), 0.6))  # 和平路社区 / 东门, 建设路 / 社区 / 北门
            i = j + 1
            while i < len(words) and starts[i] < end:
                i += 1
        spans += [Span(match.start(), match.end(), 0.6) for match in _BUILDING_UNIT.finditer(text)]
        spans += [Span(match.start(), extend_parts(text, match.end()), 0.7) for match in _GRID_ROAD_NUMBERED.finditer(text)]
        spans += [Span(match.start(), match.end(), 0.6) for match in _FLAT_AS_A_SPEAKER.finditer(text)]
        spans += [Span(match.start(), match.end(), 0.6) for match in _DORMITORY_BLOCK_ROOM.finditer(text)]
        spans += estates(text, tokens)
        spans += _rooms_at_home(text, tokens)
        spans += [Span(match.start(), match.end(), 0.6) for match in _NEIGHBOURS_ROOM.finditer(text)]
        spans += [Span(match.start(), match.end(), 0.7) for match in _JAPANESE_ADDRESS.finditer(text)]
        if _KOREA.search(text):
            spans += [Span(match.start(), match.end(), 0.7) for match in _KOREAN_ADDRESS.finditer(text)]
        spans += estates_by_name(text, tokens)
        # where a group's title, an office or a flat owned says it is an estate, the tagger's person reading of it loses (【海擎天住戶群】)
        spans += [
            Span(match.start("estate"), match.end("estate"), 0.9) for pattern in ESTATES_NAMED_BY_FORM
            for match in pattern.finditer(text)
        ]
        spans += crossings(text, with_sections_joined(tokens))
        spans += [
            Span(match.start(), match.end(), 0.7) for pattern in (_BANNER_TOWN, _CORPS_COMPANY) for match in pattern.finditer(text)
        ]
        spans += farm_branches(text, tokens)
        spans += _towns_under_a_city(text, tokens, spans)
        spans += [
            Span(match.start(), match.end(), 0.7) for street in STREETS_ABROAD
            for match in street.finditer(text)
        ]
        spans += [
            Span(start, start + len(word), 0.6) for word, tag, start in zip(words, tags, starts, strict=True)
            if tag == "LOC" and len(word) >= 3 and word.endswith("村") and text.startswith(_VILLAGE_PEOPLE, start + len(word))
        ]
        spans += villages_heading_their_people(text)
        # a floor of a hospital or a bank (地点：…妇女儿童医院3楼) says where to go in an institution, not where anyone lives
        # nor does a workplace named by its place (神木市大柳塔镇永兴煤矿): the organisations' rules take it where one works
        # (one by its kind alone keeps the place: 岱山县高亭镇 / 渔港)
        spans = [
            before_a_workplace_of_its_kind(text, span) if text[span.start:span.end].endswith(lx.WORKPLACE_PLACE_ENDINGS) else span
            for span in spans if not _FLOOR_OF_AN_INSTITUTION.fullmatch(text, span.start, span.end)
        ]
        spans = [span for span in spans if span is not None]
        return non_overlapping([_with_the_dormitory(text, span) for span in spans])


# A building and a room where someone lives, without a street (宿舍，18号楼425): only after words of
# living there, which make the numbers an address.
# (a Tianjin lane estate's name before it and the gate between: 四化里5号楼1门102)
_ROOM_AT_HOME = re.compile(
    r"(?<![\d\-A-Za-z])(?:[东西南北中新老主本]校区|(?![住在这那哪家我你他她])[\u4e00-\u9fff]{2}里)?(?:\d{1,3}|[A-Za-z])\s?"
    r"(?:号楼|栋|幢|舍|号宿舍楼|号公寓楼|号公寓)\s?(?:\d{1,2}门)?\d{3,4}(?:室|房|寝)?(?![\d\-])"
)
# words after a road with few levels that say one lives there (在海珠区江南西路租了个单间) or works there
# (在未央区凤城九路的工地干活, …上班): one's road, as exact as one's employer
_LIVING_OR_WORKING_AFTER = re.compile(r"(?:租了|租的|住了|买了房|的家|的出租屋|的房子|的[\u4e00-\u9fff]{0,6}?工地|的厂里|上班|打工)")
# a dormitory hall named, then its room (银杏楼B302, 芙蓉斋 412): an address only after words of living there
_HALL_ROOM = re.compile(r"[\u4e00-\u9fff]{1,4}(?:楼|斋|舍)\s?(?:[A-Za-z]区?)?\d{3,4}(?:室|房|寝)?(?![\d\-])")  # 化学楼B区412
_LIVING_WORDS = ("住", "家在", "宿舍", "寝室", "地址", "搬到", "楼下", "楼上", "隔壁", "对门", "调至", "调到", "搬至", "搬进",
                 "实验室在", "办公室在",  # or where one works every day (实验室在仙林校区化学楼B区412)
                 "档口在", "摊位在", "铺面在")  # a market stall's or a shop's place (我们档口在越秀区站前路…)
_NEIGHBOURS_ROOM = re.compile(r"(?<=楼上|楼下|隔壁|对门)(?<![\d\-])\d{3,4}(?:室|房)?(?![\d\-])")  # 楼上2303的殷先生
_RESIDENT_AFTER = re.compile(r"\s?(?:的)?(?:业主|住户|租户|邻居)")  # 17幢1001业主: who lives there


def _after_living_words(text: str, start: int, window: int = 12) -> bool:
    """True when words of living somewhere come shortly before `start` (住在, 宿舍, 地址是 …)."""
    before = text[max(0, start - window):start]
    return any(word in before for word in _LIVING_WORDS)


def _rooms_at_home(text: str, tokens: Tokens) -> Iterable[Span]:
    """A building and room (宿舍，18号楼425) or a building-unit-room triple (5-3-201) after words of
    living, with the estate or dorm area named right before it (住枫园 / 3舍218)."""
    # a hall's name begins a word (银杏楼B302), so that pattern is tried at each word's start
    halls = (match for start in tokens.starts if (match := _HALL_ROOM.match(text, start)))
    for match in (*_UNIT_TRIPLE.finditer(text), *_ROOM_AT_HOME.finditer(text), *halls):
        from_there = text.startswith("的", match.end()) and (text[max(0, match.start() - 2):match.start()] in _WHO_IS
                                                            or _resident_named_after(text, tokens, match.end() + 1))
        # 业主晏老师（7栋1502）: an owner's flat in brackets after them
        owners = text[match.start() - 1:match.start()] in {"（", "("} and _OWNER_BEFORE.search(text, 0, match.start()) is not None
        if not _after_living_words(text, match.start()) and not _RESIDENT_AFTER.match(text, match.end()) and not from_there \
                and not owners:
            continue  # from_there: 我是7栋415的李欣然 or 7栋513的贺思琪, who lives there
        start = match.start()
        index = token_index(tokens, start - 1) if start else -1
        joined = index >= 0 and tokens.starts[index] + len(tokens.words[index]) == start and HAN.fullmatch(tokens.words[index])
        if joined and ((tokens.tags[index] == "LOC" and len(tokens.words[index]) <= 4) or tokens.words[index].endswith("校区")
                       or _a_dormitory_area(tokens.words[index], tokens.tags[index])):
            start = tokens.starts[index]  # 住枫园 / 3舍218, 住梅园 / 8舍412, 云大东陆校区 / 银杏楼B302
            if tokens.words[index] == "校区" and index and tokens.tags[index - 1] == "LOC":
                start = tokens.starts[index - 1]  # 仙林 / 校区 / 化学楼B区412: the campus by its name
        yield Span(start, match.end(), 0.6)


_WHO_IS = frozenset({"我是", "他是", "她是"})
_NO_DORMITORY_AREA = frozenset({"校园", "公园", "花园", "家园", "乐园"})


def _a_dormitory_area(word: str, tag: str) -> bool:
    """A campus's dormitory area named as a garden, which the dictionary knows as a common noun (梅园 / 8舍412)."""
    return tag in {"n", "nz"} and 2 <= len(word) <= 4 and word.endswith(("园", "苑", "斋")) and word not in _NO_DORMITORY_AREA


_ENGLISH_NAME = re.compile(r"[A-Z][a-z]{1,12}")


def _resident_named_after(text: str, tokens: Tokens, position: int) -> bool:
    """True when a name begins at `position`, after a room and 的 (7栋513的贺思琪, 7栋208的Amy): who lives there."""
    index = token_index(tokens, position)
    if tokens.starts[index] != position:
        return False
    word = tokens.words[index]
    return tokens.tags[index] == "PER" or _ENGLISH_NAME.fullmatch(word) is not None


_OWNER_BEFORE = re.compile(r"(?:业主|住户|租户|房主|户主)[\u4e00-\u9fff]{1,4}[（(]$")
# a town or a sumu under a banner, and the gacha below it (正蓝旗上都镇, 镶黄旗文贡乌拉苏木): the tagger splits a
# banner's name into words (正 / 蓝 / 旗)
# (or a sumu under a city: 锡林浩特市宝力根苏木巴彦宝力格嘎查)
_BANNER_TOWN = re.compile(
    rf"(?:{'|'.join(lx.BANNERS)})[\u4e00-\u9fff]{{1,6}}?(?:镇|苏木|乡)(?:[\u4e00-\u9fff]{{2,6}}?嘎查)?"
    rf"|{PLACE_CHARACTER}{{2,5}}市[\u4e00-\u9fff]{{2,6}}?苏木(?:[\u4e00-\u9fff]{{2,6}}?嘎查)?"
)
# a company of a regiment of the Xinjiang Production and Construction Corps, with its division (第八师一四一团三连):
# where its households live, as a village; the tagger reads it all as numbers
# a town under its city and its district or county, written out (南宁市武鸣区府城镇): three levels say it is one,
# however the tagger cut them (武鸣区府 / 城镇); from 市 on, the city's name is the tagger's word that holds it
_TOWN_UNDER_CITY = re.compile(r"市[\u4e00-\u9fff]{2,3}[区县][\u4e00-\u9fff]{2,3}?(?:镇|乡|街道)")
_CORPS_COMPANY = re.compile(
    r"(?:第[一二三四五六七八九十\d]{1,3}师)?[一二三四五六七八九十零〇\d]{2,4}团[一二三四五六七八九十\d]{1,3}连(?!队|长|里)"
)


def _towns_under_a_city(text: str, tokens: Tokens, found: list[Span]) -> Iterable[Span]:
    """`_TOWN_UNDER_CITY` where the rules above found nothing: the city is the place word before 市."""
    for match in _TOWN_UNDER_CITY.finditer(text):
        index = token_index(tokens, match.start())
        start = tokens.starts[index]
        if tokens.tags[index] in {"LOC", "ns"} and match.start() - start >= 2 \
                and not any(span.start < match.end() and start < span.end for span in found):
            yield Span(start, match.end(), 0.7)


_SHORT_PLACE_WORDS = frozenset({"门", "里", "巷", "弄", "街", "路", "街区", "社区", "小区"})  # 大兜路 / 历史 / 街区 / 23号, 广州 / 市场 / 社区
_BLOCK_CODE = re.compile(r"[A-Za-z]?\d{1,3}(?:幢|栋|座|号楼)")


# a village named before its villagers or its committee (牛家庄村村民委员会, 王家沟村村民群): where they live
_VILLAGE_PEOPLE = ("村民", "村委", "村两委", "村支书", "村主任")
# a Malaysian street with its number (Jalan Bukit Bintang 88号, Jln SS2/24 12号)
_DORMITORY_BEFORE = re.compile(r"(?:厂区|员工|职工|学生|工人)?宿舍楼?$")


_FLOOR_OF_AN_INSTITUTION = re.compile(r"[\u4e00-\u9fff]{2,20}(?:医院|银行|支行|分行|公司)\d{1,2}(?:楼|层)")
_CAMPUS_SCHOOL_BEFORE = re.compile(r"(?:(?![我你他她们的了在住去到是和跟])[\u4e00-\u9fff]){2,10}?(?:大学|学院)$")


def _with_the_dormitory(text: str, span: Span) -> Span:
    """A building and room with the dormitory they belong to (【厂区宿舍B栋312】), and a campus's dormitory
    with its university (西北工业大学长安校区星天苑B座417): one address."""
    dormitory = _DORMITORY_BEFORE.search(text, max(0, span.start - 6), span.start)
    if dormitory:
        return Span(dormitory.start(), span.end, span.score)
    school = "校区" in text[span.start:span.start + 5] and _CAMPUS_SCHOOL_BEFORE.search(text, max(0, span.start - 12), span.start)
    if school:
        return Span(school.start(), span.end, span.score)
    return span


def _place_start(word: str, tag: str) -> bool:
    if word in lx.NOT_A_PLACE or word in lx.ADMIN_LOOKALIKES or word in LEADING_VERBS:
        return False
    if tag == "LOC":
        return len(word.strip()) >= 2  # not 不 / 村 (a particle and a space the tagger called a place)
    if tag in {"a", "ad", "an", "v", "vn"}:  # a town named by a word (忠诚镇, read as "loyal" and 镇)
        return len(word) >= 3 and word[-1] in "镇乡" and bool(HAN.fullmatch(word))
    return tag in {"n", "nz", "ns", "s", "ORG"} and len(word) >= 2 and bool(HAN.fullmatch(word)) and word.endswith(lx.PLACE_SUFFIXES)


def _place_continues(tokens: Tokens, index: int) -> bool:
    word, tag = tokens.words[index], tokens.tags[index]
    if word == " " and index + 1 < len(tokens.words):  # 深圳市 福田区 梅林街道 …
        return tokens.words[index + 1] != " " and _place_continues(tokens, index + 1)
    following_tag = tokens.tags[index + 1] if index + 1 < len(tokens.words) else ""
    if word in {"·", "・"} and following_tag in {"LOC", "ORG", "n", "nz"}:
        return True  # 碧桂园·滨江府: a developer's name, a dot, the estate's
    if following_tag == "LOC" and len(word) <= 3 and HAN.fullmatch(word) and tag in {"a", "n", "nz", "j", "s"}:
        return True  # a place name the tagger split: 科技园南区 / 高新 / 南七道18号
    if following_tag == "LOC" and len(word) == 1 and tag == "v" and word not in BETWEEN_PLACES:
        return True  # a road's first character read as a verb: 观音桥街道 / 建 / 新北路二支路8号
    following_word = tokens.words[index + 1] if index + 1 < len(tokens.words) else ""
    if len(word) == 1 and HAN.fullmatch(word) and NUMBERED_ROAD.match(following_word):
        return True  # 金水区 / 经 / 三路68号院: a road numbered in a grid (经三路, 纬五路), its first character read apart
    if NUMBERED_ROAD.match(word) and index and len(tokens.words[index - 1]) == 1 and HAN.fullmatch(tokens.words[index - 1]):
        return True  # … and the rest of that road, with its number
    if tag in {"v", "vn"} and len(word) == 2 and following_tag == "LOC" and _DIRECTED_ROAD_LEAD.match(following_word):
        return True  # 中原区 / 建设 / 西路街道: a road's name read as a verb, the rest of it with its subdistrict
    if (
        tag in {"v", "vn"} and len(word) <= 2 and HAN.fullmatch(word) and word not in BETWEEN_PLACES
        and (following_word in lx.ROAD_SUFFIXES or following_word in _BARE_LEVELS or _BARE_ROAD_NUMBERED.match(following_word)
             or (following_word == "里" and tokens.words[index + 2:index + 3] and tokens.words[index + 2][:1].isdigit()))
    ):
        return True  # 新安街道 / 翻身 / 路, 胡厢 / 使 / 巷, 增进 / 里 / 6号 (a lane in Tianjin): a road's name read as a verb
    if tag == "ORG" and word.endswith(lx.STRONG_ORG_SUFFIXES + lx.WEAK_ORG_SUFFIXES):
        return False  # 中川街道 / 兰州华建建设有限公司, 陈埭镇 / 鸿腾鞋业: a firm at that place, not more of the place
    if tag in {"LOC", "ORG"} or _ROAD_WORD.fullmatch(word):
        return True
    if tag == "PER" and len(word) >= 3 and ROAD_END.search(word):
        return True  # 坞城街道 / 许坦东街: a street's name the tagger took for a person's
    if tag == "PER" and (
        ROAD_END.search(following_word) or (len(following_word) <= 2 and ROAD_END.search("".join(tokens.words[index + 2:index + 3])))
    ):
        return True  # 氹仔 / 孙逸仙 / 博士 / 大马路: a street named after someone
    if _is_town(word) and HAN.fullmatch(word):
        return True  # 桐庐县 / 分水镇 (read as a verb)
    if len(word) == 2 and word[1] in "镇乡" and len(tokens.words[index - 1]) == 1 and HAN.fullmatch(tokens.words[index - 1]):
        return True  # 都安县 / 地 / 苏镇: a town cut after its first character
    if index and _is_town(tokens.words[index - 1]) and 3 <= len(word) <= 5 and HAN.fullmatch(word) and _is_village(word):
        return True  # 那满镇 / 那塘村: a village after its town, whatever the tagger read (那 opens many Zhuang names)
    if word in _DIRECTIONS and index and _is_town(tokens.words[index - 1]) and following_tag == "LOC" \
            and following_word.endswith(_VILLAGE_ENDS):
        return True  # 汲冢镇 / 后 / 鲍庄: a village opening with a direction, read apart after its town
    if tag == "f" and word in _DIRECTIONS and following_tag == "LOC" and _ROAD_AHEAD.match(following_word):
        return True  # 铁西区 / 北 / 二中路27号: a road's first character, a direction, read apart
    if following_tag == "LOC" and _TOWN_AND_DIRECTION.fullmatch(word):
        return True  # 赞皇县 / 院头镇东 / 王俄村: a village's first character kept with its town
    following_word = tokens.words[index + 1] if index + 1 < len(tokens.words) else ""
    if tag == "m" and len(word) <= 2 and all(char in NUMERAL for char in word) and following_word in lx.ROAD_SUFFIXES:
        return True  # 固戍 / 一 / 路: a numbered road the tagger split
    if tag in {"n", "nz", "a", "j", "s"} and len(word) <= 4 and HAN.fullmatch(word) and ROAD_END.search(following_word):
        return True  # a road's name the tagger split: 科技 / 南十二路
    if tag in {"nz", "n", "ns"} and len(word) <= 3 and HAN.fullmatch(word) and following_word in _SHORT_PLACE_WORDS:
        return True  # 南京路街道 / 民权 / 门 / 12号
    if tag in {"nz", "n"} and len(word) <= 4 and HAN.fullmatch(word) and _BLOCK_CODE.match(following_word):
        return True  # 西溪 / 首座 / B2幢
    if word in {"楼", "樓", "座", "阁", "閣"} and following_tag == "m":
        return True  # 禾輋邨豐和 / 樓 / 2204室: a block's name cut from its 樓
    if word in _ENTRANCES and index and _is_village(tokens.words[index - 1]):
        return False  # 周城村 / 村口: where the village begins, no more of its address
    if word in lx.PLACE_SUFFIXES or (
        (word.endswith(lx.PLACE_SUFFIXES) or ROAD_END.search(word)) and bool(HAN.fullmatch(word)) and tag in {"n", "nz", "s", "f"}
    ):
        return True  # …, or a road with its section (郑州市金水区 / 农业路东段)
    return word.isdigit() and following_word.endswith(lx.COMMUNITY_SUFFIXES)  # 阳光 / 100 / 小区


_ROAD_AHEAD = re.compile(r"\w{1,6}?(?:路|街|大道|巷)")  # 二中路27号: a road opening the word
_DIRECTED_ROAD_LEAD = re.compile(r"[东西南北中](?:路|街|大街|大道)")  # 西路街道: a road's direction and kind, then more

_BARE_LEVELS = frozenset({"街道", "镇", "乡", "社区", "村"})
_BARE_ROAD_NUMBERED = re.compile(rf"[东西南北中]?(?:{'|'.join(lx.ROAD_SUFFIXES)})\d")  # 北街128号: its name apart
_TOWN_AND_DIRECTION = re.compile(r"[\u4e00-\u9fff]{1,5}(?:镇|乡|街道)[东西南北前后上下大小]")
_TOWN_THEN_MORE = re.compile(r"[\u4e00-\u9fff]{2,6}?(?:街道|镇|乡)[\u4e00-\u9fff]{2,}")
_TOWN_INSIDE = re.compile(r"[区县市旗][\u4e00-\u9fff]{2,6}?(?:街道|镇|乡)")  # a town under a district, within a run
_GATES = ("东门", "西门", "南门", "北门", "大门")
_PUBLIC_STREETS = ("步行街", "商业街", "美食街", "小吃街", "酒吧街", "古街")  # where people go, not where they live


# Hong Kong's districts and new towns whose names the tagger cuts (将军 / 澳宝琳邨): an estate's address begins with them
class _Levels(NamedTuple):
    count: int
    """Places named above the last word: a word per place, or more where the tagger joined them (成都市武侯区 is 2)."""
    suffixed: bool
    """Whether one of them says its level (市, 区, 县…), not only its name (江苏, 苏州)."""


def _levels_above(words: list[str]) -> _Levels:
    joined = [len(_LEVEL.findall(word)) for word in words if word.strip()]
    return _Levels(sum(max(1, levels) for levels in joined), any(joined))


def _is_town(word: str) -> bool:
    """A town, a subdistrict or an urban community, below the district: with a level above it, it
    narrows a place to a few thousand households (七星关区朱昌镇, 龙泉驿区十陵街道)."""
    return word.endswith(("镇", "乡", "社区", "街道")) and len(word) >= 3 and word not in lx.NOT_A_PLACE


def _community_in_run(tokens: Tokens, first: int, last: int) -> int | None:
    """The index of the word ending an urban community at the head of a run of places, with a
    gate or a side after it (和平路社区 / 东门, 建设路 / 社区 / 北门): labelled like a village, alone
    too; not one named by whose it is (我们社区, 本社区)."""
    words, tags, _ = tokens
    for k in range(first, last + 1):
        if not words[k].endswith("社区"):
            continue
        name = "".join(words[first:k + 1])
        one_place = k == first and tags[k] == "LOC" and len(name) >= 4
        if (one_place or (k > first and _is_village(name))) and not name.startswith(NOT_AN_ESTATE_LEAD):
            return k
        return None
    return None


def _estate_on_a_road(tokens: Tokens, first: int, last: int) -> int | None:
    """Where an estate ends, with its gate, in a run that names its district or city, then its road, then
    the estate (放昆都仑区 / 钢铁大街 / 阳光小区 / 北门), or a large estate and its part (金阳南路 / 世纪城 / 龙吉苑): as
    precise as a house number."""
    words, tags, starts = tokens
    if not words[first].endswith(_LEVEL_SUFFIXES):
        return None
    for k in range(first + 2, last + 1):
        part_of = k - 2 > first and tags[k - 1] == "LOC" and len(words[k - 1]) <= 4 and ROAD_END.search(words[k - 2])
        if words[k].endswith(ESTATE_ENDINGS) and (ROAD_END.search(words[k - 1]) or part_of):
            end = starts[k] + len(words[k])
            following = words[k + 1] if k + 1 < len(words) else ""
            return end + len(following) if following in _GATES else end
    return None


_LEVEL_SUFFIXES = ("市", "区", "县", "旗")


_VISITED_VILLAGES = tuple(word for word in lx.NOT_A_PLACE if len(word) >= 4)  # 西江 / 千户苗寨: where people visit


_CITY_THEN_MORE = re.compile(r"[\u4e00-\u9fff]{1,4}[市县][\u4e00-\u9fff]{1,3}")
_DIRECTIONS = frozenset("前后东西南北上下")
_ENTRANCES = frozenset("村口 门口 寨口 屯口".split())
_VILLAGE_ENDS = ("村", "庄", "屯", "寨", "营", "集", "堡")


def _is_village(word: str) -> bool:
    """A village, its group, an urban community (红角洲 / 社区) or a borough of Taiwan (大安區 / 龍安里)."""
    borough = word.endswith("里") and ("区" in word[:-2] or "區" in word[:-2]) and not word.endswith(("这里", "那里", "城里"))
    village = word.endswith(("村", "屯", "寨", "组", "社区")) or borough
    return village and word not in lx.NOT_A_PLACE and not word.endswith(_VISITED_VILLAGES)
