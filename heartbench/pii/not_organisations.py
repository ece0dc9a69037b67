"""Spans the organisation rules took that name no organisation here: a kind every town or city has (社区医院, 乡镇政府),
a name every city's school bears (实验小学), a branch named by its city alone, an association by its pastime, a bank
money is paid into, a feast's venue, a carrier goods go by, a restaurant by its cuisine, an estate's office or a
village's team (their place is the value), a street before a firm's gate, a gym or a salon where the writer took out
a card, a city's trade (苏州汽修行业), and what a body signs or supplies, glued to its word or put first (作品署工作室名,
头纱工作室提供)."""

from __future__ import annotations

import re

from heartbench.pii import lexicon as lx
from heartbench.pii.estates import ESTATE_OFFICE, VILLAGE_TEAM
from heartbench.pii.names import dictionary_tag, dictionary_word
from heartbench.pii.tokens import Span


def names_no_organisation(text: str, span: Span) -> bool:
    """Whether the span a rule took names no organisation: a name every city's school bears, with no place before it
    (在实验小学上学); a branch named by its city or region alone (调去保定分公司); a kind every town has (社区医院); a bank,
    a venue (a hotel where guests are fetched too) or a carrier as its customers name it; an estate's office or a
    village's team, whose place is the value (西溪雅苑物业管理处, an address); a street and 公司 before a firm's gate; a
    gym where one took out a card; a restaurant by its cuisine alone (东北菜馆); a trade before 行业 or 专业 (苏州汽修行业);
    a thing signed with or owned by the body, glued to it by the tagger (作品署工作室名), or what the body provides, put
    first (头纱工作室提供。)."""
    name = text[span.start:span.end]
    return (
        name in lx.GENERIC_SCHOOL_NAMES or _BRANCH_BY_PLACE.fullmatch(name) is not None or name in _GENERIC_ORGANISATIONS
        or _pastimes_association(name) or _bank_paid_into(text, span) or _venue_of_a_feast(text, span)
        or _a_meeting_point(text, span)
        or _carrier_sent_by(text, span) or ESTATE_OFFICE.match(text, span.start) is not None
        or _placed_by_its_street(text, span) or VILLAGE_TEAM.fullmatch(name) is not None or _joined_as_a_member(text, span)
        or _by_its_cuisine(name) or text.startswith(_INDUSTRY, span.end) or _signed_or_owned_by(name)
        or _object_fronted(text, span)
    )


_INDUSTRY = ("行业", "专业", "技术", "培训", "学徒")  # 苏州汽修行业, 酒店专业: a trade, no body named


_CUISINES = frozenset("家常 农家 清真 海鲜 私房 特色 素 川 湘 粤 鲁 苏 浙 闽 徽".split())


def _by_its_cuisine(name: str) -> bool:
    """A restaurant called by its cuisine or its region alone (东北菜馆, 家常菜馆): a kind every city has, none named."""
    return name.endswith("菜馆") and (name[:-2] in _CUISINES or dictionary_tag(name[:-2]) == "ns")


# a card or a course a customer took out there, after the branch perhaps (在乐刻健身河西万达店办的卡)
_MEMBERSHIP_TAKEN = re.compile(r"(?:[\u4e00-\u9fff]{2,8}?店)?(?:办的卡|办了卡|办了张卡|办卡|办的会员|办了会员|充的值|充了值|报的课|买的课)")


def _joined_as_a_member(text: str, span: Span) -> bool:
    """A gym, a salon or a school of courses where the writer took out a card or a course: as its customer names it."""
    return _MEMBERSHIP_TAKEN.match(text, span.end) is not None


