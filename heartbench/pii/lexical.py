"""Recognisers for names, street addresses, organisations and schools, over LAC's tags.

The backbone is Baidu's LAC (lexical analysis: segmentation, part of speech and PER / LOC /
ORG tags, a BiGRU-CRF run by onnxruntime; `benchmarks/ner_backbones.py` compares it with
jieba: name recall 0.92 against 0.65, and a tenth of the false alarms on the v1 dialogues).
On top of its tags, rules cover what a tagger does not: title forms (李主任 → the name is 李),
老X / 小X, romanised names (Tony Wang), a name repeated or shortened to its given name,
public and fictional figures (not personal data), and addresses as one entity from the
province down to the room (a grammar over LOC tokens and address parts).
"""

from __future__ import annotations

import functools
import re
from abc import abstractmethod
from collections.abc import Iterable
from importlib import resources
from typing import NamedTuple

from presidio_analyzer import AnalysisExplanation, LocalRecognizer, RecognizerResult

from heartbench.pii import lexicon as lx
from heartbench.pii.names import (
    PLACEHOLDER_NAMES,
    NamesByInitial,
    everyday_word,
    is_foreign_transliteration,
    names_no_one,
    prefix_of_known_name,
    relation_led_names,
    romanised_names,
)
from heartbench.pii.recognizers import ADDRESS, LANGUAGE, ORGANIZATION, PERSON, SCHOOL


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


def _result(entity: str, span: Span, name: str) -> RecognizerResult:
    explanation = AnalysisExplanation(recognizer=name, original_score=span.score)
    return RecognizerResult(entity, span.start, span.end, span.score, explanation)


@functools.cache
def packaged_public_names() -> frozenset[str]:
    """Public figures and fictional characters shipped with the kit (`data/public_figures.txt`)."""
    text = resources.files("heartbench.pii").joinpath("data/public_figures.txt").read_text(encoding="utf-8")
    return parse_name_list(text)


def parse_name_list(text: str) -> frozenset[str]:
    """Names separated by spaces or lines; `#` starts a comment."""
    return frozenset(word for line in text.splitlines() for word in line.split("#", 1)[0].split())


class _TokenRecognizer(LocalRecognizer):
    """A recogniser that reads the LAC tokens the engine put on the spaCy doc."""

    entity: str

    def __init__(self):
        super().__init__(supported_entities=[self.entity], name=f"zh-{self.entity.lower()}", supported_language=LANGUAGE)

    def load(self) -> None:  # the lexicon is plain data, nothing to load
        pass

    def analyze(self, text, entities, nlp_artifacts=None) -> list[RecognizerResult]:
        tokens = nlp_artifacts.tokens.user_data["lac"]
        return [_result(self.entity, span, self.name) for span in self.find(text, tokens)]

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
        super().__init__()
        self.public_names = packaged_public_names() | frozenset(public_names)
        self.public_index = NamesByInitial(self.public_names)

    def find(self, text: str, tokens: Tokens) -> list[Span]:
        in_text = NamesByInitial(self._not_personal(tokens))
        spans = [
            *self._tagged(tokens), *self._introduced(tokens), *self._surname_forms(tokens), *_latin_names(text, tokens),
            *(Span(*span) for span in relation_led_names(text, *tokens)), *(Span(*span) for span in romanised_names(text)),
        ]
        # never a name cut from a longer one that is not personal data (邓布利 / 多 beside 邓布利多)
        spans = [
            span for span in spans
            if not prefix_of_known_name(text, span.start, span.end, self.public_index)
            and not prefix_of_known_name(text, span.start, span.end, in_text)
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
                and tags[i] in _NAME_LIKE_TAGS and before not in _DEMONSTRATIVES
            ):
                yield Span(starts[i], starts[i] + 1, 0.7)
            elif word in {"老", "小"} and after in lx.SURNAMES and i + 2 <= len(words):
                following = tags[i + 2] if i + 2 < len(words) else "w"
                if following in _FUNCTION_TAGS and before not in _DEMONSTRATIVES:
                    yield Span(starts[i], starts[i] + 2, 0.65)


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


