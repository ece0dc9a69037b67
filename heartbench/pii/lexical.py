"""Recognisers for names and street addresses, over LAC's tags (organisations and schools:
`heartbench.pii.organisations`).

The backbone is Baidu's LAC (lexical analysis: segmentation, part of speech and PER / LOC /
ORG tags, a BiGRU-CRF run by onnxruntime; `benchmarks/ner_backbones.py` compares it with
jieba: name recall 0.92 against 0.65, and a tenth of the false alarms on the v1 dialogues).
On top of its tags, rules cover what a tagger does not: title forms (李主任 → the name is 李),
老X / 小X, romanised names (Tony Wang), a name repeated or shortened to its given name,
public and fictional figures (not personal data), and addresses as one entity from the
province down to the room (a grammar over LOC tokens and address parts).
"""

from __future__ import annotations

import bisect
import functools
import re
from abc import ABC, abstractmethod
from collections.abc import Iterable
from importlib import resources
from typing import NamedTuple

from heartbench.pii import lexicon as lx
from heartbench.pii.names import (
    PLACEHOLDER_NAMES,
    NamesByInitial,
    chat_speakers,
    dictionary_word,
    doubled_nicknames,
    everyday_word,
    is_foreign_transliteration,
    names_no_one,
    online_handles,
    prefix_of_known_name,
    relation_led_names,
    romanised_names,
    surnames_given,
)
from heartbench.pii.recognizers import ADDRESS, PERSON
from heartbench.pii.spans import DisjointSpans


class Tokens(NamedTuple):
    """LAC output of one text: words, their tags and their start offsets."""

    words: list[str]
    tags: list[str]
    starts: list[int]


class Span(NamedTuple):
    start: int
    end: int
    score: float


_HAN = re.compile(r"[\u4e00-\u9fff]+")
_HAN_CHAR = re.compile(r"[\u4e00-\u9fff]")


@functools.cache
def packaged_public_names() -> frozenset[str]:
    """Public figures and fictional characters shipped with the kit (`data/public_figures.txt`)."""
    text = resources.files("heartbench.pii").joinpath("data/public_figures.txt").read_text(encoding="utf-8")
    return parse_name_list(text)


@functools.cache
def packaged_brands() -> frozenset[str]:
    """Organisations named by a brand or an abbreviation alone (`data/organisation_brands.txt`)."""
    text = resources.files("heartbench.pii").joinpath("data/organisation_brands.txt").read_text(encoding="utf-8")
    return parse_name_list(text)


def parse_name_list(text: str) -> frozenset[str]:
    """Names separated by spaces or lines; `#` starts a comment."""
    return frozenset(word for line in text.splitlines() for word in line.split("#", 1)[0].split())


class _TokenRecognizer(ABC):
    """A recogniser of one entity type that reads LAC's tagged tokens of the text."""

    entity: str

    @abstractmethod
    def find(self, text: str, tokens: Tokens) -> list[Span]:
        """Spans of this recogniser's entity in `text`, given LAC's tagged tokens."""


# Names --------------------------------------------------------------------------------------
_TITLES_LONGEST_FIRST = sorted(lx.TITLES, key=len, reverse=True)
_LATIN_RUN = re.compile(r"(?<![A-Za-z0-9@._/\-])[A-Z][a-z]{1,11}(?:[ ·][A-Z][a-z]{1,11}){0,2}(?![A-Za-z0-9@_/\-])")
_LATIN_GIVEN = re.compile(r"[A-Za-z]{2,15}")
_DEMONSTRATIVES = frozenset("这 那 哪 某 每 各 该 本 此 其".split())
_FUNCTION_TAGS = frozenset({"w", "v", "d", "p", "c", "u", "xc", "vd", "r", "TIME", "m", "q"})
_NAME_LIKE_TAGS = frozenset({"n", "nz", "nr", "PER", "a", "s", "LOC", "an"})  # not 但 (c), 和 (p), 连 (d)


