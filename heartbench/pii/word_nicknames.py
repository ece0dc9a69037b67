"""Nicknames made of everyday words, which the tagger reads as nouns, places or numbers: a neighbour called by what he
is like (邻居二愣子每天早上过来, "the dimwit"), a workmate by his home province (小四川也被扣过), a hiker by a trail name
(收队飞鸟), a nephew by his place among siblings (侄子二柱), a roommate by a thing (室友团子陪我去…), what friends call
someone (都叫他大文), a cousin before his wedding (表弟石头下个月结婚), a classmate in a list of names (易娟、大头、石磊).
The word alone names no one; where it stands after a peer, a role or a relation, and before what that person does, or
among names, it does."""

from __future__ import annotations

import re
from collections.abc import Iterable

from heartbench.pii import lexicon as lx
from heartbench.pii.names import (
    after_a_titled_surname,
    dai_given_name,
    dictionary_word,
    given_name_characters,
    home_of_a_side,
    known_word,
    rare_given_name,
)
from heartbench.pii.tokens import HAN, Span, Tokens

PEERS = frozenset("邻居 同事 室友 舍友 同桌 同学 工友 队友 战友 发小 朋友 哥们 兄弟 闺蜜 老乡".split())
# words of a kind of person ending in 子 that name no one in particular
_KINDS = frozenset("男子 女子 小子 孩子 儿子 妻子 日子 样子 房子 车子 院子 屋子 一辈子 老头子 老婆子".split())
_WHEN_OR_AGAIN = frozenset("又 也 还 总 总是 老是 天天 每天 常常 经常 就".split())


def nicknames_of_a_kind(tokens: Tokens) -> Iterable[Span]:
    """A peer, then a word of three ending in 子 that says what someone is like (二愣子, 瘦猴子), then when or how
    often they act and a verb: that peer's nickname."""
    words, tags, starts = tokens
    for i in range(1, len(words) - 2):
        word = words[i]
        if words[i - 1] not in PEERS or tags[i] not in {"n", "nz"} or len(word) != 3 or not HAN.fullmatch(word):
            continue
        if not word.endswith("子") or word in _KINDS or word in lx.RELATIONS or word in lx.TITLES:
            continue
        verb = i + 1
        while verb < len(words) and (tags[verb] == "TIME" or words[verb] in _WHEN_OR_AGAIN):
            verb += 1  # 每天 / 早上, 又
        if verb > i + 1 and verb < len(words) and tags[verb] in {"v", "vd"}:
            yield Span(starts[i], starts[i] + len(word), 0.6)


_DONE_TO_SOMEONE = frozenset("陪 带 帮 叫 约 请 让 告诉 问 劝 催 骂 笑".split())  # not 借, 给, 和: a thing may
_SOMEONE = frozenset("我 你 他 她 我们 你们 他们 她们".split())
PEOPLE_WORDS = frozenset("小孩 男友 女友 对象 家人 家属 全家 一家 大家 领导 几个 两个 老乡 网友".split())
_MEANS_OF_SAYING = frozenset("电话 微信 短信 消息 留言 语音 视频 邮件 私信 群里 那边".split())  # 同事电话说我…: how, not who


def peers_by_a_word(tokens: Tokens) -> Iterable[Span]:
    """A peer, then an everyday noun, then what that one did to someone or said of them (室友团子陪我去…, 同事骆驼帮我,
    老乡黑皮说她…): the noun is the peer's nickname, as only a person goes with, helps or speaks of another."""
    words, tags, starts = tokens
    for i in range(1, len(words) - 2):
        word = words[i]
        if words[i - 1] not in PEERS or tags[i] not in {"n", "nz"} or len(word) != 2 or not HAN.fullmatch(word):
            continue
        if word in lx.RELATIONS or word in lx.TITLES or word in PEOPLE_WORDS or word in PEERS:
            continue
        said = words[i + 1] == "说" and word not in _MEANS_OF_SAYING
        if (words[i + 1] in _DONE_TO_SOMEONE or said) and words[i + 2] in _SOMEONE:
            yield Span(starts[i], starts[i] + 2, 0.6)


