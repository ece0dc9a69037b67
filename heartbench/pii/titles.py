"""A surname with a title, however the tagger split them: 庞老师 / 宗 老师, 老焦 / 小郝, a surname read as
a verb before its title (调解员：包 / 主任), a full name before 先生 or an honouring title (农家宝老先生),
and a surname and a one-character title kept as one word (麦叔).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from heartbench.pii import lexicon as lx
from heartbench.pii.chat import ROSTER_TIME
from heartbench.pii.names import JAPANESE_SURNAMES, dictionary_tag, dictionary_word, everyday_word, known_word
from heartbench.pii.not_names import group_of, surname_na_in_a_cell, worker_by_the_surname_na
from heartbench.pii.org_words import surname_glued_to_organisation
from heartbench.pii.split_names import FUNCTION_CHARACTERS
from heartbench.pii.tokens import HAN, Span, Tokens

DEMONSTRATIVES = frozenset("这 那 哪 某 每 各 该 本 此 其".split())
_TO_SOMEONE = frozenset("给跟找问让对向帮请叫陪")
FUNCTION_TAGS = frozenset({"w", "v", "d", "p", "c", "u", "xc", "vd", "r", "TIME", "m", "q"})
_TITLES_OF_ANY_TAG = frozenset({"嬢嬢", "运营"})  # unknown to the tagger, or read as a verb (张 / 运营)
_NAME_LIKE_TAGS = frozenset({"n", "nz", "nr", "PER", "a", "s", "LOC", "an"})  # not 但 (c), 和 (p), 连 (d)


def surname_forms(tokens: Tokens) -> Iterable[Span]:
    """庞老师 / 宗 老师 split by the tagger, and 老焦 / 小郝 split into 老 + 焦."""
    words, tags, starts = tokens
    for i, token in enumerate(words):
        word = token.lstrip()  # HR / 敖经理: the tagger may glue a space to the surname
        lead = len(token) - len(word)
        after = words[i + 1] if i + 1 < len(words) else ""
        if after.endswith("家") and after[:-1] in lx.TITLES and len(after) >= 3:
            after = after[:-1]  # 饶 / 阿姨家: the title glued to the home it names
        before = words[i - 1] if i > 0 else ""
        title_tag = tags[i + 1] if i + 1 < len(words) else ""
        if (
            (word in lx.SURNAMES or (word in _FIELD_SURNAMES and _in_a_record_field(tokens, i)))
            and after in lx.TITLES and (title_tag in {"n", "nz", "PER"} or after in _TITLES_OF_ANY_TAG)
            and (
                tags[i] in _NAME_LIKE_TAGS or tags[i] == "w" or (tags[i] == "v" and _surname_read_as_verb(tokens, i))
                or (tags[i] in {"d", "p"} and _in_a_record_field(tokens, i))  # 村支书：常 / 书记, 医生：于 / 医生: read as words
                or (tags[i] == "p" and before == "的" and len(after) >= 2)  # 事务所的向 / 律师: no "towards" after 的
                # 楼上向 / 嬢嬢 / 八十多岁: a neighbour by her place, no "towards" with no verb after its object
                or (tags[i] == "p" and "".join(words[max(0, i - 2):i]).endswith(_ENDS_BEFORE_A_JOINED_SURNAME)
                    and tags[i + 2:i + 3] != ["v"])
                or (word in {"曾", "尚", "尤"} and tags[i] == "d")  # 欠了曾 / 老师, ，尚 / 阿姨, 尤 / 校长: no "once", "still" or
                # "especially" right before a title
                or (tags[i] == "m" and word in {"万", "陆"} and tags[i - 1:i] != ["m"])  # 上级万 / 经理: read as a number
            )
            and before not in DEMONSTRATIVES
            and not group_of(word, before, tags[i - 1] if i else "")
            and not (word == "时" and tags[i - 1:i] in (["v"], ["vn"]))  # 通话时 / 妈妈: "when", not the surname
        ):
            yield Span(starts[i] + lead, starts[i] + lead + 1, 0.7)
        elif (
            len(word) == 2 and word[1] in lx.SURNAMES
            # 楼下老那 / 说 (d): 老 and the surname 那 after a neighbour's place, as the tagger read them
            # (运营 / 小蒋 / 跟: read as an adjective, 老 or 小 and a surname before a preposition or after a relation:
            # 茶友 / 老秦 / 来)
            and (tags[i] in {"n", "nz"} or (tags[i] == "d" and word[0] in "老小" and before in _BEFORE_A_JOINED_SURNAME)
                 or (tags[i] == "a" and word[0] in "老小" and (title_tag == "p" or before in lx.RELATIONS or before in _CREW)))
            # 等下小汤也来; 大 only after a relation (室友大黄昨天…): 大黄 is a herb too
            and (word[0] in "老小" or (word[0] == "大" and before in lx.RELATIONS))
            and (after[:1] in "也都就又还才" or title_tag in FUNCTION_TAGS) and before not in DEMONSTRATIVES
            # (网格员 / 小孔, a small hole too; 对接的是 / 小麦, wheat too)
            and (not everyday_word(word) or before in lx.RELATIONS or _a_role(tokens, i - 1) or _on_duty(tokens, i))
            and word not in lx.NOT_A_NAME and word not in lx.RELATIONS
            and not (before == "着" and i >= 2 and words[i - 2] in _DEPICTING)  # 手机壳上贴着小熊: a picture
        ):
            yield Span(starts[i], starts[i] + 2, 0.6)
        elif (
            word in lx.SURNAMES and after == "总" and title_tag == "d" and (tags[i] in _NAME_LIKE_TAGS or tags[i] == "ORG")
            and tags[i + 2:i + 3] == ["v"] and (i == 0 or tags[i - 1] in {"TIME", "w"})
        ):
            yield Span(starts[i] + lead, starts[i] + lead + 1, 0.6)  # 晚上万 / 总 / 请吃饭: a boss by surname, 总 read as "always"
        elif word in JAPANESE_SURNAMES and after in lx.TITLES and before not in DEMONSTRATIVES:
            yield Span(starts[i] + lead, starts[i] + lead + len(word), 0.7)  # 房东山田 / 太太: a Japanese surname, a title
        elif (
            word in lx.SURNAMES and tags[i] in {"p", "c"} and after in _FORMAL_TITLES
            and (i == 0 or before in {"：", ":", "，", "。"} or before.isspace())
        ):
            yield Span(starts[i] + lead, starts[i] + lead + 1, 0.6)  # 备注：和 / 女士需要接站: a surname read as "and"
        elif (
            word in lx.SURNAMES and tags[i] in {"p", "c"} and after in lx.TITLES and before in {"：", ":"}
            and tags[i + 2:i + 3] == ["n"]
        ):
            # 三户：经 / 奶奶 / 血糖偏高: a list's first person, whose own noun follows; as a preposition
            # the surname would have a verb after its object (经奶奶介绍)
            yield Span(starts[i] + lead, starts[i] + lead + 1, 0.6)
        elif word == "那" and tags[i] == "r" and after in lx.TITLES and (
            (words[i + 2:i + 3] in (["："], [":"]) and (i == 0 or before.isspace() or before in {"】", "」"}))
            or surname_na_in_a_cell("".join(words[:i]), "".join(words[i + 1:i + 4]))
        ):
            # 那 / 大爷 / ：…: a turn's speaker by the Manchu surname, no "that"; so is | 那 / 老爷子 |, a table's cell
            yield Span(starts[i], starts[i] + 1, 0.6)
        elif word == "那" and worker_by_the_surname_na(before, after):
            yield Span(starts[i], starts[i] + 1, 0.6)  # 社工 / 那 / 姐: a social worker by the Manchu surname
        elif (
            word in lx.SURNAMES and after == "老" and i + 2 < len(words) and words[i + 2] in _LIST_PAUSES and tags[i] in _NAME_LIKE_TAGS
        ):
            yield Span(starts[i] + lead, starts[i] + lead + 1, 0.6)  # 请冀 / 老 / 、郜老准时到场: an elder by surname and 老
        elif word == "大" and title_tag == "PER" and before not in DEMONSTRATIVES and (
            after in lx.SURNAMES or (len(after) == 2 and after[0] in lx.SURNAMES and after[1] in FUNCTION_CHARACTERS)
        ):
            # 还大 / 刘的钱: the tagger saw the surname as a person's; 大 / 刘和 / 老疙瘩: and ran it into "and"
            yield Span(starts[i], starts[i] + 2, 0.6)
        elif word in {"老", "小"} and after in lx.SURNAMES and i + 2 <= len(words):
            following = tags[i + 2] if i + 2 < len(words) else "w"
            # 他老 / 管 / 着 / 我: 老 is "always" before a surname that is a verb and its 着 (not 着急, one word)
            always_doing = word == "老" and tags[i + 1] == "v" and words[i + 2:i + 3] == ["着"]
            if following in FUNCTION_TAGS and before not in DEMONSTRATIVES and not always_doing:
                yield Span(starts[i], starts[i] + 2, 0.65)
        elif (
            word in lx.SURNAMES and tags[i] in {"v", "p"} and after in _ONE_CHARACTER_TITLES
            # …; or speaking after a role (民宿老板娘蒙 / 姐 / ：你好)
            and (
                i == 0 or tags[i - 1] == "w" or before in _OWED_TO
                or (tags[i - 1] == "n" and words[i + 2:i + 3] in (["："], [":"]))
            )
            and (i + 2 >= len(words) or tags[i + 2] == "w" or (before in _OWED_TO and words[i + 2] == "的"))
        ):
            # 我：满叔，…: a surname read as a verb, called by name; 还饶姐的钱: owed to someone; 房东于 / 姐：…: read
            # as a preposition, speaking after a role
            yield Span(starts[i] + lead, starts[i] + lead + 1, 0.6)
        elif _name_before_a_formal_title(tokens, i):
            yield Span(starts[i] + lead, starts[i] + lead + len(word), 0.65)  # 讣告：农家宝老先生
        elif _surname_and_title_in_one(word, tags[i]):
            yield Span(starts[i], starts[i] + 1, 0.6)  # 联系麦叔: the tagger kept them as one word
        elif len(word) == 3 and word[:2] in _BEFORE_A_JOINED_SURNAME and word[2] in lx.SURNAMES and after in lx.TITLES:
            yield Span(starts[i] + 2, starts[i] + 3, 0.6)  # 楼上江 / 女士: the surname joined to where or who she is
        elif len(word) == 2 and word[0] == "人" and word[1] in lx.SURNAMES and after in lx.TITLES \
                and ((tags[i - 1:i] in (["v"], ["vn"]) or dictionary_tag(before) in {"v", "vn"}) and known_word(before)
                     or known_word(before + "人")):
            yield Span(starts[i] + 1, starts[i] + 2, 0.6)  # 记录 / 人阳 / 老师: the surname glued to 人 of the role
            # (a verb the tagger mistagged counts by its dictionary's tag: 来电 / 人马 / 先生; or 人 ends the word
            # before: 媒 / 人马 / 阿訇, the matchmaker)
        elif len(word) >= 3 and word[-1] in lx.SURNAMES and after in lx.TITLES and known_word(word[:-1]) \
                and (word[-2] in "员师工" or (not known_word(word) and word[-1] not in lx.GROUP_NOUNS)):
            # 信贷员逄 / 经理, 社工党 / 老师, 调度段 / 经理: joined to the role (not 我们班 / 主任)
            yield Span(starts[i] + len(word) - 1, starts[i] + len(word), 0.6)
        elif len(word) == 2 and word[1] in lx.SURNAMES and after in lx.TITLES and not known_word(word) \
                and (tags[i] == "v" or (tags[i] == "PER" and word[0] in _TO_SOMEONE)) \
                and word[0] not in lx.SURNAMES and word[1] != "时" \
                and not (word[1] == "钱" and word[0] in _HANDLING_MONEY):  # 开家长会时 / 老师: "when"; 打钱 / 奶奶: money
            # 已遵焦 / 医生 / 医嘱: a verb's character joined to the surname; 给仉 / 同学: read as one person with "to"
            yield Span(starts[i] + 1, starts[i] + 2, 0.6)
        elif len(word) == 2 and word[1] in lx.SURNAMES and after in lx.TITLES and not known_word(word) \
                and (before[-1:] + word[0] in lx.TITLES or (word[0] in "师员" and known_word(before + word[0]))):
            yield Span(starts[i] + 1, starts[i] + 2, 0.6)  # 法律 / 师伍 / 律师, 治疗 / 师史 / 老师: the trade's last character glued
        elif (
            len(word) >= 3 and word[-1] in lx.SURNAMES and (word[:-1].endswith(_TRADE_ENDINGS) or word[:-1] in lx.TITLES)
            and after in {"：", ":"} and not known_word(word)
            and not word.endswith(lx.TITLES_LONGEST_FIRST)  # 郝师傅：, a surname and a title
        ):
            # 定损员祁 / ：, 会计柯 / ：, 村医莫 / ：: a role, then who speaks
            yield Span(starts[i] + len(word) - 1, starts[i] + len(word), 0.6)
        elif (
            len(word) == 2 and word[1] == "家" and word[0] in lx.SURNAMES and word not in _WORDS_ENDING_IN_JIA
            and tags[i] in {"ORG", "n", "nz"} and title_tag == "v"
        ):
            yield Span(starts[i], starts[i] + 1, 0.6)  # 举报赖家 / 拉票: a household by its surname, doing something
        elif (cut := _role_surname_title(word)) is not None:
            yield Span(starts[i] + cut, starts[i] + cut + 1, 0.6)  # 村医文医生 as one word: a role, a surname, a title
        elif len(word) >= 3 and word[-2] in _DEPARTMENT_ENDS and word[-1] in lx.SURNAMES and after in lx.TITLES:
            yield Span(starts[i] + len(word) - 1, starts[i] + len(word), 0.6)  # 消化科陆 / 医生: joined to the department
        elif word in lx.SURNAMES and "".join(words[i + 1:i + 3]) in _HONOURED and tags[i] in _NAME_LIKE_TAGS:
            yield Span(starts[i] + lead, starts[i] + lead + 1, 0.65)  # 钮 / 老 / 先生: an honouring title in two words
        elif word in lx.SURNAMES and after == "老" and words[i + 2:i + 3] and words[i + 2].startswith("先生") \
                and before in _THANKING:
            yield Span(starts[i] + lead, starts[i] + lead + 1, 0.65)  # 感谢谈 / 老 / 先生题写: an elder thanked


def _role_surname_title(word: str) -> int | None:
    """Where the surname stands in one word of a role, a surname and a title (村医 / 文 / 医生), if it is one: the
    role a word of two characters or more the dictionary knows or ending as posts do, the whole no word it knows."""
    if len(word) < 4 or not HAN.fullmatch(word) or known_word(word):
        return None
    title = next((title for title in lx.TITLES_LONGEST_FIRST if word.endswith(title)), "")
    cut = len(word) - len(title) - 1
    if title and cut >= 2 and word[cut] in lx.SURNAMES and (known_word(word[:cut]) or word[:cut].endswith(_TRADE_ENDINGS)):
        return cut
    return None


def surname_led(word: str) -> bool:
    """Two or three Chinese characters led by a surname, that are not a word known as no name
    or a relation: what a rule that finds a name by its slot alone may take."""
    return (
        2 <= len(word) <= 3 and bool(HAN.fullmatch(word)) and word[0] in lx.SURNAMES
        and word not in lx.NOT_A_NAME and word not in lx.RELATIONS
    )


_ONE_CHARACTER_TITLES = frozenset("叔 姐 哥 姨 总 工 伯 婶 嫂")
_DEPICTING = frozenset("贴 挂 画 印 摆 放 绣 刻")  # …着 a toy or a picture (贴着小熊), not a person
_BEFORE_A_JOINED_SURNAME = frozenset("楼上 楼下 隔壁 对门 对面 老人".split())  # 楼上江 / 女士, 独居老人康 / 奶奶
_ENDS_BEFORE_A_JOINED_SURNAME = tuple(_BEFORE_A_JOINED_SURNAME)  # 楼 / 上 / 向 / 嬢嬢: the place cut in two
_FORMAL_TITLES = frozenset({"先生", "女士", "小姐"})  # 联系揭先生: no verb stands right before these
_HONOURED = ("老先生", "老太太", "老人", "同志")  # an obituary's or a speech's (农家宝老先生)
_DEPARTMENT_ENDS = frozenset("科室部处")  # 消化科, 办公室, 人事部, 财务处: a department before its staff
_COMMITTEES = ("委会", "委员会", "工会")  # 家委会, 业委会, 居民委员会, 工会: a committee before its members


def _a_role(tokens: Tokens, index: int) -> bool:
    """A trade or a post of two characters or more (网格员, 美容师, 店长) at `index`, a noun."""
    return index >= 0 and len(tokens.words[index]) >= 2 and tokens.words[index].endswith(_ROLE_LAST_CHARACTERS) \
        and tokens.tags[index] == "n"


_CREW = frozenset("司机 师傅 保安 门卫 保姆 护工 厨师 会计 出纳 导游 教练 司炉 船长 轮机长".split())  # 司机 / 老闫: who drives
_TASKS = frozenset("工作 任务 职责 责任 梦想 目标 爱好 办法 活儿".split())  # 他的工作是管 / 老师: what one does, no one
_SOMEONES_PLACE = frozenset("那里 那儿 这里 这儿 那边 家 店里 手里".split())
_DUTIES = frozenset("对接 负责 值班 接待 跟进 带班 陪同 主刀 接诊 上门 经手".split())


def _on_duty(tokens: Tokens, index: int) -> bool:
    """Who serves, said as "the one who …s is" (对接的是 / 小麦): a person, however everyday the word."""
    return index >= 3 and tokens.words[index - 3] in _DUTIES and tokens.words[index - 2:index] == ["的", "是"]


_THANKING = frozenset("感谢 谢谢 多谢 敬请 恭请 请".split())
_ELDERS_NOT_TITLES = frozenset("大叔 大婶 大娘".split())  # what one calls an elder that `lexicon.TITLES` lacks


def _surname_read_as_verb(tokens: Tokens, index: int) -> bool:
    """A surname the tagger read as a verb before a title is one: after a relation (跟班主 / 任 / 付 / 老师),
    before 先生 or 女士, after 被 or 给, after a department or a firm, or in a record's field (`_in_a_record_field`)."""
    words, tags, _ = tokens
    before = "".join(words[max(0, index - 2):index])
    if words[index - 1:index] and (words[index - 1] in lx.RELATIONS or any(before.endswith(r) for r in _LONG_RELATIONS)):
        return True
    if words[index + 1] in _FORMAL_TITLES:
        return True
    if words[index - 1:index] and words[index - 1] in lx.TITLES and len(words[index - 1]) >= 2:
        return True  # 联系执行法官付 / 法官: the role, then the one holding it by surname and title
    if words[index - 1:index] and words[index - 1] in _TAKE_A_PERSON and len(words[index + 1]) >= 2:
        return True  # 被游 / 老师 罚跑: after 被 or 给 stands who did it
    if words[index - 1:index] == ["由"] and words[index + 1] in {"嫂", "姐", "哥", "叔", "姨", "婶", "伯"}:
        return True  # 伙食由包 / 嫂 负责: who is in charge, by surname and a kin title
    if words[index - 1:index] and words[index - 1][-1:] in _DEPARTMENT_ENDS and len(words[index - 1]) >= 2:
        return True  # 学生工作办公室 / 任 / 老师: someone of an office, by surname
    if words[index - 1:index] and (words[index - 1] in _CREW or words[index - 1] in lx.TRADES_BEFORE_A_NAME) \
            and words[index] not in _TAKE_A_PERSON:
        return True  # 司机 / 冶 / 师傅: the trade, then who plies it by surname and title
    if words[index - 1:index] and words[index - 1].endswith(_COMMITTEES):
        return True  # 家委会 / 喻 / 妈妈: a committee's member, by surname
    if words[index - 1:index] and words[index - 1] in _ROLES_OF_A_RECORD and len(words[index + 1]) >= 2:
        return True  # 负责人付 / 老板: who holds a record's role, by surname and title
    if index and tags[index - 1] == "ORG" and words[index - 1].endswith(("公司", "中心", "店")):
        return True  # 家政公司 / 许 / 经理: someone of a firm, by surname
    if words[index] in lx.COMMON_SURNAMES and words[index] not in _TAKE_A_PERSON and words[index + 2:index + 3] in (["班"], ["的"]):
        return True  # 请家长舒 / 老师 / 班的孩子: whose class, so the teacher's surname
    if words[index + 2:index + 3] in (["："], [":"]) and index and tags[index - 1] == "n" \
            and (words[index - 1].endswith((*_ROLE_LAST_CHARACTERS, "医")) or words[index - 1] in lx.TITLES):
        return True  # 兽医包 / 大夫：…: speaking after one's trade
    if words[index - 1:index] in (["："], [":"]) and index >= 2 and words[index - 2] == words[index + 1]:
        return True  # 运营：邵 / 运营: the field names the post its holder bears
    if words[index - 1:index] in (["从"], ["到"], ["去"]) and words[index + 2:index + 3] and words[index + 2] in _SOMEONES_PLACE:
        return True  # 牛肉从撒 / 老板 / 那里进: from someone's place, by surname and title
    if words[index - 1:index] in (["到"], ["去"]) and words[index + 1].endswith("家") and len(words[index + 1]) >= 3:
        return True  # 下午去饶 / 阿姨家: to someone's home, by surname and a title
    if words[index - 1:index] == ["是"] and index >= 2 and (words[index - 2] == "的" or tags[index - 2] == "n") \
            and words[index - 2] not in _TASKS \
            and words[index] in lx.COMMON_SURNAMES and len(words[index + 1]) >= 2:
        return True  # 今天值班的是包 / 医生, 她的私教是喻 / 教练: who is on duty, by surname and title
    turn_opens = index == 0 or words[index - 1].isspace() or words[index - 1] in {"】", "」"}
    if turn_opens and words[index + 2:index + 3] in (["："], [":"]):
        return True  # 【练车群】 牟 / 教练：…: a chat's speaker by surname and title
    clause_opens = index == 0 or tags[index - 1] in {"w", "TIME"}
    titled = words[index + 1] in _ELDERS_NOT_TITLES or (len(words[index + 1]) >= 2 and words[index + 1] in lx.TITLES)
    if clause_opens and words[index] not in _TAKE_A_PERSON and titled:
        return True  # 冶 / 大哥的采棉机坏了, 涂 / 书记讲防汛: a surname opening a clause before a title
    return _in_a_record_field(tokens, index)


