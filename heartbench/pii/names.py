"""Name rules beyond the tagger's PER tags: names after kinship words, romanised names in any
case, and the names that are not anyone's personal data (foreign transliterations, textbook
placeholders, public and fictional figures, also when the tagger cuts them short).
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Iterable
from pathlib import Path

from heartbench.pii import lexicon as lx
from heartbench.pii.tokens import HAN, Span, Tokens

# Characters of Chinese transliterations of foreign names (邓布利多, 斯内普, 赫敏 are written with
# these); a Chinese given name rarely consists of them only.
TRANSLITERATION_CHARS = frozenset(
    "阿埃艾爱安昂奥巴芭拜班邦鲍贝本比彼毕波伯布查茨达戴丹道德登迪蒂丁东杜多厄恩尔法菲费芬弗福"
    "盖冈戈格贡古哈海汉豪赫亨胡霍基吉加贾杰捷金卡凯坎康柯科克肯库夸奎拉莱兰朗劳勒雷蕾里理利莉"
    "丽列林琳卢鲁伦罗洛马迈麦曼梅门蒙米敏莫姆穆纳娜内尼妮诺欧帕佩彭皮珀普齐奇乔切琼萨塞桑瑟森"
    "沙莎舍圣施斯松苏索塔泰坦汤特图托瓦威韦维温沃乌西希谢休雅亚扬耶伊因英尤约詹朱兹佐"
)
# Japanese surnames (Chinese text writes Japanese names in kanji: 渡边, 佐藤). Those that could
# begin a Chinese name (金子 in 金子涵, 石川, 毛利, 小川 as 小X) are left out: such a name is
# anonymised, whoever it is.
JAPANESE_SURNAMES = frozenset(
    surname for surname in (
        "渡边 佐藤 铃木 高桥 田中 伊藤 山本 中村 加藤 吉田 山田 佐佐木 山口 松本 井上 木村 斋藤 清水 山崎 森田 "
        "池田 桥本 阿部 石川 前田 藤田 小川 冈田 后藤 长谷川 村上 近藤 石井 坂本 远藤 青木 藤井 西村 福田 太田 "
        "三浦 冈本 松田 中川 中野 原田 小野 竹内 金子 和田 石田 上田 森本 小岛 宫崎 野口 樱木 流川 工藤 "
        "毛利 江户川 浅野 宫本 织田 丰臣 德川 夏目 芥川 太宰 川端 三岛 东野 是枝 北野 新垣 石原 福山"
    ).split()
    if surname[0] not in lx.COMMON_SURNAMES and not surname.startswith(("小", "高"))
)
# Beginnings of Tibetan and Uyghur names written in Han characters (扎西多吉, 买买提江): four
# characters of sounds, yet Chinese citizens' names, so never taken for a foreign one.
MINORITY_NAME_STARTS = (
    "扎西", "次仁", "格桑", "旦增", "丹增", "达瓦", "尼玛", "卓玛", "央金", "拉姆", "德吉", "多吉", "平措", "索朗",
    "强巴", "洛桑", "顿珠", "白玛", "巴桑", "普布", "仁增", "益西", "买买提", "阿不都", "阿依", "古丽", "热依",
    "努尔", "艾尔", "迪丽", "阿力", "艾力", "吐尔",
)
# Names used as placeholders in law and economics teaching (张三 hits 李四): nobody's data.
PLACEHOLDER_NAMES = frozenset("张三 李四 王五 赵六 钱七 孙八 某甲 某乙".split())
# Words after a name introduced by a kinship word: the name ends where one of these begins.
_AFTER_NAME = (
    "和", "跟", "与", "说", "来", "也", "都", "还", "是", "在", "把", "对", "又", "就", "去", "让", "给", "叫", "今年", "去年", "从", "的",
    "家",  # 我舅舅尤建军家: the relative's home
    "老人",  # 俄底莫色老人的血压: an old person named, then called so
)
_PUNCTUATION = re.compile(r"[\s，。、！？；：,.!?;:（）()“”\"'…—\-]")


def is_foreign_transliteration(name: str) -> bool:
    """A Han-script name of someone foreign: led by a Japanese surname (渡边, 村上), four
    characters or more of transliteration sounds after the first, without a compound surname
    and not a Tibetan or Uyghur name (邓布利多, not 扎西多吉), or three transliteration
    characters that no surname begins (奥利弗, 杰西卡)."""
    if not HAN.fullmatch(name):
        return False
    if any(name.startswith(surname) and len(name) > len(surname) for surname in JAPANESE_SURNAMES) or name in JAPANESE_SURNAMES:
        return True
    if len(name) >= 4:  # 邓布利多: sounds after the first character, not a compound surname
        return (
            name[:2] not in lx.COMPOUND_SURNAMES and not name.startswith(MINORITY_NAME_STARTS)
            and all(char in TRANSLITERATION_CHARS for char in name[1:])
        )
    # three characters that no surname begins (two are too short to tell: 阿杰 and 莉莉 are Chinese
    # names too; 安丽娜 starts with a surname, so it is anonymised, whoever she is)
    return len(name) == 3 and name[0] not in lx.SURNAMES and all(char in TRANSLITERATION_CHARS for char in name)


def part_of_known_name(text: str, start: int, end: int, known: NamesByInitial) -> str | None:
    """The longer known name that the span text[start:end] is cut from, if any: the tagger
    reads 邓布利 / 多 in one place and 邓布利多 in another, or 泡泡 / 玛特 in 泡泡玛特, and a name
    is never replaced partially inside a longer one."""
    for position in range(max(0, start - known.longest + 1), min(start, len(text) - 1) + 1):
        for name in known.get(text[position], ()):
            if position + len(name) >= end and len(name) > end - start and text.startswith(name, position):
                return name
    return None


class NamesByInitial(dict):
    """Names grouped by their first character, for `part_of_known_name` over long lists."""

    def __init__(self, names: Iterable[str]):
        super().__init__()
        self.longest = 1
        for name in names:
            if name:
                self.setdefault(name[0], []).append(name)
                self.longest = max(self.longest, len(name))


_WORD_TAGS = frozenset("n v vn a ad an d l i c p m q r f s".split())


@functools.cache
def _dictionary() -> dict[str, tuple[int, str]]:
    """jieba's dictionary (word -> frequency, part of speech), two to four characters; read
    once per process, on the first weak name candidate (about half a second)."""
    # deferred: only the weak name rules need it
    import jieba

    words: dict[str, tuple[int, str]] = {}
    path = Path(jieba.__file__).parent / "dict.txt"
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            parts = line.split()
            if len(parts) == 3 and 2 <= len(parts[0]) <= 4:
                words[parts[0]] = (int(parts[1]), parts[2])
    return words


def everyday_word(word: str, min_frequency: int = 50) -> bool:
    """True for a word the dictionary knows as an ordinary word (方式, 成绩, 冷风), not as a
    name: what a weak rule took for a name after 朋友 or 叫 is then not one."""
    frequency, tag = _dictionary().get(word, (0, ""))
    return frequency >= min_frequency and tag in _WORD_TAGS


def word_of_kin_or_role(word: str) -> bool:
    """A relation, a title or a word the lexicon lists as no name (妈妈, 老师, 宝贝): never a slot's name."""
    return word in lx.RELATIONS or word in lx.TITLES or word in lx.NOT_A_NAME


