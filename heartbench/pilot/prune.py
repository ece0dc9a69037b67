"""`heartbench rubrics prune`: remove what the pilots show does not discriminate.

From the pilots' verdicts (`heartbench pilot`), for every case:

1. An item is **saturated** when every pilot got the favourable outcome (positive weight: all
   hit; negative weight: none hit) — it cannot tell the models apart, so it goes. Universal and
   catastrophic items are exempt. An item with an unscored pilot verdict is not judged.
2. An item is **dead** when no pilot got the favourable outcome. Flagged in the analysis;
   removed only with `--drop-dead` (beyond the paper: it separates no better than a saturated one).
3. A case left with fewer than `[thresholds] min_case_items` case items is removed.
4. A case is **saturated** when the mean of the pilots' case scores, recomputed on its pruned
   rubric from the same verdicts, is above `[thresholds] case_saturation`; it is removed.

Outputs in `stages/rubrics-prune/`: the pruned cases (item ids unchanged), rejects (items and
cases, with the pilots' hit pattern), `item-analysis.jsonl` (one row per item of every case,
before pruning) and stats.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from pydantic import ConfigDict

from heartbench.evaluation.matrix import PilotVerdicts, check_pilot_current, favourable, mean_score, point_biserial
from heartbench.evaluation.samples import CONSTRUCTION, HELD_OUT, figures_note
from heartbench.evaluation.scoring import score_case
from heartbench.jsonio import write_jsonl
from heartbench.lineage.graph import CASES
from heartbench.schema import Case, RubricItem
from heartbench.stages import Rejection
from heartbench.stages.engine import Stage, StageContext, StageResult, run_stage
from heartbench.stages.output import StageStats
from heartbench.workspace import Workspace, read_records

STAGE = "rubrics-prune"
ANALYSIS_FILE = "item-analysis.jsonl"
SATURATED, DEAD, UNJUDGED, EXEMPT = "saturated", "dead", "unjudged", "exempt"
EVIDENCE_MISMATCH = "evidence-mismatch"
"""The synthesizer said a pilot's answer shows (or lacks) the behaviour and the judge decided the
opposite on that very answer: the item may be unclear, or the synthesizer misread. A flag for
review; it decides nothing."""


@dataclass(frozen=True)
class ItemAnalysis:
    """What the pilots did with one item, and what pruning makes of it."""

    case_id: str
    item_id: str
    dimension: str
    kind: str
    weight: int | None
    pattern: dict[str, bool | None]
    """Each pilot's hit (None: that pilot's verdict is unscored)."""
    hit_rate: float | None
    """Share of the scored pilots that hit the item (construction sample: the answers that decide)."""
    held_out_hit_rate: float | None
    """The same share on the held-out sample (a second answer of each pilot); null without one."""
    favourable: int
    """Scored pilots with the favourable outcome."""
    scored: int
    point_biserial: float | None
    """Correlation of the favourable outcome with the pilot's rest score on the case (its case
    score without this item); None when either does not vary."""
    flags: list[str] = field(default_factory=list)
    evidence_mismatch: list[str] = field(default_factory=list)
    """Pilots whose construction answer the synthesizer's evidence and the judge's verdict place on opposite sides."""


@dataclass(frozen=True)
class CaseDecision:
    """Pruning of one case: the case as pruned, what was removed, whether the case stays."""

    case: Case
    removed: list[tuple[RubricItem, Rejection]]
    rejection: Rejection | None
    scores: dict[str, float | None]
    """Pilots' case scores on the pruned rubric."""
    mean: float | None
    analysis: list[ItemAnalysis]


def _hit_rate(pattern: dict[str, bool | None]) -> float | None:
    scored = [hit for hit in pattern.values() if hit is not None]
    return round(sum(scored) / len(scored), 4) if scored else None


def analyse_item(case: Case, item: RubricItem, verdicts: PilotVerdicts, held_out: PilotVerdicts | None = None) -> ItemAnalysis:
    pattern = verdicts.pattern(case, item)
    scored = {model: hit for model, hit in pattern.items() if hit is not None}
    outcomes = [favourable(item, hit) for hit in scored.values()]
    rest_case = case.model_copy(update={"rubric": [other for other in case.rubric if other.item_id != item.item_id]})
    rest = [score_case(rest_case, verdicts.detail(rest_case, model)).score for model in scored]
    usable = [(bool(o), r) for o, r in zip(outcomes, rest) if r is not None]
    flags = []
    if item.kind != "case":
        flags.append(EXEMPT)
    elif len(scored) < len(pattern):
        flags.append(UNJUDGED)
    elif all(outcomes):
        flags.append(SATURATED)
    elif not any(outcomes):
        flags.append(DEAD)
    mismatch = evidence_mismatch(item, pattern)
    if mismatch:
        flags.append(EVIDENCE_MISMATCH)
    return ItemAnalysis(
        case_id=case.case_id, item_id=item.item_id, dimension=item.dimension, kind=item.kind, weight=item.score,
        pattern=pattern, hit_rate=_hit_rate(pattern),
        held_out_hit_rate=_hit_rate(held_out.pattern(case, item)) if held_out is not None else None,
        favourable=sum(bool(o) for o in outcomes), scored=len(scored),
        point_biserial=_round(point_biserial([o for o, _ in usable], [r for _, r in usable])), flags=flags,
        evidence_mismatch=mismatch,
    )  # fmt: skip