class PersonRecognizer(_TokenRecognizer):
    """Personal names: LAC's person tags with title forms split off, 老X / 小X, a surname
    before a title (庞老师), romanised names, and every repeat of a name found."""

    entity = PERSON

    def __init__(self, public_names: Iterable[str] = ()):
        self.public_names = packaged_public_names() | packaged_brands() | frozenset(public_names)
        self.public_index = NamesByInitial(self.public_names)

    def find(self, text: str, tokens: Tokens) -> list[Span]:
        in_text = NamesByInitial(self._not_personal(tokens))
        spans = [
            *self._tagged(tokens), *self._introduced(tokens), *_speakers(tokens), *self._surname_forms(tokens), *_latin_names(text, tokens),
            *(Span(*span) for span in relation_led_names(text, *tokens)), *(Span(*span) for span in romanised_names(text)),
            *(Span(*span) for span in surnames_given(text)), *(Span(*span) for span in doubled_nicknames(*tokens)),
        ]
        # a span holding a pronoun or a particle was cut across a sentence's words (不管/我, 小/但)
        spans = [span for span in spans if not lx.NEVER_IN_NAMES.intersection(text[span.start:span.end])]
        spans += [Span(*span) for span in online_handles(text)]  # a handle may be any words (奶茶不加糖)
        spans += [Span(*span) for span in chat_speakers(text)]
        # never a name cut from a longer one that is not personal data (邓布利 / 多 beside 邓布利多)
        spans = [
            span for span in spans
            if not prefix_of_known_name(text, span.start, span.end, self.public_index)
            and not prefix_of_known_name(text, span.start, span.end, in_text)
            and not _public_name_and_more(text[span.start:span.end], self.public_index)
            and not names_no_one(text, span.start)
        ]
        return _with_repeats(text, tokens, _non_overlapping(spans))

    def _not_personal(self, tokens: Tokens) -> set[str]:
        """PER words of this text that are nobody's personal data."""
        return {
            word for word, tag in zip(tokens.words, tokens.tags, strict=True)
            if tag == "PER" and self._not_a_person(_without_title(word), word)
        }

    def _not_a_person(self, name: str, word: str) -> bool:
        return (
            name in self.public_names or word in self.public_names or name in PLACEHOLDER_NAMES
            or name in lx.RELATIONS or name in lx.NOT_A_NAME or is_foreign_transliteration(name)
        )

    def _tagged(self, tokens: Tokens) -> Iterable[Span]:
        words, tags, starts = tokens
        for i, (word, tag, start) in enumerate(zip(words, tags, starts, strict=True)):
            if tag != "PER":
                continue
            if not _HAN_CHAR.search(word):
                if _LATIN_GIVEN.fullmatch(word) and (word[0].isupper() or word.lower() in lx.ENGLISH_GIVEN_NAMES):
                    yield Span(start, start + len(word), 0.7)  # Tony, Jessica: the tagger reads them as people
                continue
            following = words[i + 1] if i + 1 < len(words) else ""
            if word in lx.SURNAMES and tags[i + 1:i + 2] == ["PER"] and len(following) <= 2 and _HAN.fullmatch(following):
                yield Span(start, start + 1 + len(following), 0.85)  # 房 / 佳琪: the surname split off
                continue
            name = _without_title(word)
            familiar = len(word) == 2 and word[0] in "老小阿" and word[1] in lx.SURNAMES  # 小张, 老刘
            if self._not_a_person(name, word) or (name == word and not familiar and everyday_word(word, 100)):
                continue  # 冷风 tagged a person: an everyday word (a given name such as 建国 is not one of these)
            if len(name) == 1 and name == word:
                continue  # a lone character tagged as a person is mostly noise
            after = words[i + 1] if i + 1 < len(words) else ""
            if name == word and name in lx.COMPOUND_SURNAMES and 1 <= len(after) <= 2 and _HAN.fullmatch(after):
                name += after  # 澹台 / 明月: the tagger stopped at the compound surname
            yield Span(start, start + len(name), 0.85)

    @staticmethod
    def _introduced(tokens: Tokens) -> Iterable[Span]:
        """A surname-led word right after 我叫 / 前妻 / 那位 that the tagger missed (许诺, 成慧)."""
        words, tags, starts = tokens
        for i in range(1, len(words)):
            word, before = words[i], words[i - 1]
            if tags[i] == "PER" or not (before in lx.INTRODUCERS or (before in lx.RELATIONS and tags[i] in {"n", "nz"})):
                continue  # after 我叫 any word; after 前妻 / 同事 only a noun (not 同事安慰, 朋友相处)
            following = tags[i + 1] if i + 1 < len(words) else "w"
            if (
                2 <= len(word) <= 3 and _HAN.fullmatch(word) and word[0] in lx.SURNAMES
                and following in _FUNCTION_TAGS and word not in lx.NOT_A_NAME and word not in lx.RELATIONS
                and not everyday_word(word)
            ):
                yield Span(starts[i], starts[i] + len(word), 0.6)

    @staticmethod
    def _surname_forms(tokens: Tokens) -> Iterable[Span]:
        """庞老师 / 宗 老师 split by the tagger, and 老焦 / 小郝 split into 老 + 焦."""
        words, tags, starts = tokens
        for i, word in enumerate(words):
            after = words[i + 1] if i + 1 < len(words) else ""
            before = words[i - 1] if i > 0 else ""
            title_tag = tags[i + 1] if i + 1 < len(words) else ""
            if (
                word in lx.SURNAMES and after in lx.TITLES and title_tag in {"n", "nz", "PER"}
                and (tags[i] in _NAME_LIKE_TAGS or (tags[i] == "v" and before in lx.RELATIONS)) and before not in _DEMONSTRATIVES
            ):
                yield Span(starts[i], starts[i] + 1, 0.7)
            elif (
                len(word) == 2 and word[0] in "老小" and word[1] in lx.SURNAMES and tags[i] in {"n", "nz"}
                and (after[:1] in "也都就又还才" or title_tag in _FUNCTION_TAGS) and before not in _DEMONSTRATIVES
                and not everyday_word(word) and word not in lx.NOT_A_NAME
            ):
                yield Span(starts[i], starts[i] + 2, 0.6)  # 等下小汤也来
            elif word in {"老", "小"} and after in lx.SURNAMES and i + 2 <= len(words):
                following = tags[i + 2] if i + 2 < len(words) else "w"
                if following in _FUNCTION_TAGS and before not in _DEMONSTRATIVES:
                    yield Span(starts[i], starts[i] + 2, 0.65)