def dai_given_name(word: str) -> bool:
    """岩温, 玉香, 扎约, 特山: a Dai, a Lahu, a Miao or a Zhuang given name of two after its lead the dictionary does not
    know."""
    return len(word) == 2 and word[0] in lx.LED_GIVEN_NAME_LEADS and not dictionary_word(word)


def full_name_misread(word: str) -> bool:
    """A full name of three the tagger read as another word (计福根, 普春花): a surname (not 阿, 老 or 小), then a given
    name's characters, no word the dictionary knows, and no title at its end."""
    return len(word) == 3 and bool(HAN.fullmatch(word)) and word[0] in lx.SURNAMES and word[0] not in "阿老小" \
        and not known_word(word) and given_name_characters(word[1:]) and not word.endswith(lx.TITLES_LONGEST_FIRST)


def rare_given_name(word: str) -> bool:
    """Characters given names use that make no common word, whatever its tag (秀芬, 美善, 立军; not 玉米, 帅哥, 美女),
    nor a relation, a title or a word that names no one."""
    return given_name_characters(word) and _dictionary().get(word, (0, ""))[0] < 50 and word not in lx.NOT_A_NAME \
        and word not in lx.RELATIONS and word not in lx.TITLES


@functools.cache
def _given_name_characters(min_names: int = 20) -> frozenset[str]:
    """Characters that stand in the given names of at least `min_names` of the dictionary's
    three-character names (铁 and 柱 do, 腰 and 椎 do not)."""
    counts: dict[str, int] = {}
    for word, (_, tag) in _dictionary().items():
        if tag == "nr" and len(word) == 3:
            for char in word[1:]:
                counts[char] = counts.get(char, 0) + 1
    common = frozenset(char for char, count in counts.items() if count >= min_names)
    return common | lx.MODERN_GIVEN_NAME_CHARACTERS | lx.ERA_GIVEN_NAME_CHARACTERS


