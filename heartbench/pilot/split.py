"""`heartbench split`: label every current case Normal or Hard.

By threshold (default): a case is Hard when the mean of the pilots' case scores is below
`[thresholds] hard_score` *and* at least `hard_min_pilots` pilots (default: half of them,
rounded up) score below it. "Below" is strict: a mean exactly at the threshold is Normal.
By share (`--hard-share 0.28`): the lowest-scoring cases are Hard until that share of all
cases is reached (ties broken by case id).

Either way the reviewers' label from `rubrics review` (`expert_difficulty`) wins unless
`--ignore-expert-labels`; with `--hard-share`, expert-labelled cases count towards the share.
A case no pilot could be scored on keeps the expert label if there is one, else is Normal,
and is counted as `unjudged`.

`split-report.json`: for every pilot, overall (macro) on all, Normal and Hard cases, the
decay from all to Hard in % (`DECAY_DEFINITION`), and its rank on each set (the paper's
"change of champion"). The labels are decided on the construction sample; the figures come
from the held-out sample when the pilot drew one (`figures_from`): scored on the very answers
that defined Hard, a pilot "decays" on Hard even when no case is harder than another
(`benchmarks/held_out_decay.py`). Both decays are reported, `decay_in_sample` labelled so.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass
from typing import Any

from pydantic import ConfigDict

from heartbench.errors import InputError
from heartbench.evaluation.matrix import PilotVerdicts, check_pilot_current, mean_score
from heartbench.evaluation.samples import CONSTRUCTION, HELD_OUT, figures_note
from heartbench.evaluation.scoring import DECAY_DEFINITION, decay
from heartbench.jsonio import write_json, write_jsonl
from heartbench.lineage.graph import CASES
from heartbench.pilot.prune import ANALYSIS_FILE, analyse_item
from heartbench.schema import Case
from heartbench.stages.engine import Stage, StageContext, StageResult, run_stage
from heartbench.stages.output import StageStats
from heartbench.workspace import Workspace, read_records

STAGE = "split"
REPORT_FILE = "split-report.json"



@dataclass(frozen=True)
class CaseLabel:
    case_id: str
    label: str
    """`normal` or `hard`."""
    basis: str
    """`pilots` (threshold), `share`, `expert` (the reviewers' label), or `unjudged`."""
    mean: float | None
    below: int
    """Pilots scoring below `hard_score`."""


@dataclass(frozen=True)
class SplitRule:
    hard_score: float = 50.0
    hard_min_pilots: int | None = None
    """None: half the pilots, rounded up."""
    hard_share: float | None = None
    use_expert: bool = True


def label_cases(cases: list[Case], verdicts: PilotVerdicts, rule: SplitRule) -> list[CaseLabel]:
    """The label of every case, in input order (pure: the stage writes what this returns)."""
    min_pilots = rule.hard_min_pilots or math.ceil(len(verdicts.pilots) / 2)
    scored = []
    for case in cases:
        scores = verdicts.case_scores(case)
        below = sum(1 for value in scores.values() if value is not None and value < rule.hard_score)
        scored.append((case, mean_score(scores), below))
    labels: dict[str, CaseLabel] = {}
    for case, mean, below in scored:
        if rule.use_expert and case.expert_difficulty is not None:
            labels[case.case_id] = CaseLabel(case.case_id, case.expert_difficulty, "expert", mean, below)
        elif mean is None:
            labels[case.case_id] = CaseLabel(case.case_id, "normal", "unjudged", None, below)
    if rule.hard_share is None:
        for case, mean, below in scored:
            if case.case_id not in labels:
                hard = mean < rule.hard_score and below >= min_pilots
                labels[case.case_id] = CaseLabel(case.case_id, "hard" if hard else "normal", "pilots", mean, below)
    else:
        target = round(rule.hard_share * len(cases))
        hard_so_far = sum(label.label == "hard" for label in labels.values())
        open_cases = sorted(((mean, case.case_id, below) for case, mean, below in scored if case.case_id not in labels))
        for mean, case_id, below in open_cases:
            hard = hard_so_far < target
            hard_so_far += hard
            labels[case_id] = CaseLabel(case_id, "hard" if hard else "normal", "share", mean, below)
    return [labels[case.case_id] for case in cases]


def _subset_scores(cases: list[Case], verdicts: PilotVerdicts) -> dict[str, dict[str, float | None]]:
    """Per subset (all, normal, hard): each pilot's overall."""
    subsets = {"all": cases, **{level: [c for c in cases if c.difficulty == level] for level in ("normal", "hard")}}
    boards = {name: (verdicts.leaderboard(chosen) if chosen else None) for name, chosen in subsets.items()}
    return {name: {model: (board.models[model].overall if board else None) for model in verdicts.pilots} for name, board in boards.items()}


def split_report(cases: list[Case], verdicts: PilotVerdicts, held_out: PilotVerdicts | None = None) -> dict[str, Any]:
    """Per pilot: overall on all / Normal / Hard cases, decay in %, ranks and rank changes —
    on the held-out sample when there is one, with the in-sample decay beside it."""
    in_sample = _subset_scores(cases, verdicts)
    scores = _subset_scores(cases, held_out) if held_out is not None else in_sample
    ranks = {name: _ranks(by_model) for name, by_model in scores.items()}
    pilots = {}
    for model in verdicts.pilots:
        row: dict[str, Any] = {name: _round(by_model.get(model)) for name, by_model in scores.items()}
        row["decay_in_sample"] = _round(decay(in_sample["all"][model], in_sample["hard"][model]))
        row["decay_held_out"] = _round(decay(scores["all"].get(model), scores["hard"].get(model))) if held_out is not None else None
        row["decay_pct"] = row["decay_held_out"] if held_out is not None else row["decay_in_sample"]
        row["rank"] = {name: ranks[name].get(model) for name in scores}
        row["rank_change"] = (row["rank"]["all"] - row["rank"]["hard"]) if row["rank"]["hard"] and row["rank"]["all"] else None
        pilots[model] = row
    champions = {name: min(rank, key=rank.get) if rank else None for name, rank in ranks.items()}
    return {"cases": {name: sum(1 for c in cases if name == "all" or c.difficulty == name) for name in scores},
            "figures_from": HELD_OUT if held_out is not None else CONSTRUCTION,
            "decay_definition": DECAY_DEFINITION, "pilots": pilots, "champion": champions,
            "champion_changes": champions["all"] != champions["hard"] and champions["hard"] is not None}  # fmt: skip


def _ranks(scores: dict[str, float | None]) -> dict[str, int]:
    """1 = best; models without a score are not ranked; equal scores share the better rank."""
    ordered = sorted((value for value in scores.values() if value is not None), reverse=True)
    return {model: ordered.index(value) + 1 for model, value in scores.items() if value is not None}


class SplitStats(StageStats):
    """stats.json of `split`."""

    model_config = ConfigDict(extra="forbid")

    rule: dict[str, Any]
    """The split rule (hard share, whether expert labels are used)."""
    cases: dict[str, int]
    """Cases per subset."""
    labels_by_basis: dict[str, int]
    """Labels by what decided them (pilots, experts)."""
    expert_labels_used: int
    """Cases whose label came from the reviewers."""
    pilots: dict[str, Any]
    """Each pilot's scores per subset, ranks and `decay_pct` on the sample `figures_from` names,
    with `decay_in_sample` and `decay_held_out` side by side."""
    figures_from: str = "construction"
    """`held-out` or `construction` (in-sample: the answers that defined Hard)."""
    champion: dict[str, Any]
    """Ranks of the pilots on all cases and on Hard."""


class SplitStage(Stage):
    """Normal / Hard labels on the current cases."""

    name = STAGE
    stats_model = SplitStats
    version = 1
    side_files = (REPORT_FILE, ANALYSIS_FILE)
    config_reads = ("thresholds.hard_score", "thresholds.hard_min_pilots")

    def __init__(self, ws: Workspace, *, hard_share: float | None = None, ignore_expert_labels: bool = False):
        super().__init__(ws)
        if hard_share is not None and not 0 <= hard_share <= 1:
            raise InputError(None, f"--hard-share must be between 0 and 1, got {hard_share}")
        thresholds = ws.config.thresholds
        self.rule = SplitRule(thresholds.hard_score, thresholds.hard_min_pilots, hard_share, not ignore_expert_labels)
        cases, pilot = self.sources[CASES], self.sources["pilot"]
        check_pilot_current(cases, pilot, "heartbench split")
        self.cases = list(read_records(cases.records, Case, allow_empty=True))
        if not self.cases:
            raise InputError(cases.records, "no cases to split")
        self.verdicts, self.held_out = PilotVerdicts.read_samples(pilot.records, self.cases)

    def settings(self) -> dict[str, Any]:
        return {"hard_share": self.rule.hard_share, "use_expert": self.rule.use_expert}

    def run(self, ctx: StageContext) -> dict[str, Any]:
        labels = label_cases(self.cases, self.verdicts, self.rule)
        labelled = []
        for case, label in zip(self.cases, labels):
            provenance = case.provenance.model_copy(update={"stage": STAGE})
            case = case.model_copy(update={"difficulty": label.label, "provenance": provenance})
            labelled.append(case)
            if not ctx.done(case.case_id):
                ctx.keep(case, case.case_id)
        report = split_report(labelled, self.verdicts, self.held_out)
        report["labels"] = [asdict(label) for label in labels]
        write_json(ctx.side_file(REPORT_FILE), report)
        # the item analysis of the rubric as it is released (after review's edits and additions)
        analysis = [analyse_item(case, item, self.verdicts, self.held_out) for case in self.cases for item in case.rubric if item.kind == "case"]
        write_jsonl(ctx.side_file(ANALYSIS_FILE), (asdict(row) for row in analysis))
        bases: dict[str, int] = {}
        for label in labels:
            key = f"{label.label}_by_{label.basis}"
            bases[key] = bases.get(key, 0) + 1
        overridden = sum(1 for label in labels if label.basis == "expert")
        return {"rule": asdict(self.rule), "cases": report["cases"], "labels_by_basis": dict(sorted(bases.items())),
                "expert_labels_used": overridden, "pilots": report["pilots"], "champion": report["champion"],
                "figures_from": report["figures_from"]}  # fmt: skip


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 2)


