"""`heartbench pilot`: the preliminary scoring round.

Every `[models] pilots` model answers every current case and the workspace's judge decides
every rubric item of every answer. The construction sample is the one `rubrics draft` showed
the synthesizer (the ledger serves those answers); prune and split decide on its verdicts.
With `[pilot] holdout` (default) every pilot also answers every case a second time (the
held-out sample, `heartbench.evaluation.samples`), judged the same way: the figures prune,
split and the release card report come from it, so they are not scored on the answers that
chose the items.

Outputs in `stages/pilot/`: `verdicts.jsonl` (one Verdict per case, pilot and sample: the
stage's records, read by `rubrics prune` and `split`), `answers.jsonl`, `scores.json` (the
pilots' leaderboard, on the held-out sample when there is one) and `stats.json`, which lists
the unscored pairs with their reasons. A verdict the
judge could not give is unscored — kept, listed, never counted as misses. A call that failed
after the runner's retries leaves its pair unfinished (exit code 1); a rerun sends only what
is missing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import ConfigDict

from heartbench.errors import InputError, shell_arg
from heartbench.evaluation.confirm import confirmation_counts
from heartbench.evaluation.contract import with_truncated
from heartbench.evaluation.matrix import PilotVerdicts
from heartbench.evaluation.pilot_round import pilot_evaluation
from heartbench.evaluation.report import write_scores
from heartbench.evaluation.samples import CONSTRUCTION, HELD_OUT, Sample, figures_note
from heartbench.jsonio import write_jsonl
from heartbench.lineage import graph
from heartbench.llm.call_options import CallOptions
from heartbench.schema import Answer, Case, Leaderboard, Verdict
from heartbench.stages.engine import ModelStage, StageContext, StageResult, run_stage
from heartbench.stages.output import StageStats
from heartbench.stages.staleness import STANDARD
from heartbench.templates import template_digests
from heartbench.workspace import Workspace, read_records

if TYPE_CHECKING:
    from heartbench.llm.runner import Runner

STAGE = "pilot"
ANSWERS_FILE, SCORES_FILE = "answers.jsonl", "scores.json"


class PilotStats(StageStats):
    """stats.json of `pilot`."""

    model_config = ConfigDict(extra="forbid")

    cases: int
    """Cases every pilot answered."""
    pilots: list[str]
    """The pilot models."""
    judge: str
    """The judge model."""
    leaderboard: dict[str, dict[str, float | int | None]]
    """Per pilot: overall, case mean, unscored cases — on the sample `figures_from` names."""
    figures_from: str = "construction"
    """`held-out` (a second answer per pilot) or `construction` (in-sample: the answers the
    synthesizer saw)."""
    in_sample_leaderboard: dict[str, dict[str, float | int | None]] | None = None
    """With a held-out sample: the same figures on the construction answers, for comparison."""
    unscored: list[dict[str, Any]]
    """Unscored pairs: case_id, model, the judge's problem."""