def given_name_characters(word: str) -> bool:
    """True when every character of `word` is one Chinese given names often use (铁柱, not 腰椎)."""
    return all(char in _given_name_characters() for char in word)


def known_word(word: str) -> bool:
    """True for any word the dictionary lists, names (帅哥 is tagged nr) included."""
    return word in _dictionary()


def dictionary_tag(word: str) -> str:
    """The part of speech the dictionary gives `word` (ns a place, v a verb …), or "" when it lists none."""
    return _dictionary().get(word, (0, ""))[1]


def dictionary_word(word: str, min_frequency: int = 1) -> bool:
    """True for a word the dictionary lists as anything but a person's name (黄昏, 江南, 高兴), at
    least `min_frequency` times: where only the slot says a word is a name, a word the dictionary
    knows is not one (and with a higher bound, a word it knows often: 生日, not 铁柱)."""
    frequency, tag = _dictionary().get(word, (0, ""))
    return frequency >= min_frequency and not tag.startswith("nr")


def _relation_then_name(word: str) -> str | None:
    """The relation word a token begins with when 2-3 Chinese characters follow it in the same
    token (the longest such relation; looked up by prefix, as this runs on every token)."""
    if not 2 < len(word) <= 6 or not HAN.fullmatch(word):
        return None
    for length in range(len(word) - 2, max(0, len(word) - 4), -1):  # the name after it: 2 or 3 characters (妻温秀英)
        if word[:length] in lx.RELATIONS:
            return word[:length]
    return None


_ROLES_GLUED = frozenset("老大 船老大 老板 厂长 队长 组长 班长 师傅".split())  # a role the tagger glues to the surname after it


