"""How reviewers' decisions on one item combine (pure; `[review] rule` chooses the rule).

* `unanimous` (HeartBench: a four-expert panel, unanimous consensus): every reviewer accepts →
  keep; any reviewer rejects → remove; some edit and the others accept, and every edit is the
  same (text after whitespace normalisation, and weight) → apply the edit; otherwise conflict.
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
    comment: str = ""


@dataclass(frozen=True)
class Outcome:
    action: Action
    content: str
    score: int | None
    detail: str


def normalise_text(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _vote(decision: Decision, item: RubricItem) -> tuple:
    """What a decision amounts to: ("accept",), ("reject",) or ("edit", text, weight)."""
    if decision.kind != "edit":
        return (decision.kind,)
    content = normalise_text(decision.content) or normalise_text(item.content)
    score = decision.score if decision.score is not None else item.score
    if content == normalise_text(item.content) and score == item.score:
        return ("accept",)
    return ("edit", content, score)


def combine(item: RubricItem, decisions: list[Decision], rule: Rule) -> Outcome:
    votes = [_vote(decision, item) for decision in decisions]
    summary = summarise(decisions)
    if rule == "unanimous":
        if any(vote == ("reject",) for vote in votes):
            return Outcome("remove", item.content, item.score, f"rejected by {_who(decisions, 'reject')}")
        edits = {vote for vote in votes if vote[0] == "edit"}
        if not edits:
            return Outcome("keep", item.content, item.score, "accepted by all")
        if len(edits) == 1:
            (_, content, score), = edits
            return Outcome("edit", content, score, f"edited alike by {_who(decisions, 'edit')}")
        return Outcome("conflict", item.content, item.score, f"different edits: {summary}")
    vote, count = Counter(votes).most_common(1)[0]
    if count * 2 <= len(votes):
        return Outcome("conflict", item.content, item.score, f"no majority: {summary}")
    if vote == ("accept",):
        return Outcome("keep", item.content, item.score, f"accepted by {count} of {len(votes)}")
    if vote == ("reject",):
        return Outcome("remove", item.content, item.score, f"rejected by {count} of {len(votes)}")
    return Outcome("edit", vote[1], vote[2], f"edited alike by {count} of {len(votes)}")


def adjudicate(item: RubricItem, decision: Decision) -> Outcome:
    """An adjudicator's decision: final."""
    vote = _vote(decision, item)
    if vote == ("accept",):
        return Outcome("keep", item.content, item.score, "accepted in adjudication")
    if vote == ("reject",):
        return Outcome("remove", item.content, item.score, "rejected in adjudication")
    return Outcome("edit", vote[1], vote[2], "edited in adjudication")


def majority_label(labels: list[str]) -> str | None:
    """The label more reviewers gave than any other (blanks ignored); None on a tie or none."""
    counts = Counter(label for label in labels if label).most_common()
    if not counts or (len(counts) > 1 and counts[0][1] == counts[1][1]):
        return None
    return counts[0][0]


def summarise(decisions: list[Decision]) -> str:
    """Each reviewer's decision in a few words (for the adjudication sheet)."""
    parts = []
    for d in decisions:
        text = d.kind
        if d.kind == "edit":
            text += ": " + "; ".join(x for x in (d.content and f"“{d.content}”", d.score is not None and f"weight {d.score}") if x)
        if d.comment:
            text += f" ({d.comment})"
        parts.append(f"{d.reviewer} {text}")
    return " | ".join(parts)


def _who(decisions: list[Decision], kind: str) -> str:
    return ", ".join(d.reviewer for d in decisions if d.kind == kind)
