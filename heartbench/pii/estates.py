"""Estates named without a city or a street: by name, building and room (金色家园5栋2单元1203), by name alone
where someone lives (住在阳光花园), with a zone or a phase (翠苑一区), or in the title of their residents'
group chat (【保利天悦租户群】)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from heartbench.pii import lexicon as lx
from heartbench.pii.address_parts import NUMERAL, PLACE_CHARACTER, extend_parts, leading_verb
from heartbench.pii.tokens import HAN, Span, Tokens, token_index

# An estate named without its city or street (金色家园5栋2单元1203, 碧桂园二期18幢601): the name's
# last character, then a phase, a building and a unit or room. The building and room make it an address.
_PHASE = rf"[{NUMERAL}\d]{{1,2}}期"  # 二期, 3期: which phase of an estate was built
_ESTATE_BUILDING = re.compile(rf"(?<=[园苑城府湾庭居邸寓院区村馆厦场里])(?:{_PHASE})?\s?\d{{1,3}}\s?(?:栋|幢|号楼|座)")
# a building with its unit (3号楼2单元) or after its phase (3期7栋) is an estate's whatever its name ends with
# (正商华钻3号楼2单元1802, 龙湖春森彼岸3期7栋2302); a building alone is one when the tagger read the name before it
# as a place or a firm (正商华 / 钻 / 7号楼)
_ESTATE_STAIRWAY = re.compile(
    rf"(?<=[\u4e00-\u9fff])(?P<phase>{_PHASE})?\s?\d{{1,3}}\s?(?:栋|幢|号楼|座)(?P<unit>\s?\d{{1,2}}\s?单元)?"
)
# a form's dormitory field, a building by its name and number, then the room (宿舍：芙蓉四201, 寝室：紫荆7-305)
_DORMITORY_FIELD = re.compile(
    r"(?:宿舍|寝室|宿舍号|寝室号)[：:]\s?(?P<dormitory>[\u4e00-\u9fff]{1,4}[一二三四五六七八九十\d]{1,3}(?:[-—]|号楼|栋|舍)?\d{3,4})(?!\d)"
)
_CAMPUS_DORM = re.compile(PLACE_CHARACTER + r"{2,4}校区[\u4e00-\u9fff]{1,4}?(?:苑|斋|园|公寓|楼)?\d{1,3}(?:舍|栋|号楼|幢)(?:\d{3,4}室?)?")
# a dormitory room by the dormitory's sex, its block and its room (女舍B栋312, 男生宿舍3栋205, 员工宿舍A座108)
_WORKERS_DORM = re.compile(r"(?:[男女](?:生|工)?(?:宿舍|舍)|员工宿舍|职工宿舍)[A-Za-z\d]{1,3}(?:栋|幢|号楼|座)\s?\d{3,4}(?:室|房)?(?!\d)")
# an estate's zone by a letter or a cluster, then the building and the flat (花果园M区7栋2单元2104, 中天未来方舟F6组团12栋)
_ZONED_BUILDING = re.compile(
    r"(?:^|(?<=[\s，,：:在住]))(?![我你他她这那在住])[\u4e00-\u9fff]{2,10}?[A-Z]\d{0,2}(?:区|组团)\d{1,3}(?:栋|幢|号楼|座)(?:\d{1,2}单元)?(?:\d{3,4}(?:室|房)?)?",
    re.MULTILINE,
)
# a stall of a wholesale market by its floor or zone and its number (白马服装市场五楼5138档, 沙河服装批发市场3楼A区218档)
_MARKET_STALL = re.compile(
    rf"(?:(?![我你他她的了去在和跟到是找从])[\u4e00-\u9fff]){{2,10}}?(?:市场|商贸城|批发城|商城)"
    rf"(?:[{NUMERAL}\d]{{1,2}}[楼层区]|[A-Z]区)+\d{{2,5}}(?:档|号?铺|号?摊位|号档)"
)
_ESTATE_END = re.compile(r"(?:单元|\d{3,4}(?:室|房)?)$")
_ESTATE_TRIPLE = re.compile(r"(?<=[园苑城府湾庭居邸寓院区村])(?:[东西南北中]区)?\d{1,3}-\d{1,2}-\d{3,4}(?![\d\-])")
_ESTATE_NAME_TAGS = frozenset({"n", "nz", "ns", "s", "a", "an", "LOC", "ORG", "PER", "j"})
_ESTATE_NAME_MAX = 8


_AT_A_VILLAGE = frozenset("住在 住 回 回到 老家 老家在 来自 搬到 嫁到 嫁去 搬回".split())  # not 在: 柳青在皇甫村住了十四年
# villages known to all, where one visits or works, or no village at all (在中关村上班)
_PUBLIC_VILLAGES = frozenset("中关村 地球村 华西村 小岗村 南街村 宋庄村 大寨村 西递村 周庄村 奥运村 亚运村 冬奥村 度假村".split())


def estates(text: str, tokens: Tokens) -> Iterable[Span]:
    """Estates given by name, building and room, without a city or street before them; the
    name is the tagged words before the building, back to a verb or a function word (快递放 /
    金色 / 家园 / 5栋…). Also an estate's name, a part of it and a building-unit-room triple
    (锦绣江南小区 / 西区 / 9-2-601), the village of a village's team the tagger read as one firm (大步村龙舟队), and a
    village named alone where someone lives or comes from (住在侯庄村), and a market's stall by its floor and number."""
    for match in _ESTATE_BUILDING.finditer(text):
        name_end = match.start()
        start = _estate_name_start(text, tokens, name_end)
        end = extend_parts(text, name_end)
        if name_end - start >= 3 and _ESTATE_END.search(text[name_end:end]):
            yield Span(start, end, 0.7)
    for match in _ESTATE_STAIRWAY.finditer(text):
        name_end = match.start()
        last = token_index(tokens, name_end - 1)
        # the name's last word a name's, or one character the tagger cut off (正商华 / 钻): not a verb (业主反映 / 3号楼)
        if tokens.tags[last] in _ESTATE_NAME_TAGS or len(tokens.words[last]) == 1:
            start = _estate_name_start(text, tokens, name_end)
            named_as_a_place = {"ORG", "LOC"} & set(tokens.tags[token_index(tokens, start):last + 1])
            if name_end - start >= 3 and (match.group("unit") or match.group("phase") or named_as_a_place):
                yield Span(start, extend_parts(text, name_end), 0.7)
    for pattern in (_MARKET_STALL, _WORKERS_DORM, _ZONED_BUILDING):  # a trader's stall, a worker's bed, a zone's flat
        yield from (Span(match.start(), match.end(), 0.7) for match in pattern.finditer(text))
    for match in _CAMPUS_DORM.finditer(text):  # 柳林校区格致苑7舍: a dormitory building of a campus
        start, index = match.start(), token_index(tokens, match.start())
        if tokens.starts[index] < start:  # the campus's name begun inside a word: the university's, whose campus it
            word = tokens.words[index]  # is (浙江大学 / 紫金港校区…), or another's (学生 / 紫金港…), which is left out
            start = tokens.starts[index] + (0 if word.endswith(("大学", "学院")) else len(word))
        yield Span(start, match.end(), 0.7)
    for match in _DORMITORY_FIELD.finditer(text):
        yield Span(match.start("dormitory"), match.end("dormitory"), 0.7)  # 宿舍：芙蓉四201, a building's name and a room
    for match in _ESTATE_TRIPLE.finditer(text):
        start = _estate_name_start(text, tokens, match.start())
        if match.start() - start >= 3:
            yield Span(start, match.end(), 0.7)
    words, tags, starts = tokens
    for i, (word, tag, start) in enumerate(zip(words, tags, starts, strict=True)):
        if tag == "ORG" and (team := VILLAGE_TEAM.fullmatch(word)) and len(team.group("village")) >= 3:
            yield Span(start, start + len(team.group("village")), 0.6)  # 大步村龙舟队 as one firm: the village
        elif tag == "LOC" and word.endswith(("街道", "镇", "乡")) and len(word) >= 3 and tags[i + 1:i + 2] == ["LOC"] \
                and (estate := _ESTATE_NAME.match(words[i + 1])):
            yield Span(start, starts[i + 1] + estate.end(), 0.6)  # 石岩街道 / 宏发君域花园(东门): an estate in its subdistrict
        elif tag == "LOC" and len(word) >= 3 and word.endswith("村") and i and words[i - 1] in _AT_A_VILLAGE \
                and word not in _PUBLIC_VILLAGES:
            yield Span(start, start + len(word), 0.6)  # 住在 / 侯庄村: a village alone, where someone lives or comes from