def _in_a_record_field(tokens: Tokens, index: int) -> bool:
    """A surname and its title alone in a record's field, or as a note's signature after its last
    sentence (调解员：包 / 主任。, …备用衣服。付 / 老师); or opening a diary's entry after its weather
    (10月19日 阴 顾 / 老师 说…)."""
    words, tags, _ = tokens
    if index >= 2 and words[index - 1].isspace() and words[index - 2] in lx.WEATHER:
        return True
    closed = index + 2 >= len(words) or tags[index + 2] == "w"
    return index > 0 and (words[index - 1] in {"：", ":"} or (words[index - 1] in {"。", "！"} and index + 2 >= len(words))) and closed


_ROLES_OF_A_RECORD = frozenset("负责人 联系人 经办人 承办人 代理人 委托人 介绍人 担保人 法人 法定代表人".split())
# family names that are everyday verbs first (代, of Sichuan and Hubei: "to stand in for"), taken as names only
# alone with a title in a record's field (接班护士：代护士), never in a sentence (我代老师来)
_FIELD_SURNAMES = frozenset("代")
_HANDLING_MONEY = frozenset("打转借还要花挣赚存取汇寄欠收交凑攒")  # 打钱, 转钱: money, not the surname 钱
_ROLE_LAST_CHARACTERS = (*lx.POST_ENDINGS, "人")  # 查勘员, 经办人, 舍长
_TRADE_ENDINGS = (*lx.POST_ENDINGS, "医")  # 定损员, 村医


