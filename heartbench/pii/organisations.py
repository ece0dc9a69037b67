"""Organisations and schools, over LAC's tags: the tagger's ORG words, a proper-noun stem before
an organisation or school suffix (X有限公司, 朝阳区人民法院, 招商银行深圳分行), the employer in the
slot where people say they work (`employers.py`: 在米哈游上班, 在…的工作室), and the schools of
`schools.py`; the words names are made of are in `org_words.py`, and what names no organisation in
`not_organisations.py`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from heartbench.pii import lexicon as lx
from heartbench.pii.address_parts import leading_verb
from heartbench.pii.congregations import congregations_by_their_town, congregations_gathering
from heartbench.pii.employers import employers, employers_by_brand, employers_by_shop
from heartbench.pii.firm_names import firms_read_as_places, shops_by_surname_and_ji, trade_names
from heartbench.pii.latin_script import ENGLISH_FIRM, ENGLISH_SCHOOL
from heartbench.pii.names import dictionary_word, known_word
from heartbench.pii.not_organisations import names_no_organisation
from heartbench.pii.org_words import (
    COUNTED,
    ORG_ENDINGS,
    SUFFIX_INFO,
    SUFFIX_RE,
    brand_and_trade,
    only_trades,
    surname_glued_to_organisation,
)
from heartbench.pii.packaged_lists import packaged_brands
from heartbench.pii.recognizers import ORGANIZATION, SCHOOL
from heartbench.pii.schools import numbered_schools, school_before_its_body, schools_named_by_who_attends
from heartbench.pii.spans import keep_disjoint
from heartbench.pii.split_names import FUNCTION_CHARACTERS, NOT_A_LAST_CHARACTER
from heartbench.pii.tokens import HAN, STEM_TAGS, Span, Tokens, token_index

# who runs a school, before its name in Taiwan and Hong Kong (国立台湾大学, 市立居仁国中): a named school
_CHARTERED_RE = re.compile(r"[国省市县私公]立(?=\w)")
_STUDY_VERBS = "念读考上"
# a university's affiliated hospital as people shorten it (湘雅附二, 中山附一, 郑大一附院): the university's place word,
# then which of its hospitals; not attaching one of something (附一张照片)
# (or a medical university's first or second hospital: 哈医大一院, 中国医大二院)
_AFFILIATED_HOSPITAL = re.compile(
    r"(?:附[一二三四五六七八](?:院|医院)?|[一二三四五六七八]附院|(?<=医)大[一二三四五六七八]院)(?![张份个页条本件项次])"
)
_UNIVERSITY_TAGS = frozenset({"LOC", "ORG", "nz", "j"})
_AT_WORK = frozenset("读念教上干做学住")
_STREETS_ACTIVITY_CENTRE = re.compile(r"(?:路|街|段|巷|弄|村|社区)活动$")
# a firm registered with its city in brackets before its kind (博世汽车部件（苏州）有限公司), as foreign-invested ones are
_CITY_IN_BRACKETS = re.compile(r"[（(][\u4e00-\u9fff]{2,4}[）)](?:股份有限公司|有限责任公司|有限公司|分公司)")


class OrganizationRecognizer:
    """Named organisations (X有限公司, 朝阳区人民法院, 招商银行深圳分行) and schools: LAC's
    ORG tags, and a proper-noun stem before an organisation or school suffix."""

    entities = (ORGANIZATION, SCHOOL)

    def find(self, text: str, tokens: Tokens) -> list[tuple[str, Span]]:
        # an employer first: where a school is where someone works (在临沂大学当辅导员), it is their employer,
        # and of two equal spans the first is kept
        found: list[tuple[str, Span]] = [*employers(text, tokens), *employers_by_brand(text, tokens), *employers_by_shop(text)]
        found += [(SCHOOL, span) for span in schools_named_by_who_attends(text)]
        found += [(SCHOOL, Span(m.start(), m.end(), 0.6)) for m in ENGLISH_SCHOOL.finditer(text)]
        found += [(ORGANIZATION, Span(m.start(), m.end(), 0.6)) for m in ENGLISH_FIRM.finditer(text)]
        found += [(ORGANIZATION, span) for span in _affiliated_hospitals(text, tokens)]
        found += [(ORGANIZATION, span) for span in _community_health_centres(text, tokens)]
        found += [(ORGANIZATION, span) for span in firms_read_as_places(text, tokens)]
        for match in _CITY_IN_BRACKETS.finditer(text):
            start = _stem_start(tokens, token_index(tokens, match.start()), match.start(), strong=True)
            if match.start() - start >= 2:
                found.append((ORGANIZATION, Span(start, match.end(), 0.7)))
        parties = [m for m in _EMPLOYING_PARTY.finditer(text) if m.group("agency") or _LABOUR_CONTRACT.search(text)]
        found += [(ORGANIZATION, Span(m.start("name"), m.end("name"), 0.6)) for m in parties]
        words, tags, starts = tokens
        brands = packaged_brands()
        for start, end in _tagged_organisations(tokens):
            if (major := _MAJOR_AFTER_SCHOOL.search(text, start, end)) and _MAJOR.match(text, major.end()):
                end = major.end()  # 云南大学旅游 / 管理 / 专业: the school, then the major its student reads
            if text.endswith("研究所", start, end) and end - start > 6 and text[end - 4] in _STUDY_VERBS:
                end -= 4  # 国立政治大学念研究所 tagged as one: the school, then graduate school as a level of study
            # a known brand is someone's employer only where a work slot says so; a kind of firm is none (家政公司)
            if text[start:end] not in brands and not _a_trade_alone(text[start:end]):
                found.append((_kind(text[start:end]), Span(start, end, 0.8)))
        for match in SUFFIX_RE.finditer(text):
            if any(text.startswith(word, match.start() - 1) for word in lx.GENERIC_SCHOOL_WORDS) or text.startswith("大学城", match.start()):
                continue  # 中小学, 大中专: school levels, not a school; 大学城: a district of campuses
            if match.group() == "研究所" and text[match.start() - 1:match.start()] in _STUDY_VERBS:
                continue  # 念研究所: graduate school as a level of study (Taiwan), not an institute
            if match.group() == "中心" and _STREETS_ACTIVITY_CENTRE.search(text, max(0, match.start() - 12), match.start()):
                continue  # 松竹路二段活动中心: where the neighbours meet, named by its street (an address)
            entity, strong = SUFFIX_INFO[match.group()]
            index = token_index(tokens, match.end() - 1)
            if not strong and starts[index] + len(words[index]) > match.end():
                continue  # the suffix is inside a longer word: 银行卡, 医院里的
            if (titled := _titled(text, match)) is not None:
                found.append((entity, titled))  # 【夕阳红养老院】访客登记: a record headed by the place that keeps it
                continue
            start = _stem_start(tokens, token_index(tokens, match.start()), match.start(), strong, entity == SCHOOL)
            # which side of a dispute, not a name (对方保险公司: the other party's insurer, the tagger's firm)
            start += next((len(side) for side in _SIDES if text.startswith(side, start)), 0)
            stem_tokens = range(token_index(tokens, start), token_index(tokens, max(start, match.start() - 1)) + 1)
            if match.group() == "分会" and all(tags[k] == "LOC" for k in stem_tokens):
                start = _short_name_cut_before(tokens, stem_tokens.start, start)  # 法 / 扶 / 台北分 / 会
            one_authority = strong and text[start:match.start()] in _ADMIN_LEVELS  # 市精神卫生中心, 区派出所
            if (match.start() - start < 2 and not one_authority) or only_trades(text[start:match.start()]) \
                    or COUNTED.search(text, start, match.start()):
                continue  # 心理咨询中心, 教育公司, 上海一家公司: what kind, not which one
            if match.group() in lx.LODGING_SUFFIXES and all(tags[k] == "LOC" for k in stem_tokens):
                continue  # 鼓浪屿民宿, 曲江宾馆二楼: lodging placed by where it is, not named (遇龙河畔客栈 is)
            proper = any(tags[k] in {"LOC", "ORG", "PER", "nz"} for k in stem_tokens) or _ORDINAL.search(text, start, match.start())
            proper = proper or brand_and_trade(text[start:match.start()])
            proper = proper or (entity == SCHOOL and _coined_stem(tokens, stem_tokens))
            proper = proper or (entity == SCHOOL and _CHARTERED_RE.search(text, start, match.start()) is not None)
            if (strong or proper) and text[start:match.end()] not in brands:
                found.append((entity, Span(start, match.end(), 0.7 if strong else 0.6)))
        found += [(SCHOOL, span) for span in numbered_schools(tokens)]
        found += [(ORGANIZATION, Span(m.start(), m.end(), 0.6)) for m in _SHOP_BY_OWNER.finditer(text)]
        found += [(ORGANIZATION, span) for span in shops_by_surname_and_ji(text, tokens)]
        found += [(ORGANIZATION, Span(*m.span("name"), 0.6)) for m in _NEIGHBOURING_SHOP.finditer(text) if not known_word(m.group("brand"))]
        found += [(ORGANIZATION, span) for span in _arbitration_by_its_place(text, tokens)]
        found += [(ORGANIZATION, span) for span in (*congregations_by_their_town(tokens), *congregations_gathering(tokens))]
        found += [(ORGANIZATION, Span(m.start("name"), m.end("name"), 0.6)) for m in _ENROLLED_AT.finditer(text)]
        # a hotel with the room someone stays in (住在桂林漓江大瀑布饭店1203房); a wedding's hotel is a venue
        found += [(ORGANIZATION, Span(*m.span(m.lastgroup), 0.6)) for m in _HOTEL_ROOM.finditer(text)]
        # a faculty in a form's field (学院：机械工程学院) names the department, not the university; one written with its
        # university (学院：厦门大学人文学院) names the university
        found = [(SCHOOL, school) if (school := school_before_its_body(text, s)) else (e, s) for e, s in found]
        found = [(e, _outside_a_faculty_field(text, s) if e == SCHOOL else s) for e, s in found]
        found = [(e, s) for e, s in found if s is not None]
        found = [(entity, span) for entity, span in found if not names_no_organisation(text, span)]
        found = [(entity, _with_its_branch(text, tokens, _without_party(text, span)) if entity == ORGANIZATION else span)
                 for entity, span in found]
        found = [(entity, _from_the_slot(text, tokens, span)) for entity, span in found]
        found = keep_disjoint(found, rank=lambda item: (-(item[1].end - item[1].start), item[1].start), span=lambda item: item[1][:2])
        # a registered firm found once is found again by its trade name alone (…智学未来教育科技有限公司 … 智学未来的网课)
        firms = [span for entity, span in found if entity == ORGANIZATION]
        return found + [(ORGANIZATION, span) for span in trade_names(text, tokens, firms)]


def _from_the_slot(text: str, tokens: Tokens, span: Span) -> Span:
    """A name's first character the tagger left alone between 在 and the rest (在 / 勿 / 洛美华小学): it belongs to the
    name, as nothing else stands between 在 and where it is."""
    if span.start >= 2 and text[span.start - 2] == "在":
        index = token_index(tokens, span.start - 1)
        lone = tokens.words[index]
        if len(lone) == 1 and tokens.tags[index] in {"d", "a", "n"} and lone not in FUNCTION_CHARACTERS and lone not in _AT_WORK:
            return Span(span.start - 1, span.end, span.score)
    return span


def _affiliated_hospitals(text: str, tokens: Tokens) -> Iterable[Span]:
    """`_AFFILIATED_HOSPITAL` after the word the tagger read as the university's place or name (湘雅 / 附 / 二)."""
    for match in _AFFILIATED_HOSPITAL.finditer(text):
        if match.start() == 0:
            continue
        index = token_index(tokens, match.start() - 1)
        word_start = tokens.starts[index]
        if tokens.tags[index] in _UNIVERSITY_TAGS and match.start() - word_start >= 2:
            yield Span(word_start, match.end(), 0.6)


