"""Recognisers for names, street addresses, organisations and schools.

jieba's part-of-speech tags are a weak named-entity signal (it splits 郑浩然 into 郑/ns
浩然/a and tags 阳光 as a person), so the tags are one piece of evidence among others:
a surname at a word boundary, characters that can stand in a given name, words that
introduce a person (我叫, 同事, 老公), words that follow one (说, 一直), and the rest of
the document (a name found once is a name everywhere in the text). The tokens come from the
spaCy doc the engine builds (`Doc.user_data["posseg"]`), so jieba runs once per text.
"""

from __future__ import annotations

import re
from abc import abstractmethod
from collections.abc import Iterator
from typing import NamedTuple

import jieba
import jieba.posseg
from presidio_analyzer import AnalysisExplanation, LocalRecognizer, RecognizerResult

from heartbench.seeds.pii import lexicon as lx
from heartbench.seeds.pii.recognizers import ADDRESS, LANGUAGE, ORGANIZATION, PERSON, SCHOOL


class Tokens(NamedTuple):
    """jieba posseg output of one text: words, their tags and their start offsets."""

    words: list[str]
    flags: list[str]
    starts: list[int]


class Span(NamedTuple):
    start: int
    end: int
    score: float


_HAN = re.compile(r"[\u4e00-\u9fff]+")
_NUMERAL = re.compile(r"第?[一二三四五六七八九十百零〇两]+")
_NAME_TAGS = frozenset({"nr", "nrfg", "nrt"})
_STEM_STOP_TAGS = frozenset({"p", "r", "c", "d", "x", "y", "e", "o", "ul", "uj", "uz", "ud", "ug", "uv", "u", "zg"})
_SKIPPABLE = frozenset({"的", "叫", "是", "：", ":", "名叫", "了"})
_PUNCTUATION_BEFORE = frozenset({"：", ":", "“", "\"", "「"})
_RARE_CHAR_FREQ = 4000  # a lone character rarer than this in jieba's dictionary may end a name
_COMMON_WORD_FREQ = 1000  # a given name this frequent as a word is probably that word


def _word_tag(word: str) -> str | None:
    return jieba.posseg.dt.word_tag_tab.get(word)


def _result(entity: str, span: Span, name: str) -> RecognizerResult:
    explanation = AnalysisExplanation(recognizer=name, original_score=span.score)
    return RecognizerResult(entity, span.start, span.end, span.score, explanation)


class _TokenRecognizer(LocalRecognizer):
    """A recogniser that reads the posseg tokens of the spaCy doc."""

    entity: str

    def __init__(self):
        super().__init__(supported_entities=[self.entity], name=f"zh-{self.entity.lower()}", supported_language=LANGUAGE)

    def load(self) -> None:  # the lexicon is plain data, nothing to load
        pass

    def analyze(self, text, entities, nlp_artifacts=None) -> list[RecognizerResult]:
        tokens = nlp_artifacts.tokens.user_data["posseg"]
        return [_result(self.entity, span, self.name) for span in self.find(text, tokens)]

    @abstractmethod
    def find(self, text: str, tokens: Tokens) -> list[Span]:
        """Spans of this recogniser's entity in `text`, given jieba's tagged tokens."""


