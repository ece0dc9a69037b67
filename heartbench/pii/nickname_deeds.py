"""Nicknames of everyday words known by what the one so called does: covers a shift for one on leave (幺妹今天请假，胖娃顶
一下), goes along with the writer (铁柱开三轮跟我一起, 我同志明一齐返嚟), goes live (芋圆姐姐开播), holds a job at a firm
(大头在苏宁易购做采购), comes from the writer's village (黑皮是我们村出来的，他…), is spoken to by a cartoon's name
(包经理：胖虎你…), is the child a teacher writes of after greeting the parent (陳媽媽您好，品妤…). Only a person does
these, so the word is someone's name there."""

from __future__ import annotations

import re
from collections.abc import Iterable

from heartbench.pii import lexicon as lx
from heartbench.pii.names import rare_given_name
from heartbench.pii.tokens import HAN, Span, Tokens
from heartbench.pii.word_nicknames import CLAUSE_ENDS, KINDS_OF_PERSON, PEERS, PEOPLE_WORDS, noun_after_kin_or_peer

_ON_LEAVE = frozenset("请假 休假 调休 休息 请病假 病假 事假".split())
_COVERING = frozenset("顶 替 代 顶班 替班 代班 顶上 顶替".split())


def stand_ins_for_one_on_leave(tokens: Tokens) -> Iterable[Span]:
    """A clause saying someone is on leave, then a noun heading the next before covering for them (幺妹今天请假，胖娃顶
    一下前厅): the noun is a workmate's nickname, as only a person covers a shift; not a post (前台, 后厨, 晚班)."""
    words, tags, starts = tokens
    for i in range(2, len(words) - 1):
        word = words[i]
        if words[i - 1] not in {"，", ","} or words[i + 1] not in _COVERING or tags[i] not in {"n", "nz", "PER"}:
            continue
        if not 2 <= len(word) <= 3 or not HAN.fullmatch(word) or word[-1] in "员师长官台厨工班" or word in lx.RELATIONS \
                or word in lx.TITLES or word in PEOPLE_WORDS or word in PEERS:
            continue
        clause = i - 2
        while clause >= 0 and words[clause] not in CLAUSE_ENDS:
            if words[clause] in _ON_LEAVE:
                yield Span(starts[i], starts[i] + len(word), 0.6)
                break
            clause -= 1


_WITH = frozenset("跟 和 同".split())


def together_with_me(tokens: Tokens) -> Iterable[Span]:
    """A given name heading a clause, then what that one does with the writer (铁柱开三轮跟我一起): a name, as only a
    person goes along with someone; its characters a given name's and no common word (not 石头, 司机)."""
    words, tags, starts = tokens
    for i in range(len(words) - 4):
        word = words[i]
        if (i and words[i - 1] not in CLAUSE_ENDS) or tags[i] not in {"n", "nz", "nr"} or tags[i + 1] != "v":
            continue
        if len(word) != 2 or not HAN.fullmatch(word) or not rare_given_name(word):
            continue
        after = i + 2
        while after < len(words) - 2 and words[after] not in CLAUSE_ENDS:
            # (一起去 is one word)
            if words[after] in _WITH and words[after + 1] in {"我", "我们"} and words[after + 2].startswith(("一起", "一块")):
                yield Span(starts[i], starts[i] + 2, 0.6)
                break
            after += 1


_WITH_ME_IN_CANTONESE = re.compile(r"(?<=[我佢你])同(?P<name>[\u4e00-\u9fff]{2})(?=一齐|一起|去|返|嚟|出街|食|饮|睇|倾|约)")


def with_me_in_cantonese(tokens: Tokens) -> Iterable[Span]:
    """我同 and a given name, then going or doing something together (我同志明一齐返嚟): that one's name, its
    characters a given name's and no common word (not 我同事一齐, 我同学校去)."""
    for match in _WITH_ME_IN_CANTONESE.finditer("".join(tokens.words)):
        if rare_given_name(match.group("name")):
            yield Span(match.start("name"), match.end("name"), 0.6)