def _with_repeats(text: str, tokens: Tokens, found: list[Span]) -> list[Span]:
    """A name found once is a name wherever it recurs as a word of its own; so is the given
    name of a full name (林晓彤 … 晓彤) when the tagger sees it as a word there."""
    names = {text[span.start:span.end] for span in found if span.end - span.start >= 2}
    given = {
        name[-2:] for name in names
        if len(name) >= 3 and _HAN.fullmatch(name) and name[-2:] not in lx.NOT_A_NAME
    }
    spans = list(found)
    boundaries = set(tokens.starts) | {len(text)}
    for part in sorted(names | given, key=len, reverse=True):
        for match in re.finditer(re.escape(part), text):
            if match.start() not in boundaries or match.end() not in boundaries:
                continue
            if all(match.end() <= span.start or match.start() >= span.end for span in spans):
                spans.append(Span(match.start(), match.end(), 0.6))
    return sorted(spans)


def _non_overlapping(spans: list[Span]) -> list[Span]:
    kept: list[Span] = []
    for span in sorted(spans, key=lambda s: (-(s.end - s.start), -s.score, s.start)):
        if all(span.end <= other.start or span.start >= other.end for other in kept):
            kept.append(span)
    return sorted(kept)


# Addresses -----------------------------------------------------------------------------------
_NUMERAL = "一二三四五六七八九十百零〇两"
_PART = re.compile(
    rf"""\ ?(?:
        [东西南北中](?:段|侧)?\d{{1,5}}号
      | (?:[{_NUMERAL}]{{1,3}}|\d{{1,2}})段
      | \d{{1,2}}门
      | \d{{1,5}}(?:号楼|号院|号|弄|栋|幢|座|单元|层|楼|室|户|组|队|排|期)
      | [{_NUMERAL}]{{1,3}}(?:号楼|组|队|区|期|栋|幢|单元|楼|层|号|弄)
      | [A-Za-z]\d{{0,3}}(?:座|栋|幢|区|单元|室)
      | \d{{1,4}}-\d{{1,4}}(?:-\d{{1,4}})?(?:室|号)?
      | (?<=[号楼栋幢座元层门])\d{{3,4}}(?!\d)
      | [\u4e00-\u9fff]{{2,8}}?(?:大厦|大楼|广场|中心|公寓|写字楼|花园|小区)(?=[A-Za-z\d{_NUMERAL}])
    )""",
    re.VERBOSE,
)
_DETAIL = re.compile(rf"[\d{_NUMERAL}A-Za-z](?:号|弄|栋|幢|座|单元|室|组|号楼)|\d+-\d+")
_UNIT_TRIPLE = re.compile(r"(?<![\d\-])\d{1,3}-\d{1,2}-\d{3,4}(?![\d\-])")
_HOME_WORDS = ("住在", "家在", "住", "地址是", "地址：", "地址:", "搬到", "家住")
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
            start = starts[i]
            end = _extend_parts(text, starts[j] + len(words[j]))
            run = text[start:end]
            places = j - i + 1
            if _DETAIL.search(run) or (places >= 2 and _is_village(words[j])):
                spans.append(Span(start, end, 0.8 if _DETAIL.search(run) else 0.65))
            i = j + 1
            while i < len(words) and starts[i] < end:
                i += 1
        for match in _UNIT_TRIPLE.finditer(text):
            if text[max(0, match.start() - 4):match.start()].endswith(_HOME_WORDS):
                spans.append(Span(match.start(), match.end(), 0.6))
        return _non_overlapping(spans)


def _place_start(word: str, tag: str) -> bool:
    if word in lx.NOT_A_PLACE or word in lx.ADMIN_LOOKALIKES:
        return False
    if tag == "LOC":
        return True
    return tag in {"n", "nz", "ns", "s", "ORG"} and len(word) >= 2 and bool(_HAN.fullmatch(word)) and word.endswith(lx.PLACE_SUFFIXES)


