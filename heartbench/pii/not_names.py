"""Spans the person rules took for names that name nobody: a sentence cut across (不管/我), a word
the tagger split from its neighbours (写了 / 封信), a diary's weather, a public name with more
joined to it, a character paired with a known one, a role before 说, a class before a title, a place
gone to; and names that are a character's, an author's, a likeness's or a pet's (`names_no_one`)."""

from __future__ import annotations

import re
import string
from collections.abc import Collection

from heartbench.pii import lexicon as lx
from heartbench.pii.names import NamesByInitial, dictionary_word, everyday_word, given_name_characters, known_word
from heartbench.pii.schools import short_name_attended
from heartbench.pii.tokens import HAN, MASKS, Span, Tokens

# after a firm's name: one was its staff, or left or joined it (我也是云启的，去年底离职); the firm is no person
FIRMS_STAFF_AFTER = re.compile(r"的(?:员工|老员工|前员工|[，,][^。！？\n]{0,8}?(?:离职|辞职|入职|跳槽))")
_ONE_OF_THE_STAFF = ("我是", "我也是", "他是", "他也是", "她是", "她也是")
_GROUP_OWNERS = frozenset("我们 你们 他们 她们 咱们 我 你 他 她 隔壁 同 全 本 各 每 一个".split())
_SHIFT_VERBS = frozenset("带 值 跟 上 下 加 换 分 插 轮 代".split())  # 带班老师, 值班医生: a shift or a class one takes


def group_of(word: str, before: str, before_tag: str) -> bool:
    """A group one belongs to or a class one takes before a title (我们班同学, 三班老师, 隔壁组同事,
    带班老师): not a surname."""
    return word in lx.GROUP_NOUNS and (
        before in _GROUP_OWNERS or before_tag == "m" or before.endswith("年级") or (word == "班" and before in _SHIFT_VERBS)
    )