_PARENTS = ("妈妈", "媽媽", "爸爸", "家长", "家長")
_GREETINGS = frozenset("您好 你好".split())


def children_after_their_parent_is_greeted(tokens: Tokens) -> Iterable[Span]:
    """A parent greeted by the family's surname, then a given name heading the next clause (陳媽媽您好，品妤這次段考…): the
    child a teacher writes about, its characters a given name's and no common word, whatever the tagger read."""
    words, _, starts = tokens
    for i in range(3, len(words)):
        word = words[i]
        if words[i - 1] not in {"，", ","} or words[i - 2] not in _GREETINGS or not words[i - 3].endswith(_PARENTS):
            continue
        if len(word) == 2 and HAN.fullmatch(word) and rare_given_name(word):
            yield Span(starts[i], starts[i] + 2, 0.6)


_STREAMING = frozenset("开播 下播 上播 直播 连麦 带货".split())


def streamers_by_a_stage_name(tokens: Tokens) -> Iterable[Span]:
    """A word and 姐姐, 哥哥 or 妹妹, then going live (芋圆姐姐开播): a streamer's stage name, whole; not a relation
    (他姐姐直播, 表姐姐)."""
    words, tags, starts = tokens
    for i in range(len(words) - 2):
        word = words[i]
        if words[i + 1] not in {"姐姐", "哥哥", "妹妹"} or words[i + 2] not in _STREAMING or tags[i] not in {"n", "nz"}:
            continue
        if 1 <= len(word) <= 3 and HAN.fullmatch(word) and word not in lx.RELATIONS and word not in PEERS \
                and word[-1] not in "表堂亲":
            yield Span(starts[i], starts[i + 1] + 2, 0.6)


_JOBS = frozenset("采购 销售 会计 出纳 文员 客服 前台 运营 财务 行政 人事 设计 开发 编辑 主管 经理 店长 助理 保安 保洁 厨师 "
                  "司机 收银 服务员 仓管 质检 技术员".split())
_A_BODYS_ENDINGS = frozenset("司部厂店队组室社院局行所馆团")  # 公司, 总部, 工厂, 门店, 团队 …
_KIN_TOGETHER = frozenset("父母 爸妈 爹妈 双亲 夫妻 夫妇 两口 子女 儿女 兄妹 姐妹 兄弟 姐弟".split())  # 父母在电子厂打工


def workers_by_a_word(tokens: Tokens) -> Iterable[Span]:
    """An everyday noun heading a clause, or after a peer, then where it works and as what (大头在苏宁易购做采购,
    同学胖子在京东上班) or the place it went to work or study (小麦上个月去上海那边工作了): a nickname, as only a person
    holds a job; not where a firm does its work (总部在深圳做研发: a place, not a firm, and 研发 no job)."""
    words, tags, starts = tokens
    for i in range(len(words) - 3):
        word = words[i]
        if tags[i] not in {"n", "nz"} or len(word) != 2 or not HAN.fullmatch(word) \
                or (words[i + 1] not in {"在", *_GOING} and tags[i + 1] != "TIME"):
            continue
        if not (i == 0 or tags[i - 1] == "w" or words[i - 1] in PEERS):
            continue
        if word in lx.RELATIONS or word in lx.TITLES or word in PEOPLE_WORDS or word in PEERS or word in KINDS_OF_PERSON \
                or word[-1] in _A_BODYS_ENDINGS or word in _KIN_TOGETHER:
            continue  # 公司在阿里巴巴做销售: a firm selling there, not a person
        as_a_job = words[i + 3] in {"做", "当"} and words[i + 4:i + 5] != [] and words[i + 4] in _JOBS
        works = words[i + 3] in {"上班", "工作", "打工"} or as_a_job
        if (words[i + 1] == "在" and tags[i + 2] in {"nz", "ORG"} and works) or _gone_to_work_there(words, tags, i + 1):
            yield Span(starts[i], starts[i] + 2, 0.6)


_GOING = frozenset("去 到 来 回".split())
_WORKING_THERE = frozenset("上班 工作 打工 实习 读书 上学 读研".split())