def peers_by_a_made_handle(tokens: Tokens) -> Iterable[Span]:
    """A peer, then a handle made of an adjective, a noun and a name (同学狂战士小白说…): the whole handle, where the
    tagger saw only the name at its end."""
    words, tags, starts = tokens
    for i in range(1, len(words) - 2):
        if words[i - 1] not in PEERS or tags[i] != "a" or not HAN.fullmatch(words[i]):
            continue
        last = i + 2 if tags[i + 1] in {"n", "nz"} and i + 2 < len(words) else i + 1
        if tags[last] == "PER" and words[last - 1] not in lx.RELATIONS and words[last - 1] not in lx.TITLES:
            yield Span(starts[i], starts[last] + len(words[last]), 0.7)


_HOME_PROVINCES = frozenset(
    "四川 河南 湖南 湖北 山东 山西 安徽 江西 广西 贵州 云南 陕西 甘肃 福建 浙江 江苏 河北 广东 海南 重庆 东北 新疆 "
    "宁夏 青海 吉林 辽宁 内蒙".split()
)
_AFTER_A_NICKNAME = frozenset("也 都 就 说 被 把 还 又 跟 和 在 给 让 ， ,".split())


def nicknames_by_home_province(tokens: Tokens) -> Iterable[Span]:
    """小 and a province, a workmate called by where he comes from (跟我一起跑的小 / 四川 / 也被扣过), before what he
    did, or an entry of a ledger between spaces (305 小湖北 真名没说); not a shop named so (小四川菜馆)."""
    words, tags, starts = tokens
    for i in range(len(words) - 2):
        if words[i] != "小" or words[i + 1] not in _HOME_PROVINCES:
            continue
        # an entry: after a room's or a row's number, or at a line's start
        an_entry = words[i + 2].isspace() and (i == 0 or "\n" in words[i - 1] or (words[i - 1].isspace() and tags[i - 2] == "m"))
        a_shop = i + 3 < len(words) and words[i + 3].endswith(("馆", "店", "厅", "铺", "菜"))  # 小湖南 菜馆
        if words[i + 2] in _AFTER_A_NICKNAME or (an_entry and not a_shop):
            yield Span(starts[i], starts[i + 1] + len(words[i + 1]), 0.6)


_TRIP_ROLES = frozenset("领队 副领队 副领 收队 押队 压队".split())
# what a trip's role has besides a person (领队费用, 收队电话：)
_ROLES_BELONGINGS = frozenset("费用 经验 证书 电话 职责 工作 人员 手册 培训 资格 补贴 队伍 名单 协议 身份 微信 时间 地点".split())
CLAUSE_ENDS = frozenset("，,。；;、！!？? \n")


def trail_names(tokens: Tokens) -> Iterable[Span]:
    """An outdoor club calls its members by trail names made of everyday words (领队风筝, 收队：飞鸟, 收队是大树): the
    word right after a trip's role heading a clause, before a pause or what that person does, is that person's."""
    words, tags, starts = tokens
    for i in range(len(words) - 1):
        role, name_at = words[i], i + 1
        if role in {"收", "副"} and words[i + 1] in {"队", "领队"}:
            role, name_at = role + words[i + 1], i + 2  # the tagger cuts 收 / 队 before a colon
        if role not in _TRIP_ROLES or (i and words[i - 1] not in CLAUSE_ENDS and tags[i - 1] not in {"r", "f", "w"}):
            continue
        if name_at < len(words) and words[name_at] in {"：", ":", "是"}:
            name_at += 1
        if name_at >= len(words):
            continue
        name, after = words[name_at], name_at + 1
        # a name the tagger knows (领队闫大姐) is left to the rules for names and titles
        if tags[name_at] not in {"n", "nz"} or not 2 <= len(name) <= 3 or not HAN.fullmatch(name):
            continue
        if name in _ROLES_BELONGINGS or name in _TRIP_ROLES or name in lx.RELATIONS or name in lx.TITLES:
            continue
        if after == len(words) or words[after] in CLAUSE_ENDS or tags[after] in {"v", "d", "ad"}:
            yield Span(starts[name_at], starts[name_at] + len(name), 0.6)