def no_name_here(text: str, span: Span) -> bool:
    """A span a weak rule or the tagger took for a name that is none: it holds a pronoun or a
    particle, so it was cut across a sentence's words (不管/我, 小/但), or it is 小 before an English
    noun (小leader), or a diary's weather after its date (3月9日 晴), a workplace (在柳钢当焊工), an
    idiom's beginning (红白喜事) or a Shanghainese possessive (侬格快递)."""
    words = text[span.start:span.end]
    titled = text[span.start - 1:span.start] == "【" and text[span.end:span.end + 1] == "】"  # 【麦霸群】: a group's title
    titled |= words.endswith("群") and span.start == 0 and text[span.end:span.end + 1] == " "  # 陸配群 阿蓉：…
    # an item of a list may begin with the surname 那 (段文静、那日苏): no demonstrative stands between two 、;
    # nor does a conjunction right after 我叫 (我叫但思远), a field's colon or a firm's representative: there 但 and 那 are
    # surnames
    listed = "、" in (text[span.start - 1:span.start], text[span.end:span.end + 1])
    introduced = text.endswith(("叫", "名叫", "叫做", "姓名：", "姓名:", "法人代表", "法定代表人"), 0, span.start) and len(words) >= 2
    introduced |= text[span.start - 1:span.start] in {"：", ":"} and len(words) == 3  # 当户：那文革, a field's value
    surname_first = words[0] in "那但" and given_name_characters(words[1:])  # not 那个人, 但是
    inner = words[1:] if (listed or introduced) and surname_first else words
    # the surname 那 after 老 or 小, or before a title and a colon (那大爷：…): no demonstrative stands there
    speaker = words == "那" and _TITLE_AND_COLON.match(text, span.end) is not None
    speaker |= words == "那" and worker_by_the_surname_na(text[:span.start], text[span.end:span.end + 1])  # 社工那姐
    speaker |= words == "那" and surname_na_in_a_cell(text[:span.start], text[span.end:span.end + 8])  # | 那老爷子 |
    inner = "" if words in {"老那", "小那"} or speaker else inner
    office_english = words.isascii() and words in lx.NOT_A_NAME  # 被Leader骂了: a boss, not a name
    # (among the rest: 侬格快递, 到天明, 穿黄马甲, 练琴贵在坚持, 坡坡坎坎, 在墨大读研, 我明仔载伊去)
    return bool(lx.NEVER_IN_NAMES.intersection(inner)) or _prefixed_noun(words) or _weather_after_date(text, span) or titled \
        or office_english or _place_gone_to(text, span) or text.startswith(_PSEUDONYM, span.end) \
        or text.endswith(_PSEUDONYM_AHEAD, 0, span.start) \
        or (text[span.start - 1:span.start] == "在" and text.startswith(lx.WORK_VERBS, span.end)) \
        or (text.endswith(_ONE_OF_THE_STAFF, 0, span.start) and FIRMS_STAFF_AFTER.match(text, span.end) is not None) \
        or _opens_an_idiom(text, span) or _lower_case_in_english(text, span) or _origin_after_a_name(text, span) \
        or _ends_in_an_everyday_noun(words) or text[span.start - 1:span.start] in MASKS \
        or words.startswith(_SHANGHAINESE_POSSESSIVES) or words in _SHANGHAINESE_PRONOUNS or _cantonese_word_ahead(text, words) \
        or (words.endswith("氏") and text.startswith(_OF_A_CLAN, span.end)) \
        or (words in _DAWN_AND_DUSK and text[span.start - 1:span.start] in {"到", "至"}) \
        or (words.endswith(_WORN) and text.endswith(("穿", "穿着", "戴", "戴着"), 0, span.start)) \
        or (words.endswith("贵") and _PRIZED_IN.match(text, span.end - 1) is not None) \
        or _second_half_of_a_doubled_pair(text, span) or _pet_of_someone(text, span) \
        or short_name_attended(text, span) or _a_minnan_day(text, span) or _inside_a_word_that_names_no_one(text, span) \
        or _always_shut_away(text, span) or _trading_in_animals(words) \
        or (words.endswith("记") and text.startswith(lx.SHOPS_AFTER_JI, span.end))  # 古辣梁记五金: a shop, by its owner


# 老关 as "always stays shut" inside a clause before where one stays (回家老关在屋里); 老 and a verb with 着 after it
# (他老关着门) is read as an adverb by titles.surname_forms
_SHUT_AWAY = re.compile(r"在(?:屋里|屋子里|房间|房里|家里|卧室)")


def _always_shut_away(text: str, span: Span) -> bool:
    """老关 read as a name where it says someone always stays shut in (孩子回家老关在屋里); 老关 heading a clause
    (老关在屋里等你) is still Old Guan."""
    shut_in = text[span.start:span.end] == "老关" and _SHUT_AWAY.match(text, span.end) is not None
    return shut_in and span.start > 0 and HAN.fullmatch(text[span.start - 1]) is not None


def _inside_a_word_that_names_no_one(text: str, span: Span) -> bool:
    """The span is part of a longer word the lexicon lists as no name: its first part (伊丽莎白 / 圈, the cone a pet
    wears) or its last (回 / 南天, the south's damp spring weather)."""
    return any(text.startswith(word, span.start - offset)
               for word, offset in _NO_NAME_BY_PART.get(text[span.start:span.end], ()) if span.start >= offset)


def _by_parts(words: frozenset[str]) -> dict[str, tuple[tuple[str, int], ...]]:
    """Each word, with where the part starts in it, under every part of two characters or more that begins or ends it
    and that a tagger may read as a name."""
    index: dict[str, tuple[tuple[str, int], ...]] = {}
    for word in sorted(words):
        for part, offset in {*((word[:cut], 0) for cut in range(2, len(word))),
                             *((word[cut:], cut) for cut in range(1, len(word) - 1))}:
            index[part] = (*index.get(part, ()), (word, offset))
    return index