class PilotStage(ModelStage):
    """Every pilot answers every case; the judge scores every answer."""

    name = STAGE
    version = 1
    config_reads = ("models.pilots", "models.judge", "pilot", "judge", STANDARD)
    side_files = (ANSWERS_FILE, SCORES_FILE)
    stats_model = PilotStats

    def __init__(self, ws: Workspace, *, calls: CallOptions | None = None):
        super().__init__(ws, calls=calls)
        self.evaluation = pilot_evaluation(ws, STAGE)
        self.pilots = list(self.evaluation.models)
        judge = self.evaluation.judge
        self.holdout = ws.config.pilot.holdout
        self.cases = list(read_records(self.source, Case, allow_empty=True))
        review = graph.finished(ws.root / "stages", "rubrics-review")
        if ws.config.review.stage == graph.AFTER_PRUNE and review is not None and self.sources[graph.CASES].stage in review.inputs:
            raise InputError(ws.stage_dir("rubrics-review"), "this review read the very cases the pilot round reads, and with "
                             '[review] stage = "after-prune" the pilot never reads it; set [review] stage = "before-prune" in '
                             "bench.toml to pilot the reviewed cases, or review after `rubrics prune`")  # fmt: skip
        for case in self.cases:  # bad input stops the stage before any call
            if not case.rubric:
                raise InputError(self.source, f"case {case.case_id} has no rubric; run `heartbench rubrics draft -w {shell_arg(ws.root)}` first")
            if case.dialogue[-1].role != "A":
                raise InputError(self.source, f"case {case.case_id}: the dialogue ends on {case.dialogue[-1].role}; it must end on A")
            judge.render_rubric(case)

    def settings(self) -> dict[str, Any]:
        return {
            "pilots": self.pilots, "judge": self.evaluation.judge.model,
            "templates": template_digests(self.evaluation.answer_template, self.evaluation.judge.template),
            "budgets": [self.evaluation.answer_budget, self.evaluation.judge.max_tokens], "structured": self.evaluation.judge.structured,
            "holdout": self.holdout, "confirm_catastrophic": self.evaluation.judge.confirm_catastrophic,
        }  # fmt: skip

    async def run_async(self, ctx: StageContext, runner: Runner) -> dict[str, Any]:
        # chunks keep a long round resumable: each chunk's verdicts reach the records before the next
        chunk = max(16, 4 * self.ws.config.limits.concurrency)
        samples = (CONSTRUCTION, HELD_OUT) if self.holdout else (CONSTRUCTION,)
        answers: list[Answer] = []
        for sample in samples:
            answers += await self.evaluation.with_sample(sample).run(ctx, runner, self.cases, chunk=None if self.calls.batch else chunk,
                                                                     batch=self.calls.batch)  # fmt: skip
        if ctx.failures:
            return {}
        written = [Verdict.model_validate(row) for row in ctx.out.written_rows()]
        boards = {sample: self._board(written, answers, sample) for sample in samples}
        headline = samples[-1]
        write_jsonl(ctx.side_file(ANSWERS_FILE), answers)
        write_scores(boards[headline], ctx.side_file(SCORES_FILE))
        unscored = [{"case_id": v.case_id, "model": v.model, "sample": v.sample, "reason": v.problem} for v in written if v.problem]
        return {
            "cases": len(self.cases), "pilots": self.pilots, "judge": self.evaluation.judge.model,
            "leaderboard": _figures(boards[headline]), "figures_from": headline,
            "in_sample_leaderboard": _figures(boards[CONSTRUCTION]) if self.holdout else None,
            "unscored": unscored,
        }  # fmt: skip

    def _board(self, written: list[Verdict], answers: list[Answer], sample: Sample) -> Leaderboard:
        board = PilotVerdicts(written, sample=sample).leaderboard(self.cases)
        board = with_truncated(board, [answer for answer in answers if answer.sample == sample])
        in_sample = self.pilots if sample == CONSTRUCTION else []
        checks = confirmation_counts([verdict for verdict in written if verdict.sample == sample])
        return board.model_copy(update={"answer_sample": sample, "in_sample": in_sample, "catastrophic_checks": checks})


def _figures(board: Leaderboard) -> dict[str, dict[str, float | int | None]]:
    return {model: {"overall": _round(score.overall), "case_mean": _round(score.case_mean), "unscored": len(score.unscored)}
            for model, score in board.models.items()}  # fmt: skip


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 2)


def run_pilot(ws: Workspace, *, calls: CallOptions | None = None) -> StageResult:
    return run_stage(PilotStage(ws, calls=calls))


def describe(result: StageResult) -> str:
    stats = result.stats
    head = "pilot: up to date" if result.skipped else "pilot"
    board = sorted(stats.get("leaderboard", {}).items(), key=lambda kv: -(kv[1]["overall"] or 0))
    lines = [f"{head}: {len(stats.get('pilots', []))} pilots × {stats.get('cases', '?')} cases, "
             f"{len(stats.get('unscored', []))} unscored pair(s)"]  # fmt: skip
    lines.append("  leaderboard: " + ", ".join(f"{model} {_show(row['overall'])}" for model, row in board))
    lines.append(f"    ({figures_note(stats.get('figures_from', CONSTRUCTION))})")
    for row in stats.get("unscored", [])[:10]:
        lines.append(f"  unscored: {row['case_id']} {row['model']} ({row.get('sample', CONSTRUCTION)}): {row['reason']}")
    if result.calls:
        lines.append("  model calls: " + result.calls.replace("\n", "\n  "))
    lines.append("  " + result.outputs_line())
    return "\n".join(lines)


def _show(value: float | None) -> str:
    return "—" if value is None else f"{value:.1f}"
