"""One evaluation contract: models answer cases, the judge decides every item of every answer.

`Evaluation` is used by the `pilot` stage and by `evaluate run`, so both send the very same
requests (a pilot's answer paid for in `rubrics draft` or `pilot` is served from the ledger
to the other) and read replies the same way:

* `answer(runner, cases)` — one answer request per (case, model), case-major; a failed call
  comes back as an `Answer` with `error` set, never dropped;
* `judge(runner, pairs)` — verdicts for (case, answer) pairs; an unusable judge reply makes
  the pair unscored (`Verdict.problem`), a failed judge call starts its problem with
  `CALL_FAILED`.

* `run(ctx, runner, cases)` — both, into a stage's records: one Verdict per (case, model),
  pairs an interrupted run finished are skipped, and a failed call leaves its pair unfinished
  (the stage stays incomplete and a rerun retries it), as does a judge reply that stayed
  unusable while fresh samples remain (the rerun resamples it; once they are spent the pair
  is kept unscored) — unless the caller keeps such pairs as unscored (`--allow-unscored`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Literal, NamedTuple

from heartbench.evaluation.answers import answer_request, to_answer
from heartbench.evaluation.judge import CALL_FAILED, RESAMPLE_NOTE, CallRunner, Judge
from heartbench.evaluation.samples import CONSTRUCTION, HELD_OUT, Sample
from heartbench.llm.runner import Runner
from heartbench.llm.types import LLMRequest
from heartbench.schema import Answer, Case, Leaderboard, Verdict
from heartbench.stages.engine import StageContext
from heartbench.templates import PromptTemplate

__all__ = ["CALL_FAILED", "TRUNCATED", "Answered", "Evaluation", "pair_key", "with_truncated"]

TRUNCATED = "answer cut off at the token budget"
"""Why a truncated answer is unscored under `--truncated unscored`."""


def with_truncated(board: Leaderboard, answers: Sequence[Answer]) -> Leaderboard:
    """`board` with each model's cases whose answer stopped at the token budget listed."""
    found: dict[str, list[str]] = {}
    for answer in answers:
        if answer.truncated:
            found.setdefault(answer.model, []).append(answer.case_id)
    models = {model: score.model_copy(update={"truncated": found.get(model, [])}) for model, score in board.models.items()}
    return board.model_copy(update={"models": models})


class Answered(NamedTuple):
    """One answer and how its call went."""

    answer: Answer
    call_failed: bool
    """True when the call failed after the runner's retries (an empty reply is an answer: judged unscored)."""


def pair_key(case_id: str, model: str, sample: str = CONSTRUCTION) -> str:
    """The key of one (case, model) pair in a stage's records (the held-out sample's pairs
    sit beside the construction sample's in the pilot's records)."""
    return f"{case_id}|{model}" if sample != HELD_OUT else f"{case_id}|{model}|{sample}"


@dataclass(frozen=True)
class Evaluation:
    """Answering and judging for a set of models under one judge."""

    models: tuple[str, ...]
    """The models that answer (pilots, or the models under test)."""
    answer_template: PromptTemplate
    judge: Judge
    stage: str
    """The stage the answer requests are filed under in the ledger (not part of their keys)."""
    answer_budget: int = 4096
    """Reply tokens of each answer (`[budgets] answer`; part of the request, so of its key)."""
    truncated: Literal["judge", "unscored"] = "judge"
    """An answer cut off at the budget: judged as it is (and counted), or left unscored."""
    sample: Sample = CONSTRUCTION
    """The draw of answers (`heartbench.evaluation.samples`): part of every answer's ledger key."""

    def with_sample(self, sample: Sample) -> Evaluation:
        """The same evaluation on another draw of answers."""
        return replace(self, sample=sample)

    def check(self, cases: Sequence[Case]) -> None:
        """Raise InputError now for a case no answer or verdict could be asked for (a dialogue
        that does not end on A, an item of an unknown capability): before anything is paid."""
        for case in cases:
            self._answer_request(case, self.models[0])
            self.judge.render_rubric(case)

    def answer_requests(self, cases: Sequence[Case]) -> list[LLMRequest]:
        """One answer request per (case, model), case-major."""
        return [self._answer_request(case, model) for case in cases for model in self.models]

    def _answer_request(self, case: Case, model: str) -> LLMRequest:
        return answer_request(case, model, self.answer_template, self.answer_budget, stage=self.stage, sample=self.sample)

    async def answer(self, runner: CallRunner, cases: Sequence[Case], *, batch: bool = False,
                     description: str = "answering") -> list[Answered]:  # fmt: skip
        """Every model's answer to every case, case-major; failures kept with their reason."""
        requests = self.answer_requests(cases)
        results = await runner.map(requests, description, batch=batch)
        return [
            Answered(to_answer(request.meta.case_id, request.model, result, self.sample), not result.ok)
            for request, result in zip(requests, results, strict=True)
        ]

    async def judge_answers(self, runner: CallRunner, cases: Sequence[Case], answers: Sequence[Answer], *,
                            batch: bool = False) -> list[Verdict]:  # fmt: skip
        """The judge's verdict on each answer, in answer order."""
        by_id = {case.case_id: case for case in cases}
        verdicts = await self.judge.judge(runner, [(by_id[answer.case_id], answer) for answer in answers], batch=batch)
        return [verdict.model_copy(update={"sample": self.sample}) for verdict in verdicts]

    async def run(self, ctx: StageContext, runner: Runner, cases: Sequence[Case], *, batch: bool = False,
                  chunk: int | None = None, keep_failed_calls: bool = False) -> list[Answer]:  # fmt: skip
        """Answer and judge `cases` into the stage's records, `chunk` cases at a time (all at
        once by default: one batch per pass). Returns every answer, case-major (those of pairs
        an interrupted run judged come back from the ledger)."""
        answers: list[Answer] = []
        size = chunk or max(1, len(cases))
        for start in range(0, len(cases), size):
            part = cases[start : start + size]
            if runner.sends_anything(self.answer_requests(part)):
                # A new answer means a new verdict: a missing judge key stops the run before any answer is paid for.
                runner.provider(self.judge.provider)
            answered = await self.answer(runner, part, batch=batch, description=f"{self.stage}: answers")
            answers += [entry.answer for entry in answered]
            to_judge = []
            for answer, call_failed in answered:
                key = pair_key(answer.case_id, answer.model, self.sample)
                if ctx.done(key):
                    continue
                if call_failed and not keep_failed_calls:
                    ctx.fail(key, f"answer: {answer.error}")
                elif answer.truncated and self.truncated == "unscored":  # the judge never sees it
                    to_judge.append(answer.model_copy(update={"text": None, "error": f"{TRUNCATED} ({self.answer_budget} tokens)"}))
                else:  # an empty reply, or a failed call kept on request, is judged unscored
                    to_judge.append(answer)
            for verdict in await self.judge_answers(runner, part, to_judge, batch=batch):
                key = pair_key(verdict.case_id, verdict.model, self.sample)
                retry_later = verdict.problem is not None and (verdict.problem.startswith(CALL_FAILED) or verdict.problem.endswith(RESAMPLE_NOTE))
                if retry_later and not keep_failed_calls:
                    ctx.fail(key, verdict.problem)
                elif retry_later:  # kept unscored on request: no rerun will ask again, so the note goes
                    ctx.keep(verdict.model_copy(update={"problem": verdict.problem.removesuffix(RESAMPLE_NOTE)}), key)
                else:
                    ctx.keep(verdict, key)
        return answers
