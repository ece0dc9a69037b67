"""Nicknames made of everyday words, which the tagger reads as nouns or places: a neighbour called by what he is like
(邻居二愣子每天早上过来, "the dimwit"), a workmate by his home province (小四川也被扣过). The word alone names no one;
where it stands after a peer, or after 小, and before what that person does, it does."""

from __future__ import annotations

from collections.abc import Iterable

from heartbench.pii import lexicon as lx
from heartbench.pii.tokens import HAN, Span, Tokens

_PEERS = frozenset("邻居 同事 室友 舍友 同桌 同学 工友 队友 战友 发小 朋友 哥们 兄弟 闺蜜".split())
# words of a kind of person ending in 子 that name no one in particular
_KINDS = frozenset("男子 女子 小子 孩子 儿子 妻子 日子 样子 房子 车子 院子 屋子 一辈子 老头子 老婆子".split())
_WHEN_OR_AGAIN = frozenset("又 也 还 总 总是 老是 天天 每天 常常 经常 就".split())


def nicknames_of_a_kind(tokens: Tokens) -> Iterable[Span]:
    """A peer, then a word of three ending in 子 that says what someone is like (二愣子, 瘦猴子), then when or how
    often they act and a verb: that peer's nickname."""
    words, tags, starts = tokens
    for i in range(1, len(words) - 2):
        word = words[i]
        if words[i - 1] not in _PEERS or tags[i] not in {"n", "nz"} or len(word) != 3 or not HAN.fullmatch(word):
            continue
        if not word.endswith("子") or word in _KINDS or word in lx.RELATIONS or word in lx.TITLES:
            continue
        verb = i + 1
        while verb < len(words) and (tags[verb] == "TIME" or words[verb] in _WHEN_OR_AGAIN):
            verb += 1  # 每天 / 早上, 又
        if verb > i + 1 and verb < len(words) and tags[verb] in {"v", "vd"}:
            yield Span(starts[i], starts[i] + len(word), 0.6)


_HOME_PROVINCES = frozenset(
    "四川 河南 湖南 湖北 山东 山西 安徽 江西 广西 贵州 云南 陕西 甘肃 福建 浙江 江苏 河北 广东 海南 重庆 东北 新疆 "
    "宁夏 青海 吉林 辽宁 内蒙".split()
)
_AFTER_A_NICKNAME = frozenset("也 都 就 说 被 把 还 又 跟 和 在 给 让 ， ,".split())


def nicknames_by_home_province(tokens: Tokens) -> Iterable[Span]:
    """小 and a province, a workmate called by where he comes from (跟我一起跑的小 / 四川 / 也被扣过), before what he
    did; not a shop named so (小四川菜馆)."""
    words, _, starts = tokens
    for i in range(len(words) - 2):
        if words[i] == "小" and words[i + 1] in _HOME_PROVINCES and words[i + 2] in _AFTER_A_NICKNAME:
            yield Span(starts[i], starts[i + 1] + len(words[i + 1]), 0.6)


# the rules above that read the tagged words alone, each yielding names; the name recogniser runs every one
TOKEN_RULES = (nicknames_of_a_kind, nicknames_by_home_province)
