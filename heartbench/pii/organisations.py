"""Organisations and schools, over LAC's tags: the tagger's ORG words, a proper-noun stem before
an organisation or school suffix (X有限公司, 朝阳区人民法院, 招商银行深圳分行), the employer in the
slot where people say they work (在米哈游上班) or named by its shop (在…的工作室), and the schools
of `schools.py`.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable

from heartbench.pii import lexicon as lx
from heartbench.pii.address_parts import leading_verb
from heartbench.pii.latin_script import ENGLISH_FIRM, ENGLISH_SCHOOL
from heartbench.pii.lexical import packaged_brands, packaged_employer_brands
from heartbench.pii.names import dictionary_word, known_word
from heartbench.pii.recognizers import ORGANIZATION, SCHOOL
from heartbench.pii.schools import is_numbered_school, numbered_schools, schools_named_by_who_attends
from heartbench.pii.spans import keep_disjoint
from heartbench.pii.tokens import HAN, STEM_TAGS, Span, Tokens, token_index

# Organisations and schools --------------------------------------------------------------------
_SUFFIXES = sorted(
    [(s, ORGANIZATION, True) for s in lx.STRONG_ORG_SUFFIXES]
    + [(s, ORGANIZATION, False) for s in lx.WEAK_ORG_SUFFIXES]
    + [(s, SCHOOL, False) for s in lx.SCHOOL_SUFFIXES],
    key=lambda item: -len(item[0]),
)
_SUFFIX_RE = re.compile("|".join(re.escape(suffix) for suffix, _, _ in _SUFFIXES))
_SUFFIX_INFO = {suffix: (entity, strong) for suffix, entity, strong in _SUFFIXES}
_ORG_ENDINGS = tuple(suffix for suffix, _, _ in _SUFFIXES) + tuple("部局委院所处台社馆店队团会行司厂")
# who runs a school, before its name in Taiwan and Hong Kong (国立台湾大学, 市立居仁国中): a named school
_CHARTERED_RE = re.compile(r"[国省市县私公]立(?=\w)")
_STUDY_VERBS = "念读考上"
_STREETS_ACTIVITY_CENTRE = re.compile(r"(?:路|街|段|巷|弄|村|社区)活动$")


class OrganizationRecognizer:
    """Named organisations (X有限公司, 朝阳区人民法院, 招商银行深圳分行) and schools: LAC's
    ORG tags, and a proper-noun stem before an organisation or school suffix."""

    entities = (ORGANIZATION, SCHOOL)

    def find(self, text: str, tokens: Tokens) -> list[tuple[str, Span]]:
        # an employer first: where a school is where someone works (在临沂大学当辅导员), it is their employer,
        # and of two equal spans the first is kept
        found: list[tuple[str, Span]] = [*_employers(text, tokens), *_employers_by_brand(text, tokens), *_shops(text)]
        found += [(SCHOOL, span) for span in schools_named_by_who_attends(text)]
        found += [(SCHOOL, Span(m.start(), m.end(), 0.6)) for m in ENGLISH_SCHOOL.finditer(text)]
        found += [(ORGANIZATION, Span(m.start(), m.end(), 0.6)) for m in ENGLISH_FIRM.finditer(text)]
        parties = [m for m in _EMPLOYING_PARTY.finditer(text) if m.group("agency") or _LABOUR_CONTRACT.search(text)]
        found += [(ORGANIZATION, Span(m.start("name"), m.end("name"), 0.6)) for m in parties]
        words, tags, starts = tokens
        brands = packaged_brands()
        for start, end in _tagged_organisations(tokens):
            if (major := _MAJOR_AFTER_SCHOOL.search(text, start, end)) and _MAJOR.match(text, major.end()):
                end = major.end()  # 云南大学旅游 / 管理 / 专业: the school, then the major its student reads
            if text.endswith("研究所", start, end) and end - start > 6 and text[end - 4] in _STUDY_VERBS:
                end -= 4  # 国立政治大学念研究所 tagged as one: the school, then graduate school as a level of study
            if text[start:end] not in brands:  # a known brand is someone's employer only where a work slot says so
                found.append((_kind(text[start:end]), Span(start, end, 0.8)))
        for match in _SUFFIX_RE.finditer(text):
            if any(text.startswith(word, match.start() - 1) for word in lx.GENERIC_SCHOOL_WORDS) or text.startswith("大学城", match.start()):
                continue  # 中小学, 大中专: school levels, not a school; 大学城: a district of campuses
            if match.group() == "研究所" and text[match.start() - 1:match.start()] in _STUDY_VERBS:
                continue  # 念研究所: graduate school as a level of study (Taiwan), not an institute
            if match.group() == "中心" and _STREETS_ACTIVITY_CENTRE.search(text, max(0, match.start() - 12), match.start()):
                continue  # 松竹路二段活动中心: where the neighbours meet, named by its street (an address)
            entity, strong = _SUFFIX_INFO[match.group()]
            index = token_index(tokens, match.end() - 1)
            if not strong and starts[index] + len(words[index]) > match.end():
                continue  # the suffix is inside a longer word: 银行卡, 医院里的
            if (titled := _titled(text, match)) is not None:
                found.append((entity, titled))  # 【夕阳红养老院】访客登记: a record headed by the place that keeps it
                continue
            start = _stem_start(tokens, token_index(tokens, match.start()), match.start(), strong)
            stem_tokens = range(token_index(tokens, start), token_index(tokens, max(start, match.start() - 1)) + 1)
            one_authority = strong and text[start:match.start()] in _ADMIN_LEVELS  # 市精神卫生中心, 区派出所
            if (match.start() - start < 2 and not one_authority) or _only_trades(text[start:match.start()]) \
                    or _COUNTED.search(text, start, match.start()):
                continue  # 心理咨询中心, 教育公司, 上海一家公司: what kind, not which one
            proper = any(tags[k] in {"LOC", "ORG", "PER", "nz"} for k in stem_tokens) or _ORDINAL.search(text, start, match.start())
            proper = proper or _brand_and_trade(text[start:match.start()])
            proper = proper or (entity == SCHOOL and _coined_stem(tokens, stem_tokens))
            proper = proper or (entity == SCHOOL and _CHARTERED_RE.search(text, start, match.start()) is not None)
            if (strong or proper) and text[start:match.end()] not in brands:
                found.append((entity, Span(start, match.end(), 0.7 if strong else 0.6)))
        found += [(SCHOOL, span) for span in numbered_schools(tokens)]
        found += [(ORGANIZATION, Span(m.start(), m.end(), 0.6)) for m in _SHOP_BY_OWNER.finditer(text)]
        # a hotel with the room someone stays in (住在桂林漓江大瀑布饭店1203房); a wedding's hotel is a venue
        found += [(ORGANIZATION, Span(*m.span(m.lastgroup), 0.6)) for m in _HOTEL_ROOM.finditer(text)]
        # a faculty in a form's field (学院：机械工程学院) names the department, not the university
        found = [(e, s) for e, s in found if not (e == SCHOOL and _FACULTY_FIELD.search(text, max(0, s.start - 4), s.start))]
        # a name every city's school bears, with no place before it, names no school (在实验小学上学); a branch
        # named by its city or region alone names no firm (调去保定分公司); nor does a kind every town has (社区医院)
        found = [
            (entity, span) for entity, span in found
            if text[span.start:span.end] not in lx.GENERIC_SCHOOL_NAMES and not _BRANCH_BY_PLACE.fullmatch(text, span.start, span.end)
            and text[span.start:span.end] not in _GENERIC_ORGANISATIONS and not _pastimes_association(text[span.start:span.end])
        ]
        return keep_disjoint(found, rank=lambda item: (-(item[1].end - item[1].start), item[1].start), span=lambda item: item[1][:2])


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


def _pastimes_association(name: str) -> bool:
    """An association named by its pastime alone (象棋协会, 书法协会): every town has one."""
    return name.endswith("协会") and len(name) == 4 and dictionary_word(name[:2])


def _titled(text: str, match: re.Match[str]) -> Span | None:
    """The whole title in 【】 that ends in the suffix, when its stem is a name rather than a trade
    (【夕阳红养老院】, not 【心理咨询中心】)."""
    bracket = text.rfind("【", max(0, match.start() - 9), match.start())
    stem = text[bracket + 1:match.start()]
    if bracket < 0 or not text.startswith("】", match.end()) or len(stem) < 2 or not HAN.fullmatch(stem) or _only_trades(stem):
        return None
    return Span(bracket + 1, match.end(), 0.6)


def _coined_stem(tokens: Tokens, stem_tokens: range) -> bool:
    """A school's stem that is one coined word (金色摇篮 幼儿园, 红黄蓝 幼儿园), or two everyday words before
    a kindergarten's (金色 / 童年 / 幼儿园): not in the dictionary, so a name rather than a kind of school (公立,
    寄宿制, 双语, 社区公办)."""
    words = [tokens.words[k] for k in stem_tokens]
    if len(words) == 2 and tokens.words[stem_tokens[-1] + 1:stem_tokens[-1] + 2] == ["幼儿园"]:
        return not dictionary_word("".join(words)) and all(
            tokens.tags[k] in {"n", "nz", "a"} and dictionary_word(tokens.words[k]) and tokens.words[k] not in _KINDS_OF_SCHOOL
            for k in stem_tokens
        )
    return len(words) == 1 and len(words[0]) >= 3 and tokens.tags[stem_tokens[0]] in {"n", "nz"} \
        and HAN.fullmatch(words[0]) is not None and not dictionary_word(words[0])


_KINDS_OF_SCHOOL = frozenset("公办 民办 公立 私立 社区 乡村 乡镇 机关 街道 实验 双语 寄宿 中心 附属 国际 普惠 县城 城区".split())


# a small shop named by its owner's nickname (阿强水果店, 老陈五金店): the owner's household
_SHOP_BY_OWNER = re.compile(
    r"(?<![\u4e00-\u9fff])[阿老小][\u4e00-\u9fff](?:水果店|小卖部|超市|杂货店|五金店|理发店|修车铺|早餐店|面馆|饭店|烟酒店|便利店|士多)"
)
_GENERIC_ORGANISATIONS = frozenset(
    "社区医院 社区卫生服务中心 卫生院 人民医院 中医院 居委会 村委会 派出所 街道办 医院 边境派出所 清真寺管委会 寺管会 教堂管委会 "
    "村民委员会 居民委员会 开户银行 开户行".split()  # 开户银行：…: a form's field
    + "合作社 牧民合作社 农民合作社 专业合作社 农民专业合作社".split()  # a kind of co-operative, none named
)
_BRANCH_BY_PLACE = re.compile(r"[\u4e00-\u9fff]{2,3}(?:分公司|分部|办事处|分店|分厂)")
_ORDINAL = re.compile(r"第[一二三四五六七八九十\d]{1,3}")  # 市第一人民医院: which one of several
_NAME_SLOT = r"(?P<name>(?:(?![我你他她了在去到进的叫])[\u4e00-\u9fffA-Za-z0-9]){2,12}?)"
_PAUSE = r"(?=[\s，。、！？；,.!?;]|$)"
# what one does at work, the job held there or the insurance paid for it (在一汽大众的活儿, 在中国一重上了二十年班)
_WORK_AHEAD = (
    r"(?=(?:" + "|".join(lx.WORK_VERBS) + r")|的(?:活儿|工作|岗位|同事|领导|上司)|上[了过][\d一二三四五六七八九十几多半]{1,3}(?:年|个月|天)的?班"
    r"|[交缴]的?社保|退休)"  # 在深圳富士康龙华园区交的社保, 在安海镇中心小学退休: where one's employer paid in, or retired
)
_WORKPLACES = (
    re.compile(r"(?:在|于|进了?|到|去了?)" + _NAME_SLOT + _WORK_AHEAD),  # 在米哈游上班, 进了蔚来汽车做销售, 于…任职
    # where someone worked before retiring (原无锡市第一中学退休教师)
    re.compile(r"(?<=原)" + _NAME_SLOT + r"(?=的?(?:退休|离休)?(?:教师|老师|职工|教职工|员工|工人|干部))"),
    # the place first, then the employer (在丰宁县大滩镇的大滩中心小学支教)
    re.compile(r"在[^。！？\n，、]{2,20}?的" + _NAME_SLOT + _WORK_AHEAD),
    # a port, an airport or a mine, then the post one holds there (在昆明长水国际机场安检口上班)
    re.compile(
        r"(?:在|进了?|到|去了?)(?P<name>[\u4e00-\u9fff]{2,10}?(?:" + "|".join(lx.WORKPLACE_PLACE_ENDINGS) + r"))"
        r"(?=[\u4e00-\u9fff]{1,3}?(?:" + "|".join(lx.WORK_VERBS) + r"))"
    ),

    re.compile(r"(?:单位|公司)" + _NAME_SLOT + f"(?=那边|这边|那里|这里|{_PAUSE})"),  # 打到我单位合肥京东方光电，
    re.compile(r"(?:跳槽(?:去了?|到了?)|入职了?|加入了?)" + _NAME_SLOT + f"(?:{_WORK_AHEAD}|{_PAUSE})"),  # 跳槽去了华为，…
    re.compile(r"从" + _NAME_SLOT + r"(?=辞职|辞了职|离职|跳槽|下岗|退休|出来以后)"),  # 为什么从北方重工辞职: who one worked for
    re.compile(r"被" + _NAME_SLOT + r"(?=裁员|裁掉|裁了|辞退|开除|解雇|优化)"),  # 被杭州有赞科技裁了: who laid one off
    # a form's field for the employer (单位：中国科学技术大学物理学院), or the employer before a post held there
    # (推荐人：严志明，湖南大学化学化工学院副教授)
    re.compile(r"(?:单位|工作单位|所在单位)[：:]\s?" + _NAME_SLOT + _PAUSE),
    re.compile(r"(?<=[，,：:\s])" + _NAME_SLOT + r"(?=副教授|教授|讲师|副研究员|研究员|博士后|助教|主任医师|副主任医师)"),
)
# a state firm named by its city and industry after 在 (在兰州石化的辛勤付出, 在武汉钢铁干了一辈子)
_INDUSTRY_FIRM = re.compile(
    r"(?<=在)(?P<name>[\u4e00-\u9fff]{2,4}(?:石化|钢铁|电力|烟草|燃气|供电局|水务|石油|化工|煤业|铁路局|糖业|纺织|重工|矿业|制药))"
    r"(?=的|干|工作|上班|上了|退休|[，。]|(?:食堂|车间|厂区|工地|医务室)(?:做|干|上班|工作|当))"  # 在太原钢铁食堂做饭
)
# 公司叫星辰互动，…: a name given outright, no tag needed
_NAMED_OUTRIGHT = (
    # a live stream's host welcoming viewers to the shop's channel (欢迎来到义乌鹿鹿饰品直播间): the host's shop
    re.compile(r"欢迎(?:来到|进入)" + _NAME_SLOT + r"(?=的?直播间)"),
    # a church's own group signing a note (——福州花巷堂祷告小组), and a charity one volunteers for (我是壹基金温州的志愿者)
    re.compile(r"(?P<name>[\u4e00-\u9fff]{2,8}堂)(?=的?(?:祷告小组|团契|查经班|诗班|主日学|姊妹会))"),
    re.compile(r"我是(?P<name>(?:(?![我你您他她们的了在这那上])[\u4e00-\u9fffA-Za-z]){2,8}?)(?:[\u4e00-\u9fff]{2}(?=的))?的(?:志愿者|义工)"),
    # a clan's association, named by its surname (古氏宗亲会通知：…): the clan's members' own body
    re.compile(r"(?<![\u4e00-\u9fff])(?P<name>[\u4e00-\u9fff]{1,2}氏宗亲(?:联谊)?会)"),
    re.compile(r"(?:任职于|就职于|供职于|受雇于)" + _NAME_SLOT + _PAUSE),  # 目前任职于统一超商，: whatever its words
    re.compile(r"(?:公司|单位|机构|工作室|店|厂|学校)(?:的名字)?(?:叫|叫做|名叫)" + _NAME_SLOT + f"(?:{_PAUSE}|(?=的))"),
    # a group or firm named in quotes before what it is: 一个叫“逃离原生家庭互助会”的群
    re.compile(r"(?:叫|叫做|名叫|名为)[“\"「](?P<name>[^”\"」\s]{2,16})[”\"」]的(?:群|组织|社团|协会|公司|机构|工作室|店|平台|互助会|小组)"),
    # asked in one chat turn, answered first thing in the reply: 你在哪高就 B：平安，做理赔的
    re.compile(r"(?:在哪儿?|哪个单位|哪家公司|什么单位|什么公司)(?!上学|读书|念书|读)(?:上班|高就|工作|发财|任职)?[^A-Za-z0-9\n。！]{0,16}?"
               r"(?<![A-Za-z])[A-Z][：:]\s?" + _NAME_SLOT + _PAUSE),
)
# a business's name in a licence's or a form's field (名称：恩施滕记土家腊肉店)
_BUSINESS_NAME_FIELD = re.compile(
    r"(?:名称|店名|商号|字号|企业名称|商户名称)[：:]\s?(?P<name>[^\s，。；;：:]{2,14}?(?:店|馆|行|坊|部|厂|社|公司|工作室))" + _PAUSE
)
# a firm then the post held there, in brackets after a name (Vivian Zhou（杭州网易雷火游戏策划）)
_EMPLOYER_BEFORE_ROLE = re.compile(
    r"[（(](?P<name>[\u4e00-\u9fffA-Za-z]{3,12}?)(?:游戏)?"
    r"(?:策划|工程师|设计师|产品经理|运营|程序员|编辑|记者|律师|销售|会计|主管|研究员|分析师|顾问)[）)]"
)
_NOT_AN_EMPLOYER_LEAD = ("某", "一家", "资深", "高级", "前", "独立", "自由", "兼职", "全职")
# a letter inviting someone of a firm by post (兹邀请德国西门子医疗工程师…)
_INVITED_FROM = re.compile(r"(?:邀请|来自)(?P<name>[\u4e00-\u9fff]{3,12}?)(?:工程师|设计师|专家|代表|经理|研究员|教授)")
# a form's field for the employer (前雇主：字节跳动): whatever stands there is one
_EMPLOYER_FIELD = re.compile(  # a firm's name may follow a former employer without the colon (前雇主南昌欧菲光科技，)
    r"(?:前雇主|雇主|工作单位|现单位|就职单位|任职单位|所在单位|用人单位|工作地)(?:[：:]\s?|(?<=前雇主)(?=\w{2,12}(?:科技|公司|集团|厂|银行)))"
    r"(?P<name>[^\s，。；;：:]{2,16}?)" + _PAUSE
)
# 是平安的保险代理人: a firm before a trade and a job in it; 是云南白药的销售: a firm the tagger marks, then a job
_STAFF_OF = re.compile(
    r"(?<=是)" + _NAME_SLOT + r"的(?P<trade>" + "|".join(sorted(lx.TRADES, key=len, reverse=True)) + r")?"
    r"(?:代理人|业务员|销售|员工|职员|客服|经纪人|顾问)"
)


_ADVERBIAL_TAGS = frozenset({"d", "p", "c", "u", "xc", "TIME"})


_NONE_GIVEN = frozenset("无 暂无 没有 不详 未知 待业 自由职业 个体 退休 学生 无业".split())  # a form's field left without a firm
# slots whose words say a firm stands there, whatever the tagger read it as
_FIRM_GIVEN = (_INDUSTRY_FIRM, _EMPLOYER_FIELD, _EMPLOYER_BEFORE_ROLE, _INVITED_FROM, _BUSINESS_NAME_FIELD)


def _employers(text: str, tokens: Tokens) -> list[tuple[str, Span]]:
    """The employer in 在米哈游上班 / 进了蔚来汽车做销售 / 跳槽去了华为 / 是平安的保险代理人: a
    name the tagger marks as an organisation or a brand, or a brand before a trade word, in the
    slot where one works (or a name given outright: 公司叫星辰互动); never a place (在北京工作)
    or a generic word (在公司上班)."""
    found = []
    patterns = (*_WORKPLACES, *_NAMED_OUTRIGHT, _STAFF_OF, *_FIRM_GIVEN)
    for match in [m for pattern in patterns for m in pattern.finditer(text)]:
        name = match.group("name")
        if name in lx.NOT_AN_EMPLOYER or name[0] in _NOT_A_SHOP_LEAD or _COUNTED.search(name) or name in _NONE_GIVEN:
            continue
        if match.re in (_EMPLOYER_BEFORE_ROLE, _INVITED_FROM) and (dictionary_word(name) or name.startswith(_NOT_AN_EMPLOYER_LEAD)):
            continue  # （资深产品经理）, （某互联网公司运营）: how senior, or no firm named
        if match.re is _EMPLOYER_FIELD and ((name[0] in lx.SURNAMES and name[1:] in lx.TITLES) or name.endswith(lx.ADMIN_SUFFIXES)):
            continue  # 雇主：蒋女士: a household employs a helper (the title rule finds the surname); 工作地：苏州市, a city
        outright = match.re in _NAMED_OUTRIGHT or match.re in _FIRM_GIVEN
        if outright or (match.re is _STAFF_OF and match.group("trade") and _brand_and_trade(name + match.group("trade"))):
            found.append((ORGANIZATION, Span(match.start("name"), match.end("name"), 0.6)))
            continue
        start, end = match.start("name"), match.end("name")
        first, last = token_index(tokens, start), token_index(tokens, end - 1)
        if tokens.starts[first] != start or tokens.starts[last] + len(tokens.words[last]) != end:
            continue  # the slot cuts a word: not a name of its own
        while last > first and tokens.tags[last] in _ADVERBIAL_TAGS:
            last -= 1  # 在网易 / 一起 / 干了四年: the firm ends before how one worked there
        end = tokens.starts[last] + len(tokens.words[last])
        name = text[start:end]
        if _brand_and_trade(name) or is_numbered_school(name):  # 在太原五中教了三十年: a school one works at
            found.append((ORGANIZATION, Span(start, end, 0.6)))
            continue
        if tokens.tags[first] in {"v", "vd", "p", "d", "r"}:
            continue  # 公司卖保险: what one does there, not the firm's name
        inside = range(first, last + 1)
        tags = {tokens.tags[k] for k in inside}
        if tokens.tags[first] == "LOC" and tags <= {"LOC", "n", "f", "s"} and name.endswith(lx.WORKPLACE_PLACE_ENDINGS):
            found.append((ORGANIZATION, Span(start, end, 0.6)))  # 在宁波舟山港开吊车, 在大同煤矿上班: where one works
            continue
        if tags <= {"LOC", "f", "s"} or ("ORG" not in tags and tags & {"c", "p", "u", "r", "d", "xc", "w"}):
            continue  # a place (在北京工作), or words around a choice (在中学还是小学当老师)
        by_ending_only = "ORG" not in tags and "nz" not in tags and tags != {"PER"}  # 在柳钢(PER)当焊工: no person is where one works
        stem = next((name[:-len(ending)] for ending in _ENDINGS_LONGEST_FIRST if name.endswith(ending)), name)
        if by_ending_only and _only_trades(stem):
            continue  # 在咨询中心做过咨询: a kind of place, no name
        # or a city, then a name no dictionary knows (在长沙 / 远大 / 住工上班): a firm of that city
        rest_tags = {tokens.tags[k] for k in range(first + 1, last + 1)}
        coined = tokens.tags[first] == "LOC" and last > first and _coined_firm(text[tokens.starts[first + 1]:end], rest_tags)
        if not by_ending_only or name.endswith(_ORG_ENDINGS + _FIRM_ENDINGS) or coined:
            found.append((ORGANIZATION, Span(start, end, 0.6)))
    return found


@functools.cache
def _brand_pattern() -> re.Pattern[str]:
    return re.compile("|".join(re.escape(brand) for brand in sorted(packaged_brands(), key=len, reverse=True)))


_JOB_WORDS = "offer|Offer|OFFER|员工|工牌|工号|HR|hr|面试|期权|股票|年终奖|项目经理|工程师|程序员|产品经理|设计师|柜员|店长|骑手|快递员|司机"
_BRAND_AT_WORK = (
    # (before the brand, after it): what says someone works there
    (r"(?:(?<=[我他她])是|(?<=我们)|(?<=咱们))$", rf"的(?:[\s，。、！？；,.!?;]|$|{_JOB_WORDS})"),  # 我是字节的，/ 我们京东的年终奖
    (r"(?<=[我他她])是$", rf"(?:{_JOB_WORDS}|外卖员)"),  # 我是饿了么骑手: the brand, then the job done for it
    (r"", rf"的(?:{_JOB_WORDS}|新工作|工作)|员工|营业厅|总部|分公司"),  # 腾讯的offer, 本人小米员工, 中国移动营业厅, 携程总部
    (r"还在$", r"(?:吗|呢|上班|干|做)"),  # 你还在德邦吗
    (r"在$", r"(?:下面|旗下)的"),  # 在链家下面的一个门店
    # 在中石化的加油站干了二十年: one of its sites, then work
    (r"在$", r"的(?:加油站|门店|分店|工厂|仓库|网点|车间|营业厅|研发中心|柜台)(?:" + "|".join(lx.WORK_VERBS) + r"|干)"),
    (r"从$", r"(?:离职|辞职|裸辞|出来|跳槽|被裁|被优化|退休)"),  # 从百度离职
    (r"(?:面试了?|入职了?|加入了?|进了|跳槽(?:去|到)了?|签约了?|本人)$", r""),  # 面试大疆, 进了宁德时代
    (r"(?:通过|拿到|收到)了?$", r"(?:的)?(?:暑期|寒假|日常)?实习"),  # 通过小米暑期实习面试: an intern's employer
    # 在蔚来实习, 在沃尔玛收银, 在顺丰开车
    (r"(?:在|去|到)$", r"(?:" + "|".join(lx.WORK_VERBS) + r"|端|送|跑|卖|管|带|收银|理货|搬货|值班|站柜台|洗碗|配送|开车|送货|派件|分拣)"),
    (r"(?:我们|咱们)$", r"(?:今年|去年|又|也|最近|公司|部门|组|这边|内部|裁员|加班|领导|老板)"),  # 我们京东今年又要裁员
)
_BRAND_CONTEXTS = [(re.compile(before), re.compile(after)) for before, after in _BRAND_AT_WORK]
# a firm no customer visits: being at it is working there (我们在腾讯一起熬了三年, 他现在在阿里，),
# unless a customer's word follows (在阿里云上部署, 在网易买的课)
_AS_A_CUSTOMER = re.compile(r"上|里|买|搜|查|看|下载|注册|充值|订|投")


def _employers_by_brand(text: str, tokens: Tokens) -> list[tuple[str, Span]]:
    """A known brand or abbreviation (腾讯, 中石化, 招行) where the text says someone works
    there: 我是字节的, 腾讯的offer, 从百度离职, 在蔚来实习. As a customer names it (在淘宝上买,
    点了美团外卖) it is nobody's data."""
    boundaries = set(tokens.starts) | {len(text)}
    found = []
    for match in _brand_pattern().finditer(text):
        start, end = match.span()
        if start not in boundaries:
            continue  # part of a longer word
        # with its city before it (在西安隆基绿能做研发): the brand's branch there
        city = token_index(tokens, start - 1) if start else None
        if city is not None and tokens.tags[city] == "LOC" and len(tokens.words[city]) <= 3 \
                and text.endswith("在", 0, tokens.starts[city]):
            start = tokens.starts[city]
        before, after = text[max(0, start - 8):start], text[end:end + 12]
        if (
            match.group() in packaged_employer_brands() and end in boundaries
            and before.endswith(("在", "要去", "去了", "跳槽去", "跳槽到", "入职")) and not _AS_A_CUSTOMER.match(after)
        ):
            # with its city, a branch (要去腾讯成都了)
            index = token_index(tokens, end) if end < len(text) else None
            if index is not None and tokens.tags[index] == "LOC" and len(tokens.words[index]) <= 3 and tokens.starts[index] == end:
                end += len(tokens.words[index])
            found.append((ORGANIZATION, Span(start, end, 0.6)))
            continue
        for context_before, context_after in _BRAND_CONTEXTS:
            slot = context_before.search(before) and context_after.match(after)
            # the word after the brand ends it even where the tagger joined the two (盒马当 / 理货员)
            if slot and (end in boundaries or slot.end() > 0):
                found.append((ORGANIZATION, Span(start, end, 0.6)))
                break
    return found