def _place_continues(tokens: Tokens, index: int) -> bool:
    word, tag = tokens.words[index], tokens.tags[index]
    if word == " " and index + 1 < len(tokens.words):  # 深圳市 福田区 梅林街道 …
        return tokens.words[index + 1] != " " and _place_continues(tokens, index + 1)
    following_tag = tokens.tags[index + 1] if index + 1 < len(tokens.words) else ""
    if following_tag == "LOC" and len(word) <= 2 and _HAN.fullmatch(word) and tag in {"a", "n", "nz", "j", "s"}:
        return True  # a place name the tagger split: 科技园南区 / 高新 / 南七道18号
    if tag in {"LOC", "ORG"} or _ROAD_WORD.fullmatch(word):
        return True
    if word in lx.PLACE_SUFFIXES or (word.endswith(lx.PLACE_SUFFIXES) and bool(_HAN.fullmatch(word)) and tag in {"n", "nz", "s", "f"}):
        return True
    following = tokens.words[index + 1] if index + 1 < len(tokens.words) else ""
    return word.isdigit() and following.endswith(lx.COMMUNITY_SUFFIXES)  # 阳光 / 100 / 小区


def _is_village(word: str) -> bool:
    return word.endswith(("村", "屯", "寨", "组")) and word not in lx.NOT_A_PLACE


def _extend_parts(text: str, position: int) -> int:
    while match := _PART.match(text, position):
        position = match.end()
    return position


# Organisations and schools --------------------------------------------------------------------
_SUFFIXES = sorted(
    [(s, ORGANIZATION, True) for s in lx.STRONG_ORG_SUFFIXES]
    + [(s, ORGANIZATION, False) for s in lx.WEAK_ORG_SUFFIXES]
    + [(s, SCHOOL, False) for s in lx.SCHOOL_SUFFIXES],
    key=lambda item: -len(item[0]),
)
_SUFFIX_RE = re.compile("|".join(re.escape(suffix) for suffix, _, _ in _SUFFIXES))
_SUFFIX_INFO = {suffix: (entity, strong) for suffix, entity, strong in _SUFFIXES}
_ORG_ENDINGS = tuple(suffix for suffix, _, _ in _SUFFIXES) + tuple("部局委院所处台社馆店队团会行司厂")
_STEM_TAGS = frozenset({"LOC", "ORG", "PER", "nz", "n", "m", "j", "ns", "nt", "s"})


class OrganizationRecognizer(LocalRecognizer):
    """Named organisations (X有限公司, 朝阳区人民法院, 招商银行深圳分行) and schools: LAC's
    ORG tags, and a proper-noun stem before an organisation or school suffix."""

    def __init__(self):
        super().__init__(supported_entities=[ORGANIZATION, SCHOOL], name="zh-organization", supported_language=LANGUAGE)

    def load(self) -> None:
        pass

    def analyze(self, text, entities, nlp_artifacts=None) -> list[RecognizerResult]:
        tokens = nlp_artifacts.tokens.user_data["lac"]
        return [_result(entity, span, self.name) for entity, span in self.find(text, tokens)]

    def find(self, text: str, tokens: Tokens) -> list[tuple[str, Span]]:
        found: list[tuple[str, Span]] = []
        words, tags, starts = tokens
        for start, end in _tagged_organisations(tokens):
            found.append((_kind(text[start:end]), Span(start, end, 0.8)))
        for match in _SUFFIX_RE.finditer(text):
            if any(text.startswith(word, match.start() - 1) for word in lx.GENERIC_SCHOOL_WORDS):
                continue  # 中小学, 大中专: school levels, not a school
            entity, strong = _SUFFIX_INFO[match.group()]
            index = _token_index(tokens, match.end() - 1)
            if not strong and starts[index] + len(words[index]) > match.end():
                continue  # the suffix is inside a longer word: 银行卡, 医院里的
            start = _stem_start(tokens, _token_index(tokens, match.start()), match.start(), strong)
            stem_tokens = range(_token_index(tokens, start), _token_index(tokens, max(start, match.start() - 1)) + 1)
            if match.start() - start < 2 or _only_trades(text[start:match.start()]):
                continue  # 心理咨询中心, 教育公司: what kind, not which one
            proper = any(tags[k] in {"LOC", "ORG", "PER", "nz"} or words[k].startswith("第") for k in stem_tokens)
            proper = proper or _brand_and_trade(text[start:match.start()])
            if strong or proper:
                found.append((entity, Span(start, match.end(), 0.7 if strong else 0.6)))
        found += _employers(text, tokens)
        found += [(SCHOOL, span) for span in _numbered_schools(tokens)]
        for match in _EMPLOYER_SHOP.finditer(text):  # 在一禾设计的工作室上班
            stem = match.group("name")
            if not (stem[0] in _NOT_A_SHOP_LEAD or _COUNTED.match(stem) or stem in lx.NOT_IN_STEM or any(word in stem for word in lx.RELATIONS) or stem.endswith(("开", "办", "做"))):
                found.append((ORGANIZATION, Span(match.start("name"), match.end("name"), 0.6)))
        found.sort(key=lambda item: (-(item[1].end - item[1].start), item[1].start))
        kept: list[tuple[str, Span]] = []
        for entity, span in found:
            if all(span.end <= other.start or span.start >= other.end for _, other in kept):
                kept.append((entity, span))
        return sorted(kept, key=lambda item: item[1].start)