def split_cases(ws: Workspace, *, hard_share: float | None = None, ignore_expert_labels: bool = False) -> StageResult:
    return run_stage(SplitStage(ws, hard_share=hard_share, ignore_expert_labels=ignore_expert_labels))


def describe(result: StageResult) -> str:
    stats = result.stats
    head = "split: up to date" if result.skipped else "split"
    cases = stats["cases"]
    lines = [f"{head}: {cases['normal']} Normal, {cases['hard']} Hard of {cases['all']} cases"
             + (f" ({stats['expert_labels_used']} by the reviewers' label)" if stats["expert_labels_used"] else "")]  # fmt: skip
    held_out = stats.get("figures_from") == HELD_OUT
    lines.append(f"  {'pilot':<32} {'all':>6} {'normal':>7} {'hard':>6} {'decay':>7} {'in-sample':>9}  rank all→hard")
    for model, row in stats["pilots"].items():
        rank = row["rank"]
        in_sample = _pct(row.get("decay_in_sample")) if held_out else ""
        lines.append(f"  {model:<32} {_show(row['all']):>6} {_show(row['normal']):>7} {_show(row['hard']):>6} {_pct(row['decay_pct']):>7} "
                     f"{in_sample:>9}  {rank['all'] or '—'}→{rank['hard'] or '—'}")  # fmt: skip
    lines.append(f"    ({figures_note(stats.get('figures_from', CONSTRUCTION))}; decay = {DECAY_DEFINITION})")
    champion = stats["champion"]
    if champion["hard"] and champion["all"] != champion["hard"]:
        lines.append(f"  change of champion: {champion['all']} on all cases, {champion['hard']} on Hard")
    lines.append("  " + result.outputs_line())
    return "\n".join(lines)


def _show(value: float | None) -> str:
    return "—" if value is None else f"{value:.1f}"


def _pct(value: float | None) -> str:
    return "—" if value is None else f"{value:+.1f}%"
