"""What the PII tests ask of the anonymiser: the (type, text) pairs it finds, and their types."""

from __future__ import annotations

from heartbench.pii.engine import Anonymizer
from heartbench.pii.tokens import Tokens

pii = Anonymizer()


def found(text: str) -> set[tuple[str, str]]:
    return {(e.type, e.text) for e in pii.analyze(text)}


def kinds(text: str) -> set[str]:
    return {e.type for e in pii.analyze(text)}


def names(text: str) -> set[str]:
    """The personal names found in `text`, whatever else is found."""
    return {e.text for e in pii.analyze(text) if e.type == "PERSON"}


def tagged(pairs: list[tuple[str, str]]) -> Tokens:
    """Tokens as the tagger gave them on a set's line, words and tags by hand (the tags are what a rule
    reads; the tagger misreads such lines only now and then)."""
    starts, position = [], 0
    for word, _ in pairs:
        starts.append(position)
        position += len(word)
    return Tokens([word for word, _ in pairs], [tag for _, tag in pairs], starts)


def people(text: str, pairs: list[tuple[str, str]]) -> list[str]:
    """The names the person recogniser finds in `text` on tokens tagged by hand (see `tagged`)."""
    from heartbench.pii.lexical import PersonRecognizer

    return [text[span.start:span.end] for span in PersonRecognizer().find(text, tagged(pairs))]


def among_chat_turns(line: str) -> set[tuple[str, str]]:
    """What is found in `line` read whole after two turns of a chat by handles (小周, 阿芳), which are found too."""
    text = f"小周：收到，明天我去。\n阿芳：好的，我也去。\n{line}\n"
    findings = found(text)
    assert {("PERSON", "小周"), ("PERSON", "阿芳")} <= findings
    return findings