def _estate_name_start(text: str, tokens: Tokens, name_end: int) -> int:
    words, tags, starts = tokens
    index = token_index(tokens, name_end - 1)
    start = starts[index] + leading_verb(words[index])
    while index > 0 and tags[index - 1] in _ESTATE_NAME_TAGS and HAN.fullmatch(words[index - 1]) \
            and name_end - starts[index - 1] <= _ESTATE_NAME_MAX and words[index - 1] not in lx.NOT_A_PLACE:
        index -= 1
        start = starts[index]
    # the district or county right before the name, however long the name (蜀山区 / 琥珀名城和园12栋801)
    if index > 0 and tags[index - 1] == "LOC" and words[index - 1].endswith(_REGION_ENDINGS) and len(words[index - 1]) >= 3:
        start = starts[index - 1]
    return start


_REGION_ENDINGS = ("区", "县", "市", "旗")


# the endings that name an estate on their own; lx.COMMUNITY_SUFFIXES also holds 里, 城, 村, 广场…, which end
# many words that name no home
ESTATE_ENDINGS = ("小区", "花园", "家园", "公寓", "新村", "名苑", "华庭", "公馆", "山庄", "苑", "府", "湾", "庭", "邸")
_ESTATE_NAME = re.compile(rf"[\u4e00-\u9fff]{{2,8}}?(?:{'|'.join(ESTATE_ENDINGS)})")
# an estate with its zone or phase in one word (翠苑一区, 万科城市花园三期)
_ESTATE_WITH_ZONE = re.compile(
    rf"[\u4e00-\u9fff]{{1,10}}(?:{'|'.join(ESTATE_ENDINGS)}|园|城)(?:[{NUMERAL}\d]{{1,2}}[区期]|[东西南北中][区里])"
)  # (and Beijing's parts of an estate by their side: 华龙苑中里, 望京西园北里)
_ESTATE_NAMED = re.compile(r"(?:小区|楼盘|我家小区|我们小区)(?:的)?(?:名字)?(?:叫|名叫|是)$")  # 小区名字叫锦绣华庭
_ZONE = re.compile(rf"[{NUMERAL}\d]{{1,2}}[区期]|[东西南北中][区里]")
# words of living somewhere, and of a parcel sent where someone lives (放在幸福里小区东门)
_MOVED_IN = frozenset({
    "住在", "住", "家住", "住进", "住进了", "搬到", "搬到了", "搬进", "搬进了", "搬去", "搬去了", "家在",
    "放在", "送到", "寄到", "送至", "寄至", "收货地址", "回", "回到",  # 打车回南坪阳光华庭: going home
    "租", "租在", "租住", "租住在",  # 我之前租华龙苑: a flat rented there
})
_STOPS = ("下车点", "上车点", "接送点")  # where a bus or a ride stops, perhaps as a field (上车点：…)
_ESTATE_WORD_TAGS = frozenset({"LOC", "n", "nz", "ns", "ORG", "a"})
# what many estates' names end in besides the kinds of home (荣和山水美地, 万达名都, 保利天悦): an estate only where
# someone lives there, as 名城 or 美地 alone is no home
_LIVED_IN_ENDINGS = ESTATE_ENDINGS + ("美地", "名都", "名城", "天悦", "御景")