def nicknames_in_role_fields(tokens: Tokens) -> Iterable[Span]:
    """小 / 老 and one character alone in a field named by a role (查勘员：小马, 经办人：老周, 纹身师：老猫, which
    the tagger may cut in two): who filled that role, however everyday the word (a pony, an old cat)."""
    words, tags, starts = tokens
    for i in range(2, len(words)):
        field = words[i - 2]
        if words[i - 1] not in {"：", ":"} or not (field.endswith(_ROLE_LAST_CHARACTERS) or ROSTER_TIME.fullmatch(field)):
            continue  # 查勘员：小马; a rota's day or shift (周二：小于)
        nickname, end = words[i], i + 1
        if nickname in {"老", "小"} and end < len(words) and len(words[end]) == 1:
            nickname, end = nickname + words[end], end + 1
        if (
            len(nickname) == 2 and nickname[0] in "老小" and HAN.fullmatch(nickname)
            and nickname not in lx.TITLES and nickname not in lx.RELATIONS  # 家长：老师，…: addressing a teacher
            and nickname not in lx.NOT_A_NAME and (end == len(words) or tags[end] == "w")
        ):
            yield Span(starts[i], starts[i] + 2, 0.6)


_LIST_PAUSES = frozenset("、 ， 。 ！ ？ ,".split())
_OWED_TO = frozenset("还 借 欠 给 找 跟 和 问 陪".split())
_TAKE_A_PERSON = frozenset("被 给 跟 找 问 和 对 向 让 叫 预约 联系 探望 看望 拜访 照顾 接待".split())  # 已为您预约付 / 老师, 探望邵 / 奶奶
_LONG_RELATIONS = tuple(relation for relation in lx.RELATIONS if len(relation) >= 3)