def _outside_a_faculty_field(text: str, span: Span) -> Span | None:
    """A school as found, but in a form's faculty field only the university written before the faculty (学院：厦门大学 /
    人文学院), and nothing where the field holds the faculty alone."""
    if not _FACULTY_FIELD.search(text, max(0, span.start - 4), span.start):
        return span
    at = text.find("大学", span.start, span.end - 2)
    return Span(span.start, at + 2, span.score) if at >= span.start + 2 else None


def _a_trade_alone(word: str) -> bool:
    """家政公司, 装修公司: a kind of firm the tagger called an organisation, none named."""
    return any(word.endswith(kind) and only_trades(word[:-len(kind)]) for kind in ("公司", "工厂", "厂", "店"))


_PARTY_WORDS = ("承包方", "发包方", "甲方", "乙方", "丙方")
_SIDES = ("对方", "我方", "双方", "己方")


def _without_party(text: str, span: Span) -> Span:
    """A contract's party word or a dispute's side the tagger joined to the firm after it (承包方仙游县鸿达古建筑工程队,
    对方平安保险公司): the firm alone."""
    party = next((word for word in (*_PARTY_WORDS, *_SIDES) if text.startswith(word, span.start)), "")
    return Span(span.start + len(party), span.end, span.score) if party and span.end - span.start > len(party) + 2 else span