def evidence_mismatch(item: RubricItem, pattern: dict[str, bool | None]) -> list[str]:
    """Pilots the synthesizer listed as showing the behaviour whom the judge found without it, and the reverse."""
    if item.evidence is None:
        return []
    said = {**{model: False for model in item.evidence.miss}, **{model: True for model in item.evidence.hit}}
    return [model for model, hit in pattern.items() if hit is not None and model in said and said[model] != hit]


def prune_case(case: Case, verdicts: PilotVerdicts, *, case_saturation: float, min_case_items: int, drop_dead: bool,
               held_out: PilotVerdicts | None = None) -> CaseDecision:  # fmt: skip
    """The pruning decision for one case (pure: the stage writes what this returns). It decides
    on `verdicts` (the construction sample); `held_out` only adds its hit rates to the analysis."""
    analysis = [analyse_item(case, item, verdicts, held_out) for item in case.rubric]
    removed: list[tuple[RubricItem, Rejection]] = []
    kept_items = []
    for item, row in zip(case.rubric, analysis):
        pattern = _show_pattern(row.pattern)
        if SATURATED in row.flags:
            removed.append((item, Rejection("saturated-item", f"every pilot got the favourable outcome ({pattern})")))
        elif DEAD in row.flags and drop_dead:
            removed.append((item, Rejection("dead-item", f"no pilot got the favourable outcome ({pattern})")))
        else:
            kept_items.append(item)
    pruned = case.model_copy(update={"rubric": kept_items})
    scores = verdicts.case_scores(pruned)
    mean = mean_score(scores)
    case_items = sum(item.kind == "case" for item in kept_items)
    rejection = None
    if case_items < min_case_items:
        rejection = Rejection("too-few-items", f"{case_items} case item(s) left after pruning; a case needs {min_case_items}")
    elif mean is not None and mean > case_saturation:
        shown = ", ".join(f"{model} {_show(score)}" for model, score in scores.items())
        rejection = Rejection("saturated-case", f"mean pilot score {mean:.1f} > {case_saturation:g} ({shown})")
    return CaseDecision(pruned, removed, rejection, scores, mean, analysis)


class PruneStats(StageStats):
    """stats.json of `rubrics prune`."""

    model_config = ConfigDict(extra="forbid")

    pilots: list[str]
    """The pilots whose verdicts decided saturation."""
    cases: dict[str, int]
    """Cases in, kept, removed."""
    items: dict[str, Any]
    """Case items in, flagged (saturated, dead, not judged, evidence-mismatch), removed; whether dead ones were dropped."""
    removed_by_capability: dict[str, int]
    """Removed items per capability."""
    pilot_overall: dict[str, dict[str, float | None]]
    """Each pilot's overall score before and after pruning, on the sample `figures_from` names."""
    figures_from: str = "construction"
    """`held-out` (a second answer of each pilot, not the one that chose the items) or
    `construction` (in-sample: the answers that decided the pruning)."""
    pilot_overall_in_sample: dict[str, dict[str, float | None]] | None = None
    """With a held-out sample: the same figures on the construction answers, for comparison."""


