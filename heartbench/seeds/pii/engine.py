"""The analyzer and anonymizer: presidio over a blank Chinese spaCy pipeline.

No spaCy model is downloaded. The pipeline is `spacy.blank("zh")` with the jieba segmenter,
whose tokenizer we replace by one that runs jieba *posseg* instead of plain jieba: the
name, address and organisation recognisers need the part-of-speech tags, and posseg is the
slow step, so it runs once per text and its output rides on the doc. Lemmas are set to the
token text so presidio's context words ("手机", "身份证") work on a blank pipeline.

Building the engine costs a few seconds (jieba's dictionary); it is built once per process
and shared by every `Anonymizer`, so constructing one is cheap.
"""

from __future__ import annotations

import functools
import hashlib
import logging
import random
from collections.abc import Iterable
from typing import NamedTuple

from heartbench.seeds.pii.lexical import AddressRecognizer, OrganizationRecognizer, PersonRecognizer, Tokens
from heartbench.seeds.pii.recognizers import LANGUAGE, STRUCTURED_TYPES, structured_recognizers
from heartbench.seeds.pii.surrogates import SurrogateMaker

DEFAULT_THRESHOLD = 0.5
"""Lowest score reported by `analyze` and replaced by `anonymize`."""
SEED_ORIGINAL = "SEED_ORIGINAL"
"""Entity type `leaks` gives an original value of the seed found verbatim in a text."""


class Entity(NamedTuple):
    """A piece of personal data found in a text."""

    type: str
    start: int
    end: int
    text: str
    score: float


class _PossegTokenizer:
    """spaCy tokenizer running jieba posseg: words, tags and lemmas in one pass."""

    def __init__(self, vocab):
        self.vocab = vocab

    def __call__(self, text: str):
        import jieba.posseg
        from spacy.tokens import Doc

        words, flags, starts = [], [], []
        position = 0
        for pair in jieba.posseg.cut(text):
            words.append(pair.word)
            flags.append(pair.flag)
            starts.append(position)
            position += len(pair.word)
        doc = Doc(self.vocab, words=words, spaces=[False] * len(words), lemmas=words)
        doc.user_data["posseg"] = Tokens(words, flags, starts)
        return doc


def _nlp_engine():
    import spacy
    from presidio_analyzer.nlp_engine import NerModelConfiguration, SpacyNlpEngine

    class ChineseNlpEngine(SpacyNlpEngine):
        """presidio's spaCy engine over our blank pipeline instead of a downloaded model."""

        def load(self) -> None:
            nlp = spacy.blank(LANGUAGE, config={"nlp": {"tokenizer": {"segmenter": "jieba"}}})
            nlp.tokenizer = _PossegTokenizer(nlp.vocab)
            self.nlp = {LANGUAGE: nlp}

    engine = ChineseNlpEngine(
        models=[{"lang_code": LANGUAGE, "model_name": "blank"}],
        ner_model_configuration=NerModelConfiguration(labels_to_ignore=[]),
    )
    engine.load()
    return engine


@functools.cache
def _analyzer():
    import jieba
    from presidio_analyzer import AnalyzerEngine, RecognizerRegistry

    jieba.setLogLevel(logging.WARNING)
    logging.getLogger("presidio-analyzer").setLevel(logging.ERROR)
    jieba.initialize()
    registry = RecognizerRegistry(supported_languages=[LANGUAGE])
    for recognizer in [*structured_recognizers(), PersonRecognizer(), AddressRecognizer(), OrganizationRecognizer()]:
        registry.add_recognizer(recognizer)
    return AnalyzerEngine(
        registry=registry,
        nlp_engine=_nlp_engine(),
        supported_languages=[LANGUAGE],
        default_score_threshold=0.0,
    )


@functools.cache
def _anonymizer_engine():
    from presidio_anonymizer import AnonymizerEngine

    return AnonymizerEngine()


def warm_up() -> None:
    """Build the shared engines now (before forking workers, so they inherit them)."""
    _analyzer()
    _anonymizer_engine()