_GENERIC_ORGANISATIONS = frozenset(
    "社区医院 社区卫生服务中心 社区卫生服务站 卫生服务站 社区卫生站 卫生院 人民医院 中医院 居委会 村委会 派出所 街道办 医院 边境派出所 清真寺管委会 寺管会 教堂管委会 "
    "村民委员会 居民委员会 开户银行 开户行".split()  # 开户银行：…: a form's field
    + "合作社 牧民合作社 农民合作社 专业合作社 农民专业合作社".split()  # a kind of co-operative, none named
    # a neighbourhood's activity centre, every borough has one (里民活動中心 in Taiwan)
    + "活动中心 社区活动中心 老年活动中心 里民活动中心".split()
    + "劳动监察大队 劳动保障监察大队".split()  # every district has one (一起去劳动监察大队)
    + "客服中心 服务中心 呼叫中心 售后中心 售后服务中心".split()  # every firm's (燃气公司客服中心): a kind, none named
    + "劳动仲裁委 劳动仲裁委员会 劳动争议仲裁委员会 劳动人事争议仲裁委员会 仲裁委 仲裁委员会".split()  # (去劳动仲裁委立案)
    + "农村信用社 信用社 农村信用合作社 农商行 农村商业银行".split()  # every county has one (农村信用社的贷款利率)
    + "市场监管局 市场监督管理局 工商局".split()  # every district has one (去市场监管局投诉)
    + "红十字会 妇联 总工会 工会 共青团 残联 消协 居家养老服务中心".split()  # every city has one (红十字会来电)
    # every firm has one (在技术部做开发): a department, no firm named
    + "技术部 研发部 市场部 销售部 财务部 人事部 行政部 运营部 客服部 采购部 法务部 设计部 工程部 生产部 品质部 质检部 "
      "后勤部 业务部 人力资源部 综合部 产品部".split()
    # every township has one (乡卫生院的胡医生), and every level a government (向乡镇政府申请)
    + "乡卫生院 镇卫生院 村卫生室 乡政府 镇政府 乡镇政府 乡镇人民政府 县政府 市政府 区政府 省政府 人民政府 地方政府".split()
)
_BRANCH_BY_PLACE = re.compile(r"[\u4e00-\u9fff]{2,3}(?:分公司|分部|办事处|分店|分厂)")


# a firm's dormitory or gate placed by its district, town and street (人和镇机场南路公司宿舍楼下): the street is an
# address, no firm is named
_PLACED_BY_ITS_STREET = re.compile(r"[\u4e00-\u9fff]{2,12}?(?:区|县|镇|乡|街道)[\u4e00-\u9fff]{1,6}?(?:路|街|大道)公司(?=宿舍|门口|楼下|大门)")


def _placed_by_its_street(text: str, span: Span) -> bool:
    """Whether the span is all `_PLACED_BY_ITS_STREET`: a street and 公司 before the firm's dormitory or gate."""
    match = _PLACED_BY_ITS_STREET.match(text, span.start)
    return match is not None and match.end() == span.end


_FEAST_HELD = re.compile(r"摆酒|办酒|摆了?[\d一二三四五六七八九十几]+桌|请客|办婚礼|聚餐|吃饭|饮茶|喝早茶|喝喜酒")
_FEAST_VENUES = ("酒家", "酒楼", "酒店", "饭店", "餐厅", "大酒店", "菜馆", "饭庄")
_FEAST_PLACED = re.compile(r"(?:酒席|婚宴|喜宴|寿宴|酒)(?:摆在|定在|设在|办在)$")  # 酒席摆在金海岸大酒店


def _venue_of_a_feast(text: str, span: Span) -> bool:
    """A restaurant a banquet or a meal is held at (喺广州酒家摆酒): a venue open to anyone, as a wedding's hotel."""
    return text.endswith(_FEAST_VENUES, span.start, span.end) and (
        _FEAST_HELD.match(text, span.end) is not None or _FEAST_PLACED.search(text, max(0, span.start - 4), span.start) is not None
    )


