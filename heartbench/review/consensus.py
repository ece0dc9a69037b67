"""How reviewers' decisions on one item combine (pure; `[review] rule` chooses the rule).

* `unanimous` (HeartBench: a four-expert panel, unanimous consensus): every reviewer accepts →
  keep; any reviewer rejects → remove; some edit and the others accept, and every edit is the
  same (text after whitespace normalisation, weight and capability) → apply the edit;
  otherwise conflict.
* `majority`: when more than half of the reviewers make the same decision — accept, reject,
  or one and the same edit — it is applied; otherwise conflict.

A conflict goes to the adjudication sheet; an adjudicator's decision is final. An edit that
leaves text and weight as they were counts as an accept.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Literal

from heartbench.schema import RubricItem

Rule = Literal["unanimous", "majority"]
Action = Literal["keep", "edit", "remove", "conflict"]


@dataclass(frozen=True)
class Decision:
    """One reviewer's decision on one item."""

    reviewer: str
    kind: Literal["accept", "edit", "reject"]
    content: str = ""
    """Edited text (blank: unchanged)."""
    score: int | None = None
    """Edited weight (None: unchanged)."""
    dimension: str | None = None
    """Capability code the item moves to (None: unchanged)."""
    comment: str = ""
    mock_hit: int | None = None
    """Mock scoring: does the shown answer do what the item says (1/0; None: not marked)."""


@dataclass(frozen=True)
class Outcome:
    action: Action
    content: str
    score: int | None
    detail: str
    dimension: str = ""
    """The capability code the item has after the outcome."""


def normalise_text(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _vote(decision: Decision, item: RubricItem) -> tuple:
    """What a decision amounts to: ("accept",), ("reject",) or ("edit", text, weight, capability)."""
    if decision.kind != "edit":
        return (decision.kind,)
    content = normalise_text(decision.content) or normalise_text(item.content)
    score = decision.score if decision.score is not None else item.score
    dimension = decision.dimension or item.dimension
    if content == normalise_text(item.content) and score == item.score and dimension == item.dimension:
        return ("accept",)
    return ("edit", content, score, dimension)


def _outcome(item: RubricItem, action: Action, detail: str, vote: tuple = ()) -> Outcome:
    if action == "edit":
        return Outcome("edit", vote[1], vote[2], detail, vote[3])
    return Outcome(action, item.content, item.score, detail, item.dimension)


def combine(item: RubricItem, decisions: list[Decision], rule: Rule) -> Outcome:
    votes = [_vote(decision, item) for decision in decisions]
    summary = summarise(decisions)
    if rule == "unanimous":
        if any(vote == ("reject",) for vote in votes):
            return _outcome(item, "remove", f"rejected by {_who(decisions, 'reject')}")
        edits = {vote for vote in votes if vote[0] == "edit"}
        if not edits:
            return _outcome(item, "keep", "accepted by all")
        if len(edits) == 1:
            return _outcome(item, "edit", f"edited alike by {_who(decisions, 'edit')}", next(iter(edits)))
        return _outcome(item, "conflict", f"different edits: {summary}")
    vote, count = Counter(votes).most_common(1)[0]
    if count * 2 <= len(votes):
        return _outcome(item, "conflict", f"no majority: {summary}")
    action: Action = {"accept": "keep", "reject": "remove"}.get(vote[0], "edit")  # type: ignore[assignment]
    verb = {"keep": "accepted", "remove": "rejected", "edit": "edited alike"}[action]
    return _outcome(item, action, f"{verb} by {count} of {len(votes)}", vote)


def adjudicate(item: RubricItem, decision: Decision) -> Outcome:
    """An adjudicator's decision: final."""
    vote = _vote(decision, item)
    action: Action = {"accept": "keep", "reject": "remove"}.get(vote[0], "edit")  # type: ignore[assignment]
    verb = {"keep": "accepted", "remove": "rejected", "edit": "edited"}[action]
    return _outcome(item, action, f"{verb} in adjudication", vote)


def majority_label(labels: list[str], reviewers: int) -> str | None:
    """The label more than half of the `reviewers` gave (a blank counts as a reviewer who gave
    none); None otherwise — the pilots then decide."""
    counts = Counter(label for label in labels if label).most_common(1)
    if counts and counts[0][1] * 2 > reviewers:
        return counts[0][0]
    return None


@dataclass(frozen=True)
class CaseDecision:
    """One reviewer's decision on a dialogue (the `cases` sheet)."""

    reviewer: str
    drop: bool
    reason: str = ""


def case_kept(decisions: list[CaseDecision], reviewers: int, rule: Rule) -> tuple[bool, str]:
    """Whether a dialogue stays: under `unanimous` one drop removes it (as one reject removes an
    item); under `majority` more than half of the `reviewers` must drop it. Returns (kept, who
    dropped it and why)."""
    drops = [d for d in decisions if d.drop]
    why = "; ".join(f"{d.reviewer}: {d.reason}" for d in drops)
    dropped = bool(drops) if rule == "unanimous" else len(drops) * 2 > reviewers
    return not dropped, why


def summarise(decisions: list[Decision]) -> str:
    """Each reviewer's decision in a few words (for the adjudication sheet)."""
    parts = []
    for d in decisions:
        text = d.kind
        if d.kind == "edit":
            changes = (d.content and f"“{d.content}”", d.score is not None and f"weight {d.score}", d.dimension and f"moved to {d.dimension}")
            text += ": " + "; ".join(x for x in changes if x)
        if d.comment:
            text += f" ({d.comment})"
        parts.append(f"{d.reviewer} {text}")
    return " | ".join(parts)


def _who(decisions: list[Decision], kind: str) -> str:
    return ", ".join(d.reviewer for d in decisions if d.kind == kind)
