"""Checks on a translated case. Each failure is a rejection code with a reason (never a value
from the text: reasons are stored and printed).

* `unusable-reply` — not a JSON object with `dialogue` and `rubric` lists of the right shape;
* `turns-changed` — a different number of turns, or a role changed;
* `items-changed` — items missing, added, reordered, or with another dimension or weight;
* `unknown-capability` — a dimension the target standard (the glossary) does not define;
* `source-script-left` — Han characters left in a target written in Latin script;
* `pii-target` — personal data found by the target locale's structured detectors.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pydantic import BaseModel

from heartbench.llm.reply_json import read_json_reply
from heartbench.llm.types import reply_schema
from heartbench.pii.locales import structured_pii
from heartbench.schema import Case
from heartbench.standard import Standard

HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
LATIN_SCRIPT = frozenset({"en", "fr", "de", "es", "it", "pt", "nl", "sv", "da", "no", "fi", "pl", "cs", "id", "ms", "vi", "tr"})
"""Target languages written in Latin script: a Han character left there is untranslated text."""


@dataclass(frozen=True)
class Translation:
    turns: list[tuple[str, str]]
    """(role, content) per turn."""
    items: list[dict]
    """item_id, dimension, score, content per item."""


class TranslatedTurn(BaseModel):
    role: str
    content: str


class TranslatedItem(BaseModel):
    item_id: str
    dimension: str | None = None
    score: int | None = None
    content: str


class TranslationReply(BaseModel):
    """The shape a translator reply must have (the structured output schema)."""

    dialogue: list[TranslatedTurn]
    rubric: list[TranslatedItem]


TRANSLATION_SCHEMA = reply_schema(TranslationReply)


def parse_translation(text: str) -> Translation | str:
    """The translated case, or what is wrong with the reply."""
    value, problem = read_json_reply(text, expected='a JSON object {"dialogue": [...], "rubric": [...]}', required=("dialogue", "rubric"))
    if problem is not None:
        return problem
    if not isinstance(value, dict) or not isinstance(value.get("dialogue"), list) or not isinstance(value.get("rubric"), list):
        return 'reply is not an object with "dialogue" and "rubric" lists'
    turns = []
    for index, turn in enumerate(value["dialogue"]):
        if not isinstance(turn, dict) or not isinstance(turn.get("role"), str) or not _text(turn.get("content")):
            return f"dialogue[{index}] needs a role and non-empty content"
        turns.append((turn["role"], turn["content"].strip()))
    items = []
    for index, item in enumerate(value["rubric"]):
        if not isinstance(item, dict) or not _text(item.get("content")) or not isinstance(item.get("item_id"), str):
            return f"rubric[{index}] needs an item_id and non-empty content"
        score = item.get("score")
        if score is not None and (isinstance(score, bool) or not isinstance(score, int)):
            return f"rubric[{index}].score is not an integer"
        items.append({"item_id": item["item_id"], "dimension": item.get("dimension"), "score": score, "content": item["content"].strip()})
    return Translation(turns, items)


def structure_problem(source: Case, translation: Translation) -> tuple[str, str] | None:
    """(code, reason) when turns or items differ from the source case, else None."""
    roles = [turn.role for turn in source.dialogue]
    new_roles = [role for role, _ in translation.turns]
    if len(new_roles) != len(roles):
        return "turns-changed", f"{len(new_roles)} turns, the source has {len(roles)}"
    if new_roles != roles:
        first = next(n for n, (a, b) in enumerate(zip(roles, new_roles), start=1) if a != b)
        return "turns-changed", f"turn {first} has role {new_roles[first - 1]}, the source has {roles[first - 1]}"
    expected = [item.item_id for item in source.rubric]
    got = [item["item_id"] for item in translation.items]
    if got != expected:
        missing = [i for i in expected if i not in got]
        extra = [i for i in got if i not in expected]
        detail = f"missing {missing[0]}" if missing else f"unknown {extra[0]}" if extra else "reordered"
        return "items-changed", f"rubric items differ from the source ({detail})"
    for item, new in zip(source.rubric, translation.items):
        if new["dimension"] != item.dimension:
            return "items-changed", f"item {item.item_id}: dimension {new['dimension']!r}, the source has {item.dimension!r}"
        if new["score"] != item.score:
            return "items-changed", f"item {item.item_id}: weight {new['score']}, the source has {item.score}"
    return None


def glossary_problem(translation: Translation, target: Standard) -> tuple[str, str] | None:
    known = set(target.dimension_codes)
    for item in translation.items:
        if item["dimension"] not in known:
            return "unknown-capability", f"item {item['item_id']}: dimension {item['dimension']!r} is not in {target.name}"
    return None


def script_problem(translation: Translation, language: str) -> tuple[str, str] | None:
    if language.split("-")[0] not in LATIN_SCRIPT:
        return None
    for where, text in _texts(translation):
        if HAN.search(text):
            return "source-script-left", f"Han characters left in {where}"
    return None


def pii_problem(translation: Translation, language: str) -> tuple[str, str] | None:
    for where, text in _texts(translation):
        found = sorted(set(structured_pii(text, language)))
        if found:
            return "pii-target", f"personal data in {where} ({', '.join(found)})"
    return None


def _texts(translation: Translation):
    for number, (_, content) in enumerate(translation.turns, start=1):
        yield f"turn {number}", content
    for item in translation.items:
        yield f"item {item['item_id']}", item["content"]


def _text(value: object) -> bool:
    return isinstance(value, str) and bool(value.strip())