def relatives_by_place_and_name(tokens: Tokens) -> Iterable[Span]:
    """A relative by a place among siblings and a name's character (侄子二柱：…, 表弟三柱说), or a nickname's (徒弟二愣今天
    没来, the tagger's 二 / 愣): the tagger reads it as a number; a child by birth order alone (女儿二宝, 二娃) names no one
    in particular."""
    words, tags, starts = tokens
    for i in range(1, len(words)):
        word, last = words[i], i
        if word in _BIRTH_ORDERS and i + 1 < len(words) and len(words[i + 1]) == 1 and words[i + 1] in _NICKNAME_CHARACTERS:
            word, last = word + words[i + 1], i + 1  # 二 / 愣
        if words[i - 1] not in lx.RELATIONS or len(word) != 2 or word[0] not in _BIRTH_ORDERS or word[1] in "宝娃十百千万":
            continue
        if not (given_name_characters(word[1]) or word[1] in _NICKNAME_CHARACTERS) or (tags[i] != "m" and dictionary_word(word)):
            continue
        if last + 1 == len(words) or tags[last + 1] in {"w", "v", "d", "TIME"}:
            yield Span(starts[i], starts[i] + 2, 0.6)


_BIRTH_ORDERS = "大二三四五六七八九"
_NICKNAME_CHARACTERS = frozenset("愣憨傻胖瘦黑")  # what a nickname after a birth order says one is like (二愣, 三胖)


def sisters_by_a_given_name(tokens: Tokens) -> Iterable[Span]:
    """Someone by a given name's character and 姐 or 哥 (芳姐), where the tagger glued the character to the role before
    it (红娘芳 / 姐): the character and the title, the whole nickname."""
    words, _, starts = tokens
    for i in range(len(words) - 1):
        word = words[i]
        if words[i + 1] not in {"姐", "哥"} or len(word) < 3 or not HAN.fullmatch(word) or dictionary_word(word):
            continue
        role, char = word[:-1], word[-1]
        if (role in lx.RELATIONS or dictionary_word(role)) and given_name_characters(char) and char not in lx.SURNAMES:
            yield Span(starts[i] + len(role), starts[i + 1] + 1, 0.6)


_CALLING = frozenset("叫 喊 管".split())
_WORDS_FOR_A_NAME = frozenset("名字 全名 大名 小名 本名 外号 昵称 绰号 网名".split())
# who call a character or a public figure by a name (玩家都叫他帝君, 粉丝叫她…): no one's personal data
_AN_AUDIENCE = ("玩家", "粉丝", "网友", "观众", "读者", "球迷", "歌迷", "影迷", "书迷")
# what kind of person, not who (大家都叫她学霸)
KINDS_OF_PERSON = frozenset("学霸 学渣 学神 大神 大佬 美女 帅哥 女神 男神 傻子 笨蛋 疯子 骗子 小孩 孩子".split())


def called_so(tokens: Tokens) -> Iterable[Span]:
    """叫 / 他 / 大文 / ，: what people call someone, a word or not, before a pause (他朋友都叫他大文，); not a relation, a
    title or an endearment (叫他老公), nor the word for a name (叫他名字)."""
    words, tags, starts = tokens
    for i in range(2, len(words)):
        word = words[i]
        if words[i - 2] not in _CALLING or words[i - 1] not in _SOMEONE or tags[i] not in {"n", "nz"}:
            continue
        if not 2 <= len(word) <= 3 or not HAN.fullmatch(word) or word in _WORDS_FOR_A_NAME or word in KINDS_OF_PERSON \
                or word in lx.RELATIONS or word in lx.TITLES or word in lx.ENDEARMENTS or word in lx.NOT_A_NAME or word in PEERS:
            continue
        callers = "".join(words[max(0, i - 5):i - 2])
        if word[1:] in lx.TITLES or any(audience in callers for audience in _AN_AUDIENCE):
            continue  # 叫她汤嫂: a surname and a title (the titles' rule takes the surname); 玩家都叫他帝君: a character's
        if i + 1 == len(words) or words[i + 1] in CLAUSE_ENDS:
            yield Span(starts[i], starts[i] + len(word), 0.6)