def _name_before_a_formal_title(tokens: Tokens, index: int) -> bool:
    """A full name the tagger read as a noun, before 先生 / 女士 or an honouring title, which may come
    in two words (农家宝 / 老 / 先生)."""
    words, tags, _ = tokens
    word = words[index].lstrip()
    if not (2 <= len(word) <= 3 and tags[index] in {"n", "nz", "v", "a"} and surname_led(word)) or index + 1 == len(words):
        return False  # the cheap checks first: this runs on every word
    title = "".join(words[index + 1:index + 3])
    return (words[index + 1] in _FORMAL_TITLES or title.startswith(_HONOURED)) and not dictionary_word(word)


def _surname_and_title_in_one(word: str, tag: str) -> bool:
    """A surname and a title as one word the dictionary does not know (麦叔, 金姐, 皮教授): a known
    one is an everyday word (帅哥, 空姐), and a relation is nobody's name (表哥)."""
    title = word[1:]
    return (
        2 <= len(word) <= 4 and word[0] in lx.SURNAMES and (title in _ONE_CHARACTER_TITLES or (len(title) >= 2 and title in lx.TITLES))
        # the tagger may call it an adverb where the surname is one too (曾老师你好: 曾, "once"), or a measure word
        # (找段主任: 段, "a stretch"; not 位 or 名, which count people: 这位老师)
        and (tag in {"n", "nz"} or (tag == "d" and len(title) >= 2) or (tag == "q" and len(title) >= 2 and word[0] not in "位名个"))
        and word not in lx.RELATIONS and word not in lx.NOT_A_NAME
        and not known_word(word)
    )