_BRANCH_AFTER = re.compile(r"[\u4e00-\u9fff]{2,3}?(?:分店|门店|分院|店)")
# a hospital's campus (东院区, 天府院区): which of its sites; not its ward area (住院区)
_HOSPITAL_CAMPUS = re.compile(r"(?<=医院)(?!住院区)[\u4e00-\u9fff]{1,2}?院区")


def _with_its_branch(text: str, tokens: Tokens, span: Span) -> Span:
    """A firm with the branch named by its place right after it (成都宠爱动物医院 / 玉林 / 店): the branch is the one;
    likewise a hospital's campus (青岛市市立医院 / 东 / 院区)."""
    hospital_end = text.rfind("医院", span.start, span.end) + 2  # the tagger may cut in the campus (华西医院天府院 / 区)
    if hospital_end > 1 and (campus := _HOSPITAL_CAMPUS.match(text, hospital_end)) and campus.end() > span.end:
        return Span(span.start, campus.end(), span.score)
    branch = _BRANCH_AFTER.match(text, span.end)
    if branch and span.end < len(text) and tokens.tags[token_index(tokens, span.end)] == "LOC":
        return Span(span.start, branch.end(), span.score)
    return span


# a labour contract's first party employs (甲方：合肥庐州老鸭汤饭店); a public body is dealt with in any contract
_LABOUR_CONTRACT = re.compile(r"劳动合同|聘用合同|劳务合同|雇佣合同")
_EMPLOYING_PARTY = re.compile(
    r"(?:甲方|用人单位|聘用单位|发包方|出租方)[：:]\s?(?P<name>[^\s，。；：:]{2,20}?(?:公司|饭店|酒店|餐厅|厂|店|医院|学校|中心|集团|银行|"
    r"工作室|(?P<agency>服务站|管理站|管理处|所|局|委员会|合作社)))(?=[\s，。；]|$)"  # 发包方：侨港镇渔业服务站
)
_HOTEL_ROOM = re.compile(
    r"(?:住在|住|入住|下榻)(?P<name>[\u4e00-\u9fff]{2,12}(?:饭店|宾馆|酒店|旅馆|客栈|民宿))(?=\s?\d{3,4}(?:号?房|室)?)"
    # or a registration's field for where one stays (住宿：合肥稻香楼宾馆，11月28日-30日)
    r"|(?:住宿|入住酒店|住宿酒店)[：:]\s?(?P<stay>[\u4e00-\u9fff]{2,12}(?:饭店|宾馆|酒店|旅馆|客栈|民宿))"
)
_MAJOR_AFTER_SCHOOL = re.compile(r"大学|学院")
_MAJOR = re.compile(r"[\u4e00-\u9fff]{2,6}?专业")


