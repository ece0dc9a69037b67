"""The words organisations are named with, shared by the organisation rules and the employer slots: the suffixes
that end a name (有限公司, 医院, 中学), a brand before a trade (平安 + 保险), a firm's coined name after its city, and
what opens no name (我, 某, 一家)."""

from __future__ import annotations

import re

from heartbench.pii import lexicon as lx
from heartbench.pii.names import known_word
from heartbench.pii.recognizers import ORGANIZATION, SCHOOL
from heartbench.pii.tokens import Tokens

SUFFIXES = sorted(
    [(s, ORGANIZATION, True) for s in lx.STRONG_ORG_SUFFIXES]
    + [(s, ORGANIZATION, False) for s in lx.WEAK_ORG_SUFFIXES]
    + [(s, SCHOOL, False) for s in lx.SCHOOL_SUFFIXES],
    key=lambda item: -len(item[0]),
)
SUFFIX_RE = re.compile("|".join(re.escape(suffix) for suffix, _, _ in SUFFIXES))
SUFFIX_INFO = {suffix: (entity, strong) for suffix, entity, strong in SUFFIXES}
ORG_ENDINGS = tuple(suffix for suffix, _, _ in SUFFIXES) + tuple("部局委院所处台社馆店队团会行司厂") + ("政府",)

NOT_A_SHOP_LEAD = frozenset("我你他她它这那哪某每各本自别人家很")
COUNTED = re.compile(r"同?[一两几三四五][家个间所座位]")  # 在一家很小的店, 在中关村一家创业公司: no name


def brand_and_trade(stem: str) -> bool:
    """A brand before a trade word names an organisation: 阳光 + 心理 (诊所), 平安 + 保险 (公司);
    a trade alone (心理诊所) or after a generic word (一家心理诊所) does not."""
    for trade in lx.TRADES:
        brand = stem[: len(stem) - len(trade)]
        if stem.endswith(trade) and len(brand) >= 2 and not _generic(brand):
            return True
    return False


ENDINGS_LONGEST_FIRST = sorted(ORG_ENDINGS, key=len, reverse=True)
# 方恒国际, 北方重工: in the slot of an employer, a firm
FIRM_ENDINGS = (
    "国际", "控股", "股份", "实业", "重工", "集团", "科技", "电子", "电器", "电脑", "机械", "化工", "钢铁", "物流",
    "電子", "電器", "電腦", "機械", "鋼鐵",  # in traditional characters (昆山仁寶電腦)
    "精机", "精密", "光电", "半导体",  # precision engineering and electronics (台中精機, read in simplified characters)
    "发艺", "美发", "造型", "美甲",  # a hair or nail salon (妈妈在佳美发艺上班)
    "租赁",  # a car or an equipment rental firm (我是北京首汽租赁的)
    "技术",  # a listed firm by its short name (在深圳汇川技术做质检)
)


_NUMERAL_LEAD = re.compile(r"[一两几这那某每哪]")


def coined_firm(rest: str, tags: set[str]) -> bool:
    """What follows a city in a work slot is a firm's coined name: three characters or more, no word the
    dictionary knows, no place and no trade (远大住工; not 工地, 科技园, 南山)."""
    # (a firm's ending inside it leaves the rest to the firm's own rules: 包头钢铁 / 食堂, its canteen)
    return len(rest) >= 3 and not known_word(rest) and not only_trades(rest) and tags <= {"a", "n", "v", "vn"} \
        and not rest.endswith(lx.PLACE_SUFFIXES) and not any(ending in rest for ending in FIRM_ENDINGS)


def only_trades(stem: str) -> bool:
    while stem:
        trade = next((t for t in lx.TRADES_LONGEST_FIRST if stem.startswith(t)), None)
        if trade is None:
            return False
        stem = stem[len(trade):]
    return True


def _generic(brand: str) -> bool:
    return brand in lx.NOT_IN_STEM or brand in lx.TRADES or bool(_NUMERAL_LEAD.match(brand))


def surname_glued_to_organisation(tokens: Tokens, index: int) -> bool:
    """Whether the word the tagger called an organisation at `index` ends in a surname that belongs to the title
    after it (交通警察支队三大队冉 / 警官): the organisation ends before it and the surname is a person's."""
    words, tags, _ = tokens
    word = words[index]
    return tags[index] == "ORG" and index + 1 < len(words) and words[index + 1] in lx.TITLES and len(word) >= 4 \
        and word[-1] in lx.SURNAMES and word[:-1].endswith(ORG_ENDINGS)