# a household, not a shop named after one (老孙家泡馍): what follows is no word of its own name
_HOUSEHOLD = re.compile("老(?P<surname>" + lx.SURNAME_PATTERN + ")家(?=$|[^\u4e00-\u9fff]|[的里人门院那这吃住群])")


# someone named by the surname and 姓 before who they are (庄姓信女 200元, 一名王姓男子)
_BY_SURNAME = re.compile(
    # or a neighbour by where they live (楼上司姓住户)
    "(?:(?<![\u4e00-\u9fff])|(?<=[名位个、])|(?<=楼上|楼下|对门|隔壁))(?P<surname>" + lx.SURNAME_PATTERN + ")姓"
    "(?=男子|女子|信女|信士|善信|老人|村民|司机|师傅|同学|老板|患者|人家|一家|家族|住户|业主|租户|邻居|[男女])"
    # a family counted, then its surname (有一家侯姓的, 村里一户马姓人家), or married into after its town (嫁渌口镇易姓)
    "|(?<=一家|一户)(?P<family>" + lx.SURNAME_PATTERN + ")姓(?=的|人家)"
    "|(?<=[镇村乡])(?P<wed>" + lx.SURNAME_PATTERN + ")姓(?=[。，,；;]|$)"
)


def surnames_named_as_such(text: str) -> Iterable[Span]:
    """A person or a family named by the surname alone, said to be one (庄姓信女, 一名王姓男子): the surname."""
    for match in _BY_SURNAME.finditer(text):
        group = next(group for group in ("surname", "family", "wed") if match.group(group))
        yield Span(match.start(group), match.end(group), 0.6)