_NO_NAME_BY_PART = _by_parts(lx.NOT_A_NAME)


_ANIMALS = frozenset("羊 牛 马 猪 狗 猫 鸡 鸭 鹅 兔 鱼".split())


def _pet_of_someone(text: str, span: Span) -> bool:
    """小 and an animal that is a surname too, someone's (他的小羊, 我家的小狗): a pet or a lamb, no one's name."""
    words = text[span.start:span.end]
    return len(words) == 2 and words[0] == "小" and words[1] in _ANIMALS and text.endswith(_POSSESSORS, 0, span.start)


_HANDLING = frozenset("拉运送卖买放赶喂杀宰")


def _trading_in_animals(words: str) -> bool:
    """A verb of hauling, trading or herding and an animal (拉羊的车, 放羊的, 卖猪): what one does, no one's name."""
    return len(words) == 2 and words[0] in _HANDLING and words[1] in _ANIMALS


_POSSESSORS = ("他的", "她的", "我的", "你的", "我家的", "他家的", "她家的", "家里的", "养的", "养了只", "养了一只")


def _second_half_of_a_doubled_pair(text: str, span: Span) -> bool:
    """坡坡 / 坎坎: a word of two doubled pairs (坡坡坎坎, 花花绿绿) describes; its second pair is no doubled nickname,
    unless the first is an endearment or a relation (囡囡希希, 妹妹朵朵)."""
    words = text[span.start:span.end]
    before = text[span.start - 2:span.start]
    return len(words) == 2 and words[0] == words[1] and len(before) == 2 and before[0] == before[1] != words[0] \
        and before not in lx.ENDEARMENTS and before not in lx.RELATIONS  # 囡囡希希: a girl called by her name


_TITLE_AND_COLON = re.compile(lx.TITLE_PATTERN + "：")
_WORKERS = ("社工", "护工", "保姆", "网格员", "志愿者", "司机", "保安", "护士", "医生", "老师", "同事")


_TITLE_ALONE_IN_A_CELL = re.compile(lx.TITLE_PATTERN + r"\s*\|")


def surname_na_in_a_cell(before: str, after: str) -> bool:
    """| 那 / 老爷子 |: 那 and a title filling a table's cell, where no "that" stands alone; the Manchu surname."""
    return before.rstrip().endswith("|") and _TITLE_ALONE_IN_A_CELL.match(after) is not None


def worker_by_the_surname_na(before: str, after: str) -> bool:
    """社工那 / 姐: after a worker's role and before a familiar title, 那 is the Manchu surname, no "that"."""
    return before.endswith(_WORKERS) and after in {"姐", "哥", "叔", "姨"}


_PRIZED_IN = re.compile(r"贵在(?:坚持|于|精|真|用心|自觉|有恒|勤)")  # a saying: 练琴贵在坚持, what matters lies in
_WORN = ("马甲", "背心", "外套", "衬衫", "卫衣", "大褂", "裙", "帽", "衣", "裤", "鞋")  # what one wears (穿黄马甲的小伙子)
_DAWN_AND_DUSK = frozenset("天明 天亮 黎明 黄昏 傍晚 深夜".split())  # given names too (李天明), so only after 到 or 至
# "your", "his", "our" in Shanghainese (侬格快递): 侬 is a Zhuang surname too, so only with 格 after it
_SHANGHAINESE_POSSESSIVES = ("侬格", "伊格", "阿拉格", "伊拉格")
_SHANGHAINESE_PRONOUNS = frozenset("阿拉 伊拉 侬".split())  # 叫阿拉搬到伊那边去: "us", even where 叫 introduces a name