_ESTATE_PEOPLE = frozenset("保安 门卫 物业 业主 住户 居民 保洁 管家".split())
_ESTATE_SIDE = _ESTATE_PEOPLE | {"电梯", "门禁", "快递柜", "楼道", "单元门"}


def _clause(tokens: Tokens, start: int) -> list[str]:
    """The words from `start` to the clause's end (the next punctuation)."""
    end = next((k for k in range(start, len(tokens.words)) if tokens.tags[k] == "w"), len(tokens.words))
    return tokens.words[start:end]


def estates_by_name(text: str, tokens: Tokens) -> Iterable[Span]:
    """An estate named alone: with its zone or phase (快递柜在翠苑一区门口), right after words of living there
    (我住在阳光花园, 家住金色 / 家园), or before its guard or its residents (芳草苑的保安). A generic one (小区, 这个小区) is
    no name."""
    words, tags, starts = tokens
    for i, word in enumerate(words):
        if tags[i] in _ESTATE_WORD_TAGS and word not in lx.NOT_A_PLACE and HAN.fullmatch(word):
            zoned = word + (words[i + 1] if i + 1 < len(words) and _ZONE.fullmatch(words[i + 1]) else "")
            # 翠苑一区, or 翠苑 / 一区 as the tagger split it; a two-character word only as a place's name (not 校园 / 东区)
            if _ESTATE_WITH_ZONE.fullmatch(zoned) and (len(word) > 2 or tags[i] == "LOC"):
                # and the parts after it (商贸城五区 / 二楼18街23015: a market's floor, aisle and booth), and the area
                # before it (回龙观 / 龙泽苑西区: Beijing's quarter, then its estate)
                area = i > 0 and tags[i - 1] == "LOC" and len(words[i - 1]) >= 2 and HAN.fullmatch(words[i - 1]) \
                    and words[i - 1] not in lx.NOT_A_PLACE
                yield Span(starts[i - 1] if area else starts[i], extend_parts(text, starts[i] + len(zoned)), 0.6)
                continue
        # a school bus's or a ride's stop at an estate, with its district perhaps (下车点裕华区翠屏小区北门): where one lives
        district = i > 0 and tags[i - 1] == "LOC" and words[i - 1].endswith(("区", "县"))
        before = i - 1 if district else i
        stop = "".join(words[max(0, before - 3):before]).removesuffix("：").endswith(_STOPS)
        lived_in = i > 0 and (
            words[i - 1] in _MOVED_IN or (i >= 2 and words[i - 1] == "了" and words[i - 2] in _MOVED_IN)
            or _ESTATE_NAMED.search("".join(words[max(0, i - 3):i])) is not None or stop
        )
        # or named by its guard, its managers or its residents (芳草苑 / 的 / 保安): someone's estate
        # or as that side, its lift or its managers in the clause (龙锦苑 / 那边 / 电梯要提前跟物业登记)
        lived_in = lived_in or tags[i] == "LOC" and word.endswith(ESTATE_ENDINGS) and (
            (words[i + 1:i + 2] == ["的"] and "".join(words[i + 2:i + 3]) in _ESTATE_PEOPLE)
            or (words[i + 1:i + 2] in (["那边"], ["这边"]) and not _ESTATE_SIDE.isdisjoint(_clause(tokens, i + 2)))
        )
        if not lived_in or tags[i] not in _ESTATE_WORD_TAGS or not HAN.fullmatch(word):
            continue
        last = i
        while last + 1 < len(words) and last - i < 3 and HAN.fullmatch(words[last + 1]) \
                and (tags[last + 1] in _ESTATE_WORD_TAGS or (words[last + 1] == "和" and last + 2 < len(words)
                                                              and tags[last + 2] in _ESTATE_WORD_TAGS)) \
                and not "".join(words[i:last + 1]).endswith(_LIVED_IN_ENDINGS):
            last += 1  # 金色 / 家园, 凤岭北荣 / 和 / 山水 / 美地: a name the tagger split
        name = "".join(words[i:last + 1])
        named = len(name) >= 3 and name.endswith(_LIVED_IN_ENDINGS) and name not in lx.NOT_A_PLACE
        if named and not name.startswith(NOT_AN_ESTATE_LEAD):
            yield Span(starts[i - 1] if stop and district else starts[i], starts[last] + len(words[last]), 0.6)