def surnames_in_titled_words(tokens: Tokens) -> Iterable[Span]:
    """A surname and its title the tagger read as one word of another kind (郑居士 as an organisation, 黄牧师 as an
    adjective), or as any word right after a field's colon (项目经理：闻工): the surname."""
    words, tags, starts = tokens
    for i, (word, tag, start) in enumerate(zip(words, tags, starts, strict=True)):
        in_a_field = len(word) == 2 and i > 0 and words[i - 1] in {"：", ":"}  # 项目经理：闻工 (read as a verb)
        if (tag in {"ORG", "a", "n", "nz"} and len(word) in (3, 4) or in_a_field) and word[0] in lx.SURNAMES \
                and word[1:] in lx.TITLES and not dictionary_word(word) and word not in lx.TITLES and word not in lx.RELATIONS:
            yield Span(start, start + 1, 0.7)  # (not ：阿姨，, a title or a relation on its own)


def surnames_glued_to_organisations(tokens: Tokens) -> Iterable[Span]:
    """A surname the tagger kept at the end of an organisation before a title (交警支队三大队冉 / 警官)."""
    for index, (word, start) in enumerate(zip(tokens.words, tokens.starts, strict=True)):
        if surname_glued_to_organisation(tokens, index):
            yield Span(start + len(word) - 1, start + len(word), 0.7)