# Cantonese verbs and adverbs a span may begin with (仲話, 搵博彩…): "also", "look for", "give", "at", only where the text
# is written in Cantonese (仲 is a surname too)
# a clan by its surname and 氏 (凡我谭氏族人): many households, no one (LABELLING.md); 刘氏 alone is a wife
_OF_A_CLAN = ("族人", "宗亲", "家族", "宗祠", "祠堂", "后人", "子孙", "一族", "族谱", "先祖")
_CANTONESE_LEADS = ("仲", "搵", "揾", "畀", "俾", "喺", "冇", "咁")
_CANTONESE_PARTICLES = re.compile(r"[嘅咗唔佢啲嚟喺冇哋]")


# Minnan's words for today and tomorrow (今仔日, 明仔载 / 明仔再): 仔 there is no nickname's
_MINNAN_DAYS = ("今仔日", "明仔载", "明仔再", "明仔日")


def _a_minnan_day(text: str, span: Span) -> bool:
    return any(day in text[max(0, span.start - 1):span.end + 2] for day in _MINNAN_DAYS)


def _cantonese_word_ahead(text: str, words: str) -> bool:
    return words.startswith(_CANTONESE_LEADS) and len(_CANTONESE_PARTICLES.findall(text)) >= 2


def _ends_in_an_everyday_noun(words: str) -> bool:
    """Five characters or more ending in a word the dictionary knows well (黄梅天衣裳): longer than a Chinese name,
    and no name ends so."""
    return len(words) >= 5 and HAN.fullmatch(words) is not None and everyday_word(words[-2:], 300)


_NAME_GIVEN_BEFORE = re.compile(r"(?:叫|是|我)[\u4e00-\u9fff]{2,4}[，,]$")


def _origin_after_a_name(text: str, span: Span) -> bool:
    """Where someone is from, right after they give their name (我叫陈亚龙，潭门的，): a place, not a second name."""
    return text.startswith(("的，", "的,", "的。", "人，", "人。"), span.end) \
        and _NAME_GIVEN_BEFORE.search(text, max(0, span.start - 8), span.start) is not None


_LATIN_PROSE = frozenset(string.ascii_letters + " ,.'!?-")


def _lower_case_in_english(text: str, span: Span) -> bool:
    """A word in lower case inside English written with capitals (Thanks for your help, have a nice weekend!): such
    a writer capitalises names. Someone who types all in lower case (hi xiaoyu how are you) is not judged here."""
    word = text[span.start:span.end]
    if not (word.isascii() and word.isalpha() and word.islower()) or word in lx.ENGLISH_GIVEN_NAMES:
        return False
    start = span.start
    while start > 0 and text[start - 1] in _LATIN_PROSE:
        start -= 1
    end = span.end
    while end < len(text) and text[end] in _LATIN_PROSE:
        end += 1
    sentence = text[start:end]
    return len(sentence.split()) >= 4 and any(character.isupper() for character in sentence)


def _opens_an_idiom(text: str, span: Span) -> bool:
    """Two characters that open a four-character word the dictionary lists (讲究红白 / 喜事, 张扬 / 跋扈):
    the idiom, not a name."""
    idiom = text[span.start:span.start + 4]
    return span.end - span.start == 2 and len(idiom) == 4 and dictionary_word(idiom)


_PSEUDONYM = ("（化名", "(化名", "（假名", "(假名")  # 冉冉（化名）: already not the person's name
_PSEUDONYM_AHEAD = ("化名", "化名：", "化名:", "化名为", "化名叫", "假名")  # 化名林溪: the same, said before it
_GONE_TO = ("去了", "到了", "来到", "前往", "游览", "逛了", "去过", "到过", "登上")
_ARRIVED_AT_SOMEONE = "轮等找遇见看碰收提听接想"  # 轮到了小明, 见到了老周: someone, not a place


def _place_gone_to(text: str, span: Span) -> bool:
    """A name right after going somewhere and before a pause (跟次仁去了纳木错，): the place one went to."""
    gone = text.endswith(_GONE_TO, 0, span.start) and text[span.start - 3:span.start - 2] not in _ARRIVED_AT_SOMEONE
    return gone and text[span.end:span.end + 1] in ("", "，", "。", "！", "？", ",", "!", "?", "\n", " ")