_EMPLOYER_SHOP = re.compile(
    r"(?:在|去了?|到|进了?|来)(?P<name>(?:(?![我你他她了在去到进来])[\u4e00-\u9fffA-Za-z0-9]){2,10}?)"
    r"的(?P<place>工作室|店|门店|作坊|摊位|餐厅|饭店|诊所|工厂|厂|学校|公司|机构)"
)
_NAMED_BY_TRADE_ONLY = frozenset({"学校", "公司", "机构"})
_NEAR = ("对面", "旁边", "附近", "门口", "楼下", "隔壁", "后面", "前面", "边上", "那边", "这边", "里面")
_NOT_A_SHOP_LEAD = frozenset("我你他她它这那哪某每各本自别人家很")
_COUNTED = re.compile(r"同?[一两几三四五][家个间所座位]")  # 在一家很小的店, 在中关村一家创业公司: no name


def _shops(text: str) -> list[tuple[str, Span]]:
    """The employer named by its shop or studio: 在一禾设计的工作室上班, 去了蜜丝美甲的工作室."""
    found = []
    for match in _EMPLOYER_SHOP.finditer(text):
        stem = match.group("name")
        generic = stem[0] in _NOT_A_SHOP_LEAD or _COUNTED.match(stem) or stem in lx.NOT_IN_STEM
        if stem.endswith(_NEAR):
            continue  # 在桐城中学对面的饭店: a shop placed by a landmark, not named
        if match.group("place") in _NAMED_BY_TRADE_ONLY and not _brand_and_trade(stem):
            continue  # 在市里的学校: only a brand before a trade names one (在蓝海外语培训的学校)
        if not (generic or any(word in stem for word in lx.RELATIONS) or stem.endswith(("开", "办", "做"))):
            found.append((ORGANIZATION, Span(match.start("name"), match.end("name"), 0.6)))
    return found


