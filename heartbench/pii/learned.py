"""A character tagger learned from our labelled passages (a CRF, python-crfsuite): names, and addresses down to a
house, that the rules have no form for.

Hundreds of rule rounds held the first measurement of each new held-out set near 0.87: a rule covers the form it
was written for, and new text brings new forms. A CRF over characters and LAC's words and tags learns what the
labelled sets share instead. `benchmarks/pii_tagger_backtest.py` trains it only on the sets the rules of round 700
were tuned on, and measures both on the sets written after that round, which neither had seen.

It proposes, the rules decide. Its names stand only where no rule found one, and they go through the person
recogniser's own checks (a public or fictional figure, a word that names no one, a name cut from a longer one).
Its addresses stand only where nothing else was found. Its organisations and schools are not used (see
`addresses`). The model is trained on the test part only (`benchmarks/pii_train.py`), never on a held-out set;
`data/learned_tagger.json` records the files and their hashes, and a test holds it to `benchmarks/pii_eval.py`'s
test part.
"""

from __future__ import annotations

import contextlib
import json
import re
import threading
from collections.abc import Iterator
from importlib import resources
from typing import NamedTuple

from heartbench.pii import lexicon as lx
from heartbench.pii.names import dictionary_word, everyday_word, word_of_kin_or_role
from heartbench.pii.recognizers import ADDRESS, ORGANIZATION, PERSON, SCHOOL, Finding
from heartbench.pii.spans import overlapping_none
from heartbench.pii.tokens import Span, Tokens, token_index

TRAINED_TYPES = (PERSON, ADDRESS, ORGANIZATION, SCHOOL)
"""What the tagger is trained to label (the structured types are the patterns' work)."""
MODEL_FILE = "learned_tagger.crfsuite"
CARD_FILE = "learned_tagger.json"
FEATURES_VERSION = 1
"""Raised whenever `character_features` changes: a model trained on other features is refused."""
MIN_CONFIDENCE = 0.5
"""The lowest marginal probability, over a span's characters, of a span the tagger reports. Chosen on the
backtest's tuning part (sets 704-750) only: with the rules of round 700, 0.5 found one name fewer of 253 than no
floor did, and 0.7 three fewer."""
_LONGEST_WORD_FEATURE = 4


class TaggedSpan(NamedTuple):
    type: str
    start: int
    end: int
    confidence: float
    """The lowest marginal probability of the span's labels, one character at a time."""


def character_features(text: str, tokens: Tokens) -> list[dict[str, str | bool]]:
    """One feature dict per character: the characters around it, and the LAC word it stands in (its tag,
    where in the word it stands, the word itself when short, the words either side)."""
    size = len(text)
    tag, place, word, before, after = [""] * size, [""] * size, [""] * size, [""] * size, [""] * size
    words = tokens.words
    for index, (token, label, start) in enumerate(zip(words, tokens.tags, tokens.starts, strict=True)):
        previous = words[index - 1] if index else "^"
        following = words[index + 1] if index + 1 < len(words) else "$"
        short = token if len(token) <= _LONGEST_WORD_FEATURE else "LONG"
        for offset in range(min(len(token), size - start)):
            position = start + offset
            tag[position], word[position], before[position], after[position] = label, short, previous, following
            place[position] = "S" if len(token) == 1 else "B" if offset == 0 else "E" if offset == len(token) - 1 else "M"

    def char(position: int) -> str:
        return text[position] if 0 <= position < size else "^" if position < 0 else "$"

    features = []
    for i, this in enumerate(text):
        features.append({
            "c": this, "c-1": char(i - 1), "c+1": char(i + 1), "c-2": char(i - 2), "c+2": char(i + 2),
            "c-1c": char(i - 1) + this, "cc+1": this + char(i + 1),
            "c-2c-1": char(i - 2) + char(i - 1), "c+1c+2": char(i + 1) + char(i + 2),
            "c-3c-2c-1": char(i - 3) + char(i - 2) + char(i - 1), "c+1c+2c+3": char(i + 1) + char(i + 2) + char(i + 3),
            "t": tag[i], "tb": tag[i] + place[i], "w": word[i], "pw": before[i], "nw": after[i],
            "digit": this.isdigit(), "latin": this.isascii() and this.isalpha(), "upper": this.isupper(),
        })
    return features


def bio_labels(size: int, entities) -> list[str]:
    """B-/I- labels of `entities` (objects with .type, .start, .end) of the tagger's types, O elsewhere."""
    labels = ["O"] * size
    for entity in entities:
        if entity.type in TRAINED_TYPES:
            labels[entity.start] = "B-" + entity.type
            labels[entity.start + 1:entity.end] = ["I-" + entity.type] * (entity.end - entity.start - 1)
    return labels


def labelled_spans(labels: list[str]) -> list[tuple[str, int, int]]:
    """(type, start, end) of each run of labels: a B- opens one, an I- of another type (or after O) does too."""
    spans: list[tuple[str, int, int]] = []
    kind, start = None, 0
    for position, label in enumerate([*labels, "O"]):
        continues = label.startswith("I-") and label[2:] == kind
        if not continues:
            if kind is not None:
                spans.append((kind, start, position))
            kind, start = (label[2:], position) if label != "O" else (None, position)
    return spans