_PREFIXED_LATIN = re.compile(r"[小老阿大](?P<word>[a-z]{2,12})")


def _prefixed_noun(name: str) -> bool:
    """小 or 老 before an English word in lower case that is no given name (小leader, 老boss): a role."""
    match = _PREFIXED_LATIN.fullmatch(name)
    return match is not None and match.group("word") not in lx.ENGLISH_GIVEN_NAMES


_DATE_BEFORE = re.compile(r"(?:[日号]\s*(?:(?:星期|周)[一二三四五六日天])?|(?:星期|周)[一二三四五六日天])\s*$")  # or a weekday alone


def _weather_after_date(text: str, span: Span) -> bool:
    """A diary's weather after its date (3月9日 晴, 5月3日 小雨): not a name."""
    words = text[span.start:span.end].strip()
    return words in lx.WEATHER and _DATE_BEFORE.search(text, max(0, span.start - 8), span.start) is not None


_CLASSIFIERS = frozenset("封张个条件位只本篇首支把台辆棵株朵")
_THING_CLASSIFIERS = _CLASSIFIERS - frozenset("个位只")
_LANDMARK_ENDS = frozenset("楼塔寺阁亭桥宫观庙祠")
_TIME_UNITS = frozenset("周年月天")
_DEGREE_ADVERBS = frozenset("太很挺更最超蛮")
_TIME_LEADS = frozenset("这 那 上 下 本 每 今 明 去 前".split())
_CANTONESE_OWNERS = frozenset("我 你 佢 我哋 你哋 佢哋".split())
_FLAT_THINGS = frozenset("卡 单 單 纸 紙 票 相 床 枱 凳 被 图 圖 表 台")  # what 张 counts, no given name's second character


def split_from_neighbours(tokens: Tokens, index: int) -> bool:
    """A word tagged as a person that the tagger cut from the words around it: a classifier after
    a number or 了 (写了 / 封信), a time unit after 这 or 上 (这 / 周刚又去), an adverb of degree
    before an adjective (太冰), or the tail of an idiom (出 / 尔反尔)."""
    words, tags, _ = tokens
    word = words[index]
    before = words[index - 1] if index else ""
    if word[0] in _CLASSIFIERS and (before == "了" or (before and tags[index - 1] == "m")):
        return True
    if word[0] == "张" and word[1:] in _FLAT_THINGS and before in _CANTONESE_OWNERS and lx.DIALECT_PARTICLES & set("".join(words)):
        return True  # 转咗去你张卡: in Cantonese a classifier stands for "the", after whose thing it is
    following = words[index + 1] if index + 1 < len(words) else ""
    if following[:1] in _LANDMARK_ENDS and known_word(word + following[0]):
        return True  # 黄鹤 / 楼上: a landmark (黄鹤楼) the tagger cut
    if before and before[-1] in _THING_CLASSIFIERS and tags[index - 1] == "q":
        return True  # 门口有棵 / 黄葛树: a thing counted, not a person (个 and 位 count people too)
    if word[0] in _TIME_UNITS and before in _TIME_LEADS:
        return True
    if len(word) == 2 and word[0] in _DEGREE_ADVERBS:
        return True  # 觉得太冰不想帮: an adverb before an adjective
    return len(before) == 1 and len(before + word) >= 4 and dictionary_word(before + word)


def public_name_and_more(name: str, public: NamesByInitial) -> bool:
    """True for a public name the tagger joined to two or more characters after it (郎朗 / 弹肖邦);
    one more character may make a real person's name after a two-character one (王菲 / 菲), so that is
    left a name, but not after a longer one (林则徐 / 虎门销烟)."""
    return any(
        name.startswith(known) and len(name) - len(known) >= (2 if len(known) <= 2 else 1) for known in public.get(name[:1], ())
    )


_LONGEST_CHARACTER = 8  # 赫敏·格兰杰 and the like; longer names are not paired


