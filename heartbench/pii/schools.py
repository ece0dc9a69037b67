"""Schools named as no organisation is: by a number (市一中, 成都七中), by the classmates of a reunion
(【复旦97届同学会】), as a Hong Kong secondary school named 书院 or a university by its short name (北大, UCL) where
someone attends it, before the class or the year a child is in there (在小博士幼儿园上中班), or in Japanese kana
(ひまわり保育園)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from heartbench.pii import lexicon as lx
from heartbench.pii.tokens import HAN, STEM_TAGS, Span, Tokens

# the school a reunion's classmates went to, in the group's title (【复旦97届同学会】)
_CLASS_OF = re.compile(
    r"(?<=【)(?P<name>[\u4e00-\u9fff]{2,10}?)(?:\d{2,4}|[一二三四五六七八九十〇零]{2,4})(?:届|级)[\u4e00-\u9fff]{0,4}?"
    r"(?:同学会|同学群|校友会|校友群|同学)"
)
# a Hong Kong secondary school named 书院 (就读圣保罗书院中三): a school only where someone attends it, since an old
# academy (岳麓书院) is a landmark
_ACADEMY_ATTENDED = re.compile(
    r"(?:就读于?|考上了?|考进了?|在)(?P<name>[\u4e00-\u9fff]{2,8}?书院)(?=读|念|上学|中[一二三四五六]|[，。、])"
)

# a school someone attends, said in Cantonese (喺大埔舊墟公立學校讀書), whatever the tagger read its words as
_ATTENDED_IN_CANTONESE = re.compile(
    r"(?<=喺)(?P<name>[\u4e00-\u9fff]{2,12}?(?:学校|小学|中学|书院|幼稚园|幼儿园|学院|大学))(?=读书|读|返学|上堂|念书)"
)

# a school a child attends, by the class or the year there (在小博士幼儿园上中班, 在天津市第二南开学校读初一),
# whatever the tagger read its words as; not one named by a kind every town has (在实验小学读三年级) or by whose it is
_ATTENDED_IN_A_YEAR = re.compile(
    r"(?<=在)(?P<name>(?!这|那|哪|一所|一家|本|该|我们|他们|你们|孩子|家|附近|村|镇|县|乡|当地|老家|市里|城里)"
    r"[\u4e00-\u9fff]{2,12}?(?:学校|小学|中学|幼儿园|学院|大学))"
    r"(?=上[小中大]班|读[小初高大][一二三四]|读[一二三四五六]年级|上[一二三四五六]年级|念[小初高大][一二三四])"
)
# a university by its short name or its English letters, where someone studies or studied there (在浙大读大三,
# 北大毕业的, 是复旦的学生, 在UCL读硕士); many of the short names are words too (人大, 重大, 中大), so only there
_SHORT_NAMES = (
    "北大 清华 复旦 交大 上交 西交 浙大 南大 武大 华科 中大 川大 山大 吉大 厦大 同济 人大 北师大 华师 华师大 华东师大 华南师大 南开 天大 "
    "哈工大 中科大 国科大 北航 北理工 北邮 华南理工 西电 电子科大 重大 湖大 东大 苏大 郑大 兰大 云大 贵大 暨大 深大 港大 "
    "港中文 港科大 台大 政大 成大 师大 华农 南农 中传 北外 上外 广外 央美 国美 北影 中戏 上戏 "
    "墨大 悉大 新国大 南洋理工 港城大 帝国理工 曼大 爱大"  # and abroad, as students there call them (在墨大读研)
).split()
_SHORT_NAME_ATTENDED = re.compile(
    r"(?:(?<=在)|(?<=考上)|(?<=考上了)|(?<=考进)|(?<=考到)|(?<=就读)|(?<=就读于)|(?<=是)|(?<=去)|(?<=从)|(?<=[，,]))"  # or told after a pause: 家教叫…，华师的研究生
    r"(?P<name>" + "|".join(sorted(_SHORT_NAMES, key=len, reverse=True)) + r"|(?!APP|App|QQ|KTV|ICU|CBD|PPT|MBA)[A-Z]{2,5}"
    r"|(?<=在)[A-Z][a-z]{3,15}(?![A-Za-z]))"  # or one word of a college abroad (在Goldsmiths读的)
    r"(?=读(?!者)|念书|上学(?!习)|留学|毕业|的(?:学生|研究生|博士生|本科生|硕士生|新生|校友)|[大研][一二三四]|本科|硕士|博士)"
)

# a school in Japan whose name opens in kana (ひまわり保育園, read in a simplified view as 保育园): the kana say it is a
# name, the ending what it is
_KANA_SCHOOL = re.compile(
    r"(?P<name>[\u3041-\u30fa][\u3041-\u30faー\u4e00-\u9fff]{0,10}?(?:保育园|幼稚园|小学校|中学校|高等学校|学园|大学))"
)


def short_name_attended(text: str, span: Span) -> bool:
    """Whether `span` is a university's short name where someone studies (在墨大读研): no person, whatever the tagger says."""
    match = _SHORT_NAME_ATTENDED.match(text, span.start)
    return match is not None and match.end("name") == span.end