_ARBITRATION = re.compile(r"(?:劳动人事争议|劳动争议|劳动)仲裁委(?:员会)?")


def _arbitration_by_its_place(text: str, tokens: Tokens) -> Iterable[Span]:
    """A labour arbitration committee with its district or city before it (南山区劳动人事争议仲裁委员会), which the
    tagger cuts into verbs: the one someone deals with; the kind alone names none (去劳动仲裁委立案)."""
    for word, tag, start in zip(*tokens, strict=True):
        end = start + len(word)
        if tag == "LOC" and word.endswith(("省", "市", "区", "县")) and (match := _ARBITRATION.match(text, end)):
            yield Span(start, match.end(), 0.7)


_NOTICES = ("派单", "通知", "公告", "招聘", "招生", "通告", "提醒", "办理", "办")  # 办: what one gets done there (…旅行社 / 办)
_OFFICE_OF_A_GOVERNMENT = re.compile(r"(?<=政府)[\u4e00-\u9fff]{1,3}[办科股]$")  # 溪河镇人民政府 / 民政办


def _ending_before_a_notice(word: str, next_word: str) -> int:
    """Where an organisation's ending stops inside one word that goes on with what it posts or what one gets done there
    (…中心 / 派单, …旅行社 / 办), with one of a government's offices (…镇人民政府 / 民政办), or with the driving test a
    school's group prepares for (…驾校科 / 二3组, 科二 the test's second part): 0 if none."""
    if office := _OFFICE_OF_A_GOVERNMENT.search(word):
        return office.start()
    if word.endswith("驾校科") and next_word[:1] in ("一", "二", "三", "四", "目"):
        return len(word) - 1
    for notice in _NOTICES:
        if word.endswith(notice) and word[:-len(notice)].endswith(ORG_ENDINGS):
            return len(word) - len(notice)
    return 0