# Names --------------------------------------------------------------------------------------
class PersonRecognizer(_TokenRecognizer):
    """Chinese personal names: a surname at a word start, one or two given-name characters."""

    entity = PERSON

    def find(self, text: str, tokens: Tokens) -> list[Span]:
        ends = set(tokens.starts[1:]) | {len(text)}
        token_at = {start: index for index, start in enumerate(tokens.starts)}
        best: list[Span] = []
        for index, start in enumerate(tokens.starts):
            options = [self._score(text, tokens, index, start, surname, size, ends, token_at)
                       for surname in _surnames_at(text, start) for size in (1, 2)]
            options = [span for span in options if span is not None]
            if options:
                best.append(max(options, key=lambda span: (span.score, span.end)))
        found = _non_overlapping([span for span in best if span.score >= 0.5])
        return _with_repeats(text, found, best)

    def _score(self, text, tokens, index, start, surname, size, ends, token_at) -> Span | None:
        end = start + len(surname) + size
        name, given = text[start:end], text[start + len(surname):end]
        if end > len(text) or len(given) != size or not _HAN.fullmatch(given):
            return None
        if any(char in lx.NOT_IN_GIVEN_NAME for char in given) or given[-1] in lx.NOT_LAST_IN_GIVEN_NAME:
            return None
        if name in lx.NOT_A_NAME or given[0] == surname[-1] or given in lx.RELATIONS or given in lx.TITLES:
            return None  # 谢谢您, 苗苗, 但父亲, 和领导
        common = len(surname) == 2 or surname in lx.COMMON_SURNAMES
        covered = _covering_tokens(tokens, index, end)
        dictionary_tag = _word_tag(name)
        if len(covered) == 1 and end in ends and tokens.flags[index] in _NAME_TAGS:
            if dictionary_tag is None:
                score = 0.6 if common else 0.35  # a name jieba's HMM put together: good evidence
            else:
                score = 0.35 if common else 0.2  # a dictionary word tagged as a name (陈述, 马尾)
        elif any(tokens.flags[i] in _NAME_TAGS for i in covered):
            score = 0.4 if common else 0.25
        else:
            score = 0.25 if common else 0.1
        if dictionary_tag is not None and not dictionary_tag.startswith("nr"):
            score -= 0.3  # an ordinary word (高兴, 方法) that starts with a surname
        if _is_common_word(given):
            score -= 0.3  # 周/状态, 这周/整体: surname character followed by an everyday word
        if end not in ends:
            score -= 0.25  # the name would end inside a jieba word
        elif size == 1 and _continues_name(tokens, token_at.get(end)):
            score -= 0.3  # 宋雨/萱: the next lone, rare character belongs to the name
        score += _context_before(tokens, index)
        after = token_at.get(end)
        if after is not None and tokens.words[after] in lx.TITLES:
            score += 0.25  # 吴海燕护士长, 罗思琪老师
        elif after is not None and tokens.words[after] in lx.FOLLOWERS:
            subject = common and (index == 0 or tokens.flags[index - 1] == "x")
            score += 0.2 if subject else 0.1  # a sentence opening on name + verb: 洪涛一直说
        return Span(start, end, round(min(score, 1.0), 2))


def _is_common_word(word: str) -> bool:
    """An everyday dictionary word that is not a name or place (状态, 整体; not 建国,
    欣然, 晨曦: those are frequent given names)."""
    if len(word) < 2:
        return False
    tag = _word_tag(word)
    if tag is None or tag[:2] in {"nr", "ns"}:
        return False
    frequency = jieba.dt.FREQ.get(word, 0)
    return frequency >= _COMMON_WORD_FREQ or (tag in {"n", "v", "vn"} and frequency >= 100)


def _surnames_at(text: str, start: int) -> list[str]:
    if text[start:start + 2] in lx.COMPOUND_SURNAMES:
        return [text[start:start + 2]]
    return [text[start]] if text[start] in lx.SURNAMES else []


def _covering_tokens(tokens: Tokens, index: int, end: int) -> list[int]:
    covered = [index]
    while covered[-1] + 1 < len(tokens.starts) and tokens.starts[covered[-1] + 1] < end:
        covered.append(covered[-1] + 1)
    return covered


def _continues_name(tokens: Tokens, after: int | None) -> bool:
    """True when a name with a one-character given name is followed by a lone, rare
    character that completes it (宋雨/萱)."""
    if after is None:
        return False
    word = tokens.words[after]
    return (
        len(word) == 1
        and bool(_HAN.fullmatch(word))
        and word not in lx.NOT_IN_GIVEN_NAME
        and word not in lx.NOT_LAST_IN_GIVEN_NAME
        and jieba.dt.FREQ.get(word, 0) < _RARE_CHAR_FREQ
    )


def _context_before(tokens: Tokens, index: int) -> float:
    """Evidence from the words before a candidate name."""
    words = [tokens.words[i] for i in range(max(0, index - 4), index)][::-1]
    first = 0
    while first < len(words) and words[first] in _PUNCTUATION_BEFORE:
        first += 1  # 户名：鲍国庆
    if first == len(words):
        return 0.0
    pair = words[first + 1] + words[first] if first + 1 < len(words) else ""
    if words[first] in lx.INTRODUCERS or pair in lx.INTRODUCERS:
        return 0.45
    for word in words[first:first + 3]:
        if word in lx.RELATIONS:
            return 0.35
        if word not in _SKIPPABLE:
            break
    nearest = words[first + 1] if words[first] == "了" and first + 1 < len(words) else words[first]
    return 0.15 if nearest in lx.WEAK_BEFORE or nearest == "是" else 0.0