class Anonymizer:
    """Find personal data in Chinese text and replace it with consistent surrogates.

    `analyze` is what a leak gate calls; `anonymize` replaces every entity, reusing and
    extending `mapping` (original → surrogate) so that one document, or several texts of
    one document, keep the same surrogate for the same original.
    """

    def __init__(self, threshold: float = DEFAULT_THRESHOLD):
        self.threshold = threshold

    def analyze(self, text: str, types: Iterable[str] | None = None) -> list[Entity]:
        """Entities in `text` scoring at least the threshold, non-overlapping, in text order."""
        if not text.strip():
            return []
        wanted = None if types is None else set(types)
        results = _analyzer().analyze(text=text, language=LANGUAGE, score_threshold=self.threshold)
        entities = _resolve_overlaps(
            Entity(r.entity_type, r.start, r.end, text[r.start:r.end], round(r.score, 2)) for r in results
        )
        return [e for e in entities if wanted is None or e.type in wanted]

    def structured(self, text: str) -> list[Entity]:
        """Only the structured types (phones, ids, cards, emails, QQ/WeChat, plates, IPs)."""
        return self.analyze(text, STRUCTURED_TYPES)

    def leaks(self, text: str, originals: Iterable[str] = ()) -> list[Entity]:
        """What a leak gate rejects: structured PII, and any of `originals` (the values a seed's
        private mapping replaced) appearing verbatim in `text`."""
        found = self.structured(text)
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
    ) -> tuple[str, dict[str, str]]:
        """Replace every entity with a surrogate. Returns the new text and the mapping
        (original → surrogate), which is `mapping` extended in place when one is given.

        `seed` makes the surrogates reproducible (the stage passes a secret per document);
        `entities` skips analysis when the caller already has them."""
        from presidio_anonymizer.entities import OperatorConfig, RecognizerResult

        mapping = {} if mapping is None else mapping
        entities = self.analyze(text) if entities is None else entities
        entities = _with_known_originals(text, entities, mapping)
        if not entities:
            return text, mapping
        maker = SurrogateMaker(_rng(seed), mapping)
        maker.extend(entities)
        operators = {
            entity_type: OperatorConfig("custom", {"lambda": lambda original: mapping[original]})
            for entity_type in {e.type for e in entities}
        }
        results = [RecognizerResult(e.type, e.start, e.end, e.score) for e in entities]
        new_text = _anonymizer_engine().anonymize(
            text=text, analyzer_results=results, operators=operators, merge_entities_with_spaces=False
        ).text
        return new_text, mapping


def _with_known_originals(text: str, entities: list[Entity], mapping: dict[str, str]) -> list[Entity]:
    """Add every occurrence of an already mapped original that the analysis missed here: a
    name recognised in one turn ("我老公郑浩然") is replaced in the next ("郑浩然说…") too."""
    spans = list(entities)
    for original in sorted((o for o in mapping if o in text), key=len, reverse=True):
        start = text.find(original)
        while start >= 0:
            end = start + len(original)
            if all(end <= e.start or start >= e.end for e in spans):
                spans.append(Entity(SEED_ORIGINAL, start, end, original, 1.0))
            start = text.find(original, end)
    return sorted(spans, key=lambda e: e.start)


def _rng(seed: str | int | None) -> random.Random:
    if seed is None:
        return random.Random()  # fresh entropy: nothing about the text can be inferred from it
    return random.Random(hashlib.sha256(str(seed).encode()).digest())


def _resolve_overlaps(entities: Iterable[Entity]) -> list[Entity]:
    """One entity per stretch of text: structured types first (they are checked patterns),
    then the longer span, then the higher score."""
    kept: list[Entity] = []
    ranked = sorted(entities, key=lambda e: (e.type not in STRUCTURED_TYPES, -(e.end - e.start), -e.score, e.start))
    for entity in ranked:
        if all(entity.end <= other.start or entity.start >= other.end for other in kept):
            kept.append(entity)
    return sorted(kept, key=lambda e: e.start)
