"""One analysis of one text: every recogniser, context words, the threshold, one entity per stretch.

This is the work presidio's `AnalyzerEngine` did for us over a spaCy `Doc`, done directly on
LAC's tokens: building a `Doc` per text, deep-copying every result for the context step and
scanning the token list once per result (quadratic on a long document) cost more than the
recognisers themselves. The context rule is presidio's, which we relied on there: a match
whose recogniser has context words gains `CONTEXT_BOOST` (and at least `MIN_SCORE_WITH_CONTEXT`)
when one of them is part of the match's own word or of one of the `CONTEXT_WINDOW` content
words before it. Function words and punctuation do not use up the window, so "手机号是
1381…" and "手机号码我发你，是1381…" both count. Unlike presidio's, the function words come from
LAC's tags rather than spaCy's stop-word list, which held context words of ours (打, 联系).

Structured matches need no tagging unless a context word can change them: a text with no
number in it is never tagged for the leak gate.
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Callable, Collection, Iterable, Sequence
from typing import NamedTuple

from heartbench.pii.recognizers import ADDRESS, QQ, SCHOOL, STRUCTURED_TYPES, TRAVEL_DOCUMENT, WECHAT, Finding
from heartbench.pii.spans import keep_disjoint, overlapping_none
from heartbench.pii.tokens import Tokens

CONTEXT_BOOST = 0.35
MIN_SCORE_WITH_CONTEXT = 0.4
MAX_SCORE = 1.0
CONTEXT_WINDOW = 5
"""Content words before a match in which its recogniser's context words are looked for."""

# Words that carry no context: by LAC's tag punctuation, pronouns, prepositions, conjunctions,
# particles, adverbs and other function words (的, 我, 也, 在…), and the copulas it tags as verbs
_FUNCTION_TAGS = frozenset({"w", "r", "p", "c", "u", "d", "xc"})
_COPULAS = frozenset({"是", "为", "就是", "叫"})


class Entity(NamedTuple):
    """A piece of personal data found in a text."""

    type: str
    start: int
    end: int
    text: str
    score: float


class Recognizers(NamedTuple):
    """What one analysis runs: the structured recognisers (regexes over the text) and the
    lexical ones (rules over LAC's tokens), each with the entity types it reports."""

    structured: Sequence  # RegexRecognizer: .entity, .find(text) -> list[Finding]
    lexical: Sequence[tuple[Collection[str], Callable[[str, Tokens], Iterable[Finding]]]]
    fallback: Sequence[tuple[Collection[str], Callable[[str, Tokens], Iterable[Finding]]]] = ()
    """Lexical recognisers whose findings stand only where no other finding does (the learned tagger's: where a
    rule found a value, the rule's span and type are kept, never widened to the tagger's)."""


def analyze(
    text: str,
    recognizers: Recognizers,
    tag: Callable[[str], Tokens],
    *,
    threshold: float,
    wanted: Collection[str] | None = None,
    original: str | None = None,
) -> list[Entity]:
    """Entities in `text` (already width-folded) scoring at least `threshold`, one per stretch,
    in text order; `original` is the unfolded text their `text` is cut from."""
    original = text if original is None else original
    findings = [
        finding for recognizer in recognizers.structured if wanted is None or recognizer.entity in wanted
        for finding in recognizer.find(text)
    ]
    lexical = [find for types, find in recognizers.lexical if wanted is None or not wanted.isdisjoint(types)]
    fallback = [find for types, find in recognizers.fallback if wanted is None or not wanted.isdisjoint(types)]
    tokens = tag(text) if lexical or fallback or any(finding.context for finding in findings) else None
    if tokens is not None:
        findings = with_context(findings, ContextWindow(tokens))
        findings += [finding for find in lexical for finding in find(text, tokens)]
        taken = [(finding.start, finding.end) for finding in findings if finding.score >= threshold]
        candidates = [finding for find in fallback for finding in find(text, tokens)]
        findings += overlapping_none(candidates, taken, span=lambda finding: (finding.start, finding.end))
    return with_recurring_ids(with_campus_addresses(resolve_overlaps(
        Entity(f.type, f.start, f.end, original[f.start:f.end], round(f.score, 2))
        for f in findings if f.score >= threshold and (wanted is None or f.type in wanted)
    ), original), original)


