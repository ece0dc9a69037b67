"""The `review-verdicts` stage: the pilot round's verdicts, brought up to the reviewed rubric.

With review after prune, the experts change and add items the pilot round never judged. Before
`split` (and its item analysis) read the verdicts, every case whose rubric differs from the
one the pilot judged — an item edited, moved or added — is judged again on the pilots' same
answers (the ledger serves them; only the judge is asked anew), for every sample the pilot
drew. The verdicts of the other cases are carried over as they are. `split` reads these
verdicts instead of the pilot's whenever they were made from the current review and pilot
(`heartbench.lineage.graph`: a refinement).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import ConfigDict

from heartbench.evaluation.contract import pair_key
from heartbench.evaluation.pilot_round import pilot_evaluation
from heartbench.lineage import graph
from heartbench.llm.call_options import CallOptions
from heartbench.schema import Case, Verdict
from heartbench.stages.engine import ModelStage, StageContext, StageResult, run_stage
from heartbench.stages.output import StageStats
from heartbench.stages.staleness import STANDARD
from heartbench.templates import template_digests
from heartbench.workspace import Workspace, read_records

if TYPE_CHECKING:
    from heartbench.llm.runner import Runner

STAGE = "review-verdicts"


class ReviewVerdictsStats(StageStats):
    """stats.json of the judging that follows `rubrics review import`."""

    model_config = ConfigDict(extra="forbid")

    cases: int
    """Reviewed cases."""
    judged_again: list[str]
    """Cases whose rubric the review changed: judged again on the pilots' answers."""
    carried_over: int
    """Verdicts carried over unchanged from the pilot round."""
    unscored: list[dict[str, Any]]
    """Unscored pairs among those judged again: case_id, model, sample, reason."""


def _signature(item) -> tuple:
    return (item.item_id, item.content, item.score, item.dimension, item.kind)


class ReviewVerdictsStage(ModelStage):
    """The pilots' answers judged on the reviewed rubric, where the review changed it."""

    name = STAGE
    config_reads = ("models.pilots", "models.judge", "judge", STANDARD)
    version = 1
    stats_model = ReviewVerdictsStats

    def __init__(self, ws: Workspace, *, calls: CallOptions | None = None):
        super().__init__(ws, calls=calls)
        self.evaluation = pilot_evaluation(ws, STAGE)
        self.cases = list(read_records(self.sources[graph.CASES].records, Case, allow_empty=True))
        pilot = self.sources["pilot"]
        self.pilot_verdicts = list(read_records(pilot.records, Verdict, allow_empty=True))
        judged_stage = next(iter(pilot.marker.inputs))  # the cases the pilot round judged
        judged = {case.case_id: {_signature(item) for item in case.rubric}
                  for case in read_records(ws.stage_dir(judged_stage) / graph.node(judged_stage).records, Case, allow_empty=True)}  # fmt: skip
        self.changed = [case for case in self.cases if not {_signature(item) for item in case.rubric} <= judged.get(case.case_id, set())]
        self.samples = sorted({verdict.sample for verdict in self.pilot_verdicts})
        self.evaluation.check(self.changed)

    def settings(self) -> dict[str, Any]:
        judge = self.evaluation.judge
        return {"pilots": list(self.evaluation.models), "judge": judge.model,
                "templates": template_digests(self.evaluation.answer_template, judge.template),
                "budgets": [self.evaluation.answer_budget, judge.max_tokens], "structured": judge.structured,
                "confirm_catastrophic": judge.confirm_catastrophic}  # fmt: skip

    async def run_async(self, ctx: StageContext, runner: Runner) -> dict[str, Any]:
        changed = {case.case_id for case in self.changed}
        current = {case.case_id for case in self.cases}
        carried = 0
        for verdict in self.pilot_verdicts:
            if verdict.case_id in current and verdict.case_id not in changed:
                key = pair_key(verdict.case_id, verdict.model, verdict.sample)
                if not ctx.done(key):
                    ctx.keep(verdict, key)
                carried += 1
        for sample in self.samples:
            await self.evaluation.with_sample(sample).run(ctx, runner, self.changed, batch=self.calls.batch)
        if ctx.failures:
            return {}
        written = [Verdict.model_validate(row) for row in ctx.out.written_rows()]
        unscored = [{"case_id": v.case_id, "model": v.model, "sample": v.sample, "reason": v.problem}
                    for v in written if v.problem and v.case_id in changed]  # fmt: skip
        return {"cases": len(self.cases), "judged_again": sorted(changed), "carried_over": carried, "unscored": unscored}


def judge_reviewed_items(ws: Workspace, *, calls: CallOptions | None = None) -> StageResult:
    return run_stage(ReviewVerdictsStage(ws, calls=calls))


def describe(result: StageResult) -> str:
    stats = result.stats
    head = "review verdicts: up to date" if result.skipped else "review verdicts"
    lines = [f"{head}: {len(stats.get('judged_again', []))} case(s) whose items the review changed judged again on the pilots' "
             f"answers, {stats.get('carried_over', 0)} verdict(s) carried over; {len(stats.get('unscored', []))} unscored"]  # fmt: skip
    if result.calls:
        lines.append("  model calls: " + result.calls.replace("\n", "\n  "))
    lines.append("  " + result.outputs_line())
    return "\n".join(lines)