_WORKPLACE = re.compile(
    r"(?:在|进了?|到|去了?)(?P<name>(?:(?![我你他她了在去到进的])[\u4e00-\u9fffA-Za-z0-9]){2,8}?)"
    r"(?=(?:" + "|".join(lx.WORK_VERBS) + r"))"
)


_NUMBERED_SCHOOL = re.compile(r"[\u4e00-\u9fff]{1,4}[一二三四五六七八九十]{1,3}[中小]")
_SCHOOL_NUMBER = re.compile(r"[一二三四五六七八九十]{1,3}")


def _numbered_schools(tokens: Tokens) -> Iterable[Span]:
    """Schools named by a number (市一中, 实验二小, 北京四中): in one word, or a name, a numeral
    and 中 / 小 the tagger split (市 / 二中, 实验 / 二 / 小)."""
    words, tags, starts = tokens
    for i, word in enumerate(words):
        if _NUMBERED_SCHOOL.fullmatch(word) and tags[i] in _STEM_TAGS:
            yield Span(starts[i], starts[i] + len(word), 0.7)
        elif (
            i + 1 < len(words) and tags[i] in {"n", "nz", "LOC", "ORG", "ns"} and _HAN.fullmatch(word) and len(word) <= 4
            and word not in lx.NOT_IN_STEM and _NUMBERED_SCHOOL.fullmatch(word + words[i + 1]) and words[i + 1][-1] in "中小"
            and _SCHOOL_NUMBER.fullmatch(words[i + 1][:-1])
        ):
            yield Span(starts[i], starts[i + 1] + len(words[i + 1]), 0.65)
        elif (
            i + 2 < len(words) and tags[i] in {"n", "nz", "LOC", "ORG", "ns"} and _HAN.fullmatch(word)
            and word not in lx.NOT_IN_STEM and _SCHOOL_NUMBER.fullmatch(words[i + 1]) and words[i + 2] in {"中", "小"}
        ):
            yield Span(starts[i], starts[i + 2] + 1, 0.65)


def _employers(text: str, tokens: Tokens) -> list[tuple[str, Span]]:
    """The employer in 在米哈游上班 / 进了蔚来汽车做销售 / 在汇通物流干了五年: a name the
    tagger marks as an organisation or a brand, or a brand before a trade word, in the slot
    where one works; never a place (在北京工作) or a generic word (在公司上班)."""
    found = []
    for match in _WORKPLACE.finditer(text):
        name = match.group("name")
        if name in lx.NOT_AN_EMPLOYER or name[0] in _NOT_A_SHOP_LEAD or _COUNTED.match(name):
            continue
        start, end = match.start("name"), match.end("name")
        first, last = _token_index(tokens, start), _token_index(tokens, end - 1)
        if tokens.starts[first] != start or tokens.starts[last] + len(tokens.words[last]) != end:
            continue  # the slot cuts a word: not a name of its own
        inside = range(first, last + 1)
        tags = {tokens.tags[k] for k in inside}
        if tags <= {"LOC", "f", "s"} or ("ORG" not in tags and tags & {"c", "p", "u", "r", "d", "xc", "w"}):
            continue  # a place (在北京工作), or words around a choice (在中学还是小学当老师)
        if "ORG" in tags or "nz" in tags or _brand_and_trade(name) or name.endswith(_ORG_ENDINGS):
            found.append((ORGANIZATION, Span(start, end, 0.6)))
    return found