# an estate named in the title of its residents' group chat (【保利天悦租户群】): where they all live
_ESTATE_GROUP = re.compile(
    r"(?<=【)(?P<estate>(?!我们|本|咱们|小区|社区|楼栋|单元)[\u4e00-\u9fffA-Za-z\d]{2,10}?)(?:小区)?(?:业主|租户|住户|居民|邻居|宝妈|村民)群?】"
)
# an estate's or a street's neighbours (【沙田禾輋邨互助群】, 【宏茂桥第三道邻里群】): the name ends as estates
# and streets do
# an estate named by its management office or its residents' committee (装修许可证 西溪雅苑物业管理处, in Taiwan
# 【福星大廈管委會】), also where the office speaks or gives notice (西溪蝶园物业：电梯已帮您预约): the estate where the flat is
# what follows 物业 where the office is meant (…物业管理处, …物业：, …物业通知)
PROPERTY_OFFICE_AFTER = re.compile(r"管理处|服务中心|处|[：:]|通知|公告|提醒|温馨提示|客服|前台")
ESTATE_OFFICE = re.compile(
    rf"(?<![\u4e00-\u9fff])(?P<estate>(?!我们|咱们|你们|他们|本|这|那|该|此)[\u4e00-\u9fff]{{2,8}}?(?:{'|'.join(ESTATE_ENDINGS)}|园|大厦))"
    r"(?=管委会|业委会|管理委员会"  # (traditional text is read in simplified characters)
    rf"|物业(?:{PROPERTY_OFFICE_AFTER.pattern}))"
)
# a village's team (大步村龙舟队, 侯庄村篮球队): the village is the value, where its members live; the team adds nothing
VILLAGE_TEAM = re.compile(r"(?P<village>[\u4e00-\u9fff]{1,4}村)(?:龙舟|舞狮|醒狮|篮球|足球|锣鼓|秧歌|腰鼓|广场舞)?队")
ESTATE_GROUPS = (
    _ESTATE_GROUP,
    # or in quotes, 群 and all (在"上坊花苑业主群"投票; not "广大业主")
    re.compile(r"(?<=[\"“「])(?P<estate>(?!我们|本|咱们|小区|社区|楼栋|单元)[\u4e00-\u9fffA-Za-z\d]{2,10}?)(?:小区)?(?:业主|租户|住户)群[\"”」]"),
    # 小区 written out, then what the group is for (【幸福家园小区防疫群】, 【锦绣城小区团购群】): 小区 with the name, as written
    re.compile(r"(?<=【)(?P<estate>(?!我们|咱们|本|这|那|老旧|新建|附近|隔壁)[\u4e00-\u9fffA-Za-z\d]{2,10}?小区)[\u4e00-\u9fff\d]{0,6}群】"),
    re.compile(r"(?<=【)(?P<estate>[\u4e00-\u9fff]{2,8}(?:邨|小区|花园|苑|家园|新村|道|街|路))(?:互助|街坊|邻里)群】"),
    # an estate's list of its residents by title (【枫林新村独居老人结对名单】, 【幸福里小区困难户名单】): where they live
    re.compile(
        r"(?<=【)(?P<estate>(?!我们|咱们|本|这|那|老旧|新建|附近|隔壁)[\u4e00-\u9fff]{2,8}(?:新村|小区|花园|苑|家园|邨))"
        r"(?=(?:独居|空巢|孤寡|高龄|困难|低保|失能|留守)?(?:老人|居民|住户|业主|租户|户)[\u4e00-\u9fff]{0,6}?(?:名单|花名册|登记表|表)】)"
    ),
    # a village's or a hamlet's own group, its title opening a line ([那坡屯群] 蓝志强：…, 【桥头村村民群】)
    re.compile(r"(?:^|(?<=【))(?P<estate>(?!我们|咱们|本|全|这|那个)[\u4e00-\u9fff]{1,6}?(?:村|屯|寨))(?:村民|乡亲)?群(?:】|\s)", re.M),
)
# an estate where someone owns a flat (在滨湖新区万科森林城有一套全款房): the estate, with the district written before it
_FLAT_OWNED = re.compile(
    rf"(?<=在)(?P<estate>(?!这|那|我们|老家|市区|城里|县城)[\u4e00-\u9fff]{{2,14}}?(?:{'|'.join(ESTATE_ENDINGS)}|城|园))"
    r"(?=有(?:一|两|三|个)?套)"
)
ESTATES_NAMED_BY_FORM = (*ESTATE_GROUPS, ESTATE_OFFICE, _FLAT_OWNED)
"""Every pattern above whose group `estate` is an estate however everyday its words."""


# what a generic estate, flat or dorm begins with (这个小区, 学校公寓, 人才公寓): no estate's name
NOT_AN_ESTATE_LEAD = (
    "这", "那", "哪", "一个", "我们", "他们", "你们", "老", "新", "同", "别的", "附近", "学校", "单位", "公司", "员工", "学生", "青年",
    "人才", "职工", "教师", "酒店", "长租", "廉租", "公租", "大学", "医院", "工厂", "厂里",
)