def noun_after_kin_or_peer(tokens: Tokens, index: int) -> bool:
    """A noun of two characters right after a relation or a peer (表弟 / 石头), itself no word for people: where a
    nickname may stand, if what follows says only a person is meant."""
    words, tags, _ = tokens
    word = words[index]
    return (
        index > 0 and (words[index - 1] in lx.RELATIONS or words[index - 1] in PEERS) and tags[index] in {"n", "nz"}
        and len(word) == 2 and HAN.fullmatch(word) is not None
        and word not in lx.RELATIONS and word not in lx.TITLES and word not in PEOPLE_WORDS
    )


_LIFE_EVENTS = frozenset("结婚 订婚 离婚 毕业 出国 相亲 退休 入伍 当兵 高考 中考 考研 出嫁".split())


def kin_by_a_word_before_an_event(tokens: Tokens) -> Iterable[Span]:
    """A relative or a peer, a noun, a time and an event of a life (表弟石头下个月结婚): the noun is that one's nickname,
    however everyday the word, as only a person marries next month."""
    words, tags, starts = tokens
    for i in range(1, len(words) - 2):
        if not noun_after_kin_or_peer(tokens, i):
            continue
        event = i + 1
        while event < len(words) and tags[event] == "TIME":
            event += 1
        if event > i + 1 and event < len(words) and words[event] in _LIFE_EVENTS:
            yield Span(starts[i], starts[i] + 2, 0.6)


_BODY_PARTS = frozenset("手 脚 脸 腿 胳膊 耳朵 眼睛 嘴唇 手指 脚趾 小手 小脸".split())
_NOT_A_CHILD = frozenset("动物 猫咪 狗狗 宠物 朋友 孩子 伙伴 姑娘 伙子 宝宝".split())  # 小 and these: a kind, not a nickname


def children_by_a_word(tokens: Tokens) -> Iterable[Span]:
    """小 and an everyday noun opening a clause, then its hands or its face (小石头的手都冻裂了): a child's nickname, as
    only a person's hands chap; not a pet's (小狗的脚) or a kind of person (小伙伴的手)."""
    words, tags, starts = tokens
    for i in range(len(words) - 3):
        if words[i] != "小" or (i and words[i - 1] not in CLAUSE_ENDS) or tags[i + 1] not in {"n", "nz"}:
            continue
        noun = words[i + 1]
        if len(noun) != 2 or not HAN.fullmatch(noun) or noun in _NOT_A_CHILD or noun[-1] in "猫狗猪兔羊鸡鸭鱼马牛":
            continue
        if words[i + 2] == "的" and words[i + 3] in _BODY_PARTS:
            yield Span(starts[i], starts[i + 1] + 2, 0.6)


def listed_among_names(tokens: Tokens) -> Iterable[Span]:
    """An everyday noun between two names in a list, each after 、 (龙建波、易娟、大头、石磊): a nickname, as a list
    of people goes on with people; not a relative, a title or a kind of person (张伟、老师、李娜 is no name)."""
    words, tags, starts = tokens
    for i in range(2, len(words) - 2):
        word = words[i]
        if words[i - 1] != "、" or words[i + 1] != "、" or tags[i - 2] != "PER" or tags[i + 2] != "PER":
            continue
        if tags[i] not in {"n", "nz"} or len(word) != 2 or not HAN.fullmatch(word):
            continue
        if word not in lx.RELATIONS and word not in lx.TITLES and word not in PEOPLE_WORDS and word not in PEERS:
            yield Span(starts[i], starts[i] + 2, 0.6)


_CALLED_OUT = frozenset("啊 呀 哪 啦".split())  # what follows a name called out


