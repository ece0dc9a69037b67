"""Structured personal data in any locale: ours for Chinese, presidio's recognisers elsewhere.

Used where text in a language other than Chinese must be checked (a localised variant's
translations and its release gate).
"""

from __future__ import annotations

import functools
import logging
import re

from heartbench.pii.engine import Anonymizer


def structured_pii(text: str, language: str) -> list[str]:
    """Entity types of structured personal data in `text`, with the detectors of its locale:
    ours for Chinese, presidio's pattern recognisers for other languages."""
    if language.startswith("zh"):
        return [entity.type for entity in Anonymizer().structured(text)]
    return [result.entity_type for result in _presidio(language).analyze(text=text, language=_presidio_language(language))]


def _presidio_language(language: str) -> str:
    return language.split("-")[0]


@functools.cache
def _presidio(language: str):
    """presidio's structured pattern recognisers over a blank spaCy pipeline (no model download)."""
    # spaCy and presidio load in seconds: only a release or translation in another language needs them
    import spacy
    from presidio_analyzer import AnalyzerEngine, RecognizerRegistry
    from presidio_analyzer.nlp_engine import NerModelConfiguration, SpacyNlpEngine
    from presidio_analyzer.predefined_recognizers import (
        CreditCardRecognizer,
        EmailRecognizer,
        IbanRecognizer,
        IpRecognizer,
        PhoneRecognizer,
        UsSsnRecognizer,
    )

    class OfflineEmailRecognizer(EmailRecognizer):
        """presidio's validation asks tldextract, which downloads the public suffix list."""

        def validate_result(self, pattern_text: str) -> bool:
            return bool(re.search(r"@[^@\s]+\.[A-Za-z]{2,}$", pattern_text))

    code = _presidio_language(language)
    logging.getLogger("presidio-analyzer").setLevel(logging.ERROR)

    class BlankEngine(SpacyNlpEngine):
        def load(self) -> None:
            self.nlp = {code: spacy.blank(code)}

    engine = BlankEngine(models=[{"lang_code": code, "model_name": "blank"}], ner_model_configuration=NerModelConfiguration())
    engine.load()
    registry = RecognizerRegistry(supported_languages=[code])
    for recognizer in (OfflineEmailRecognizer, PhoneRecognizer, CreditCardRecognizer, IpRecognizer, UsSsnRecognizer, IbanRecognizer):
        registry.add_recognizer(recognizer(supported_language=code))
    return AnalyzerEngine(registry=registry, nlp_engine=engine, supported_languages=[code], default_score_threshold=0.4)