def schools_named_by_who_attends(text: str) -> Iterable[Span]:
    """A reunion's school in its group's title, a Hong Kong school named 书院 that someone attends, any school
    attended, said in Cantonese or by the class or the year there, a university by its short name where someone
    studies there, and a Japanese school named in kana."""
    for pattern in (_CLASS_OF, _ACADEMY_ATTENDED, _ATTENDED_IN_CANTONESE, _ATTENDED_IN_A_YEAR, _SHORT_NAME_ATTENDED, _KANA_SCHOOL):
        for match in pattern.finditer(text):
            if match.group("name") not in lx.GENERIC_SCHOOL_NAMES:
                yield Span(match.start("name"), match.end("name"), 0.6)


_NUMBERED_SCHOOL = re.compile(r"[\u4e00-\u9fff]{1,4}[一二三四五六七八九十]{1,3}[中小]")
_SCHOOL_NUMBER = re.compile(r"[一二三四五六七八九十]{1,3}")


def is_numbered_school(name: str) -> bool:
    """A school's name of a place, a number and 中 / 小 (太原五中, 实验二小)."""
    return _NUMBERED_SCHOOL.fullmatch(name) is not None


def numbered_schools(tokens: Tokens) -> Iterable[Span]:
    """Schools named by a number (市一中, 实验二小, 北京四中): in one word, or a name, a numeral
    and 中 / 小 the tagger split (市 / 二中, 实验 / 二 / 小, 成都七 / 中)."""
    words, tags, starts = tokens
    for i, word in enumerate(words):
        if _NUMBERED_SCHOOL.fullmatch(word) and tags[i] in STEM_TAGS:
            yield Span(starts[i], starts[i] + len(word), 0.7)
        elif (
            i + 1 < len(words) and tags[i] in {"n", "nz", "LOC", "ORG", "ns"} and HAN.fullmatch(word) and len(word) <= 4
            and word not in lx.NOT_IN_STEM and _NUMBERED_SCHOOL.fullmatch(word + words[i + 1]) and words[i + 1][-1] in "中小"
            and _SCHOOL_NUMBER.fullmatch(words[i + 1][:-1])
        ):
            yield Span(starts[i], starts[i + 1] + len(words[i + 1]), 0.65)
        elif (
            i + 2 < len(words) and tags[i] in {"n", "nz", "LOC", "ORG", "ns"} and HAN.fullmatch(word)
            and word not in lx.NOT_IN_STEM and _SCHOOL_NUMBER.fullmatch(words[i + 1]) and words[i + 2] in {"中", "小"}
        ):
            yield Span(starts[i], starts[i + 2] + 1, 0.65)
        elif (
            i + 1 < len(words) and words[i + 1] in {"中", "小"} and tags[i] in {"n", "nz", "LOC", "ORG", "ns"}
            and _NUMBERED_SCHOOL.fullmatch(word + words[i + 1]) and word not in lx.NOT_IN_STEM
        ):
            yield Span(starts[i], starts[i + 1] + 1, 0.65)  # 成都七 / 中: the number read into the city


# a school's own body (红云小学家长委员会, 实验中学家委会): the school is the value, its body part of it
_SCHOOLS_BODY = re.compile(r"(?:家长委员会|家委会|学生会|团委|校友会)$")


def school_before_its_body(text: str, span: Span) -> Span | None:
    """The school a body of its own is named after (五华区红云小学 / 家长委员会), where the span is such a body."""
    name = text[span.start:span.end]
    body = _SCHOOLS_BODY.search(name)
    if body and name[:body.start()].endswith(lx.SCHOOL_SUFFIXES):
        return Span(span.start, span.start + body.start(), span.score)
    return None