_SPEECH_VERBS = frozenset("说 问 告诉 觉得 哭 哭了 笑 笑了 骂 骂我 打电话 发消息 回我 回复 答应 提出 坚持".split())
_SPEECH_ADVERBS = frozenset("突然 又 也 就 一直 总是 还 却 竟然 居然 终于 偷偷 悄悄 老是 才".split())
_BEFORE_A_SPEAKER_TAGS = frozenset({"w", "TIME", "c"})


def _speakers(tokens: Tokens) -> Iterable[Span]:
    """A surname-led word the tagger did not call a person where only a person can stand: at
    the start of a clause, before what someone says or does to another (那天喻可突然说…)."""
    words, tags, starts = tokens
    for i, word in enumerate(words):
        if tags[i] == "PER" or not 2 <= len(word) <= 3 or not _HAN.fullmatch(word) or word[0] not in lx.SURNAMES:
            continue
        at_clause_start = i == 0 or tags[i - 1] in _BEFORE_A_SPEAKER_TAGS or words[i - 1] in {"那天", "这天", "后来", "然后"}
        k = i + 1
        while k < len(words) and words[k] in _SPEECH_ADVERBS:
            k += 1
        if (
            at_clause_start and k < len(words) and words[k] in _SPEECH_VERBS
            and word not in lx.NOT_A_NAME and word not in lx.RELATIONS and not lx.NEVER_IN_NAMES.intersection(word)
            and not dictionary_word(word)
        ):
            yield Span(starts[i], starts[i] + len(word), 0.6)


def _public_name_and_more(name: str, public: NamesByInitial) -> bool:
    """True for a public name the tagger joined to two or more characters after it (郎朗 / 弹肖邦);
    one more character may make a real person's name (王菲 / 菲), so that is left a name."""
    return any(name.startswith(known) and len(name) - len(known) >= 2 for known in public.get(name[:1], ()))


def _without_title(word: str) -> str:
    for title in _TITLES_LONGEST_FIRST:
        if word.endswith(title) and len(word) > len(title):
            return word[: -len(title)]
    return word