def relation_led_names(text: str, words: list[str], tags: list[str], starts: list[int]) -> Iterable[Span]:
    """A name right after a kinship or relation word, in lists (奶奶叫付翠兰，爷爷叫付长贵;
    姑姑包美华和姑父包德才来): 2-3 characters led by a common surname, ending on a word
    boundary before punctuation or a word that follows a name."""
    boundaries = set(starts) | {len(text)}
    for i, word in enumerate(words):
        merged = _relation_then_name(word)
        if merged:  # the tagger joined them: 老公费志强
            begin, end = starts[i] + len(merged), starts[i] + len(word)
            if end - begin == 3 and text[end - 1] in _AFTER_NAME:  # 同事张明说: the verb came along too
                end -= 1
            candidate = text[begin:end]
            if len(candidate) >= 3 and candidate[0] in lx.SURNAMES and (candidate[1:] in lx.RELATIONS or candidate[1:] in lx.TITLES):
                yield Span(begin, begin + 1, 0.6)  # 阿嫲黄婆婆: a relation, then an elder by surname and a kin word
                continue
            if (
                candidate[0] in lx.SURNAMES and candidate not in lx.NOT_A_NAME and candidate[1:] not in lx.TITLES
                and not dictionary_word(candidate) and not dictionary_word(candidate[:2])  # 女朋友何时来
                and _name_may_end(text, end)
            ) or (  # 老姨秀芬: a given name alone after a relation of two characters or more (not 姐 / 妹群)
                len(merged) >= 2 and len(candidate) == 2 and rare_given_name(candidate) and not dictionary_word(candidate)
                and _name_may_end(text, end)
            ):
                yield Span(begin, end, 0.6)
            continue
        following = words[i + 1] if i + 1 < len(words) else ""
        after = words[i + 2] if i + 2 < len(words) else "。"
        if (
            # (or a skipper, a boss: 船 / 老大翁 / 海潮，)
            len(word) >= 3 and (word[:-1] in lx.RELATIONS or word[:-1] in _ROLES_GLUED) and word[-1] in lx.SURNAMES
            and 1 <= len(following) <= 2 and HAN.fullmatch(following) and following not in lx.TITLES
            and _PUNCTUATION.fullmatch(after[:1] or "。")
        ):
            yield Span(starts[i] + len(word) - 1, starts[i + 1] + len(following), 0.6)  # 子女农 / 立国、: the tagger split it
            continue
        if word not in lx.RELATIONS or i + 1 == len(words):
            continue
        begin = starts[i] + len(word)
        if words[i + 1] in lx.INTRODUCERS:  # 爷爷叫付长贵
            begin += len(words[i + 1])
        for length in (3, 2):
            end = begin + length
            candidate = text[begin:end]
            if (
                (end in boundaries or (text[end:end + 1] == "家" and end + 1 in boundaries))  # 尤 / 建 / 军家: home glued
                and begin in boundaries and HAN.fullmatch(candidate or "-") and len(candidate) == length
                and candidate[0] in lx.COMMON_SURNAMES and candidate not in lx.NOT_A_NAME and not everyday_word(candidate)
                and candidate[1:] not in lx.TITLES  # 值班医生 / 康医生: the title rule takes the surname
                and not any(candidate.startswith(word) for word in lx.NOT_A_NAME)
                and not (length == 3 and candidate[2] in _AFTER_NAME and begin + 2 in boundaries)  # 张明 / 说
                and not dictionary_word(candidate[:2])  # 何时 / 来
                and _name_may_end(text, end)
            ):
                yield Span(begin, end, 0.6)
                break


# what only a person does, so the word between a relation and it is a name (not 房子, 嘴巴: too common to be one)
_ABOUT_TO = frozenset("要 想 快 快要 就要 准备 打算".split())
_ONLY_A_PERSON_DOES = frozenset("失恋 说 告诉 结婚 离婚 怀孕 辞职 分手 表白 毕业 考上 请假 加班 出国 相亲".split())
_ONLY_A_BABY_DOES = frozenset("喝奶 吃奶 哭闹 打疫苗".split())

# who someone is by trade, right before their given name and a pause (我是普保镇的牧民格桑，)


def after_a_titled_surname(tokens: Tokens, index: int) -> bool:
    """The word before `index` is a title after a surname (童 / 老师 / 午点): someone already named by it, so what
    follows is what is asked of them (午点, the afternoon snack), not their given name."""
    words, tags, _ = tokens
    return index >= 2 and words[index - 1] in lx.TITLES and tags[index - 2] == "PER" and len(words[index - 2]) == 1


_SIDES_OF_A_MATCH = frozenset("女方 男方".split())