# a hotel's lobby or door where a tour fetches its guests or a group meets (亚龙湾酒店大堂8:00接)
_MEETING_POINT = re.compile(r"(?:大堂|门口|大门|楼下|前台)?\s?(?:\d{1,2}[:：]\d{2}|[\d一二三四五六七八九十]{1,3}点半?)?\s?(?:接(?![待手受收电])|集合|见面|碰头|上车)")


def _a_meeting_point(text: str, span: Span) -> bool:
    """A hotel where guests are fetched or a group meets (亚龙湾酒店大堂8:00接): a place open to anyone, as a venue."""
    return text.endswith(("酒店", "宾馆", "饭店"), span.start, span.end) and _MEETING_POINT.match(text, span.end) is not None


_PAID_INTO = re.compile(r"(?:存入|存到|转入|转到|汇入|汇到|打到|打入|卡是|卡在)$")  # or whose card it is (工资卡是长安银行的)
_PAID_THROUGH = re.compile(r"(?:通过|经由|从|用)$")
_TRANSFERRED = re.compile(r"转账|汇款|打款|付款|转了|汇了|打了")


def _bank_paid_into(text: str, span: Span) -> bool:
    """A bank money is paid into or through, or a card is of (存入梅县农商银行, 通过…信用合作联社转账, 工资卡是长安银行的):
    as its customers name it, nobody's data. A branch (…支行) does not end so and is kept: it narrows where the
    account holder lives."""
    name = text[span.start:span.end]
    if not name.endswith(("银行", "信用社", "农商行", "信用合作联社", "信用联社", "农信社")):
        return False
    paid_through = _PAID_THROUGH.search(text, max(0, span.start - 2), span.start) and _TRANSFERRED.match(text, span.end)
    return _PAID_INTO.search(text, max(0, span.start - 2), span.start) is not None or bool(paid_through)


_SENT_BY = re.compile(r"(?:走|用|发|寄|叫|选)了?$")


def _carrier_sent_by(text: str, span: Span) -> bool:
    """A carrier goods are sent by (走德邦物流, 用中通快递寄的): as its customers name it, nobody's data; not where one
    works (在德邦物流上班)."""
    if not text[span.start:span.end].endswith(("物流", "快递", "快运", "速运", "速递")):
        return False
    return _SENT_BY.search(text, max(0, span.start - 2), span.start) is not None or text.startswith(("寄", "发"), span.end)


def _pastimes_association(name: str) -> bool:
    """An association named by its pastime alone (象棋协会, 书法协会): every town has one."""
    return name.endswith("协会") and len(name) == 4 and dictionary_word(name[:2])


_SIGNED_OR_OWNED = frozenset("署归属")


def _signed_or_owned_by(name: str) -> bool:
    """A word, a verb of signing or owning, then a body's word alone (作品署工作室, 版权归公司): the tagger glued a
    clause into one word; the body is the one spoken of, not named."""
    return any(
        name[k] in _SIGNED_OR_OWNED and dictionary_word(name[:k]) and name[k + 1:] in lx.BODY_WORDS_LONGEST_FIRST
        for k in range(2, len(name) - 1)
    )


_SUPPLYING_AT_A_CLAUSE_END = re.compile(r"(?:提供|负责|准备|包办|出)[，,。；;！!]")
_CLAUSE_STARTS = "，,。；;！!？?\n "


def _object_fronted(text: str, span: Span) -> bool:
    """A common noun opening a clause, a body's word and a verb of supplying that ends it (礼服带三套，头纱工作室提供。):
    the noun is what the body supplies, put first, as the verb takes no object after it."""
    name = text[span.start:span.end]
    body = next((word for word in lx.BODY_WORDS_LONGEST_FIRST if name.endswith(word)), "")
    opening = span.start == 0 or text[span.start - 1] in _CLAUSE_STARTS
    return bool(body) and opening and dictionary_tag(name[: -len(body)]) == "n" \
        and _SUPPLYING_AT_A_CLAUSE_END.match(text, span.end) is not None