class LearnedTagger:
    """`spans(text, tokens)`: the tagger's spans at `MIN_CONFIDENCE` or above. The model loads on first use."""

    def __init__(self, model_path: str | None = None):
        self.model_path = model_path
        self._tagger = None
        self._last: tuple[str, list[TaggedSpan]] | None = None  # the person rules, then the address fallback, ask
        self._lock = threading.Lock()  # a crfsuite tagger holds the text it was set to: one text at a time

    def spans(self, text: str, tokens: Tokens) -> list[TaggedSpan]:
        last = self._last
        if last is not None and last[0] == text:
            return last[1]
        features = character_features(text, tokens)
        found = []
        with self._lock:
            tagger = self.load()
            tagger.set(features)
            labels = tagger.tag()
            for kind, start, end in labelled_spans(labels):
                confidence = min(tagger.marginal(labels[i], i) for i in range(start, end))
                if confidence >= MIN_CONFIDENCE and text[start:end].strip():
                    found.append(TaggedSpan(kind, start, end, round(confidence, 3)))
        self._last = (text, found)
        return found

    def load(self):
        """The opened model (opened now if it is not yet)."""
        if self._tagger is None:
            self._tagger = open_model(self.model_path)
        return self._tagger


def open_model(model_path: str | None = None):
    """A pycrfsuite Tagger on the packaged model (or `model_path`), checked against the features it was trained on."""
    try:
        # deferred: only the lexical analysis needs it
        import pycrfsuite
    except ImportError:
        raise ImportError("the anonymiser's learned tagger needs python-crfsuite: pip install python-crfsuite") from None
    if model_path is None:
        card = json.loads(resources.files("heartbench.pii").joinpath("data", CARD_FILE).read_text(encoding="utf-8"))
        if card.get("features_version") != FEATURES_VERSION:
            raise RuntimeError(f"the packaged learned tagger was trained on features version {card.get('features_version')}, "
                               f"this code computes version {FEATURES_VERSION}: run benchmarks/pii_train.py")
        model_path = str(resources.files("heartbench.pii").joinpath("data", MODEL_FILE))
    tagger = pycrfsuite.Tagger()
    tagger.open(model_path)
    return tagger


_shared: LearnedTagger | None = None


def shared_tagger() -> LearnedTagger:
    """The one tagger a process's recognisers share (built before workers fork, in `engine.warm_up`)."""
    global _shared
    if _shared is None:
        _shared = LearnedTagger()
    return _shared


@contextlib.contextmanager
def in_use(tagger) -> Iterator[None]:
    """The recognisers ask `tagger` (anything with `spans(text, tokens)`) instead while the block runs: another model
    in a backtest, or none, to measure the rules alone. The caller forgets analyses cached meanwhile."""
    global _shared
    previous, _shared = _shared, tagger
    try:
        yield
    finally:
        _shared = previous


def names_between(text: str, tokens: Tokens, found: list[Span]) -> list[Span]:
    """The tagger's names that overlap none of the rules' `found` (a rule's span is never widened to the tagger's:
    小姨魏红梅) and that only the tagger can add, for the person recogniser to check like its own."""
    names = [span for span in shared_tagger().spans(text, tokens) if span.type == PERSON]
    return [
        Span(span.start, span.end, span.confidence)
        for span in overlapping_none(names, [(other.start, other.end) for other in found], span=lambda span: (span.start, span.end))
        if not _left_to_the_rules(text, tokens, span) and not ordinary_words(text, tokens, span)
    ]


_LATIN = re.compile(r"[A-Za-z]")
_PLACE_TAGS = frozenset({"LOC", "ORG", "TIME"})
_NICKNAME_LEADS = frozenset("老小阿大胖")
_KIN_TITLES = frozenset("姐哥叔姨嫂婶爷奶伯舅妹弟")
_WORD_OF_ITS_OWN = frozenset({"p", "c", "d", "u", "v", "r", "f", "q", "m", "a", "xc"})
SURE = 0.95
"""The confidence from which the tagger's name stands though LAC tagged the same word a name the rules turned down.
Chosen on the backtests' tuning parts (sets 604-650 and 704-750, rules of rounds 600 and 700): any floor from 0.8
to 0.95 found 2 more names of 253 on the second than no such name standing, as many on the first, and changed no
clean passage more; below 0.95 one contradicted a test of the rules (周刚 at 0.92). The same floor on the other forms found 2 more names of 204 on the first but
changed one more clean passage on the second (so did the floor on 老 / 小 / 阿 / 大 / 胖 before one character alone).
A surname before a title (`_surname_before_a_title`) added 2 names of 253 on the second, none on the first."""