# where people go, not who anyone is (看了恐龙博物馆): an employer only where a work slot names it
_PUBLIC_VENUES = (
    "博物馆", "美术馆", "科技馆", "纪念馆", "展览馆", "海洋馆", "水族馆", "动物园", "植物园", "游乐园", "大剧院", "音乐厅",
    "宣讲会", "招聘会", "发布会", "见面会", "分享会", "交流会", "运动会", "音乐会", "展销会",  # events (美的宣讲会), and
    "书院",  # 岳麓书院, an old academy; a Hong Kong school so named only where someone attends it (_ACADEMY_ATTENDED)
)


# a school named by its prefecture or county, whatever the tagger called the word (临夏州民族中学 read as a verb)
_SCHOOL_MISTAGGED = re.compile(r"[\u4e00-\u9fff]{1,4}[省市县州区][\u4e00-\u9fff]{1,6}(?:中学|小学|大学|学院|学校)")


def _tagged_organisations(tokens: Tokens) -> Iterable[tuple[int, int]]:
    """Spans of ORG tokens, two of them joined across one short word the tagger split off
    (美团 / 点评 / 上海分公司), with a place before them the tagger cut into characters (水 / 原 / 三星电子)."""
    words, tags, starts = tokens
    i = 0
    while i < len(words):
        if (tags[i] != "ORG" and not _SCHOOL_MISTAGGED.fullmatch(words[i])) or len(words[i]) < 2 or words[i] in lx.NOT_IN_STEM \
                or words[i].endswith(_PUBLIC_VENUES):
            i += 1
            continue
        end_index = i
        for k in (i + 1, i + 2):
            between = words[i + 1:k]
            if k < len(words) and tags[k] == "ORG" and all(len(w) <= 2 and HAN.fullmatch(w) and w not in lx.NOT_IN_STEM for w in between):
                end_index = k
                break
        if end_index == i and i + 1 < len(words) and words[i + 1] in lx.TRADES:
            end_index = i + 1  # 金鼎 / 物流
        start, end = starts[i], starts[end_index] + len(words[end_index])
        first = i
        while first > 0 and i - first < 2 and len(words[first - 1]) == 1 and tags[first - 1] in {"n", "a", "nz"} \
                and HAN.fullmatch(words[first - 1]):
            first -= 1
        if first < i and first > 0 and tags[first - 1] == "LOC":
            start = starts[first]  # 韩国 / 水 / 原 / 三星电子: the city of the branch, cut into characters after the country
        if end - start >= 4 and (end_index > i or words[end_index].endswith(_ORG_ENDINGS) or _brand_and_trade(words[i])):
            yield start, end  # a lone ORG word needs an organisation ending or a trade: not 毕业论文
        i = end_index + 1