def _latin_names(text: str, tokens: Tokens) -> Iterable[Span]:
    """Capitalised words that name a person: with a romanised surname among two or three
    words (Tony Wang, Wong Ka Yan), or right after a word that introduces a name (英文名是 Grace)."""
    for match in _LATIN_RUN.finditer(text):
        words = re.split(r"[ ·]", match.group())
        before = text[max(0, match.start() - 6):match.start()].rstrip(" ：:是")
        if len(words) >= 2 and any(word in lx.ROMANISED_SURNAMES for word in words):
            yield Span(match.start(), match.end(), 0.75)
        elif before.endswith(lx.LATIN_NAME_INTRODUCERS):
            yield Span(match.start(), match.end(), 0.7)
        elif len(words) == 1 and words[0].lower() in lx.ENGLISH_GIVEN_NAMES - lx.ENGLISH_NAMES_THAT_ARE_WORDS:
            yield Span(match.start(), match.end(), 0.7)  # 你还记得Cindy吗: a given name, whatever the tagger says
    for match in _LATIN_TITLED.finditer(text):
        yield Span(match.start(), match.end(), 0.75)  # Ms. Chen, Aunt May


# An English title before a capitalised name: the name is someone's, the title comes with it
_LATIN_TITLED = re.compile(
    r"(?<![A-Za-z])(?:Mr|Mrs|Ms|Miss|Dr|Aunt|Auntie|Uncle)\.?\s?[A-Z][a-z]{1,11}(?:\s[A-Z][a-z]{1,11})?(?![A-Za-z])"
)


def _with_repeats(text: str, tokens: Tokens, found: list[Span]) -> list[Span]:
    """A name found once is a name wherever it recurs as a word of its own; so is the given
    name of a full name (林晓彤 … 晓彤) when the tagger sees it as a word there."""
    names = {text[span.start:span.end] for span in found if span.end - span.start >= 2}
    given = {
        name[-2:] for name in names
        if len(name) >= 3 and _HAN.fullmatch(name) and name[-2:] not in lx.NOT_A_NAME
    }
    spans = list(found)
    taken = DisjointSpans()
    for span in found:
        taken.take(span.start, span.end)
    boundaries = set(tokens.starts) | {len(text)}
    for part in sorted(names | given, key=len, reverse=True):
        for match in re.finditer(re.escape(part), text):
            if match.start() in boundaries and match.end() in boundaries and taken.take(*match.span()):
                spans.append(Span(match.start(), match.end(), 0.6))
    return sorted(spans)


def _non_overlapping(spans: list[Span]) -> list[Span]:
    taken = DisjointSpans()
    return sorted(span for span in sorted(spans, key=lambda s: (-(s.end - s.start), -s.score, s.start)) if taken.take(span.start, span.end))


# Addresses -----------------------------------------------------------------------------------
_NUMERAL = "一二三四五六七八九十百零〇两"
_PART = re.compile(
    rf"""\ ?(?:
        [东西南北中](?:段|侧)?\d{{1,5}}号
      | (?:[{_NUMERAL}]{{1,3}}|\d{{1,2}})段
      | \d{{1,2}}门
      | (?<=号)-\d{{1,4}}(?![\d\-])
      | [甲乙丙丁]\d{{1,4}}(?:号楼|号院|号|栋|幢)
      | \d{{1,5}}(?:号楼|号院|号|弄|栋|幢|座|单元|层|楼|室|户|组|队|排|期)
      | [{_NUMERAL}]{{1,3}}(?:号楼|组|队|区|期|栋|幢|单元|楼|层|号|弄)
      | [A-Za-z]\d{{0,3}}(?:座|栋|幢|区|单元|室)
      | \d{{1,4}}-\d{{1,4}}(?:-\d{{1,4}})?(?:室|号)?
      | (?:(?<=[号楼栋幢座元层门])|(?<=[号楼栋幢座元层门]\ ))\d{{3,4}}(?!\d)
      | [\u4e00-\u9fff]{{2,8}}?(?:大厦|大楼|广场|中心|公寓|写字楼|花园|小区|商务园|科技园|产业园|工业园|园区|创意园|商城|家园|新城|国际|中心大厦|首座|[园苑府庭居邸])
        (?=\ ?[A-Za-z\d{_NUMERAL}甲乙丙丁])
      | (?<=号)(?:(?![我你他她它的了去在和跟到是])[A-Za-z\u4e00-\u9fff]){{2,10}}?
        (?:现代城|大厦|广场|中心|大楼|写字楼|公寓|商城|国际)
    )""",
    re.VERBOSE,
)
_DETAIL = re.compile(rf"[\d{_NUMERAL}A-Za-z](?:号|弄|栋|幢|座|单元|室|组|号楼)|\d+-\d+")
_UNIT_TRIPLE = re.compile(r"(?<![\d\-])\d{1,3}-\d{1,2}-\d{3,4}(?![\d\-])")
_HOME_WORDS = ("住在", "家在", "住", "地址是", "地址：", "地址:", "搬到", "家住")
_ROAD_END = re.compile(rf"(?:{'|'.join(lx.ROAD_SUFFIXES)})$")
_ROAD_WORD = re.compile(rf"[\u4e00-\u9fff]{{0,8}}(?:{'|'.join(lx.ROAD_SUFFIXES)})(?:[东西南北中]段)?[\d{_NUMERAL}]{{1,5}}(?:号|弄)")