def paired_with_a_character(text: str, span: Span, characters: tuple[Collection[str], ...]) -> bool:
    """A name joined by 和 / 与 / 、 to a public or fictional one (柯南和小兰, 渡边和直子): a
    character of the same story, not someone the speaker knows. Kept a name: one led by a surname
    (周杰伦和王丽的合照; 毛毛 is a nickname), and a pair a relation introduces (我表妹小丽和周杰伦合影了).
    `characters` are the collections of such names (the packaged list, those of this text), looked up
    in turn rather than joined for every text; a title or a relation among them is no character (运营小蒋跟老板…)."""
    name = text[span.start:span.end]

    def known(part: str) -> bool:
        return part not in lx.TITLES and part not in lx.RELATIONS and any(part in names for names in characters)
    if len(name) >= 2 and name[0] in lx.SURNAMES and name[1] != name[0]:
        return False

    def character_ending_at(end: int) -> int | None:
        for start in range(max(0, end - _LONGEST_CHARACTER), end - 1):
            if known(text[start:end]):
                return start
        return None

    def introduced(start: int) -> bool:
        head = text[max(0, start - 4):start]
        return any(head.endswith(word) for word in (*lx.RELATIONS, *lx.INTRODUCERS))

    join = span.start - 1
    if join >= 0 and text[join] in PAIRING:
        partner = character_ending_at(join)
        if partner is not None:
            return not introduced(partner)
    join = span.end
    if join < len(text) and text[join] in PAIRING and not introduced(span.start):
        return any(
            known(text[join + 1:join + 1 + size]) and not acts_with_me(text, join + 1 + size)
            for size in range(2, _LONGEST_CHARACTER + 1)
        )
    return False


_WITH_ME = re.compile(r"(?:每天|天天|一直|经常|总是|常常|也|都|还|又)?(?:陪|带|请|约|帮|教|跟|给|送)(?:我|我们)")


def acts_with_me(text: str, end: int) -> bool:
    """A name right before doing something with the writer (感谢小潘、大雄每天陪我吃午饭): someone the writer
    knows, even where a character bears that name (Nobita's 大雄)."""
    return _WITH_ME.match(text, end) is not None


_AMOUNT_IN_WORDS = frozenset("零壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分整")


def written_amount(word: str) -> bool:
    """An amount in the capital numerals of a contract or a cheque (伍佰陆 / 拾万元整: 伍 is a surname too)."""
    return set(word) <= _AMOUNT_IN_WORDS


_KIN_DOES = frozenset("来信 来电 说 来了 回来 去世 走了 打来".split())


def kin_pair(word: str) -> bool:
    """Two kin words, or a kin word and what the relative did, that the tagger read as one name (阿爸阿妈：…,
    爷爷奶奶, 阿伯来信): nobody's name."""
    return any(
        word[:cut] in lx.RELATIONS and (word[cut:] in lx.RELATIONS or word[cut:] in _KIN_DOES) for cut in range(1, len(word))
    )


def role_speaking(word: str) -> bool:
    """A role and a verb of saying the tagger read as one name (心理咨询师说, 医生说): nobody's."""
    return len(word) >= 3 and word[-1] in "说问讲道" and (word[:-1] in lx.TITLES or dictionary_word(word[:-1]) or word[:-1] in _ROLES)


_ROLES = frozenset("心理咨询师 咨询师 心理医生 班主任 辅导员 社工 主治医生 营养师 治疗师".split())


_FOOD_ENDINGS = tuple("子糕饼面粉汤包饭粥酒茶饺酥")
_EATING = re.compile(r"(?:吃|喝|尝|买了|点了|做了)[^，。！？；,.!?;]{0,12}$")


_RIGHT_AFTER_EATING = re.compile(r"(?:吃|喝)了?(?:点|个|顿)?$")