def _brand_and_trade(stem: str) -> bool:
    """A brand before a trade word names an organisation: 阳光 + 心理 (诊所), 平安 + 保险 (公司);
    a trade alone (心理诊所) or after a generic word (一家心理诊所) does not."""
    for trade in lx.TRADES:
        brand = stem[: len(stem) - len(trade)]
        if stem.endswith(trade) and len(brand) >= 2 and not _generic(brand):
            return True
    return False


_FACULTY_FIELD = re.compile(r"(?:学院|院系|系别|专业)[：:]\s?$")
_BELOW_A_DISTRICT = ("街道", "镇", "乡", "社区", "村")
_LOCAL_BODIES = ("调解委员会", "居委会", "村委会", "居民委员会", "村民委员会", "卫生院", "派出所", "司法所", "街道办事处")
_ENDINGS_LONGEST_FIRST = sorted(_ORG_ENDINGS, key=len, reverse=True)
# 方恒国际, 北方重工: in the slot of an employer, a firm
_FIRM_ENDINGS = ("国际", "控股", "股份", "实业", "重工", "集团", "科技", "电子", "电器", "机械", "化工", "钢铁", "物流")


_NUMERAL_LEAD = re.compile(r"[一两几这那某每哪]")


def _coined_firm(rest: str, tags: set[str]) -> bool:
    """What follows a city in a work slot is a firm's coined name: three characters or more, no word the
    dictionary knows, no place and no trade (远大住工; not 工地, 科技园, 南山)."""
    # (a firm's ending inside it leaves the rest to the firm's own rules: 包头钢铁 / 食堂, its canteen)
    return len(rest) >= 3 and not known_word(rest) and not _only_trades(rest) and tags <= {"a", "n", "v", "vn"} \
        and not rest.endswith(lx.PLACE_SUFFIXES) and not any(ending in rest for ending in _FIRM_ENDINGS)