_EMPLOYER_SHOP = re.compile(r"(?:在|去了?|到|进了?|来)(?P<name>(?:(?![我你他她了在去到进来])[\u4e00-\u9fffA-Za-z0-9]){2,10}?)的(?:工作室|店|门店|作坊|摊位|餐厅|饭店|诊所|工厂|厂)")
_NOT_A_SHOP_LEAD = frozenset("我你他她它这那哪某每各本自别人家很")
_COUNTED = re.compile(r"[一两几三四五][家个间所座位]")  # 在一家很小的店: no name


def _tagged_organisations(tokens: Tokens) -> Iterable[tuple[int, int]]:
    """Spans of ORG tokens, two of them joined across one short word the tagger split off
    (美团 / 点评 / 上海分公司)."""
    words, tags, starts = tokens
    i = 0
    while i < len(words):
        if tags[i] != "ORG" or len(words[i]) < 2 or words[i] in lx.NOT_IN_STEM:
            i += 1
            continue
        end_index = i
        for k in (i + 1, i + 2):
            between = words[i + 1:k]
            if k < len(words) and tags[k] == "ORG" and all(len(w) <= 2 and _HAN.fullmatch(w) and w not in lx.NOT_IN_STEM for w in between):
                end_index = k
                break
        start, end = starts[i], starts[end_index] + len(words[end_index])
        if end - start >= 4 and (end_index > i or words[end_index].endswith(_ORG_ENDINGS)):
            yield start, end  # a lone ORG word needs an organisation ending: not 毕业论文
        i = end_index + 1


def _brand_and_trade(stem: str) -> bool:
    """A brand before a trade word names an organisation: 阳光 + 心理 (诊所), 平安 + 保险 (公司);
    a trade alone (心理诊所) or after a generic word (一家心理诊所) does not."""
    for trade in lx.TRADES:
        brand = stem[: len(stem) - len(trade)]
        if stem.endswith(trade) and len(brand) >= 2 and not _generic(brand):
            return True
    return False


_NUMERAL_LEAD = re.compile(r"[一两几这那某每哪]")


def _only_trades(stem: str) -> bool:
    while stem:
        trade = next((t for t in sorted(lx.TRADES, key=len, reverse=True) if stem.startswith(t)), None)
        if trade is None:
            return False
        stem = stem[len(trade):]
    return True


def _generic(brand: str) -> bool:
    return brand in lx.NOT_IN_STEM or brand in lx.TRADES or bool(_NUMERAL_LEAD.match(brand))


def _kind(name: str) -> str:
    return SCHOOL if name.endswith(lx.SCHOOL_SUFFIXES) else ORGANIZATION


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


def _stem_start(tokens: Tokens, index: int, suffix_start: int, strong: bool = False) -> int:
    """Leftmost start of the name-like tokens before an organisation suffix (at most 14
    characters), with generic words (在, 公司, 我们) left out; before a strong suffix a
    one-character adjective counts too (the tagger splits 明 / 正律所)."""
    words, tags, starts = tokens
    start = suffix_start
    if starts[index] < suffix_start:  # the suffix's token also holds the end of the stem (市第一人民/医院)
        start = starts[index]
    i = index - 1
    while i >= 0 and (tags[i] in _STEM_TAGS or (strong and tags[i] == "a" and len(words[i]) == 1)) \
            and words[i] not in lx.NOT_IN_STEM and suffix_start - starts[i] <= 14:
        if not (_HAN.fullmatch(words[i]) or words[i].isdigit()):
            break
        start = starts[i]
        i -= 1
    return start