def home_of_a_side(words: list[str], index: int) -> bool:
    """家 after the bride's or the groom's side (女方 / 家念): that side's home, no given name."""
    return words[index - 1] in _SIDES_OF_A_MATCH and words[index].startswith("家")


def given_names_after_relations(tokens: Tokens) -> Iterable[Span]:
    """A given name without a surname right after a relation (你弟 / 铁柱 / 考上了): a rare noun the
    dictionary barely knows, made of characters given names are made of, before a verb or a pause."""
    words, tags, starts = tokens
    for i in range(1, len(words) - 1):
        word = words[i]
        if len(word) != 2 or not HAN.fullmatch(word) or word in lx.RELATIONS or word in lx.TITLES or word in lx.NOT_A_NAME \
                or after_a_titled_surname(tokens, i) or home_of_a_side(words, i):
            continue
        before = "".join(words[max(0, i - 2):i])  # a relation the tagger split (发 / 小 / 铁蛋)
        related = words[i - 1] in lx.RELATIONS or before[-2:] in lx.RELATIONS or before[-3:] in lx.RELATIONS
        trade = words[i - 1] in lx.TRADES_BEFORE_A_NAME and tags[i + 1] == "w"  # 司机 / 喜旺 / ，
        if (
            (related or trade)
            # read as a verb only when the dictionary lists no such word and a verb follows (大兄弟 / 立军 / 说过), or
            # after a trade, a pause
            and (tags[i] in {"n", "nz"} or (
                tags[i] == "v" and not known_word(word) and ((related and tags[i + 1] in {"v", "TIME"}) or trade)
            ))
            and tags[i + 1] in {"v", "w", "d", "p", "TIME"} and not dictionary_word(word, 50)
            and (given_name_characters(word) or (given_name_characters(word[0]) and word[1] in lx.RURAL_NICKNAME_ENDINGS))
        ):
            yield Span(starts[i], starts[i] + 2, 0.6)
        elif related and tags[i] == "TIME" and words[i + 1].endswith("岁") and given_name_characters(word) \
                and not everyday_word(word, 300) and dictionary_tag(word) != "t":  # not 我哥明天十四岁
            yield Span(starts[i], starts[i] + 2, 0.6)  # 大哥 / 春生 / 十四岁: a given name read as a time, then an age
        elif related and tags[i] in {"n", "nz"} and _a_person_does_next(tokens, i + 1) and not dictionary_word(word, 300):
            yield Span(starts[i], starts[i] + 2, 0.6)  # 我闺蜜桃子失恋了: a nickname that is a word, before what only a person does
        elif words[i + 1] in _KIN_TITLES and tags[i] in {"n", "nz"} and not known_word(word) and given_name_characters(word):
            yield Span(starts[i], starts[i] + 2, 0.6)  # 感谢翠花 / 婶子: a neighbour's given name, then what one calls her


# what one calls an elder or a peer after a given name, kin or not (翠花婶子, 建国叔, 春燕姐)
_KIN_TITLES = frozenset("婶子 婶 叔 叔叔 阿姨 姨 姐 哥 大爷 大娘 奶奶 爷爷 嫂子 嫂 大姐 大哥 阿婆 伯 大伯".split())


def _a_person_does_next(tokens: Tokens, index: int) -> bool:
    """What only a person does at `index`, or after one word of when or how or of what is to come (上周 / 失恋,
    又 / 失恋, 要 / 结婚)."""
    words, tags, _ = tokens
    return _deed_after_when(words, tags, index, {"TIME", "d"}, _ABOUT_TO) in _ONLY_A_PERSON_DOES


def _a_baby_does_next(words: list[str], tags: list[str], index: int) -> bool:
    """What only a baby does at `index`, or after one word of when (早上七点 / 喝奶)."""
    return _deed_after_when(words, tags, index, {"TIME"}, frozenset()) in _ONLY_A_BABY_DOES