# a tutoring firm or its campus where a child enrols (孩子在青岛学而优教育市南校区报了一年的数学)
# (or gone to for lessons: 去南宁学大教育补数学)
_ENROLLED_AT = re.compile(
    r"(?<=[在去到])(?P<name>(?!这|那|一家|哪|线上|网上|线下|课外|校外|少儿|幼儿|家庭|职业|成人|学前|素质)[\u4e00-\u9fff]{2,10}?(?:教育|培训)(?:[\u4e00-\u9fff]{2,4}?校区)?)"
    r"(?=报了?|报名|上课|上了|补课|补习|补[数语英物化])"
)
_COMMUNITY_HEALTH_CENTRE = re.compile(r"社区卫生服务(?:中心|站)")


def _community_health_centres(text: str, tokens: Tokens) -> Iterable[Span]:
    """A neighbourhood's health centre or station named by its district and subdistrict, which the tagger cuts from it
    (香坊区 / 和平路街道 / 社区 / 卫生服务 / 站量): the places before it and the centre; not the kind alone (社区卫生服务中心
    都有家庭医生)."""
    for match in _COMMUNITY_HEALTH_CENTRE.finditer(text):
        index = token_index(tokens, match.start())
        start = tokens.starts[index] if tokens.tags[index] == "ORG" else match.start()  # 四川北路街道社区卫生服务中心
        while index > 0 and tokens.tags[index - 1] == "LOC":
            index -= 1
            start = tokens.starts[index]
        if match.start() - start >= 2:
            yield Span(start, match.end(), 0.7)


_TEXT_MESSAGE_SENDER = re.compile(r"(?:^|\s)\d{5,20}[：:]\s?$")


def _titled(text: str, match: re.Match[str]) -> Span | None:
    """The whole title in 【】 that ends in the suffix, when its stem is a name rather than a trade
    (【夕阳红养老院】, not 【心理咨询中心】)."""
    bracket = text.rfind("【", max(0, match.start() - 9), match.start())
    stem = text[bracket + 1:match.start()]
    if bracket < 0 or not text.startswith("】", match.end()) or len(stem) < 2 or not HAN.fullmatch(stem) or only_trades(stem):
        return None
    if _TEXT_MESSAGE_SENDER.search(text, max(0, bracket - 16), bracket):
        return None  # 95588：【工商银行】您尾号…: who sent a text message, signing it, not a place that keeps a record
    return Span(bracket + 1, match.end(), 0.6)


def _coined_stem(tokens: Tokens, stem_tokens: range) -> bool:
    """A school's stem that is one coined word (金色摇篮 幼儿园, 红黄蓝 幼儿园), or two everyday words before
    a kindergarten's (金色 / 童年 / 幼儿园): not in the dictionary, so a name rather than a kind of school (公立,
    寄宿制, 双语, 社区公办)."""
    words = [tokens.words[k] for k in stem_tokens]
    if len(words) == 2 and words[1] in _KINDS_OF_SCHOOL and len(words[0]) >= 3 and not known_word(words[0]):
        return HAN.fullmatch(words[0]) is not None  # 小橡树 / 双语 / 幼儿园: a coined name, then what kind
    if len(words) == 2 and tokens.words[stem_tokens[-1] + 1:stem_tokens[-1] + 2] == ["幼儿园"]:
        return not dictionary_word("".join(words)) and all(
            tokens.tags[k] in {"n", "nz", "a"} and dictionary_word(tokens.words[k]) and tokens.words[k] not in _KINDS_OF_SCHOOL
            for k in stem_tokens
        )
    return len(words) == 1 and len(words[0]) >= 3 and tokens.tags[stem_tokens[0]] in {"n", "nz"} \
        and HAN.fullmatch(words[0]) is not None and not dictionary_word(words[0])


_KINDS_OF_SCHOOL = frozenset("公办 民办 公立 私立 社区 乡村 乡镇 机关 街道 实验 双语 寄宿 中心 附属 国际 普惠 县城 城区".split())