def _with_repeats(text: str, found: list[Span], candidates: list[Span]) -> list[Span]:
    """A name found once is a name wherever it recurs; so is the given name of a confidently
    found full name (林晓彤 … 晓彤), unless that given name is an everyday word."""
    names = {text[span.start:span.end] for span in found}
    given = {
        text[span.end - 2:span.end] for span in found
        if span.score >= 0.7 and span.end - span.start >= 3 and not _is_common_word(text[span.end - 2:span.end])
    }
    extra = [span for span in candidates if span.score < 0.5 and text[span.start:span.end] in names]
    spans = _non_overlapping(found + [Span(span.start, span.end, 0.6) for span in extra])
    for part in given - names:
        for match in re.finditer(re.escape(part), text):
            if all(match.end() <= span.start or match.start() >= span.end for span in spans):
                spans.append(Span(match.start(), match.end(), 0.55))
    return sorted(spans)


def _non_overlapping(spans: list[Span]) -> list[Span]:
    kept: list[Span] = []
    for span in sorted(spans, key=lambda s: (-s.score, -(s.end - s.start), s.start)):
        if all(span.end <= other.start or span.start >= other.end for other in kept):
            kept.append(span)
    return sorted(kept)


# Stems: the words before a suffix ----------------------------------------------------------
def _token_index(tokens: Tokens, position: int) -> int:
    """Index of the token that contains character `position`."""
    low, high = 0, len(tokens.starts) - 1
    while low < high:
        middle = (low + high + 1) // 2
        if tokens.starts[middle] <= position:
            low = middle
        else:
            high = middle - 1
    return low


def _is_admin(word: str, right_is_admin: bool) -> bool:
    """An administrative unit (杭州市, 西湖区), or a province/city name right before one."""
    if len(word) >= 2 and word.endswith(lx.ADMIN_SUFFIXES) and word not in lx.ADMIN_LOOKALIKES:
        return True
    return right_is_admin and (word in lx.PROVINCES or word in lx.CITIES)


def _is_stem_word(word: str, flag: str) -> bool:
    return word not in lx.NOT_IN_STEM and flag not in _STEM_STOP_TAGS and bool(_HAN.fullmatch(word))


def _stem_start(tokens: Tokens, index: int, max_chars: int) -> tuple[int, bool]:
    """Leftmost start of the name-like words ending at token `index`, and whether that run
    includes an administrative prefix (province, city, district)."""
    start = tokens.starts[index]
    admin = lone_suffix = False
    i = index - 1
    while i >= 0:
        word, flag = tokens.words[i], tokens.flags[i]
        if word in lx.ADMIN_SUFFIXES and i > 0:
            admin = lone_suffix = True  # 姑苏/区: the unit's name is the word before
        elif lone_suffix and _is_stem_word(word, flag):
            admin, lone_suffix = True, False
        elif _is_admin(word, admin and tokens.starts[i + 1] == start):
            admin, lone_suffix = True, False
        elif admin:
            # one unknown word between two administrative units (南昌市/红谷/滩区)
            if not (i > 0 and flag in {"n", "ns", "nz", "j"} and _is_admin(tokens.words[i - 1], True)):
                break
        elif (
            not _is_stem_word(word, flag)
            or (flag == "v" and i != index - 1)
            or (flag == "m" and not _NUMERAL.fullmatch(word))
            or tokens.starts[index] - tokens.starts[i] > max_chars
        ):
            break
        start = tokens.starts[i]
        i -= 1
    return start, admin


# Addresses -----------------------------------------------------------------------------------
_NUMBER = r"(?:\d{1,5}|[一二三四五六七八九十百零〇两]{1,4})"
_UNIT = r"(?:[A-Za-z]?\d{1,5}|[一二三四五六七八九十]{1,3})(?:号楼|号院|栋|幢|座|单元|层|楼|室|户|号)"
_BUILDING = r"(?:[\u4e00-\u9fff]{2,6}?(?:大厦|大楼|广场|中心|公寓|花园|小区|写字楼))"
_TAIL = rf"(?:(?:{_BUILDING})?(?:-?{_UNIT})+(?:\d{{3,4}}(?![\d号]))?)?"
_ROAD = re.compile(
    rf"(?:{'|'.join(lx.ROAD_SUFFIXES)})(?:[东西南北中]段)?{_NUMBER}号(?:院)?{_TAIL}"
)
_COMMUNITY = re.compile(
    rf"(?:{'|'.join(lx.COMMUNITY_SUFFIXES)})(?:-?{_UNIT})+(?:\d{{3,4}}(?![\d号]))?"
)


