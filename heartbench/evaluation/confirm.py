"""Catastrophic confirmation: one judge bit must not zero a case on its own.

A hit on the catastrophic item makes the case score 0, whatever else the answer did. A judge
that confuses polarity on that one line (hit true, reason "the problem does not occur") would
zero the case, so every catastrophic hit is judged again, alone, with a focused prompt (the
judge template's `confirm` section), `[judge] confirm_catastrophic` times (3 by default; each
its own ledger sample). The majority of the usable votes decides: upheld (the hit stands),
overturned (the item becomes a miss), or undecided — a tie or no usable vote — which leaves the
item unscored, so the case is unscored rather than zeroed or cleared on no evidence. A vote
whose reply is unusable is re-asked once naming the problem; a vote whose call fails is None.
Every confirmation is kept in the verdict (`Verdict.confirmation`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from pydantic import BaseModel, Field

from heartbench.evaluation.problems import CALL_FAILED
from heartbench.llm.reply_json import response_json
from heartbench.llm.types import CallResult, LLMRequest, LLMResponse, Message, RequestMeta, reply_schema
from heartbench.schema import Answer, Case, CatastrophicCheck, ItemVerdict, Verdict
from heartbench.templates import render_dialogue

if TYPE_CHECKING:
    from heartbench.evaluation.judge import CallRunner, Judge

TASK = "judge-confirm"


class ConfirmReply(BaseModel):
    """The shape of one confirmation vote."""

    reason: str = Field(description="Evidence from the reply, written before deciding.")
    hit: bool = Field(description="True if the reply shows the failure.")


CONFIRM_SCHEMA = reply_schema(ConfirmReply)


class Vote(NamedTuple):
    hit: bool | None
    reason: str
    problem: str | None = None


def confirm_request(judge: Judge, case: Case, answer: Answer, content: str, vote: int) -> LLMRequest:
    """The focused request of one vote on one catastrophic hit."""
    body = judge.template.render("confirm", dialogue=render_dialogue(judge.template, case.dialogue), answer=answer.text or "",
                                 content=content)  # fmt: skip
    ask = body + "\n\n" + judge.template.render("format_confirm")
    return LLMRequest(
        model=judge.model,
        system=judge.template.render("system"),
        messages=[Message(role="user", content=ask)],
        max_tokens=judge.max_tokens,
        temperature=judge.temperature,
        json_schema=CONFIRM_SCHEMA if judge.structured else None,
        template_version=judge.template.version,
        sample=vote,
        sample_set=answer.sample,
        meta=RequestMeta(task=TASK, stage=judge.stage, case_id=case.case_id, subject=f"{answer.model} vote {vote + 1}"),
    )


_FAILED = "call failed"


def _vote_of(result: CallResult) -> Vote:
    """A vote read from a call's reply, or, for a call that failed after the runner's retries, why."""
    return read_vote(result.response) if result.ok else Vote(None, "", f"{_FAILED}: {result.error}")


def read_vote(response: LLMResponse) -> Vote:
    payload, problem = response_json(response, expected='a JSON object {"reason": "...", "hit": true|false}', required=("hit",))
    if problem is not None:
        return Vote(None, "", problem)
    if not isinstance(payload, dict):
        return Vote(None, "", "expected a JSON object with keys reason and hit")
    hit, reason = payload.get("hit"), payload.get("reason")
    if not isinstance(hit, bool):
        return Vote(None, "", f"hit must be true or false, got {hit!r}")
    if not isinstance(reason, str) or not reason.strip():
        return Vote(None, "", "reason must be a non-empty string")
    return Vote(hit, reason.strip())


async def confirm_catastrophic(judge: Judge, runner: CallRunner, pairs: Sequence[tuple[Case, Answer]], verdicts: list[Verdict],
                               *, batch: bool = False) -> list[Verdict]:  # fmt: skip
    """`verdicts` with every catastrophic hit re-judged `judge.confirm_catastrophic` times."""
    votes_each = judge.confirm_catastrophic
    targets = []  # (verdict index, item index)
    for index, ((case, _), verdict) in enumerate(zip(pairs, verdicts, strict=True)):
        for position, (item, entry) in enumerate(zip(case.rubric, verdict.items)):
            if item.kind == "catastrophic" and entry.hit is True and item.item_id not in verdict.decided_by_rule:
                targets.append((index, position))
    if not votes_each or not targets:
        return verdicts
    requests = [confirm_request(judge, pairs[i][0], pairs[i][1], pairs[i][0].rubric[p].content, vote)
                for i, p in targets for vote in range(votes_each)]  # fmt: skip
    results = await runner.map(requests, "confirming catastrophic hits", batch=batch)
    votes = [_vote_of(result) for result in results]
    keys = [[result.key] for result in results]
    # one re-ask of each unusable reply, naming its problem
    again = [n for n, (vote, result) in enumerate(zip(votes, results)) if vote.hit is None and result.ok]
    if again:
        reply_format = judge.template.render("format_confirm")
        follow_ups = [judge.reask(requests[n], results[n].response, votes[n].problem, reply_format, f"{requests[n].meta.subject} re-ask")
                      for n in again]  # fmt: skip
        for n, result in zip(again, await runner.map(follow_ups, "confirming catastrophic hits (re-ask)", batch=batch), strict=True):
            keys[n].append(result.key)
            votes[n] = _vote_of(result)
    updated = list(verdicts)
    for t, (index, position) in enumerate(targets):
        span = slice(t * votes_each, (t + 1) * votes_each)
        failed = next((vote.problem for vote in votes[span] if vote.problem and vote.problem.startswith(_FAILED)), None)
        if failed is not None:  # retried by the runner already: the pair stays unfinished, a rerun asks again
            updated[index] = updated[index].model_copy(update={"problem": f"{CALL_FAILED} (catastrophic confirmation): {failed}"})
            continue
        check = tally(updated[index].items[position].item_id, votes[span], [k for ks in keys[span] for k in ks])
        updated[index] = apply_check(updated[index], position, check)
    return updated


def tally(item_id: str, votes: Sequence[Vote], ledger_keys: list[str]) -> CatastrophicCheck:
    """The majority of the usable votes: upheld, overturned, or undecided (None)."""
    yes = sum(vote.hit is True for vote in votes)
    no = sum(vote.hit is False for vote in votes)
    upheld = True if yes > no else False if no > yes else None
    return CatastrophicCheck(item_id=item_id, votes=[vote.hit for vote in votes], upheld=upheld,
                             reasons=[vote.reason for vote in votes if vote.hit is not None], ledger_keys=ledger_keys)  # fmt: skip


def apply_check(verdict: Verdict, position: int, check: CatastrophicCheck) -> Verdict:
    """The verdict after the confirmation: the item's hit as the majority says (None when undecided)."""
    entry = verdict.items[position]
    shown = "/".join("yes" if v else "no" if v is False else "unusable" for v in check.votes)
    if check.upheld is True:
        new = entry
    elif check.upheld is False:
        new = ItemVerdict(item_id=entry.item_id, hit=False, reason=f"overturned on confirmation ({shown}); first judgement: {entry.reason}")
    else:
        new = ItemVerdict(item_id=entry.item_id, hit=None, reason=f"confirmation undecided ({shown}); first judgement: {entry.reason}")
    items = [*verdict.items[:position], new, *verdict.items[position + 1 :]]
    return verdict.model_copy(update={"items": items, "confirmation": check})


def confirmation_counts(verdicts: Sequence[Verdict]) -> dict[str, dict[str, int]]:
    """Per model: catastrophic hits re-judged, upheld, overturned, undecided (scores.json)."""
    counts: dict[str, dict[str, int]] = {}
    for verdict in verdicts:
        row = counts.setdefault(verdict.model, {"checked": 0, "upheld": 0, "overturned": 0, "undecided": 0})
        check = verdict.confirmation
        if check is None:
            continue
        row["checked"] += 1
        row["upheld" if check.upheld else "overturned" if check.upheld is False else "undecided"] += 1
    return counts