# a small shop named by its owner's nickname (阿强水果店, 老陈五金店): the owner's household
# a business by its name beside one's home (楼下的鑫鑫汽修): it says where one lives; not one of its kind (楼下的五金店)
_NEIGHBOURING_SHOP = re.compile(r"(?:楼下|隔壁|对面|楼上)的(?P<name>(?P<brand>[\u4e00-\u9fff]{2,3}?)(?:汽修|五金|建材|烧烤|洗车|棋牌室|麻将馆|网吧))")
_SHOP_BY_OWNER = re.compile(
    r"(?<![\u4e00-\u9fff])[阿老小][\u4e00-\u9fff](?:水果店|小卖部|超市|杂货店|五金店|理发店|修车铺|早餐店|面馆|饭店|烟酒店|便利店|士多)"
)  # (or by the owner's surname and 记: `shops_by_surname_and_ji`)
_ORDINAL = re.compile(r"第[一二三四五六七八九十\d]{1,3}")  # 市第一人民医院: which one of several
# where people go, not who anyone is (看了恐龙博物馆): an employer only where a work slot names it
_PUBLIC_VENUES = (
    "博物馆", "美术馆", "科技馆", "纪念馆", "展览馆", "海洋馆", "水族馆", "动物园", "植物园", "游乐园", "大剧院", "音乐厅",
    "宣讲会", "招聘会", "发布会", "见面会", "分享会", "交流会", "运动会", "音乐会", "展销会",  # events (美的宣讲会), and
    "书院",  # 岳麓书院, an old academy; a Hong Kong school so named only where someone attends it (_ACADEMY_ATTENDED)
)


# a school named by its prefecture or county, whatever the tagger called the word (临夏州民族中学 read as a verb)
_SCHOOL_MISTAGGED = re.compile(r"[\u4e00-\u9fff]{1,4}[省市县州区][\u4e00-\u9fff]{1,6}(?:中学|小学|大学|学院|学校)")


_FIRM_TOWNS = ("市", "县", "区", "镇", "乡")


def _tail_of_the_word_before(tokens: Tokens, index: int) -> bool:
    """An organisation word whose first character ends the word before and whose rest is a common noun (考试 / 周图书馆:
    exam week, then the library): no organisation's name."""
    words, tags, _ = tokens
    if index == 0 or len(words[index]) < 3 or not dictionary_word(words[index][1:], 50):
        return False
    first, before = words[index][0], words[index - 1]
    return known_word(before + first) or (first in "周月季" and tags[index - 1] in {"n", "vn", "v"})  # 考试 / 周: a week


def _place_before(tokens: Tokens, index: int, suffixed: bool) -> int:
    """The first word of the place an organisation's word at `index` is named under, where the tagger kept it apart:
    a branch's city cut into characters after its country (韩国 / 水 / 原 / 三星电子), or, before a name with an
    organisation's ending or a trade, the city and town a firm is registered under (晋江市 / 陈埭镇 / 鸿腾鞋业, 合肥 /
    华润万象生活物业)."""
    words, tags, _ = tokens
    first = index
    while first > 0 and index - first < 2 and len(words[first - 1]) == 1 and tags[first - 1] in {"n", "a", "nz"} \
            and HAN.fullmatch(words[first - 1]):
        first -= 1
    if first < index and first > 0 and tags[first - 1] == "LOC":
        return first
    first = index
    while suffixed and first > 0 and index - first < 2 and tags[first - 1] == "LOC" and words[first - 1].endswith(_FIRM_TOWNS):
        first -= 1
    if suffixed and first == index and first > 0 and tags[first - 1] == "LOC" and len(words[first - 1]) == 2:
        first -= 1  # 合肥 / 华润万象生活物业: a city by its short name, right before
    elif suffixed and first == index and index >= 2 and tags[index - 1] == "v" and len(words[index - 1]) == 2 \
            and not known_word(words[index - 1]) and tags[index - 2] == "LOC" and len(words[index - 2]) == 2:
        first -= 2  # 文昌 / 铺前 / 海丰渔业专业合作社: a city and a town by short names, the town's no word but read as a verb
    return first


_OFFICES_IN_A_CITY = (["总部"], ["分部"], ["研发中心"], ["办事处"])
_CAMPUSES = ("校区", "分校")  # a training firm's by its district (启明思达教育铁西校区)
# a school's branch by its district, a school of its own (青藤小学红谷滩分校); a campus stays its school's (…大学仙林校区)
_BRANCH_SCHOOL = re.compile("(?:" + "|".join(lx.SCHOOL_SUFFIXES) + r")[\u4e00-\u9fff]{1,4}分校$")
_CAMPUS_OF_A_SCHOOL = re.compile("(?P<school>" + "|".join(lx.SCHOOL_SUFFIXES) + r")[\u4e00-\u9fff]{1,4}校区$")
_BRANCHES = (["店"], ["分店"], ["门店"], ["分院"])  # a named body's branch by its place (瑞鹏宠物医院 / 苏州工业园区 / 店)
_DEPARTMENT = re.compile(r"[\u4e00-\u9fff]{2,4}[处局署厅]")  # a government's department (劳工处, 运输署, 税务局)