def _left_to_the_rules(text: str, tokens: Tokens, span: TaggedSpan) -> bool:
    """Names whose forms the rules judge from the words around them, where the tagger, following the characters,
    contradicted them in their tests: one character (帮 / 忙) unless a surname before a title, letters (Thank You,
    Samsung), a span through a place or a time (长江滚滚), 老 / 小 / 阿 / 大 / 胖 before one character (老寒腿, 客服-小哥,
    叫胖猪的那段时间), a word before a kinship title (隔壁芒果姐, 最大的胖姐), and unless the tagger is all but sure
    (`SURE`), a word LAC itself tagged a name that the rules turned down (这周 / 刚 read as 周刚)."""
    name = text[span.start:span.end]
    if len(name.strip()) < 2:
        return not _surname_before_a_title(text, tokens, span)
    if _LATIN.search(name) or (len(name) == 2 and name[0] in _NICKNAME_LEADS) or name[-1] in _KIN_TITLES:
        return True
    words = _words_under(tokens, span)
    return (words == [(name, "PER")] and span.confidence < SURE) or any(tag in _PLACE_TAGS for _, tag in words)


def _surname_before_a_title(text: str, tokens: Tokens, span: TaggedSpan) -> bool:
    """A surname right before a title (付老板, 找段主任, 马先生), the one single character the tagger may add; not one
    LAC read as a word of its own that surnames are too (经 / 奶奶介绍: "through", 男士和 / 女士: "and")."""
    if text[span.start:span.end] not in lx.SURNAMES or not text.startswith(lx.TITLES_LONGEST_FIRST, span.end):
        return False
    index = token_index(tokens, span.start)
    return not (tokens.words[index] == text[span.start] and tokens.tags[index] in _WORD_OF_ITS_OWN)


def addresses(text: str, tokens: Tokens) -> list[Finding]:
    """The tagger's addresses down to a house, a building or a village (a number, 号, 栋, 村…) that are more than
    ordinary words: a fallback, standing only where no rule found anything. Its organisations, schools and coarser
    places are not used: whether a bank or a district is someone's (an employer, a home) or only named (a customer's
    bank, a trip) is what the organisation and address rules decide from the words around it, and the tagger, reading
    characters, took a customer's bank or a district alone for personal data in about twenty of the rules' tests,
    even at a confidence of 0.95."""
    return [Finding(span.type, span.start, span.end, span.confidence) for span in shared_tagger().spans(text, tokens)
            if span.type == ADDRESS and _HOUSE_LEVEL.search(text, span.start, span.end) and _named(text[span.start:span.end])
            and not ordinary_words(text, tokens, span)]


def _named(address: str) -> bool:
    return any(_NAMED_PLACE.match(address, i) for i in range(len(address) - 1))


_HOUSE_LEVEL = re.compile(r"[0-9０-９号號栋棟幢单單元室楼樓村组組巷弄]")
_NAMED_PLACE = re.compile(r"(?![一二三四五六七八九十百期号號栋棟幢单單元室楼樓层層])[\u4e00-\u9fff]{2}")
"""Two characters of a place's name (not of a number or a part of a building: 二期7栋, 7栋208 alone name no one's home)."""
_PROPER_TAGS = frozenset({"PER", "LOC", "ORG", "nz", "ns", "nt", "nr", "j", "m"})
_FUNCTION_TAGS = frozenset({"f", "u", "p", "c", "d", "w", "xc"})
_COMMON = 1000
"""How often the dictionary must list a word (as anything but a name) for the tagger's span of it alone to be dropped."""


def ordinary_words(text: str, tokens: Tokens, span: TaggedSpan) -> bool:
    """Whether a span the tagger took for a value is ordinary words (大娃, 大公司, 小城市): a kinship word or a role; unless
    LAC tagged it a name, an everyday or common word of the dictionary, or 小 / 大 before one; or words that all are so
    (or function words), none tagged a name, a place, a number or a body."""
    value = text[span.start:span.end]
    if word_of_kin_or_role(value):
        return True
    words = _words_under(tokens, span)
    if span.type == PERSON and words == [(value, "PER")]:
        return False  # LAC reads it as a name too (欣然, 建平 are words as well): the person rules' checks judge it
    if _ordinary(value):
        return True
    return len(words) > 1 and all(
        tag in _FUNCTION_TAGS or tag not in _PROPER_TAGS and _ordinary(word) for word, tag in words
    )


def _words_under(tokens: Tokens, span: TaggedSpan) -> list[tuple[str, str]]:
    """LAC's words, with their tags, from the one the span starts in to the one it ends in."""
    first, last = token_index(tokens, span.start), token_index(tokens, span.end - 1)
    return list(zip(tokens.words[first:last + 1], tokens.tags[first:last + 1], strict=True))


def _ordinary(word: str) -> bool:
    if everyday_word(word) or word_of_kin_or_role(word) or dictionary_word(word, _COMMON):
        return True
    # 小镇 stays: 镇 alone is no word of the dictionary, and 小 before one character is how nicknames are made (小雪)
    return len(word) >= 3 and word[0] in "小大" and _ordinary(word[1:])