# one of a household called by its surname (韦家老人, 蒙家小孩), opening a clause or after a neighbour's place
_MEMBER_OF_A_HOUSEHOLD = re.compile(
    "(?:(?<![\u4e00-\u9fff])|(?<=隔壁)|(?<=对门)|(?<=楼上)|(?<=楼下)|(?<=村里)|(?<=村头)|(?<=村尾)"
    "|(?<=[托找让叫给跟问请帮]))"  # 托申家小子捎回去: a member asked to do something, the verb glued to the surname
    "(?P<surname>" + lx.SURNAME_PATTERN + ")家(?=老人|小孩|孩子|娃|媳妇|儿子|女儿|闺女|姑娘|丫头|小子|老大|老二|老三|男人|女人|老太|老头)"
)
# a household's yard or house where someone lives or rents (住的是雷家的场院, 租的李家的房子)
_HOUSEHOLDS_PROPERTY = re.compile(
    "(?:(?<=[住租借]的是)|(?<=[住租借]的)|(?<=[住租]在))(?P<surname>" + lx.SURNAME_PATTERN + ")家的?(?=场院|院子|房子|老房子|老宅|屋|铺面|厢房)"
)

_TWO_HOUSEHOLDS = re.compile(
    "(?P<first>" + lx.SURNAME_PATTERN + ")家(?=[和与跟、](?P<second>" + lx.SURNAME_PATTERN + ")家)"
)
# a household visited, by its surname (网格员走访綦家，…, 去了束家): the clause ends there, so not 王家庄 or 去万家买菜
_VISITED_HOUSEHOLD = re.compile(
    "(?:走访|拜访|家访|上门|去了?|到了?|来到)(?P<surname>" + lx.SURNAME_PATTERN + ")家(?=$|[，。、；！？,.;!?\\s])"
)
# a neighbouring household by its surname (楼上贾家天天半夜剁馅子, 隔壁柯家的狗): where the writer lives, the value
# (楼下那家 is the one downstairs, a shop or a flat: 那 as "that" there, no Manchu household)
_NEIGHBOURING_HOUSEHOLD = re.compile("(?<=楼上|楼下|隔壁|对门|对面)(?!那家)(?P<surname>" + lx.SURNAME_PATTERN + ")家(?![乡长具])")
_A_TITLE = "(?=" + lx.TITLE_PATTERN + ")"
# words of 家 whose first character is a surname too (国家老人节, 全家老人, 农家小孩): no household's name
_WORDS_ENDING_IN_JIA = frozenset("国家 公家 全家 农家 商家 管家 东家 车家 冤家 当家 庄家 专家 作家 安家 成家 发家 居家 回家 搬家 岳家".split())