def called_to_at_a_turns_start(tokens: Tokens) -> Iterable[Span]:
    """A chat turn opening by calling someone by a given name, then speaking to them (金顺姬：美善啊，你在…): the name
    the tagger read as a noun or an adjective; not a relation, a title or an endearment (宝贝啊，你…)."""
    words, tags, starts = tokens
    for i in range(1, len(words) - 3):
        word = words[i]
        if words[i - 1] not in {"：", ":"} or words[i + 1] not in _CALLED_OUT or words[i + 2] not in {"，", ","}:
            continue
        if words[i + 3] not in {"你", "您"} or tags[i] not in {"n", "nz", "nr", "PER", "a"} or len(word) != 2 or not HAN.fullmatch(word):
            continue
        if rare_given_name(word):
            yield Span(starts[i], starts[i] + 2, 0.6)


_AFTER_A_GIVEN_NAME = frozenset({"d", "v", "p", "c", "w", "xc"})
_NO_NAMES_FIRST = frozenset("有是在要会没也都就还说去来")  # verbs and adverbs: what a relation does or has
_FOR_SOMEONE = frozenset("给 帮 替 为 让 叫 陪".split())


def given_name_after_a_relation(tokens: Tokens) -> Iterable[Span]:
    """A relation, then a given name of two characters the tagger cut in two (儿子立 / 军 / 从小就皮) or kept as a noun,
    then what that one does: a name, as its characters are a given name's and they make no common word; not 刚 / 会
    (no noun), nor 长大 or 玉米 (words)."""
    words, tags, starts = tokens
    for i in range(1, len(words) - 2):
        if words[i - 1] not in lx.RELATIONS or (tags[i] == "v" and i >= 2 and words[i - 2] in _FOR_SOMEONE) \
                or after_a_titled_surname(tokens, i) or home_of_a_side(words, i):
            continue  # 给孩子 / 带 / 水: what is done for the relation, a verb and its object; 女方 / 家念: the side's home
        if len(words[i]) == 2 and (tags[i] in {"n", "nz", "nr"} or (tags[i] == "v" and tags[i + 1] == "d")):
            last = i  # 立军 read as a verb only before an adverb (儿子立军从小就皮), not 姓谢 or 转介 (refers)
        elif len(words[i]) == 1 and len(words[i + 1]) == 1 and "n" in (tags[i], tags[i + 1]) \
                and tags[i + 1] not in {"f", "q", "m"} and words[i + 1] not in lx.TITLES and words[i] not in _NO_NAMES_FIRST:
            last = i + 1  # not 卡 / 上 (on the card), 于 / 姐 (a surname and a title), 有 / 房 (要求男方有房有车)
        else:
            continue
        name = "".join(words[i:last + 1])
        if last + 1 >= len(words) or tags[last + 1] not in _AFTER_A_GIVEN_NAME or not HAN.fullmatch(name):
            continue
        if rare_given_name(name) and not dictionary_word(name):
            yield Span(starts[i], starts[i] + 2, 0.6)


# where someone lives or works, said before the one known there (楼下的胖嫂, 村里的癞子)
_ONES_PLACE = frozenset("楼下 楼上 隔壁 对门 对面 村里 院里 巷子里 厂里 车间里 镇上 街上 队里 屯里 寨子里".split())
_KIN_TITLES = frozenset("嫂 婶 姐 哥 叔 姨 伯".split())
# or whom someone learns or works beside (同期的胖姐: a driving school's learner of the same intake)
_ONES_INTAKE = frozenset("同期 同批 同班 同组 同车 同届".split())


def neighbours_by_build(tokens: Tokens) -> Iterable[Span]:
    """Where someone lives or works, or the intake one learns in, 的, then a build and a kin title (楼下的胖嫂, 隔壁的胖 /
    婶, 同期的胖姐): one neighbour's or learner's nickname; not 大姐 (any woman), nor 高叔 (a surname, for the titles'
    rule)."""
    words, tags, starts = tokens
    for i in range(2, len(words)):
        if words[i - 1] != "的" or (words[i - 2] not in _ONES_PLACE and words[i - 2] not in _ONES_INTAKE):
            continue
        word = words[i]
        if len(word) == 1 and i + 1 < len(words) and words[i + 1] in _KIN_TITLES:
            word += words[i + 1]  # the tagger cut 胖 / 嫂
        if len(word) == 2 and word[0] in "胖瘦矮黑" and word[1] in _KIN_TITLES:
            yield Span(starts[i], starts[i] + 2, 0.6)