def food_after_eating(text: str, span: Span) -> bool:
    """A dish after 吃 or 喝 in the same clause that the tagger read as a name (吃灰豆子和甜醅子),
    or a doubled word right after it (吃了串串: a dish, where 陪果果吃饭 is a child); a fruit opening a sentence that
    says how it tastes or grows (橙子是看天吃饭的，…特别甜: the crop, where 橙子 may be a nickname elsewhere)."""
    name = text[span.start:span.end]
    if len(name) == 2 and name[0] == name[1] and _RIGHT_AFTER_EATING.search(text, max(0, span.start - 4), span.start):
        return True
    if name in _FRUITS and _TASTE_OR_CROP.search(text, span.end, _sentence_end(text, span.end)) is not None:
        return True
    return name.endswith(_FOOD_ENDINGS) and _EATING.search(text, max(0, span.start - 14), span.start) is not None


_FRUITS = frozenset("橙子 桔子 橘子 柚子 桃子 李子 梨子 柿子 栗子 橙 苹果 西瓜 葡萄 荔枝 芒果 樱桃 草莓 香蕉 菠萝".split())
_TASTE_OR_CROP = re.compile(r"甜|酸|熟了|好吃|口感|一斤|斤|包邮|个头|雨水|收成|果园|挂果|摘")


def _sentence_end(text: str, start: int) -> int:
    ends = [end for end in (text.find(mark, start) for mark in _SENTENCE_ENDS) if end >= 0]
    return min(ends, default=len(text))


# Names in a context that says they are a character, a comparison or a pet, not someone's data.
_SENTENCE_ENDS = "。！？!?\n"
# our dog is called X (狗叫旺财), or the animal right before its name (狗狗豆豆, 橘猫年糕)
_PET_INTRODUCED = re.compile(
    r"(?:狗|猫|猫咪|狗狗|小狗|小猫|宠物|兔子|鹦鹉|仓鼠|金毛|柯基|泰迪|柴犬|哈士奇|边牧|橘猫|布偶|英短|乌龟)"
    r"(?:[，,]?\s?(?:的名字)?(?:叫|名叫|叫做)|(?:名|名字|昵称)[：:]\s?)?[\"“「]?$"  # 宠物名：豆豆 on a pet hospital's record; 狸花猫，名叫豆豆
)  # (the name may be in quotes: 柯基"豆豆")
_PET_WINDOW = 12  # longer than any match of _PET_INTRODUCED


def pets_named(text: str, tokens: Tokens) -> set[str]:
    """The names a text gives animals right after their kind (两只猫小橘和煤球): a pet's wherever they stand."""
    return {
        word for word, tag, start in zip(*tokens, strict=True)
        if tag == "PER" and _PET_INTRODUCED.search(text, max(0, start - _PET_WINDOW), start)
    }


# a name taken up by 它 in the next clause (我和小黑晚点到，它今天打完疫苗), in a text on an animal's care
_TAKEN_UP_AS_IT = re.compile(r"[^。！？!?\n，,：:]{0,10}[，,]\s?它(?!们)")
_ANIMAL_CARE = re.compile(r"疫苗|驱虫|绝育|狗粮|猫粮|猫砂|遛狗|遛|铲屎|宠物|兽医|狗绳|撸猫")
# Words that address or name a person just before a name: 给 / 和 / 告诉, 老公, 叫 …
_ADDRESSING = ("给", "和", "跟", "与", "找", "陪", "带", "请", "问", "告诉", "让", "被", "叫", "同", *sorted(lx.RELATIONS | lx.INTRODUCERS))


_AFTER_TITLE_WINDOW = 20
_AUTHOR_FIELD = re.compile(r"(?:作者|发帖人|编辑|主编|责编|译者|校对|摄影)[：:]\s?$")  # 《…通讯》 编辑：卞文渊