def _deed_after_when(words: list[str], tags: list[str], index: int, when_tags: set[str], when_words: frozenset[str]) -> str:
    """The word at `index`, or the one after it where it says when or how (a tag of `when_tags`, a word of
    `when_words`) and a word follows."""
    if (tags[index] in when_tags or words[index] in when_words) and index + 1 < len(words):
        index += 1
    return words[index]


_NON_HAN_GIVEN_NAME = re.compile(
    # 宝音德力格尔: two names in one; 斯琴图: with 图 ("having") after it, ending the name
    "(?:" + "|".join(sorted(lx.MONGOLIAN_GIVEN_NAMES, key=len, reverse=True)) + ")+(?:图(?![\u4e00-\u9fff]))?"
    + "|(?:" + "|".join(sorted(lx.UYGHUR_KAZAKH_GIVEN_NAMES, key=len, reverse=True)) + ")江?"
    + "|" + "|".join(sorted(lx.HUI_RELIGIOUS_NAMES, key=len, reverse=True))
    + "|(?:(?!扎西德勒|格桑花)(?:" + "|".join(sorted(lx.TIBETAN_GIVEN_NAMES, key=len, reverse=True)) + "))+"
    + "(?:尼玛|才让|罗布)?"  # after a Tibetan name these are a name's second half too (洛绒尼玛), not a curse or 才 + 让
)


def non_han_given_names(text: str) -> Iterable[Span]:
    """Mongolian, Uyghur, Kazakh and Tibetan given names and Hui religious names written in Han characters
    (`lexicon.MONGOLIAN_GIVEN_NAMES`, `lexicon.UYGHUR_KAZAKH_GIVEN_NAMES`, `lexicon.TIBETAN_GIVEN_NAMES`,
    `lexicon.HUI_RELIGIOUS_NAMES`) wherever they stand: no Chinese word, so no one's else; and a Yi clan name with
    a given name of two after it (吉克曲布), ending where a name may end."""
    non_han = list(_NON_HAN_GIVEN_NAME.finditer(text))
    yield from (Span(match.start() - _hui_surname_before(text, match.start()), match.end(), 0.7) for match in non_han)
    if any(_TIBETAN_ALONE.fullmatch(match.group()) for match in non_han):
        # among Tibetan names, those that are words too open a clause before what they did (11月：才让交牛奶…)
        yield from (Span(*match.span("name"), 0.6) for match in _TIBETAN_WORD_NAME_OPENING.finditer(text))
    for match in _YI_NAME.finditer(text):
        given = match.group()[2:]  # not a title, a relation or 老人 after the clan name (马海 / 老师, 吉克 / 老人)
        if given not in lx.TITLES and given not in lx.RELATIONS and given != "老人" and not lx.NEVER_IN_NAMES.intersection(given) \
                and (_name_may_end(text, match.end()) or _yi_name_then_a_verb(text, match.end(), given)):
            yield Span(match.start(), match.end(), 0.7)


_TIBETAN_ALONE = re.compile("(?:" + "|".join(sorted(lx.TIBETAN_GIVEN_NAMES, key=len, reverse=True)) + ")+")
_TIBETAN_WORD_NAME_OPENING = re.compile(r"(?:^|(?<=[：:，,；;。\s]))(?P<name>尼玛|才让|罗布|洛桑)(?=[交领借还给说去来买卖欠])")
_YI_NAME = re.compile("(?:" + "|".join(sorted(lx.YI_CLAN_NAMES)) + r")[\u4e00-\u9fff]{2}")


_HUI_SURNAMES = "马冶白哈纳丁撒沙喇锁"


def _hui_surname_before(text: str, start: int) -> int:
    """1 where a Hui surname stands right before a non-Han given name of the lexicon's, opening its word (师傅是马哈比布,
    a Hui religious name, most often so written): the surname is the name's too; else 0."""
    if start == 0 or text[start - 1] not in _HUI_SURNAMES:
        return 0
    return 1 if start == 1 or not HAN.fullmatch(text[start - 2]) or text[start - 2] in "是叫和跟与同及" else 0