class PruneStage(Stage):
    """Saturated items and cases out, item analysis written."""

    name = STAGE
    stats_model = PruneStats
    version = 1
    side_files = (ANALYSIS_FILE,)
    config_reads = ("thresholds.case_saturation", "thresholds.min_case_items")

    def __init__(self, ws: Workspace, *, drop_dead: bool = False):
        super().__init__(ws)
        self.drop_dead = drop_dead
        cases, pilot = self.sources[CASES], self.sources["pilot"]
        check_pilot_current(cases, pilot, "heartbench rubrics prune")
        self.cases = list(read_records(cases.records, Case, allow_empty=True))
        self.verdicts, self.held_out = PilotVerdicts.read_samples(pilot.records, self.cases)
        thresholds = ws.config.thresholds
        self.decisions = [
            prune_case(case, self.verdicts, case_saturation=thresholds.case_saturation,
                       min_case_items=thresholds.min_case_items, drop_dead=drop_dead, held_out=self.held_out)
            for case in self.cases
        ]  # fmt: skip

    def settings(self) -> dict[str, Any]:
        return {"drop_dead": self.drop_dead}

    def run(self, ctx: StageContext) -> dict[str, Any]:
        for decision in self.decisions:
            case_id = decision.case.case_id
            if ctx.done(case_id):
                continue
            for item, rejection in decision.removed:
                key = f"{case_id}/{item.item_id}"
                if not ctx.done(key):
                    ctx.reject({"case_id": case_id, "item": item.model_dump(mode="json"), "pattern": _pattern_of(decision, item)}, key, rejection)
            if decision.rejection is not None:
                ctx.reject({"case_id": case_id, "pilot_scores": decision.scores, "mean": decision.mean}, case_id, decision.rejection)
            else:
                ctx.keep(decision.case.model_copy(update={"provenance": decision.case.provenance.model_copy(update={"stage": STAGE})}), case_id)
        rows = [row for decision in self.decisions for row in decision.analysis]
        write_jsonl(ctx.side_file(ANALYSIS_FILE), (asdict(row) for row in rows))
        return self._figures(rows)

    def _figures(self, rows: list[ItemAnalysis]) -> dict[str, Any]:
        flags = {flag: sum(flag in row.flags for row in rows) for flag in (SATURATED, DEAD, UNJUDGED, EXEMPT, EVIDENCE_MISMATCH)}
        kept = [d for d in self.decisions if d.rejection is None]
        overall = {sample: _before_after(verdicts, self.cases, [d.case for d in kept])
                   for sample, verdicts in ((CONSTRUCTION, self.verdicts), (HELD_OUT, self.held_out)) if verdicts is not None}  # fmt: skip
        removed_by_capability: dict[str, int] = {}
        for decision in self.decisions:
            for item, _ in decision.removed:
                removed_by_capability[item.dimension] = removed_by_capability.get(item.dimension, 0) + 1
        return {
            "pilots": self.verdicts.pilots,
            "cases": {"in": len(self.cases), "kept": len(kept), "removed": len(self.cases) - len(kept)},
            "items": {"case_items_in": sum(row.kind == "case" for row in rows), **flags,
                      "removed": sum(len(d.removed) for d in self.decisions), "drop_dead": self.drop_dead},
            "removed_by_capability": dict(sorted(removed_by_capability.items())),
            "pilot_overall": overall.get(HELD_OUT, overall[CONSTRUCTION]),
            "figures_from": HELD_OUT if HELD_OUT in overall else CONSTRUCTION,
            "pilot_overall_in_sample": overall[CONSTRUCTION] if HELD_OUT in overall else None,
        }  # fmt: skip


def _before_after(verdicts: PilotVerdicts, before: list[Case], after: list[Case]) -> dict[str, dict[str, float | None]]:
    """Each pilot's overall on the cases before pruning and on those kept."""
    board_before = verdicts.leaderboard(before)
    board_after = verdicts.leaderboard(after) if after else None
    return {model: {"before": _round(score.overall), "after": _round(board_after.models[model].overall) if board_after else None}
            for model, score in board_before.models.items()}  # fmt: skip


def _pattern_of(decision: CaseDecision, item: RubricItem) -> dict[str, bool | None]:
    return next(row.pattern for row in decision.analysis if row.item_id == item.item_id)


def _show_pattern(pattern: dict[str, bool | None]) -> str:
    return ", ".join(f"{model} {'hit' if hit else 'miss' if hit is False else 'unscored'}" for model, hit in pattern.items())


def _show(value: float | None) -> str:
    return "unscored" if value is None else f"{value:.1f}"


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


def prune_rubrics(ws: Workspace, *, drop_dead: bool = False) -> StageResult:
    return run_stage(PruneStage(ws, drop_dead=drop_dead))


def describe(result: StageResult) -> str:
    stats = result.stats
    head = "rubrics prune: up to date" if result.skipped else "rubrics prune"
    cases, items = stats["cases"], stats["items"]
    lines = [
        f"{head}: {cases['kept']} of {cases['in']} cases kept; {items['removed']} of {items['case_items_in']} case items removed",
        f"  items: {items[SATURATED]} saturated, {items[DEAD]} dead" + ("" if items["drop_dead"] else " (kept; --drop-dead removes them)")
        + f", {items[UNJUDGED]} not judged (an unscored pilot verdict)",
    ]  # fmt: skip
    if items.get(EVIDENCE_MISMATCH):
        lines.append(f"  {items[EVIDENCE_MISMATCH]} item(s) where the synthesizer's evidence and the judge disagree on a pilot's answer "
                     f"(flagged {EVIDENCE_MISMATCH} in {ANALYSIS_FILE}: worth a reviewer's look)")  # fmt: skip
    case_codes = {code: n for code, n in stats["rejections"].items() if code in ("saturated-case", "too-few-items")}
    if case_codes:
        lines.append("  cases removed: " + ", ".join(f"{code} {n}" for code, n in case_codes.items()))
    lines.append("  pilots' overall before → after: " + ", ".join(
        f"{model} {_show(row['before'])} → {_show(row['after'])}" for model, row in stats["pilot_overall"].items()))
    lines.append(f"    ({figures_note(stats.get('figures_from', CONSTRUCTION))})")
    lines.append("  " + result.outputs_line())
    return "\n".join(lines)