def _only_trades(stem: str) -> bool:
    while stem:
        trade = next((t for t in sorted(lx.TRADES, key=len, reverse=True) if stem.startswith(t)), None)
        if trade is None:
            return False
        stem = stem[len(trade):]
    return True


def _generic(brand: str) -> bool:
    return brand in lx.NOT_IN_STEM or brand in lx.TRADES or bool(_NUMERAL_LEAD.match(brand))


def _kind(name: str) -> str:
    return SCHOOL if name.endswith(lx.SCHOOL_SUFFIXES) else ORGANIZATION


_ADMIN_LEVELS = frozenset({"市", "县", "区", "省", "镇"})


def _chartered_by(words: list[str], index: int) -> bool:
    """立 tagged as a verb after 市 / 县 / 国 …: the 市立 of a school's name (台北 / 市 / 立 / 民生 / 国中)."""
    return words[index] == "立" and index > 0 and words[index - 1][-1:] in "市县省国私公"


def _stem_start(tokens: Tokens, index: int, suffix_start: int, strong: bool = False) -> int:
    """Leftmost start of the name-like tokens before an organisation suffix (at most 14
    characters), with generic words (在, 公司, 我们) left out; before a strong suffix a
    one-character adjective counts too (the tagger splits 明 / 正律所)."""
    words, tags, starts = tokens
    start = suffix_start
    # a town's own body is named by the town (花溪区贵筑街道 / 人民调解委员会, 西湖镇 / 卫生院)
    local_body = words[index].endswith(_LOCAL_BODIES)
    if starts[index] < suffix_start:  # the suffix's token also holds the end of the stem (市第一人民/医院)
        start = starts[index] + leading_verb(words[index])
        if start > starts[index]:
            return start  # 奶奶 / 去市第一人民医院: the stem begins after the verb
    i = index - 1
    while i >= 0 and (tags[i] in STEM_TAGS or (strong and tags[i] == "a" and len(words[i]) == 1) or _chartered_by(words, i)) \
            and words[i] not in lx.NOT_IN_STEM and words[i] not in lx.RELATIONS and suffix_start - starts[i] <= 14:
        if not (HAN.fullmatch(words[i]) or words[i].isdigit()) or (words[i].endswith(_BELOW_A_DISTRICT) and not local_body):
            break  # 中川街道 / 兰州华建建设有限公司: a subdistrict or a town is where a firm is, not its name
        start = starts[i]
        i -= 1
    return start