def _yi_name_then_a_verb(text: str, end: int, given: str) -> bool:
    """A clan name and a given name that is no word, then what that one did (姐姐吉克曲布翻译); not a clan name before
    a word and a verb (马海今天回家: 马海 is the name)."""
    return not dictionary_word(given) and dictionary_tag(text[end:end + 2]).startswith("v")


def _name_may_end(text: str, end: int) -> bool:
    """True at the end of the text, before punctuation or before a word that follows a name."""
    return end == len(text) or bool(_PUNCTUATION.match(text, end)) or text.startswith(_AFTER_NAME, end)


# Romanised names in capitals (ZHANG ZIXUAN, as on a passport) or lower case (barry chen).
PINYIN_SYLLABLE = (  # one syllable of pinyin, without its tone
    r"(?:[bpmfdtnlgkhjqxrzcsyw]|zh|ch|sh)?"
    r"(?:iang|iong|uang|ang|eng|ing|ong|ian|iao|uai|uan|ai|ei|ao|ou|an|en|in|un|ia|ie|iu|ua|uo|ue|ui|er|a|o|e|i|u|v)"
)
_PINYIN_WORD = re.compile(rf"(?:{PINYIN_SYLLABLE}){{1,3}}")
_PINYIN_GIVEN_NAME = re.compile(rf"(?:{PINYIN_SYLLABLE}){{2,3}}")  # lower case: not "ni hao"
_ROMAN_RUN = re.compile(r"(?<![A-Za-z0-9._/\-])[A-Za-z]{2,12}(?: [A-Za-z]{1,12}){1,2}(?![A-Za-z0-9@_/\-])")
_ROMANISED_LOWER = frozenset(name.lower() for name in lx.ROMANISED_SURNAMES)


def romanised_names(text: str) -> Iterable[Span]:
    """Two or three words, all capitals or all lower case, one a romanised surname and the
    others pinyin or an English given name."""
    for match in _ROMAN_RUN.finditer(text):
        run = match.group()
        if not (run.isupper() or run.islower()):
            # a name in capitals, then the next field's word (LIU YIFAN Employer:): the capitals alone
            capitals = list(itertools.takewhile(str.isupper, run.split()))
            if len(capitals) < 2:
                continue  # Title Case is the capitalised-run rule's (Tony Wang)
            run = " ".join(capitals)
        words = run.lower().split()
        if not any(word in _ROMANISED_LOWER for word in words):
            continue
        others = [word for word in words if word not in _ROMANISED_LOWER] or words[1:]
        pinyin = _PINYIN_WORD if run.isupper() else _PINYIN_GIVEN_NAME
        if all(pinyin.fullmatch(word) or word in lx.ENGLISH_GIVEN_NAMES or word in lx.SOUTHERN_GIVEN_SYLLABLES for word in others):
            yield Span(match.start(), match.start() + len(run), 0.7)


_TAKES_A_PERSON = frozenset("送 接 陪 带 哄 抱 喊 叫 找 等".split())
_DONE_TOGETHER = ("是在", "认识", "一起", "聊天", "吵架", "见面", "约好", "分手", "在一起")