class AddressRecognizer(_TokenRecognizer):
    """Street-level addresses: road and house number, or residential compound and unit,
    with the province, city and district before them when present. A city or district
    alone is not reported: it identifies nobody."""

    entity = ADDRESS

    def find(self, text: str, tokens: Tokens) -> list[Span]:
        spans = []
        for regex, base, stem_chars in ((_ROAD, 0.7, 8), (_COMMUNITY, 0.65, 8)):
            for match in regex.finditer(text):
                index = _token_index(tokens, match.start())
                start, admin = _stem_start(tokens, index, stem_chars)
                if match.start() - start < 1 and not admin:
                    continue  # "路3号" with no road name is not an address
                start = _trim_generic_prefix(text, start, match.start())
                spans.append(Span(start, match.end(), base + (0.15 if admin else 0.0)))
        return _non_overlapping(spans)


def _trim_generic_prefix(text: str, start: int, limit: int) -> int:
    for word in sorted(lx.NOT_IN_STEM, key=len, reverse=True):
        if len(word) > 1 and text.startswith(word, start) and start + len(word) < limit:
            return start + len(word)
    return start


# Organisations and schools --------------------------------------------------------------------
_SUFFIXES = sorted(
    [(s, ORGANIZATION, True) for s in lx.STRONG_ORG_SUFFIXES]
    + [(s, ORGANIZATION, False) for s in lx.WEAK_ORG_SUFFIXES]
    + [(s, SCHOOL, False) for s in lx.SCHOOL_SUFFIXES],
    key=lambda item: -len(item[0]),
)
_SUFFIX_RE = re.compile("|".join(re.escape(suffix) for suffix, _, _ in _SUFFIXES))
_SUFFIX_INFO = {suffix: (entity, strong) for suffix, entity, strong in _SUFFIXES}
_PROPER_TAGS = frozenset({"ns", "nt", "nr", "nrt", "nrfg", "j"})  # not nz: jieba gives it to 心理咨询


class OrganizationRecognizer(LocalRecognizer):
    """Named organisations (X有限公司, 北京协和医院) and schools (杭州市第二中学)."""

    def __init__(self):
        super().__init__(supported_entities=[ORGANIZATION, SCHOOL], name="zh-organization", supported_language=LANGUAGE)

    def load(self) -> None:
        pass

    def analyze(self, text, entities, nlp_artifacts=None) -> list[RecognizerResult]:
        tokens = nlp_artifacts.tokens.user_data["posseg"]
        return [_result(entity, span, self.name) for entity, span in self.find(text, tokens)]

    def find(self, text: str, tokens: Tokens) -> Iterator[tuple[str, Span]]:
        found: list[tuple[str, Span]] = []
        for match in _SUFFIX_RE.finditer(text):
            if any(text.startswith(word, match.start() - 1) for word in lx.GENERIC_SCHOOL_WORDS):
                continue  # 中小学, 大中专: school levels, not a school
            entity, strong = _SUFFIX_INFO[match.group()]
            index = _token_index(tokens, match.start())
            start, admin = _stem_start(tokens, index, 12)
            start = _trim_generic_prefix(text, start, match.start())
            stem = text[start:match.start()]
            if len(stem) < 2 and not (tokens.starts[index] < match.start() and tokens.flags[index] == "nt"):
                continue
            if not (strong or admin or self._proper(text, tokens, start, match)):
                continue
            found.append((entity, Span(start, match.end(), 0.7 if strong else 0.6)))
        # keep the longest of nested matches (华东师范大学 inside 华东师范大学附属中学)
        found.sort(key=lambda item: (-(item[1].end - item[1].start), item[1].start))
        kept: list[tuple[str, Span]] = []
        for entity, span in found:
            if all(span.end <= other.start or span.start >= other.end for _, other in kept):
                kept.append((entity, span))
        return iter(kept)

    @staticmethod
    def _proper(text: str, tokens: Tokens, start: int, match: re.Match) -> bool:
        """Evidence that the stem is a name rather than a description (互联网公司)."""
        first, last = _token_index(tokens, start), _token_index(tokens, match.start())
        stem_tokens = range(first, last + 1)
        if any(tokens.flags[i] in _PROPER_TAGS for i in stem_tokens):
            return True
        if any(tokens.words[i] in lx.CITIES or tokens.words[i].startswith("第") for i in stem_tokens):
            return True
        stem = text[start:match.start()]
        for trade in lx.TRADES:
            brand = stem[: len(stem) - len(trade)]
            generic = _word_tag(brand) in {"n", "vn", "v"} and jieba.dt.FREQ.get(brand, 0) >= _COMMON_WORD_FREQ
            if stem.endswith(trade) and len(brand) >= 2 and not generic:
                return True  # 平安保险公司, 星河传媒公司; not 心理咨询中心, 互联网公司
        return False
