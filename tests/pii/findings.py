"""What the PII tests ask of the anonymiser: the (type, text) pairs it finds, and their types."""

from __future__ import annotations

from heartbench.pii.engine import Anonymizer

pii = Anonymizer()


def found(text: str) -> set[tuple[str, str]]:
    return {(e.type, e.text) for e in pii.analyze(text)}


def kinds(text: str) -> set[str]:
    return {e.type for e in pii.analyze(text)}