def _tagged_organisations(tokens: Tokens) -> Iterable[tuple[int, int]]:
    """Spans of ORG tokens, two of them joined across one short word the tagger split off
    (美团 / 点评 / 上海分公司), with the place they are named under (`_place_before`)."""
    words, tags, starts = tokens
    i = 0
    while i < len(words):
        if (tags[i] != "ORG" and not _SCHOOL_MISTAGGED.fullmatch(words[i])) or len(words[i]) < 2 or words[i] in lx.NOT_IN_STEM \
                or words[i].endswith(_PUBLIC_VENUES) or _tail_of_the_word_before(tokens, i):
            i += 1
            continue
        end_index = i
        for k in (i + 1, i + 2):
            between = words[i + 1:k]
            # (not across a verb or a conjunction: 江孜县人民医院 / 转 / 西藏自治区人民医院 are two)
            if k < len(words) and tags[k] == "ORG" and all(len(w) <= 2 and HAN.fullmatch(w) and w not in lx.NOT_IN_STEM for w in between) \
                    and not {tags[m] for m in range(i + 1, k)} & {"v", "p", "c"}:
                end_index = k
                break
        if end_index == i and i + 1 < len(words) and words[i + 1] in lx.TRADES and not words[i].endswith(lx.SCHOOL_SUFFIXES):
            end_index = i + 1  # 金鼎 / 物流; not 苏州大学 / 机械 / 工程硕士, a school and a subject
        elif end_index == i and i + 2 < len(words) and len(words[i + 1]) <= 2 and words[i + 2] in lx.STRONG_ORG_SUFFIXES:
            end_index = i + 2  # 未央区劳动保障 / 监察 / 大队: the body's last word and its kind apart
        after_a_place = words[end_index + 2:end_index + 3] if tags[end_index + 1:end_index + 2] == ["LOC"] else []
        if after_a_place in _OFFICES_IN_A_CITY or (after_a_place in _BRANCHES and words[end_index].endswith(ORG_ENDINGS)):
            end_index += 2  # 小米 / 武汉 / 总部: a firm's office in a city; 瑞鹏宠物医院 / 苏州工业园区 / 店: a branch (a brand's
            # branch, 肯德基 / 八一广场 / 店, is where a customer goes, for the brand rules)
        if words[end_index + 1:end_index + 2] in (["市场"], ["批发市场"], ["商场"], ["广场"]):
            i = end_index + 1
            continue  # 鑫源 / 建材 / 市场: a market's name, a place where many trade
        if "".join(words[end_index + 1:end_index + 2]) in _CAMPUSES and not words[end_index].endswith(lx.SCHOOL_SUFFIXES):
            end_index += 1  # 启明思达教育铁西 / 校区: a training firm's campus by its district (or as one word, below)
        start, end = starts[i], starts[end_index] + len(words[end_index])
        if surname_glued_to_organisation(tokens, end_index):
            end -= 1  # 交通警察支队三大队冉 / 警官: the surname is the officer's
        # (a brand and its trade in two words names the firm as well: 鹿城 / 恒达 / 皮革)
        named = words[end_index].endswith(ORG_ENDINGS) or brand_and_trade("".join(words[i:end_index + 1]))
        start = starts[_place_before(tokens, i, named)]
        if start == starts[i] and i and tags[i - 1] in {"n", "nz"} and _DEPARTMENT.fullmatch(words[i - 1]):
            start = starts[i - 1]  # 劳工处 / 沙田分区办事处: a department, then its office
        if words[end_index].endswith(("银行卡", "卡")) and end_index > i:
            i = end_index + 1
            continue  # 武二明 / 农业银行卡: a payee and a bank's card, no organisation
        ended = words[end_index].endswith(ORG_ENDINGS) or _BRANCH_SCHOOL.search(words[end_index]) is not None or (
            words[end_index].endswith(_CAMPUSES) and not any(school in words[end_index] for school in lx.SCHOOL_SUFFIXES))
        if end_index == i and not ended and (cut := _ending_before_a_notice(words[i], "".join(words[i + 1:i + 2]))):
            end, ended = starts[i] + cut, True  # 南京启航家教中心派单: the centre, then what it posts
        elif end_index == i and not ended and (campus := _CAMPUS_OF_A_SCHOOL.search(words[i])):
            end, ended = starts[i] + campus.end("school"), True  # 南京大学仙林校区 as one word: the school, not its campus
        if end - start >= 4 and (end_index > i or ended or brand_and_trade(words[i])):
            yield start, end  # a lone ORG word needs an organisation ending or a trade: not 毕业论文
        i = end_index + 1


