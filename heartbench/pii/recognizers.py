"""Recognisers for structured Chinese personal data: numbers, handles, plates, IPs.

Every pattern uses explicit lookarounds instead of `\\b`: Chinese characters count as word
characters, so `\\b` never fires between "号码是" and the number that follows it. Numbers
with a check digit (identity numbers, bank cards) score high when the check passes and low
when it fails; a failing number is only reported when a context word ("身份证", "卡号")
lifts it over the threshold (`heartbench.pii.analysis`), because then the author calls it an
identifier anyway.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Callable, Sequence
from typing import NamedTuple

from heartbench.pii.checksums import is_valid_id, is_valid_regional_id, is_valid_spanish_id, luhn_valid

LANGUAGE = "zh"

# Entity types (presidio's names where it has one). Structured types are the ones a leak gate rejects outright.
MOBILE = "CN_MOBILE"
LANDLINE = "CN_LANDLINE"
ID_CARD = "CN_ID_CARD"
BANK_CARD = "BANK_CARD"
EMAIL = "EMAIL_ADDRESS"
QQ = "QQ_NUMBER"
WECHAT = "WECHAT_ID"
PLATE = "CN_LICENSE_PLATE"
IP = "IP_ADDRESS"
BIRTH_DATE = "DATE_OF_BIRTH"
TRAVEL_DOCUMENT = "TRAVEL_DOCUMENT"  # passports, Mainland / HK / Macau / Taiwan travel permits
PROFILE_URL = "PROFILE_URL"  # a social or code-hosting profile link with a user id
PERSON = "PERSON"
ADDRESS = "CN_ADDRESS"
ORGANIZATION = "ORGANIZATION"
SCHOOL = "SCHOOL"

STRUCTURED_TYPES = frozenset(
    {MOBILE, LANDLINE, ID_CARD, BANK_CARD, EMAIL, QQ, WECHAT, PLATE, IP, BIRTH_DATE, TRAVEL_DOCUMENT, PROFILE_URL}
)
LEXICAL_TYPES = frozenset({PERSON, ADDRESS, ORGANIZATION, SCHOOL})
ENTITY_TYPES = STRUCTURED_TYPES | LEXICAL_TYPES

# Score of a number whose check digit fails: under the default threshold unless context lifts it.
FAILED_CHECK_SCORE = 0.2

_EXTENSION = r"(?:\s?(?:转|分机)\s?\d{1,5}|-\d{1,5})"  # 转8024, 分机 8024, -8024
_NOT_ALNUM_BEFORE = r"(?<![A-Za-z0-9_@.\-])"
_KOREA_ON_THE_LINE = r"(?:[가-힣]|韩国|韓國|首尔|首爾|釜山)"  # Hangul, or Korea or its cities named, near a Korean number
_NOT_ALNUM_AFTER = r"(?![A-Za-z0-9_@])"
_DIGIT_SEP = r"[ \-]?"
_HANDLE_FILLER = r"[^A-Za-z0-9\n。！？!?；;]{0,12}?"
# From a request at a turn's end to the next turn's text, past its speaker (…护照号。\nEmma Richter：)
_TO_THE_NEXT_TURN = r"[^\n]{0,24}\n[^\n：:]{1,20}[：:]"
# What a passport's number looks like: letters then digits (E12345678, P4826153A), or letters and digits mixed (C4FT79K21)
_LETTERS_THEN_DIGITS = r"[A-Za-z]{1,2}\d{7,9}[A-Za-z]?"
_LETTERS_AND_DIGITS_MIXED = r"(?=(?:[A-Z]*\d){3})(?=(?:\d*[A-Z]){2})[A-Z0-9]{8,10}"
_PASSPORT_SHAPES = f"(?:{_LETTERS_THEN_DIGITS}|{_LETTERS_AND_DIGITS_MIXED})"
# From a question in one chat turn to the start of the reply (…吧 B：好，你搜这个：).
_TO_THE_REPLY = r"[^A-Za-z0-9\n。！]{0,16}?(?<![A-Za-z])[A-Z][：:][^A-Za-z0-9\n。！？!?]{0,10}?"


class Finding(NamedTuple):
    """One match of a recogniser, before context words and the threshold are applied."""

    type: str
    start: int
    end: int
    score: float
    context: Sequence[str] = ()
    """Words that, just before the match, make it more likely what the recogniser says."""


class RegexRecognizer:
    """Regex matches of one entity type, optionally re-scored by a check function. The
    reported span is the group named `pii`, or the whole match."""

    def __init__(
        self,
        entity: str,
        patterns: Sequence[tuple[str, float]],
        *,
        context: Sequence[str] = (),
        check: Callable[[str, float], float | None] | None = None,
    ):
        self.entity = entity
        self.patterns = [(re.compile(regex), score) for regex, score in patterns]
        self.context = tuple(context)
        self.check = check

    def find(self, text: str) -> list[Finding]:
        findings = []
        for regex, pattern_score in self.patterns:
            group = "pii" if "pii" in regex.groupindex else 0
            for match in regex.finditer(text):
                score = pattern_score if self.check is None else self.check(match.group(group), pattern_score)
                if score is not None:
                    findings.append(Finding(self.entity, *match.span(group), score, self.context))
        return findings


def _id_score(candidate: str, score: float) -> float:
    return score if is_valid_id(re.sub(r"[ \-]", "", candidate)) else FAILED_CHECK_SCORE


def _regional_id_score(candidate: str, score: float) -> float:
    return score if is_valid_regional_id(candidate) else FAILED_CHECK_SCORE


def _spanish_id_score(candidate: str, score: float) -> float:
    return score if is_valid_spanish_id(candidate) else FAILED_CHECK_SCORE


def _bank_score(candidate: str, score: float) -> float:
    digits = re.sub(r"\D", "", candidate)
    return score if luhn_valid(digits) else FAILED_CHECK_SCORE


def _ipv6_score(candidate: str, score: float) -> float | None:
    try:
        ipaddress.IPv6Address(candidate)
    except ValueError:
        return None
    return score


_OCTET = r"(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)"
_HAN_DIGITS = "零〇一二三四五六七八九幺"
_HAN_NUMBER = "零〇一二三四五六七八九十"
_DATE = (
    r"民国\s?\d{2,3}\s?年\s?\d{1,2}\s?月(?:\s?\d{1,2}\s?[日号])?"  # Taiwan's calendar: 民國80年6月12日
    r"|(?:19|20)\d{2}\s?年\s?\d{1,2}\s?月(?:\s?\d{1,2}\s?[日号])?"
    r"|(?<!\d)\d{2}\s?年\s?\d{1,2}\s?月\s?\d{1,2}\s?[日号]"  # 87年5月3号: the year as people say it
    rf"|(?<![{_HAN_NUMBER}])[{_HAN_DIGITS}]{{2}}年[{_HAN_NUMBER}]{{1,2}}月[{_HAN_NUMBER}]{{1,3}}[日号]"  # 八八年三月五号
    r"|(?:19|20)\d{2}(?P<sep>[\-./])\d{1,2}(?P=sep)\d{1,2}(?!\d)"
    rf"|[一二][{_HAN_NUMBER}]{{3}}年[{_HAN_NUMBER}]{{1,2}}月(?:[{_HAN_NUMBER}]{{1,3}}[日号])?"
    r"|(?<![\d年])\d{1,2}\s?月\s?\d{1,2}\s?[日号]"  # 生日：5月20日: a birthday without its year, still the person's
    r"|(?<![\d./])(?:1[0-2]|0?[1-9])[./](?:3[01]|[12]\d|0?[1-9])(?![\d./])"  # or as a shop's app writes it (生日：3.15)
    # the lunar calendar, as the old give their birthdays (1952年腊月初八, 正月十五)
    rf"|(?:(?:19|20)\d{{2}}\s?年\s?|[一二][{_HAN_NUMBER}]{{3}}年)?(?:农历|阴历)?(?:正|腊|冬|十[一二]?|[一二三四五六七八九])月"
    r"(?:初[一二三四五六七八九十]|十[一二三四五六七八九]?|二十[一二三四五六七八九]?|廿[一二三四五六七八九]?|三十)"
)
# 生于 of a title (卿德厚先生于2023年7月去世, 学生于…) gives no birth date; 出生 before a colon is a résumé's field,
# before a space and a year an identity card's
_BIRTH_LABEL = (
    r"(?:出生日期|出生年月日?|出生(?=\s?[：:]|\s(?:19|20)\d{2})|生日|生辰|(?<![先学医考书])生于|出生于|诞生于|出生时间|阳历生日|农历生日|阴历生日"
    r"|[Dd]ate of [Bb]irth|DOB|D\.O\.B\.|[Bb]irthday|[Bb]irth [Dd]ate|[Bb]orn on"  # a form in English (Date of birth: …)
    # a full date given in the other calendar is how a birthday is told (阳历是1992年9月10号的那个人); a festival's date
    # or a day's is given so too, and is no one's (春节阳历是…, 结婚那天阳历是…)
    r"|(?<![节夕宵午天日])(?:阳历|公历|阴历|农历)是(?=\s?(?:19|20)\d{2}\s?年))"
)
_FILLER_TO_DATE = r"[^\d\n。！？]{0,4}?"
_TRAVEL_LABEL = r"(?:护照|通行证|台胞证|回乡证|旅行证|签证页|边民证|海员证|船员证)"  # a border resident's pass, a seafarer's
_PROFILE_HOSTS = "|".join(
    re.escape(host) for host in (
        "weibo.com", "weibo.cn", "douban.com", "zhihu.com", "bilibili.com", "xiaohongshu.com", "xhslink.com",
        "douyin.com", "kuaishou.com", "github.com", "gitee.com", "tieba.baidu.com", "instagram.com",
        "twitter.com", "x.com", "facebook.com", "linkedin.com/in", "toutiao.com", "jianshu.com/u",
    )
)
PLATE_PROVINCES = "京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼"
"""The provinces' characters a licence plate opens with."""
_PLATE_LETTER = "A-HJ-NP-Za-hj-np-z"  # plates never use I or O