# ids that only their label makes out: said again without it, the same id (加我微信ameiguoyuan168 我再说一遍 ameiguoyuan168)
_IDS_SAID_AGAIN = frozenset({WECHAT, QQ, TRAVEL_DOCUMENT})
_ID_CHARACTER = re.compile(r"[A-Za-z0-9_\-.@]")


def with_recurring_ids(entities: list[Entity], text: str) -> list[Entity]:
    """`entities` and every other place one of their ids stands whole (not inside a longer run of letters or digits)."""
    ids = {(entity.text, entity.type, entity.score) for entity in entities if entity.type in _IDS_SAID_AGAIN and len(entity.text) >= 5}
    if not ids:
        return entities
    taken = sorted((entity.start, entity.end) for entity in entities)
    found = list(entities)
    for value, kind, score in sorted(ids):
        start = text.find(value)
        while start >= 0:
            end = start + len(value)
            whole = not _ID_CHARACTER.match(text[start - 1:start] or " ") and not _ID_CHARACTER.match(text[end:end + 1] or " ")
            at = bisect.bisect_left(taken, (end, end))
            free = not any(s < end and start < e for s, e in taken[max(0, at - 2):at + 1])
            if whole and free:
                found.append(Entity(kind, start, end, value, score))
            start = text.find(value, end)
    return sorted(found, key=lambda entity: entity.start) if len(found) > len(entities) else entities


_ON_CAMPUS = re.compile(r"(?:[东西南北中新老主本]?校[园区]|宿舍|学生公寓|公寓)")


def with_campus_addresses(entities: list[Entity], text: str) -> list[Entity]:
    """A school right before a dormitory or a part of its campus with its building (南方中学 / 宿舍3栋205, 广西大学 /
    西校园15栋): one address through the school, which names where someone lives."""
    merged: list[Entity] = []
    for entity in entities:
        last = merged[-1] if merged else None
        campus = _ON_CAMPUS.match(text, last.end) if last is not None and last.type == SCHOOL else None
        # (the address may begin inside the campus's name: 广西大学 / 西 / 校园15栋)
        if campus is not None and entity.type == ADDRESS and last.end <= entity.start <= campus.end() - 1:
            merged[-1] = Entity(ADDRESS, last.start, entity.end, text[last.start:entity.end], max(last.score, entity.score))
        else:
            merged.append(entity)
    return merged


class ContextWindow:
    """Where the context words of a match are looked for: its own word and the content words
    before it."""

    def __init__(self, tokens: Tokens):
        self.words = tokens.words
        self.ends = [start + len(word) for start, word in zip(tokens.starts, tokens.words, strict=True)]
        self.content = [
            tag not in _FUNCTION_TAGS and word not in _COPULAS and not _punctuation(word)
            for word, tag in zip(tokens.words, tokens.tags, strict=True)
        ]

    def before(self, start: int) -> list[str]:
        """The word at `start` and the `CONTEXT_WINDOW` content words before it, nearest
        first, lower-cased (the word itself may be one: 银行卡号4367… tagged as one word)."""
        index = bisect.bisect_right(self.ends, start)
        found = [self.words[index].lower()] if index < len(self.words) else []
        before = (self.words[i].lower() for i in range(index - 1, -1, -1) if self.content[i])
        found += itertools.islice(before, CONTEXT_WINDOW)
        return found


def with_context(findings: list[Finding], window: ContextWindow) -> list[Finding]:
    """`findings` with the score of each raised when a context word of its recogniser is near."""
    raised = []
    for finding in findings:
        if finding.context:
            nearby = window.before(finding.start)
            if any(word.lower() in near for word in finding.context for near in nearby):
                score = min(max(finding.score + CONTEXT_BOOST, MIN_SCORE_WITH_CONTEXT), MAX_SCORE)
                finding = finding._replace(score=score)
        raised.append(finding)
    return raised


def resolve_overlaps(entities: Iterable[Entity]) -> list[Entity]:
    """One entity per stretch of text: structured types first (they are checked patterns),
    then the longer span, then the higher score."""
    return keep_disjoint(
        entities, rank=lambda e: (e.type not in STRUCTURED_TYPES, -(e.end - e.start), -e.score, e.start), span=lambda e: (e.start, e.end)
    )


def _punctuation(word: str) -> bool:
    return all(not char.isalnum() for char in word)