# 我同志明一齐返嚟: "I and Zhiming" in Cantonese, where the tagger reads 同志 (comrade) or cuts the name
def led_names_heading_a_clause(tokens: Tokens) -> Iterable[Span]:
    """A given name after its lead (岩宝, 岩温: a boy's in the south-west), or 阿 and a surname (阿叶), one the dictionary
    does not know, heading a clause before what is said of that one (岩宝数学很好, 阿叶加班多): the tagger reads it as
    a noun."""
    words, tags, starts = tokens
    for i in range(len(words) - 1):
        if (i and words[i - 1] not in CLAUSE_ENDS) or tags[i] not in {"n", "nz"} or words[i + 1] in CLAUSE_ENDS:
            continue
        if (dai_given_name(words[i]) or _a_by_surname(words[i])) and HAN.fullmatch(words[i]):
            yield Span(starts[i], starts[i] + 2, 0.6)


def _a_by_surname(word: str) -> bool:
    return len(word) == 2 and word[0] == "阿" and word[1] in lx.SURNAMES and not dictionary_word(word) \
        and word not in lx.RELATIONS and word not in lx.TITLES


def who_speaks_for_a_place(tokens: Tokens) -> Iterable[Span]:
    """A place, 那边 or 这边, then a given name and what that one said (仓库那边大壮说…): the name, its characters a
    given name's and no common word."""
    words, _, starts = tokens
    for i in range(1, len(words) - 1):
        if words[i - 1] in {"那边", "这边"} and words[i + 1] in {"说", "讲", "反映", "反馈"} and rare_given_name(words[i]) \
                and len(words[i]) == 2 and HAN.fullmatch(words[i]):
            yield Span(starts[i], starts[i] + 2, 0.6)


_OF_THE_SAME_PLACE = re.compile(
    r"同(?:站|组|班|宿舍|寝室|车间|科室|部门|工地|村|厂)的(?P<name>[\u4e00-\u9fff]{2})(?=那天|昨天|今天|前天|也|又|还|就|说|跟|把|被)"
)


def nicknames_of_the_same_place(tokens: Tokens) -> Iterable[Span]:
    """A workmate or a neighbour of the same place by a nickname, then what that one did (同站的耗子那天也送过): not a
    kind of person (同站的骑手, 同村的老人)."""
    for match in _OF_THE_SAME_PLACE.finditer("".join(tokens.words)):
        name = match.group("name")
        if name[-1] not in "手员师长工生友事人家们" and name not in lx.RELATIONS and name not in lx.TITLES \
                and name not in PEOPLE_WORDS and name not in PEERS and name not in KINDS_OF_PERSON:
            yield Span(match.start("name"), match.end("name"), 0.6)


# what a village calls one of its own by a mark of the body (癞子, 瘸子, 麻子), said as that place's one
_EPITHETS = frozenset("癞子 瘸子 麻子 驼子 秃子 跛子 结巴 哑巴 聋子 瞎子 歪嘴 豁嘴".split())


def epithets_of_a_place(tokens: Tokens) -> Iterable[Span]:
    """A village's or a yard's one by a mark of the body (狗主人是村里的癞子，): a nickname, whose every mention the
    repeats find; not the word alone (他是个瘸子)."""
    words, _, starts = tokens
    for i in range(2, len(words)):
        if words[i] in _EPITHETS and words[i - 1] == "的" and words[i - 2] in _ONES_PLACE:
            yield Span(starts[i], starts[i] + len(words[i]), 0.6)


def epithets_with_a_kin_title(tokens: Tokens) -> Iterable[Span]:
    """A mark of the body and a kin title (哑巴婶 4.5斤, 瘸子叔来了): a village's one so called, wherever it stands, as
    the title makes the epithet someone's."""
    words, _, starts = tokens
    for i, word in enumerate(words):
        if word in _EPITHETS and i + 1 < len(words) and words[i + 1] in _KIN_TITLES:
            yield Span(starts[i], starts[i] + len(word) + 1, 0.6)
        elif len(word) == 3 and word[:2] in _EPITHETS and word[2] in _KIN_TITLES:
            yield Span(starts[i], starts[i] + 3, 0.6)