def doubled_nicknames(words: list[str], tags: list[str], starts: list[int]) -> Iterable[Span]:
    """A child's doubled nickname (果果, 糖糖, 豆豆): two equal characters the dictionary does not
    know as an everyday word (星星, 天天, 常常 are), before a verb or a pause."""
    for i, word in enumerate(words):
        # the tagger may read one as a measure word (朵朵); after 送 / 接 / 陪 only a person stands, and
        # only a person is someone one met or does things with (跟滚滚是在网上认识的), however common the word
        # or at a clause's start, where no measure word stands alone (朵朵今天午睡时一直哭)
        person_slot = tags[i] == "q" and (i == 0 or words[i - 1] in _TAKES_A_PERSON or tags[i - 1] == "w")
        met = i > 0 and words[i - 1] in {"跟", "和", "与"} and "".join(words[i + 1:i + 3]).startswith(_DONE_TOGETHER)
        # or listed with a name the tagger knows after them (和圆圆、阿毛一起去…)
        met = met or (i > 0 and words[i - 1] in {"跟", "和", "与", "同"} and words[i + 1:i + 2] == ["、"] and tags[i + 2:i + 3] == ["PER"])
        # or given as one's name before a pause (自称叫满满，): after 叫 a doubled word is a name, however common
        met = met or (i > 0 and words[i - 1] in lx.INTRODUCERS and (i + 1 == len(words) or tags[i + 1] == "w"))
        if met and len(word) == 2 and word[0] == word[1] and HAN.fullmatch(word) and word not in lx.RELATIONS \
                and word not in lx.TITLES:
            yield Span(starts[i], starts[i] + 2, 0.6)
            continue
        if _run_into_a_word(word, tags[i], i == 0 or tags[i - 1] == "w"):
            yield Span(starts[i], starts[i] + 2, 0.6)  # 反馈：琪琪函数 / 基础弱: the nickname, then "functions"
            continue
        if len(word) != 2 or word[0] != word[1] or not HAN.fullmatch(word):
            continue
        # right after 孩子 / 女儿 a doubled word the tagger reads as an adjective is the child (我家孩子暖暖在…)
        after_relation = i > 0 and words[i - 1] in lx.RELATIONS and tags[i] in {"v", "a", "an", "ad", "TIME"}  # 我哥晨晨
        if tags[i] not in {"n", "nz", "PER", "nr"} and not person_slot and not after_relation:
            continue  # not 暖暖 / 傻傻 (adjectives)
        if any(0 <= k < len(words) and len(words[k]) == 2 and words[k][0] == words[k][1] for k in (i - 1, i + 1)):
            continue  # 顺顺 / 利利: a doubled phrase, not a name
        if i > 0 and words[i - 1] == "得":
            continue  # 打得砰砰响: a sound after 得, how something was done
        if i > 0 and tags[i - 1] == "q" and words[i - 1] in {"个", "只", "位"} and tags[i] != "PER":
            continue  # 是个 / 棒棒: a thing or a trade counted (a porter in Chongqing), not someone named
        # a common doubled word is still a name where the tagger reads a person opening a clause (圆圆在新房间里跑)
        # (or, however common, a noun opening a clause before what only a baby does: 团团早上七点喝奶; not 天天, "daily")
        as_a_baby = i + 1 < len(words) and dictionary_tag(word) == "n" and _a_baby_does_next(words, tags, i + 1)
        tagged_opening = (i == 0 or tags[i - 1] == "w") and (tags[i] == "PER" or as_a_baby)
        if word in lx.RELATIONS or word in lx.TITLES or word in lx.NOT_A_NAME \
                or (_dictionary().get(word, (0, ""))[0] >= 50 and not tagged_opening):
            continue
        following = tags[i + 1] if i + 1 < len(words) else "w"
        if following in {"v", "w", "d", "p", "c", "xc", "u", "vd", "ad", "TIME"}:
            yield Span(starts[i], starts[i] + 2, 0.6)


def _run_into_a_word(word: str, tag: str, opening: bool) -> bool:
    """A doubled nickname opening a clause that the tagger ran into the word after it, as one noun (琪琪函数 = 琪琪 +
    函数): a doubled pair the dictionary barely knows (as 天天 and 常常 are known), then a word it knows."""
    return opening and tag in {"n", "nz"} and len(word) >= 4 and word[0] == word[1] and HAN.fullmatch(word) is not None \
        and _dictionary().get(word[:2], (0, ""))[0] < 50 and word[:2] not in lx.RELATIONS and dictionary_word(word[2:]) \
        and not known_word(word)