class AddressRecognizer(_TokenRecognizer):
    """Street-level addresses as one entity: a run of place words (LOC tags, words ending in
    省/市/区/县/镇/乡/街道/路/街/巷/弄/小区/村…) followed by house, building, unit and room
    parts (12号, 3号楼2单元1102室, 4-1-302, 二组). A city or district alone is not reported:
    it identifies nobody."""

    entity = ADDRESS

    def find(self, text: str, tokens: Tokens) -> list[Span]:
        words, tags, starts = tokens
        spans: list[Span] = []
        i = 0
        while i < len(words):
            if not _place_start(words[i], tags[i]):
                i += 1
                continue
            j = i
            while j + 1 < len(words) and _place_continues(tokens, j + 1):
                j += 1
            start = starts[i] + _leading_verb(words[i])
            end = _extend_parts(text, starts[j] + len(words[j]))
            run = text[start:end]
            places = j - i + 1
            if _DETAIL.search(run) or (places >= 2 and _is_village(words[j])) or (places >= 3 and _is_town(words[j])):
                spans.append(Span(start, end, 0.8 if _DETAIL.search(run) else 0.65))
            i = j + 1
            while i < len(words) and starts[i] < end:
                i += 1
        for match in _UNIT_TRIPLE.finditer(text):
            if text[max(0, match.start() - 4):match.start()].endswith(_HOME_WORDS):
                spans.append(Span(match.start(), match.end(), 0.6))
        spans += _estates(text, tokens)
        spans += _rooms_at_home(text)
        spans += _crossings(tokens)
        return _non_overlapping(spans)


# An estate named without its city or street (金色家园5栋2单元1203, 碧桂园二期18幢601): the name's
# last character, then a phase, a building and a unit or room. The building and room make it an address.
_ESTATE_BUILDING = re.compile(
    rf"(?<=[园苑城府湾庭居邸寓院区村馆厦场里])(?:[{_NUMERAL}\d]{{1,2}}期)?\s?\d{{1,3}}\s?(?:栋|幢|号楼|座)"
)
_ESTATE_END = re.compile(r"(?:单元|\d{3,4}(?:室|房)?)$")
_ESTATE_NAME_TAGS = frozenset({"n", "nz", "ns", "s", "a", "an", "LOC", "ORG", "PER", "j"})
_ESTATE_NAME_MAX = 8


def _estates(text: str, tokens: Tokens) -> Iterable[Span]:
    """Estates given by name, building and room, without a city or street before them; the
    name is the tagged words before the building, back to a verb or a function word (快递放 /
    金色 / 家园 / 5栋…)."""
    words, tags, starts = tokens
    for match in _ESTATE_BUILDING.finditer(text):
        name_end = match.start()
        index = bisect.bisect_right(starts, name_end - 1) - 1
        start = starts[index] + _leading_verb(words[index])
        while index > 0 and tags[index - 1] in _ESTATE_NAME_TAGS and _HAN.fullmatch(words[index - 1]) \
                and name_end - starts[index - 1] <= _ESTATE_NAME_MAX and words[index - 1] not in lx.NOT_A_PLACE:
            index -= 1
            start = starts[index]
        end = _extend_parts(text, name_end)
        if name_end - start >= 3 and _ESTATE_END.search(text[name_end:end]):
            yield Span(start, end, 0.7)


# A building and a room where someone lives, without a street (宿舍，18号楼425): only after words of
# living there, which make the numbers an address.
_ROOM_AT_HOME = re.compile(r"(?<![\d\-])\d{1,3}\s?(?:号楼|栋|幢|舍|号宿舍楼)\s?\d{3,4}(?:室|房|寝)?(?![\d\-])")
_LIVING_WORDS = ("住在", "住", "宿舍", "寝室", "地址", "搬到", "家在")