def structured_recognizers() -> list[RegexRecognizer]:
    """The recognisers for the structured types, in no particular order."""
    return [
        RegexRecognizer(
            MOBILE,
            [
                # (not the start of a longer code: a student number masked at its end, its last digits as letters)
                (_NOT_ALNUM_BEFORE + r"(?:(?:\+|00)86[ \-]?)?1[3-9]\d(?:[ \-]?\d{4}){2}(?![0-9A-Za-z])", 0.6),
                # read aloud and written down in Chinese numerals: 一三八零七一二四六五九, 幺三八…
                (rf"(?<![{_HAN_DIGITS}])[一幺][三四五六七八九][{_HAN_DIGITS}]{{9}}(?![{_HAN_DIGITS}])", 0.7),
            ],
            context=["手机", "电话", "号码", "联系", "打给", "致电", "短信", "来电", "号"],
        ),
        RegexRecognizer(
            MOBILE,
            [
                # Taiwan: 0912-345-678, +886 912 345 678; Hong Kong and Macau with their country code
                (_NOT_ALNUM_BEFORE + r"(?:(?:\+|00)886[ \-]?|0)9\d{2}[ \-]?\d{3}[ \-]?\d{3}(?!\d)", 0.6),
                (_NOT_ALNUM_BEFORE + r"(?:\+|00)85[23][ \-]?[2-9]\d{3}[ \-]?\d{4}(?!\d)", 0.6),
                # a Hong Kong number without it is eight bare digits: only with a word that says phone
                (_NOT_ALNUM_BEFORE + r"[569]\d{3}[ \-]?\d{4}(?!\d)", 0.3),
                # Singapore (+65 9123 4567) and Malaysia (012-345 6789, +60 12-345 6789)
                (_NOT_ALNUM_BEFORE + r"(?:\+|00)65[ \-]?[89]\d{3}[ \-]?\d{4}(?!\d)", 0.6),
                (_NOT_ALNUM_BEFORE + r"(?:(?:\+|00)60[ \-]?|0)1[1-9][ \-]?\d{3,4}[ \-]?\d{4}(?!\d)", 0.6),
                # where Chinese students and workers go: Japan, Korea, North America, Britain, Australia, New Zealand,
                # and where Chinese families live and work in South-East Asia: Thailand, Indonesia, Vietnam, the
                # Philippines, Laos, Cambodia, Myanmar; and in Europe: Spain, Italy, France, Germany
                # (not a chat's +1 before a date: 报名+1 2025-11-18 21:06)
                (_NOT_ALNUM_BEFORE + r"(?:\+|00)(?:81|82|1|44|61|64|66|62|84|63|856|855|95|34|39|33|49)"
                 r"(?![ \-]?(?:19|20)\d{2}-\d{1,2}-\d{1,2})"
                 r"[ \-]?\(?\d{1,4}\)?(?:[ \-]?\d{2,4}){2,3}(?!\d)", 0.6),
                # a Japanese mobile written at home (080-4129-6637): no Chinese area code is 070, 080 or 090
                (_NOT_ALNUM_BEFORE + r"0[789]0[ \-]?\d{4}[ \-]?\d{4}(?!\d)", 0.6),
                # a North American number written at home: its area code in brackets ((647) 382-9150), no other
                # country's form; set off by dashes alone (647-382-9150) only beside a word that says phone
                (_NOT_ALNUM_BEFORE + r"\([2-9]\d{2}\)[ \-]?[2-9]\d{2}-\d{4}(?!\d)", 0.6),
                (_NOT_ALNUM_BEFORE + r"[2-9]\d{2}-[2-9]\d{2}-\d{4}(?!\d)", 0.3),
                # an Australian mobile written at home (0412 735 068): only beside a word that says phone or Australia
                (_NOT_ALNUM_BEFORE + r"04\d{2}[ \-]?\d{3}[ \-]?\d{3}(?!\d)", 0.3),
                # any other country's code: a phone number only beside a word that says so (WhatsApp +234 803 412 7789)
                (_NOT_ALNUM_BEFORE + r"(?:\+|00)[1-9]\d{0,2}[ \-]?\d{2,4}(?:[ \-]?\d{2,4}){2,3}(?!\d)", 0.3),
            ],
            context=["手机", "电话", "联络", "联系", "致电", "WhatsApp", "whatsapp", "短讯", "打给", "打", "搵我", "澳洲"],
        ),
        RegexRecognizer(
            MOBILE,
            # a Korean mobile written at home (010-4827-3316), as a Beijing landline is written too: only where the
            # line is written in Hangul or names Korea
            [(_KOREA_ON_THE_LINE + r"[^\n]{0,80}?(?<!\d)(?P<pii>010-\d{4}-\d{4})(?!\d)", 0.75),
             (r"(?<!\d)(?P<pii>010-\d{4}-\d{4})(?!\d)(?=[^\n]{0,80}?" + _KOREA_ON_THE_LINE + ")", 0.75)],
            context=["手机", "电话", "联系"],
        ),
        RegexRecognizer(
            LANDLINE,
            [
                # area code set off by a separator or brackets: clearly a phone number
                # (no area code begins 011-019: those are Malaysia's mobiles)
                # (with an extension, 0311-87021356转8024: the whole number one dials)
                (_NOT_ALNUM_BEFORE + r"(?:[(（]0\d{2,3}[)）][ \-]?|(?!01[1-9]|0[789]0)0\d{2,3}[ \-])[2-9]\d{2,3}[ \-]?\d{4}"
                 + _EXTENSION + r"?(?!\d)", 0.6),
                # run together: could be any number, needs a context word
                (_NOT_ALNUM_BEFORE + r"0(?:[12]\d|[3-9]\d{2})[2-9]\d{6,7}" + _EXTENSION + r"?(?!\d)", 0.35),
                # Taiwan's area codes of one digit after the 0 ((02)2735-6184 in Taipei), in brackets; with a dash only
                # beside a word that says phone (02-2735-6184)
                (_NOT_ALNUM_BEFORE + r"[(（]0[2-8][)）][ \-]?[2-9]\d{2,3}[ \-]?\d{4}(?!\d)", 0.6),
                (_NOT_ALNUM_BEFORE + r"0[2-8]-[2-9]\d{2,3}-\d{4}(?!\d)", 0.35),
            ],
            context=["电话", "座机", "固话", "号码", "热线", "分机", "拨打", "联系", "打"],
        ),
        RegexRecognizer(
            ID_CARD,
            [(r"(?<![A-Za-z0-9])[1-9]\d{5}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx](?![A-Za-z0-9])", 1.0),
             # grouped as it is read out: region, birth date, the last four (110101 19900307 8515)
             (r"(?<![A-Za-z0-9])[1-9]\d{5}[ \-](?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])[ \-]\d{3}[\dXx](?![A-Za-z0-9])", 1.0)],
            context=["身份证", "证件", "身份", "公民"],
            check=_id_score,
        ),
        RegexRecognizer(
            ID_CARD,
            [
                (r"(?<![A-Za-z0-9])[A-Z][1289]\d{8}(?![A-Za-z0-9])", 0.8),  # Taiwan: A123456789
                (r"(?<![A-Za-z0-9])[A-Z]{1,2}\d{6}(?:[(（][0-9A][)）]|[0-9A](?![A-Za-z0-9]))", 0.75),  # Hong Kong: A123456(3)
                (r"(?<![A-Za-z0-9])[STFG]\d{7}[A-Z](?![A-Za-z0-9])", 0.8),  # Singapore: S1234567D
                (r"(?<![\d\-])\d{6}-\d{2}-\d{4}(?![\d\-])", 0.8),  # Malaysia: 950312-14-5622
            ],
            context=["身份证", "身份证字号", "证件", "身份", "统一编号", "IC", "NRIC", "大马卡"],
            check=_regional_id_score,
        ),
        RegexRecognizer(
            ID_CARD,
            # Spain: a foreigner's NIE (X4821736L), checked; a citizen's DNI (eight digits and a letter) beside its name
            [(r"(?<![A-Za-z0-9])[XYZ]\d{7}[A-Z](?![A-Za-z0-9])", 0.8), (r"(?<![A-Za-z0-9])\d{8}[A-Z](?![A-Za-z0-9])", 0.4)],
            context=["NIE", "DNI", "居留", "身份证", "证件"],
            check=_spanish_id_score,
        ),
        RegexRecognizer(
            ID_CARD,
            # Macau: 1, 5 or 7, six digits, a check digit in brackets (5215837(3)), whose rule is not published:
            # only beside a word that says it is an identity card
            [(r"(?<![A-Za-z0-9])[157]\d{6}[(（]\d[)）]", 0.3)],
            context=["身份证", "证件", "证", "澳门"],
        ),
        RegexRecognizer(
            ID_CARD,
            # a Japanese residence card (在留卡 AB12345678CD; the tagger cuts 在 / 留 / 卡): beside a word for a card
            # and a residence permit elsewhere (居留卡号码NL0582716B): letters, seven digits, a letter
            [(r"(?<![A-Za-z0-9])[A-Z]{2}\d{8}[A-Z]{2}(?![A-Za-z0-9])", 0.3), (r"(?<![A-Za-z0-9])[A-Z]{1,2}\d{7}[A-Z](?![A-Za-z0-9])", 0.3)],
            context=["卡", "在留", "居留", "证件"],
        ),
        RegexRecognizer(
            BANK_CARD,
            [
                (r"(?<![A-Za-z0-9])[3-6]\d{3}(?:" + _DIGIT_SEP + r"\d{4}){3}(?:" + _DIGIT_SEP + r"\d{1,3})?(?![A-Za-z0-9])", 0.9),
                (r"(?<![A-Za-z0-9])3[47]\d{2}[ \-]?\d{6}[ \-]?\d{5}(?![A-Za-z0-9])", 0.9),
                # the card's issuer number of six apart, then fours (622848 0219 4417 3569): 16 to 19 digits
                (r"(?<![A-Za-z0-9])[3-6]\d{5}(?:" + _DIGIT_SEP + r"\d{4}){2}" + _DIGIT_SEP + r"\d{2,5}(?![A-Za-z0-9])", 0.9),
            ],
            context=["卡号", "银行卡", "信用卡", "储蓄卡", "借记卡", "工资卡", "卡", "账号", "账户", "转账", "银行"],
            check=_bank_score,
        ),
        # an account's number, of no card's length and with no check digit (账号10427793), only where a bank or a
        # transfer is named before it: 账号 alone is as often a game's or an app's
        RegexRecognizer(
            BANK_CARD,
            [(r"(?:银行账号|收款账号|账号|账户号码?|户号)[：:]?\s?(?P<pii>\d{6,12})(?![\d\-])", 0.3)],
            context=["银行", "转账", "转到", "汇款", "开户", "户名", "bsb", "swift", "iban", "存折", "储蓄"],
        ),
        RegexRecognizer(
            EMAIL,
            [
                (r"(?<![A-Za-z0-9._%+\-])[A-Za-z0-9][A-Za-z0-9._%+\-]*@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}(?![A-Za-z0-9\-])", 0.9),
                # written to dodge scrapers: name#163.com, name(at)163.com, name[at]hotmail.com
                (r"(?<![A-Za-z0-9._%+\-])[A-Za-z0-9][A-Za-z0-9._%+\-]*(?:#|＃|\s?[(\[（]at[)\]）]\s?|\sat\s)[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.(?:com|cn|net|org|edu)(?:\.cn)?(?![A-Za-z0-9\-])", 0.85),
            ],
        ),
        RegexRecognizer(
            QQ,
            [
                (r"(?:QQ|qq|Qq|扣扣|企鹅号|企鹅|(?<![A-Za-z])[Qq](?=\s?[:：]))" + _HANDLE_FILLER + r"(?<!\d)(?P<pii>[1-9]\d{4,10})(?![\d@A-Za-z.])", 0.85),
                # every digit set apart, as one reads it out (qq号1 3 9 5 7 2 8 4 6)
                # digits set apart one by one or in groups (9 1 7 5 5 3, 917 553 280)
                (
                    r"(?:QQ|qq|Qq|扣扣)" + _HANDLE_FILLER
                    + r"(?<!\d)(?P<pii>[1-9](?: \d){4,10}|[1-9]\d{2,3}(?: \d{2,4}){1,2})(?![\d@A-Za-z.])",
                    0.8,
                ),
                (r"(?<![\d.])(?P<pii>[1-9]\d{4,10})(?!\d)(?:是|就是)?(?:我|他|她|你)?的?(?:QQ|qq|扣扣)(?!邮箱|\.)", 0.85),
                # asked for in one chat turn, given first thing in the reply: 你QQ还用吗 A：2837465910
                (r"(?:QQ|qq|扣扣)" + _TO_THE_REPLY + r"(?<!\d)(?P<pii>[1-9]\d{4,10})(?![\d@A-Za-z.])", 0.75),
            ],
        ),
        RegexRecognizer(
            WECHAT,
            [(
                # WeChat, and the account ids of the other apps people give the same way (抖音号是…)
                r"(?:微\s?信|威信|薇信|[Vv]信|[Vv][Xx]|[Ww][Xx]|weixin|[Ww]e[Cc]hat|加[Vv]|(?<![A-Za-z])[Vv](?=\s?[:：])"
                r"|抖音|快手|小红书|微博|B站|b站|[Ii]nstagram|ins|支付宝|淘宝|闲鱼(?=号|账号|帐号|ID|id)|骑手(?=ID|id|号)|钉钉|飞书|Soul|soul|LINE|Line|Telegram|IG)"
                + r"(?:账号|帐号)?"
                + r"\s?(?:号|号码|ID|id)?" + _HANDLE_FILLER
                + r"(?:(?:ID|id)(?:是|\s?[：:])\s?)?"  # the id named after a pause (加我LINE，ID是peng_math520)
                # LINE's and Instagram's ids may hold a dot (amy.chen0815), never at their end
                # and an account written with an @ and no domain's dot (支付宝zhan.xiaoyu@alipay); with the dot, an e-mail
                + r"(?<![A-Za-z0-9_\-])(?P<pii>[A-Za-z](?:[A-Za-z0-9_\-]|\.(?=[A-Za-z0-9])){5,19}"
                r"(?:@[A-Za-z0-9\-]{2,15}(?![A-Za-z0-9.\-]))?)(?![A-Za-z0-9_\-@])",
                0.85,
            ), (  # an app whose ids may be all digits, given as its number (小红书号是9687321045, 抖音号 38271645)
                r"(?:抖音|快手|小红书|微博|B站|b站)(?:账号|帐号|号|ID|id)" + _HANDLE_FILLER + r"(?<!\d)(?P<pii>[1-9]\d{5,11})(?![\d@A-Za-z.])",
                0.8,
            ), (  # asked for in one turn, given in the reply: 加个微信吧 B：好，你搜这个：yuanyuan_1120
                r"(?:微\s?信|[Ww]e[Cc]hat)" + _TO_THE_REPLY
                + r"(?<![A-Za-z0-9_\-])(?P<pii>[A-Za-z][A-Za-z0-9_\-]{5,19})(?![A-Za-z0-9_\-@])",
                0.75,
            ), (  # named after it: xiaoqi_mm0815，…是微信号 (an id with _ / - or three digits, not iPhone15)
                r"(?<![A-Za-z0-9_\-@.])(?P<pii>(?=[A-Za-z0-9_\-]*(?:[_\-]|\d{3}))[A-Za-z][A-Za-z0-9_\-]{5,19})(?![A-Za-z0-9_\-@.])"
                r"[^\n。！？!?]{0,20}?(?:是|就是|为)?(?:我的)?微\s?信",
                0.6,
            ), (  # a game's id, whatever its script (游戏ID是夜雨听风丶): the account, as an app's id is
                r"(?:游戏|角色)(?:ID|id|账号|帐号|名)(?:是|叫|\s?[：:])\s?(?P<pii>[\u4e00-\u9fffA-Za-z0-9_丶·]{2,16}?)(?=[，,。\s]|$)",
                0.9,
            ), (  # or said of it in brackets after it (帮主：夜雨丶听风（游戏ID）)
                r"(?:^|(?<=[：:\s，,]))(?P<pii>[\u4e00-\u9fffA-Za-z0-9_丶·]{2,16}?)[（(](?:游戏|角色)(?:ID|id|账号|帐号|名)[）)]",
                0.9,
            )],
        ),
        RegexRecognizer(
            PLATE,
            [(
                rf"(?<![A-Za-z0-9])[{PLATE_PROVINCES}][{_PLATE_LETTER}][·•・. ]?"
                # a new-energy plate's D or F may come before the dot too (京AD·85619)
                rf"(?:[DFdf][·•・. ]?[{_PLATE_LETTER}0-9]\d{{4}}|\d{{5}}[DFdf]|[{_PLATE_LETTER}0-9]{{4}}[{_PLATE_LETTER}0-9挂学警港澳])"
                r"(?![A-Za-z0-9])",
                0.75,
            ), (
                # after the dot, a new-energy plate's D or F and five more as a driver writes them (粤B·D57K21)
                rf"(?<![A-Za-z0-9])[{PLATE_PROVINCES}][{_PLATE_LETTER}][·•・][DFdf][{_PLATE_LETTER}0-9]{{5}}(?![A-Za-z0-9])",
                0.75,
            )],
            context=["车牌", "车", "牌照", "号牌"],
        ),
        RegexRecognizer(
            PLATE,
            # an e-bike's plate: its city, a letter and five digits (电动车佛山A12345), only where an e-bike is named
            [(r"(?:电动车|电瓶车|电动自行车|电单车|电摩)(?:的?(?:号牌|车牌|牌照)(?:号码?)?)?(?:是|为|[：:])?\s?"
              r"(?P<pii>[\u4e00-\u9fff]{2,4}\s?[A-Z]\s?\d{5})(?![A-Za-z0-9])", 0.75)],
        ),
        RegexRecognizer(
            PLATE,
            # Taiwan: three letters and four digits (ABC-1234, a car or a scooter), or two and four; bare,
            # it could be a product code, so only with a word that says plate
            [(r"(?<![A-Za-z0-9\-])(?:[A-Z]{3}-\d{4}|[A-Z]{2}-\d{4}|\d{4}-[A-Z]{2})(?![A-Za-z0-9\-])", 0.3)],
            context=["车牌", "车号", "牌照", "号牌", "车牌号码"],
        ),
        RegexRecognizer(
            IP,
            [
                (rf"(?<![\d.]){_OCTET}(?:\.{_OCTET}){{3}}(?!\.?\d)", 0.6),
                (r"(?<![0-9A-Fa-f:])(?=[0-9A-Fa-f:]*[A-Fa-f:]{2})[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?![0-9A-Fa-f:])", 0.6),
            ],
            context=["IP", "ip", "地址", "登录", "服务器", "路由", "网段"],
            check=lambda candidate, score: score if "." in candidate else _ipv6_score(candidate, score),
        ),
        RegexRecognizer(
            BIRTH_DATE,
            [
                (_BIRTH_LABEL + _FILLER_TO_DATE + rf"(?P<pii>{_DATE})", 0.85),
                (_BIRTH_LABEL + _TO_THE_REPLY + rf"(?P<pii>{_DATE})", 0.8),  # 你生日哪天来着 B：1996年2月9号
                # born in a place, then the date: 我出生在贵州省…朱昌镇，2000年1月18日
                (r"(?:出生|生)在[^\d\n。！？]{2,30}?[，,、]\s?" + rf"(?P<pii>{_DATE})", 0.8),
                (rf"(?P<pii>{_DATE})" + r"(?:[(（]?\s?)(?:出生|生人|生的|生(?!\w)|出世|诞生)", 0.85),  # 腊月十八生”: a quote's end too
                # a foundling's date, as the finder or the orphanage wrote it (我是1994年2月17日…被人发现的女婴)
                (rf"(?<=[我他她]是)(?P<pii>{_DATE})(?=[^。！？\n]{{0,30}}?(?:女婴|男婴|弃婴|被人?(?:捡到|发现|遗弃|抱走)))", 0.8),
                # a form's answers in one line: the name, a full date of a past year, then the phone (蒲思雨，2001年7月19日，电话…)
                (r"(?<=[，,：:\s])[\u4e00-\u9fff]{2,4}[，,]\s?(?P<pii>(?:19[2-9]\d|200\d|201[0-5])年\d{1,2}月\d{1,2}[日号])"
                 r"(?=[，,]\s?(?:电话|手机|联系电话|身份证|1\d{10}))", 0.75),
                # a full date right after the sex in a person's header (简历：苗雨桐，女，1998.04.21，…; 女 | 1996.04.18 |)
                (r"(?<![\u4e00-\u9fff])[男女]\s?[，,、|｜/]\s?(?P<pii>(?:19|20)\d{2}(?:年\d{1,2}月\d{1,2}[日号]|(?P<s>[\-./])\d{1,2}(?P=s)\d{1,2}(?!\d)))"
                 r"(?!\s?(?:入职|入学|入党|毕业|加入|参加|参军|到岗|报到|起|至|到|-|~))", 0.8),  # not when one joined something
            ],
        ),
        RegexRecognizer(
            TRAVEL_DOCUMENT,
            [
                # (a letter may end it: the Philippines' P4826153A)
                (_TRAVEL_LABEL + _HANDLE_FILLER + r"(?<![A-Za-z0-9])(?P<pii>" + _LETTERS_THEN_DIGITS + r"|\d{8,10})(?![A-Za-z0-9])", 0.85),
                # or letters and digits mixed, as a German passport's nine are (C4RJ7K2L9): after the label only
                (_TRAVEL_LABEL + _HANDLE_FILLER + r"(?<![A-Za-z0-9])(?P<pii>" + _LETTERS_AND_DIGITS_MIXED + r")(?![A-Za-z0-9])", 0.85),
                # the reply in the next turn to a request for one (麻烦发一下护照号。\nEmma：C4FT79K21，我先生的是C7HJ20M58):
                # its first number and its last
                (_TRAVEL_LABEL + _TO_THE_NEXT_TURN + r"[^A-Za-z0-9\n]{0,6}(?<![A-Za-z0-9])(?P<pii>" + _PASSPORT_SHAPES + r")(?![A-Za-z0-9])", 0.8),
                (_TRAVEL_LABEL + _TO_THE_NEXT_TURN + r"[^\n]{0,40}(?<![A-Za-z0-9])(?P<pii>" + _PASSPORT_SHAPES + r")(?![A-Za-z0-9])", 0.8),
                # a passport number on its own: E or G (before 2012) + 8 digits, or E + letter + 7 digits (2014 series)
                (r"(?<![A-Za-z0-9])(?P<pii>[EG]\d{8}|E[A-HJ-NP-Z]\d{7})(?![A-Za-z0-9])", 0.6),
            ],
        ),
        RegexRecognizer(
            PROFILE_URL,
            [(
                r"(?<![A-Za-z0-9.\-])(?:https?://)?(?:(?:www|m|space|home|my)\.)?(?:" + _PROFILE_HOSTS + r")"
                r"/(?:n/[\u4e00-\u9fff]{1,20}|[A-Za-z0-9_\-.~%/?=&#+]*[A-Za-z0-9_\-/])",
                0.9,
            )],
        ),
    ]
