"""Score the analyzer against a labelled set: recall per type, precision, untouched clean text.

A labelled set is JSONL, one passage a line: `{"id", "text", "entities": [{"type", "start",
"end", "text"}]}`, or a markup file (`.txt`) that people can write and review: one passage a
line, each entity as `[[X:value]]` (X a one-letter code from `MARKUP_CODES`), `#` lines are
comments; a trailing `?` in an identity or card number stands for its check digit, computed
on reading, so invented numbers are valid ones. Passages without entities are the clean ones:
anonymising them must not change a character.

Two views of a hit, both reported: *covered* (a prediction of the same type covers the gold
span — the personal data is gone, which is what anonymisation needs) and *exact* (same type,
same span).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from heartbench.errors import InputError
from heartbench.jsonio import read_jsonl, read_text_file
from heartbench.pii import recognizers as kinds
from heartbench.pii.checksums import id_check_char, luhn_check_digit
from heartbench.pii.engine import Anonymizer, Entity
from heartbench.pii.recognizers import ENTITY_TYPES, STRUCTURED_TYPES

MARKUP_CODES = {
    "P": kinds.PERSON, "A": kinds.ADDRESS, "O": kinds.ORGANIZATION, "S": kinds.SCHOOL,
    "M": kinds.MOBILE, "L": kinds.LANDLINE, "I": kinds.ID_CARD, "B": kinds.BANK_CARD,
    "E": kinds.EMAIL, "Q": kinds.QQ, "W": kinds.WECHAT, "C": kinds.PLATE, "N": kinds.IP,
    "D": kinds.BIRTH_DATE, "T": kinds.TRAVEL_DOCUMENT, "U": kinds.PROFILE_URL,
}
_MARK = re.compile(r"\[\[([A-Z]):(.+?)\]\]")


@dataclass
class LabelledPassage:
    id: str
    text: str
    entities: list[Entity]


@dataclass
class TypeScore:
    gold: int = 0
    covered: int = 0
    exact: int = 0
    predicted: int = 0
    predicted_correct: int = 0

    @property
    def recall(self) -> float:
        return self.covered / self.gold if self.gold else 1.0

    @property
    def exact_recall(self) -> float:
        return self.exact / self.gold if self.gold else 1.0

    @property
    def precision(self) -> float:
        return self.predicted_correct / self.predicted if self.predicted else 1.0


@dataclass
class EvalReport:
    per_type: dict[str, TypeScore] = field(default_factory=dict)
    clean_total: int = 0
    clean_unchanged: int = 0
    misses: list[tuple[str, Entity]] = field(default_factory=list)
    false_positives: list[tuple[str, Entity]] = field(default_factory=list)

    def total(self, types: frozenset[str] | None = None) -> TypeScore:
        """Scores summed over `types` (all types when None)."""
        summed = TypeScore()
        for name, score in self.per_type.items():
            if types is None or name in types:
                for attr in ("gold", "covered", "exact", "predicted", "predicted_correct"):
                    setattr(summed, attr, getattr(summed, attr) + getattr(score, attr))
        return summed

    @property
    def clean_unchanged_share(self) -> float:
        return self.clean_unchanged / self.clean_total if self.clean_total else 1.0

    @property
    def structured(self) -> TypeScore:
        return self.total(STRUCTURED_TYPES)


def load_labelled(path: Path) -> list[LabelledPassage]:
    """Read a labelled set (JSONL or markup), checking every gold span against its text."""
    if Path(path).suffix == ".txt":
        return _load_markup(Path(path))
    passages = []
    for number, row in read_jsonl(path):
        try:
            text = row["text"]
            entities = [Entity(e["type"], e["start"], e["end"], e["text"], 1.0) for e in row.get("entities", [])]
            passage_id = str(row.get("id", number))
        except (KeyError, TypeError):
            raise InputError(path, "expected {id, text, entities: [{type, start, end, text}]}", number) from None
        for entity in entities:
            if entity.type not in ENTITY_TYPES:
                raise InputError(path, f"unknown entity type {entity.type!r}", number)
            if text[entity.start:entity.end] != entity.text:
                raise InputError(path, f"span {entity.start}-{entity.end} is not {entity.text!r}", number)
        passages.append(LabelledPassage(passage_id, text, entities))
    return passages


def as_documents(passages: list[LabelledPassage]) -> list[LabelledPassage]:
    """The passages of each labelled file (ids `file:line`) joined into one document, a passage a line, as the stage
    reads a seed whole: a chat's speakers over its turns, a value found once and then found again."""
    documents: dict[str, LabelledPassage] = {}
    for passage in passages:
        source = passage.id.rsplit(":", 1)[0]
        document = documents.setdefault(source, LabelledPassage(source, "", []))
        if document.text:
            document.text += "\n"
        offset = len(document.text)
        document.text += passage.text
        document.entities += [entity._replace(start=entity.start + offset, end=entity.end + offset) for entity in passage.entities]
    return list(documents.values())


def evaluate(passages: list[LabelledPassage], anonymizer: Anonymizer | None = None) -> EvalReport:
    anonymizer = anonymizer or Anonymizer()
    report = EvalReport(per_type={name: TypeScore() for name in sorted(ENTITY_TYPES)})
    for passage in passages:
        predicted = anonymizer.analyze(passage.text)
        for gold in passage.entities:
            score = report.per_type[gold.type]
            score.gold += 1
            if any(p.type == gold.type and p.start <= gold.start and gold.end <= p.end for p in predicted):
                score.covered += 1
            else:
                report.misses.append((passage.id, gold))
            score.exact += any(p.type == gold.type and (p.start, p.end) == (gold.start, gold.end) for p in predicted)
        for prediction in predicted:
            score = report.per_type[prediction.type]
            score.predicted += 1
            if any(g.type == prediction.type and g.start < prediction.end and prediction.start < g.end for g in passage.entities):
                score.predicted_correct += 1
            else:
                report.false_positives.append((passage.id, prediction))
        if not passage.entities:
            report.clean_total += 1
            new_text, _ = anonymizer.anonymize(passage.text, entities=predicted, seed=passage.id)
            report.clean_unchanged += new_text == passage.text
    return report


def _load_markup(path: Path) -> list[LabelledPassage]:
    passages = []
    for number, line in enumerate(read_text_file(path).splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        text, entities, cursor = "", [], 0
        for match in _MARK.finditer(line):
            code, value = match.groups()
            if code not in MARKUP_CODES:
                raise InputError(path, f"unknown entity code {code!r} (known: {''.join(MARKUP_CODES)})", number)
            try:
                value = _with_check_digit(code, value)
            except ValueError as error:
                raise InputError(path, f"[[{code}:{value}]]: {error}", number) from None
            text += line[cursor:match.start()]
            entities.append(Entity(MARKUP_CODES[code], len(text), len(text) + len(value), value, 1.0))
            text += value
            cursor = match.end()
        text += line[cursor:]
        if "[[" in text or "]]" in text:
            raise InputError(path, "unclosed or malformed [[X:value]] mark", number)
        passages.append(LabelledPassage(f"{path.stem}:{number}", text, entities))
    return passages


def _with_check_digit(code: str, value: str) -> str:
    if not value.endswith("?"):
        return value
    body = value[:-1]
    if code == "I":  # written in groups ("110101 19900307 851?") or not
        digits = re.sub(r"\D", "", body)
        if len(digits) != 17:
            raise ValueError(f"an identity number needs 17 digits before its check digit, not {len(digits)}")
        return body + id_check_char(digits)
    if code == "B":
        return body + luhn_check_digit(re.sub(r"\D", "", body))
    return value