# what a workmate, a neighbour or a cousin may be called by his build (大块头, 瘦子, 胖墩)
_BUILDS = frozenset("大块头 大个子 小个子 高个子 大高个 胖子 瘦子 矮子 瘦猴 大胖 小胖 黑子 胖墩".split())
_SPEAKING_OF = frozenset("他 她 我 你 人家".split())


def builds_heading_a_clause(tokens: Tokens) -> Iterable[Span]:
    """A build opening a clause, then says of someone (…，大块头说他吹牛) or names a relation that then acts (胖墩表弟带音响):
    the one so called, as a kind of person does not speak; not 胖子说明…, nor a build after 一个 or 的 (一个胖子说…)."""
    words, tags, starts = tokens
    for i in range(len(words) - 2):
        if i and tags[i - 1] not in {"w", "TIME"}:
            continue
        build, after = words[i], i + 1
        if build not in _BUILDS and build + words[i + 1] in _BUILDS:
            build, after = build + words[i + 1], i + 2  # 胖 / 墩: the tagger split it
        if build not in _BUILDS or after + 1 >= len(words):
            continue
        speaking = words[after] == "说" and words[after + 1] in _SPEAKING_OF
        relative_acting = words[after] in lx.RELATIONS and tags[after + 1] in {"v", "vd"}
        if speaking or relative_acting:
            yield Span(starts[i], starts[i] + len(build), 0.6)


def nicknames_glued_to_the_body_hurt(tokens: Tokens) -> Iterable[Span]:
    """老 or 小 and a character after a relation or a peer, the character glued to the body part hurt (工友老 / 黑手 /
    被机器夹了): 老黑 is the workmate, as a full name so glued is (`split_names`)."""
    words, _, starts = tokens
    for i in range(1, len(words) - 2):
        glued, after = words[i + 1], words[i + 2]
        if (
            words[i] in {"老", "小"} and (words[i - 1] in lx.RELATIONS or words[i - 1] in PEERS)
            and len(glued) == 2 and glued[1] in lx.BODY_PARTS and HAN.fullmatch(glued[0]) and after in lx.HURT
        ):
            yield Span(starts[i], starts[i] + 2, 0.6)


def peers_said_to_be_a_nickname(tokens: Tokens) -> Iterable[Span]:
    """A peer, 是, then 大, 老, 小 or 阿 and one or two characters the dictionary does not know as one word, before a
    pause (最好的哥们是大老黑，): the peer's nickname, as a peer said to be one is someone; not 同事是老乡 or 朋友是小学生
    (words)."""
    words, tags, starts = tokens
    for i in range(2, len(words)):
        if words[i - 1] != "是" or words[i - 2] not in PEERS:
            continue
        end = i
        while end < len(words) and words[end] not in CLAUSE_ENDS and end - i < 3:
            end += 1
        name = "".join(words[i:end])
        if end < len(words) and words[end] not in CLAUSE_ENDS:
            continue
        if 2 <= len(name) <= 3 and name[0] in "大老小阿" and HAN.fullmatch(name) and not known_word(name) \
                and name not in lx.RELATIONS and name not in lx.TITLES and name not in KINDS_OF_PERSON:
            yield Span(starts[i], starts[i] + len(name), 0.6)


# the rules above that read the tagged words alone, each yielding names; the name recogniser runs every one
TOKEN_RULES = (
    nicknames_of_a_kind, nicknames_by_home_province, trail_names, relatives_by_place_and_name,
    sisters_by_a_given_name, peers_by_a_word, peers_by_a_made_handle, called_so, kin_by_a_word_before_an_event,
    children_by_a_word, listed_among_names, called_to_at_a_turns_start, given_name_after_a_relation,
    neighbours_by_build, led_names_heading_a_clause, who_speaks_for_a_place, nicknames_of_the_same_place,
    epithets_of_a_place, epithets_with_a_kin_title, nicknames_glued_to_the_body_hurt, builds_heading_a_clause,
    peers_said_to_be_a_nickname,
)