def _rooms_at_home(text: str) -> Iterable[Span]:
    for match in _ROOM_AT_HOME.finditer(text):
        if any(word in text[max(0, match.start() - 12):match.start()] for word in _LIVING_WORDS):
            yield Span(match.start(), match.end(), 0.6)


_CROSSING_WORDS = frozenset({"交叉口", "交汇处", "十字路口", "路口", "交界处"})


def _crossings(tokens: Tokens) -> Iterable[Span]:
    """Where two streets cross (中山路与解放路交叉口): a place as exact as a house number."""
    words, tags, starts = tokens
    for i in range(len(words) - 3):
        if (
            words[i + 1] in {"与", "和", "跟"} and words[i + 3] in _CROSSING_WORDS
            and _ROAD_END.search(words[i]) and _ROAD_END.search(words[i + 2])
        ):
            first = i
            while first > 0 and tags[first - 1] == "LOC":
                first -= 1  # the city or district before it
            yield Span(starts[first], starts[i + 3] + len(words[i + 3]), 0.7)


_LEADING_VERBS = ("住在", "搬到", "住", "在", "到", "去")
_SHORT_PLACE_WORDS = frozenset({"门", "里", "巷", "弄", "街", "路"})
_BLOCK_CODE = re.compile(r"[A-Za-z]?\d{1,3}(?:幢|栋|座|号楼)")


def _leading_verb(word: str) -> int:
    """Characters of a verb the tagger joined to the place (住长江路8号, or tagged 住 a place
    itself): not part of the address."""
    for verb in _LEADING_VERBS:
        if word.startswith(verb) and len(word) > len(verb) + 1:
            return len(verb)
    return 0


def _place_start(word: str, tag: str) -> bool:
    if word in lx.NOT_A_PLACE or word in lx.ADMIN_LOOKALIKES or word in _LEADING_VERBS:
        return False
    if tag == "LOC":
        return True
    return tag in {"n", "nz", "ns", "s", "ORG"} and len(word) >= 2 and bool(_HAN.fullmatch(word)) and word.endswith(lx.PLACE_SUFFIXES)


def _place_continues(tokens: Tokens, index: int) -> bool:
    word, tag = tokens.words[index], tokens.tags[index]
    if word == " " and index + 1 < len(tokens.words):  # 深圳市 福田区 梅林街道 …
        return tokens.words[index + 1] != " " and _place_continues(tokens, index + 1)
    following_tag = tokens.tags[index + 1] if index + 1 < len(tokens.words) else ""
    if following_tag == "LOC" and len(word) <= 3 and _HAN.fullmatch(word) and tag in {"a", "n", "nz", "j", "s"}:
        return True  # a place name the tagger split: 科技园南区 / 高新 / 南七道18号
    if tag in {"LOC", "ORG"} or _ROAD_WORD.fullmatch(word):
        return True
    following_word = tokens.words[index + 1] if index + 1 < len(tokens.words) else ""
    if tag in {"nz", "n", "ns"} and len(word) <= 3 and _HAN.fullmatch(word) and following_word in _SHORT_PLACE_WORDS:
        return True  # 南京路街道 / 民权 / 门 / 12号
    if tag in {"nz", "n"} and len(word) <= 4 and _HAN.fullmatch(word) and _BLOCK_CODE.match(following_word):
        return True  # 西溪 / 首座 / B2幢
    if word in lx.PLACE_SUFFIXES or (word.endswith(lx.PLACE_SUFFIXES) and bool(_HAN.fullmatch(word)) and tag in {"n", "nz", "s", "f"}):
        return True
    following = tokens.words[index + 1] if index + 1 < len(tokens.words) else ""
    return word.isdigit() and following.endswith(lx.COMMUNITY_SUFFIXES)  # 阳光 / 100 / 小区


def _is_town(word: str) -> bool:
    """A town or an urban community, below the district: with the levels above it, it narrows a
    place to a few thousand households (贵州省毕节市七星关区朱昌镇)."""
    return word.endswith(("镇", "乡", "社区")) and len(word) >= 3 and word not in lx.NOT_A_PLACE


def _is_village(word: str) -> bool:
    return word.endswith(("村", "屯", "寨", "组")) and word not in lx.NOT_A_PLACE


def _extend_parts(text: str, position: int) -> int:
    while match := _PART.match(text, position):
        position = match.end()
    return position