_EXAMPLE_PERSON = re.compile(r"的(?:爸妈|父母|爸爸|妈妈|家|家人|孩子)")
_QUOTED_LINE = re.compile(r"的[“\"「]")
_RECALLING = ("想起", "读", "背", "念", "引用", "记得")
_AUTHORS_WORK = re.compile(
    r"的(?:散文|散文集|小说|诗集|诗歌|诗|词|新歌|专辑|演唱会|新书|作品集|《)|(?:写|著|拍|导演|唱)(?:的|了|过)?《|(?:那|这)(?:首|部|篇)(?:诗|词|歌|小说)"
)
_SONG_AFTER_LISTENING = re.compile(r"的歌")  # 听陈楚生的歌, 听了一晚上腾格尔的歌: a singer
_LISTENING_BEFORE = re.compile(r"听[了着过]?[^，。！？；,.!?;]{0,4}$")


def names_no_one(text: str, start: int, end: int) -> bool:
    """True when the name at text[start:end] is a character, an author, a likeness or a pet: after a work's title
    in the same sentence (读《围城》的时候觉得方鸿渐…) or inside one (《你好，李焕英》), right after 像
    (我像樊胜美), or after "our dog is called" or the animal itself (狗叫旺财, 狗狗豆豆). A name
    after a relation word or a word that addresses a person (给 / 和 / 告诉 …) is someone's all
    the same (看完《繁花》我给林浩打电话)."""
    # looks back from `start` without copying what comes before: a long document has many names
    if _AUTHOR_FIELD.search(text, max(0, start - 6), start):
        return False  # 《我和抑郁症相处的第五年》 作者：安静的鲸鱼: the post's author, not a character
    example = _EXAMPLE_PERSON.match(text, end)  # 像黄小妹的爸妈: for example her, not a likeness
    if (text.endswith(("像", "像是"), 0, start) and not example) or _PET_INTRODUCED.search(text, max(0, start - _PET_WINDOW), start):
        return True
    if _TAKEN_UP_AS_IT.match(text, end) and _ANIMAL_CARE.search(text):
        return True  # 小黑晚点到，它今天打完疫苗: an animal
    if _TEASED_AS.search(text, max(0, start - 5), start):
        return True  # 他又叫我"钢牙妹": a name made up to tease, no one's
    if _QUOTED_LINE.match(text, end) and text.endswith(_RECALLING, 0, start):
        return True  # 想起王勃的“落霞与孤鹜齐飞”: a poet's line
    if _AUTHORS_WORK.match(text, end) or (_SONG_AFTER_LISTENING.match(text, end) and _LISTENING_BEFORE.search(text, max(0, start - 6), start)):
        return True  # 李娟的散文, 池莉的《生活秀》, 柳青写《创业史》, 崔颢那首诗, 听陈楚生的歌: named by the work
    if text.rfind("《", 0, start) > text.rfind("》", 0, start):
        return True  # inside a work's title: 《你好，李焕英》
    sentence = text[max(text.rfind(mark, 0, start) for mark in _SENTENCE_ENDS) + 1:start]
    if "《" not in sentence or "》" not in sentence[sentence.index("《"):]:
        return False
    if sentence.endswith(PAIRING) and _character_before(text, start - 1):
        return True  # 《想见你》，李子维跟黄雨萱的故事: paired with a character, a character too
    # a character follows the title closely (读《围城》的时候觉得方鸿渐…); far on, the text is about someone else
    return len(sentence) - sentence.rindex("》") <= _AFTER_TITLE_WINDOW and not sentence.endswith(_ADDRESSING)


PAIRING = ("和", "跟", "与", "、")
_TEASED_AS = re.compile(r"(?:又|总|老是?|还|故意|天天)叫[我他她][“\"「『]$")
"""What joins two names of one story (柯南和小兰, 李子维跟黄雨萱)."""


def _character_before(text: str, end: int) -> bool:
    """Whether the name of two or three characters ending at `end` is itself a character of a work."""
    return any(
        end - length >= 0 and HAN.fullmatch(text[end - length:end]) is not None and text[end - length] in lx.SURNAMES
        and names_no_one(text, end - length, end)
        for length in (3, 2)
    )