def _gone_to_work_there(words: list[str], tags: list[str], index: int) -> bool:
    """At `index`, perhaps after when: going to a place named to work or study there (小麦 / 上个月 / 去 / 上海市 / 徐汇区 /
    那边 / 工作了), which only a person does."""
    if index < len(words) and tags[index] == "TIME":
        index += 1
    if index >= len(words) or words[index] not in _GOING:
        return False
    index += 1
    places = 0
    while index < len(words) and tags[index] == "LOC":
        index, places = index + 1, places + 1
    if index < len(words) and words[index] in {"那边", "这边", "那里", "这里"}:
        index += 1
    return places > 0 and index < len(words) and words[index] in _WORKING_THERE


_RUNNING_A_BUSINESS = frozenset("开 开了 开店 摆摊 卖 做生意 打工 上班".split())


def kin_running_a_business(tokens: Tokens) -> Iterable[Span]:
    """A relative or a peer, an everyday noun, then where that one runs a shop or works (表哥石头在镇上开了个小超市): the
    noun is a nickname, as only a person opens a shop; not the relative's things (表哥车子在镇上修)."""
    words, tags, starts = tokens
    for i in range(1, len(words) - 3):
        if words[i + 1] != "在" or not noun_after_kin_or_peer(tokens, i):
            continue
        if tags[i + 2] in {"s", "LOC", "ORG"} and words[i + 3] in _RUNNING_A_BUSINESS:
            yield Span(starts[i], starts[i] + 2, 0.6)


_FROM_OUR_PLACE = frozenset("村 镇 乡 屯 寨 县 老家".split())
_OUR = ("我们", "咱们", "俺们", "我", "咱", "俺")  # the longer first
_FELLOW_AFTER = re.compile(r"(?:出来|出去|来)的[，,]\s?[他她](?!们)")  # …出来的，他…: spoken of as one person


def fellows_from_our_place(tokens: Tokens) -> Iterable[Span]:
    """An everyday noun heading a sentence, said to come from the writer's village, then spoken of as 他 or 她
    (黑皮是我们村出来的，他在厂里干了八年): a fellow villager's nickname; not rice or land of the village."""
    words, tags, starts = tokens
    for i in range(len(words) - 5):
        word = words[i]
        if tags[i] not in {"n", "nz"} or len(word) != 2 or not HAN.fullmatch(word) or words[i + 1] != "是":
            continue
        if not (i == 0 or tags[i - 1] == "w") or word in lx.RELATIONS or word in lx.TITLES or word in PEOPLE_WORDS:
            continue
        k = i + 2 + (words[i + 2] in _OUR)  # 我们 / 村, or 我们村 as one word
        place = words[k][len(next((our for our in _OUR if words[k].startswith(our)), "")):]
        if place in _FROM_OUR_PLACE and _FELLOW_AFTER.match("".join(words[k + 1:k + 6])):
            yield Span(starts[i], starts[i] + 2, 0.6)


# a turn that speaks to someone by name, then says 你 (包经理：胖虎你的钥匙交了没？)
_ADDRESSED_IN_A_TURN = re.compile(r"(?<=[：:])\s?(?P<name>[\u4e00-\u9fff]{2,4}?)(?=[，,]?你)")


def characters_addressed(text: str, characters: frozenset[str]) -> Iterable[Span]:
    """A character's name a speaker calls someone by, then speaks to them (包经理：胖虎你…): a nickname of someone
    present, not the cartoon's bully, who is talked about, not to."""
    for match in _ADDRESSED_IN_A_TURN.finditer(text):
        if match.group("name") in characters:
            yield Span(match.start("name"), match.end("name"), 0.6)


# the rules above that read the tagged words alone, each yielding names; the name recogniser runs every one
TOKEN_RULES = (
    stand_ins_for_one_on_leave, together_with_me, with_me_in_cantonese, streamers_by_a_stage_name, workers_by_a_word,
    fellows_from_our_place, kin_running_a_business, children_after_their_parent_is_greeted,
)