def households_by_surname(text: str) -> Iterable[Span]:
    """A household called by its surname and 老 (【老刁家】, 去老王家吃饭), one of its members by its surname (韦家老人),
    a household visited (走访綦家，) or lived in (住的是雷家的场院), or two households side by side (住着那家和关家): the surname is the value, and
    so is that surname before a title elsewhere in the text (那大妈); not an everyday word of 老 (老年家庭, 老师家),
    nor a shop's name (老孙家泡馍)."""
    found = [
        Span(match.start("surname"), match.end("surname"), 0.6) for match in _MEMBER_OF_A_HOUSEHOLD.finditer(text)
        if match.group("surname") + "家" not in _WORDS_ENDING_IN_JIA
    ]
    for match in _HOUSEHOLD.finditer(text):
        elder = "老" + match.group("surname")
        if elder not in lx.TITLES and elder not in lx.RELATIONS and not dictionary_word(elder):
            found.append(Span(match.start("surname"), match.end("surname"), 0.6))
    found += [
        Span(match.start("surname"), match.end("surname"), 0.6)
        for pattern in (_VISITED_HOUSEHOLD, _HOUSEHOLDS_PROPERTY, _NEIGHBOURING_HOUSEHOLD) for match in pattern.finditer(text)
        if match.group("surname") + "家" not in _WORDS_ENDING_IN_JIA
    ]
    for match in _TWO_HOUSEHOLDS.finditer(text):
        if not {match.group("first") + "家", match.group("second") + "家"} & _WORDS_ENDING_IN_JIA:
            found += [Span(match.start(group), match.end(group), 0.6) for group in ("first", "second")]
    yield from found
    for surname in {text[span.start] for span in found}:
        for match in re.finditer(re.escape(surname) + _A_TITLE, text):
            yield Span(match.start(), match.start() + 1, 0.6)


# the rules above that read the tagged words alone, each yielding names; the name recogniser runs every one
TOKEN_RULES = (surname_forms, nicknames_in_role_fields, surnames_in_titled_words, surnames_glued_to_organisations)