_FACULTY_FIELD = re.compile(r"(?:学院|院系|系别|专业)[：:]\s?$")
_BELOW_A_DISTRICT = ("街道", "镇", "乡", "社区", "村")
_LOCAL_BODIES = ("调解委员会", "居委会", "村委会", "居民委员会", "村民委员会", "卫生院", "派出所", "司法所", "街道办事处",
                 "工作站", "服务站", "消防队", "消防站", "消防救援站", "文化站")  # 沙河街道 / 公共 / 法律 / 服务 / 工作站: what it serves may be an adjective and a verb


def _kind(name: str) -> str:
    return SCHOOL if name.endswith(lx.SCHOOL_SUFFIXES) or _BRANCH_SCHOOL.search(name) else ORGANIZATION


_ADMIN_LEVELS = frozenset({"市", "县", "区", "省", "镇"})


def _chartered_by(words: list[str], index: int) -> bool:
    """立 tagged as a verb after 市 / 县 / 国 …: the 市立 of a school's name (台北 / 市 / 立 / 民生 / 国中)."""
    return words[index] == "立" and index > 0 and words[index - 1][-1:] in "市县省国私公"


_SERVED = frozenset("妇女 儿童 老人 老年人 青少年 残疾人".split())  # whom a body serves, in its name (妇女儿童救助站)


def _short_name_cut_before(tokens: Tokens, index: int, start: int) -> int:
    """Where a body's short name of two characters begins, cut by the tagger into two before its branch's city
    (法 / 扶 / 台北分会, the legal aid foundation's Taipei branch); `start` where there is none (去 / 上海分会)."""
    words, tags, starts = tokens
    pieces = range(index - 2, index)
    if index >= 2 and all(len(words[k]) == 1 and HAN.fullmatch(words[k]) and tags[k] in {"n", "v", "vn", "j"}
                          and words[k] not in FUNCTION_CHARACTERS and words[k] not in NOT_A_LAST_CHARACTER for k in pieces):
        return starts[index - 2]
    return start


def _stem_start(tokens: Tokens, index: int, suffix_start: int, strong: bool = False, school: bool = False) -> int:
    """Leftmost start of the name-like tokens before an organisation suffix (at most 14
    characters), with generic words (在, 公司, 我们) left out; before a strong suffix a
    one-character adjective counts too (the tagger splits 明 / 正律所)."""
    words, tags, starts = tokens
    start = suffix_start
    # a town's own body and its school are named by the town (花溪区贵筑街道 / 人民调解委员会, 西湖镇 / 卫生院,
    # 千工坪镇 / 中心 / 完小)
    local_body = words[index].endswith(_LOCAL_BODIES)
    town_named = local_body or school
    if starts[index] < suffix_start:  # the suffix's token also holds the end of the stem (市第一人民/医院)
        start = starts[index] + leading_verb(words[index])
        if start > starts[index]:
            return start  # 奶奶 / 去市第一人民医院: the stem begins after the verb
        at = words[index].rfind("喺", 0, suffix_start - starts[index])
        if at >= 0 and suffix_start - (starts[index] + at + 1) >= 2:
            return starts[index] + at + 1  # 囡囡希希喺宝觉小学 as one word: the school after Cantonese 喺 ("at")
    i = index - 1
    while i >= 0 and (tags[i] in STEM_TAGS or (strong and tags[i] == "a" and len(words[i]) == 1) or _chartered_by(words, i)
                      or (local_body and tags[i] in {"a", "vn"}) or (school and tags[i] == "a" and len(words[i]) >= 3)) \
            and words[i] not in lx.NOT_IN_STEM and (words[i] not in lx.RELATIONS or words[i] in _SERVED) \
            and suffix_start - starts[i] <= 14:
        if not (HAN.fullmatch(words[i]) or words[i].isdigit()) or (words[i].endswith(_BELOW_A_DISTRICT) and not town_named):
            break  # 中川街道 / 兰州华建建设有限公司: a subdistrict or a town is where a firm is, not its name
        start = starts[i]
        i -= 1
    return start
