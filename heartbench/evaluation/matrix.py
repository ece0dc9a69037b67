"""The pilots' verdicts as a matrix: for every case, every pilot's hit on every item.

`rubrics prune` and `split` read the verdicts `pilot` wrote and score them again on the
rubric they have now. Item ids survive pruning and review, so a pilot's verdict on the full
rubric answers for every item still there; the case score is recomputed from those items only.

Favourable outcome: a hit for an item with a positive weight, no hit for one with a negative
weight. An unscored verdict (the judge's reply was unusable) has no hits at all: every item of
that pilot is `None`, never a miss.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable, Sequence
from pathlib import Path

from heartbench.errors import InputError
from heartbench.evaluation.samples import CONSTRUCTION, HELD_OUT, Sample
from heartbench.evaluation.scoring import VerdictRow, add_intervals, score_case, score_verdicts
from heartbench.lineage.graph import Resolved
from heartbench.schema import Case, Leaderboard, RubricItem, Verdict
from heartbench.workspace import read_records

Hit = bool | None


def favourable(item: RubricItem, hit: Hit) -> bool | None:
    """Did the answer do what the item wants? None when unscored or the item has no weight."""
    if hit is None or not item.score:
        return None
    return hit if item.score > 0 else not hit


class PilotVerdicts:
    """Every pilot's verdict on every case, indexed for rescoring."""

    def __init__(self, verdicts: Iterable[Verdict], source: Path | None = None, sample: Sample = CONSTRUCTION):
        self.source = source
        self.sample = sample
        """The draw of answers these verdicts judged (construction: they chose the items)."""
        self._hits: dict[str, dict[str, dict[str, Hit] | None]] = {}
        """Case id → pilot → item id → hit (None for an unscored verdict), indexed once."""
        pilots: dict[str, None] = {}
        for verdict in verdicts:
            if verdict.sample != sample:
                continue
            unscored = verdict.problem is not None or not verdict.items
            hits = None if unscored else {entry.item_id: entry.hit for entry in verdict.items}
            self._hits.setdefault(verdict.case_id, {})[verdict.model] = hits
            pilots.setdefault(verdict.model)
        self.pilots: list[str] = list(pilots)
        """Pilot model specs, in the order the verdicts name them first."""

    @classmethod
    def read(cls, path: Path, sample: Sample = CONSTRUCTION) -> PilotVerdicts:
        """The pilot's verdicts on one sample's answers."""
        return cls(read_records(path, Verdict, allow_empty=True), path, sample)

    @classmethod
    def read_samples(cls, path: Path, cases: Sequence[Case]) -> tuple[PilotVerdicts, PilotVerdicts | None]:
        """The pilot run's verdicts, read once: the construction sample's, and the held-out
        sample's when the pilot drew one (else None: `[pilot] holdout = false`, or a run from
        before samples existed); InputError unless each covers every case of `cases`."""
        rows = list(read_records(path, Verdict, allow_empty=True))
        construction, held_out = cls(rows, path, CONSTRUCTION), cls(rows, path, HELD_OUT)
        construction.check_covers(cases)
        if not held_out.pilots:
            return construction, None
        held_out.check_covers(cases)
        return construction, held_out

    def hits(self, case: Case, model: str) -> dict[str, Hit] | None:
        """Item id → hit for one pilot on one case; None when that verdict is unscored."""
        hits = self._verdict(case.case_id, model)
        if hits is None:
            return None
        missing = [item.item_id for item in case.rubric if item.item_id not in hits]
        if missing:
            raise InputError(self.source, f"case {case.case_id}: the pilot verdict of {model} has no item {missing[0]}; "
                                          "the rubric changed after `heartbench pilot` — rerun it")  # fmt: skip
        return hits

    def detail(self, case: Case, model: str) -> list[Hit]:
        """The verdict in rubric order (the `evaluate score` shape); [] when unscored."""
        hits = self.hits(case, model)
        return [] if hits is None else [hits[item.item_id] for item in case.rubric]

    def pattern(self, case: Case, item: RubricItem) -> dict[str, Hit]:
        """Each pilot's hit on one item (None for an unscored verdict)."""
        patterns = {}
        for model in self.pilots:
            hits = self.hits(case, model)
            patterns[model] = None if hits is None else hits[item.item_id]
        return patterns

    def case_scores(self, case: Case) -> dict[str, float | None]:
        """Each pilot's case score on `case` as its rubric stands (None: unscored)."""
        # An unscored verdict has no detail, which score_case reports as unscored (score None).
        return {model: score_case(case, self.detail(case, model)).score for model in self.pilots}

    def leaderboard(self, cases: Sequence[Case], *, intervals: bool = False) -> Leaderboard:
        """The pilots' scores on `cases`, as `evaluate score` computes them (with `intervals`,
        each overall's 95 % case-bootstrap interval, as `evaluate run` reports it)."""
        rows = [VerdictRow(case.case_id, model, self.detail(case, model)) for case in cases for model in self.pilots]
        report = score_verdicts(cases, rows)
        return add_intervals(report) if intervals else report.leaderboard

    def check_covers(self, cases: Sequence[Case]) -> None:
        """InputError unless every case has a verdict from every pilot."""
        if not self.pilots:
            raise InputError(self.source, "no pilot verdicts; rerun `heartbench pilot`")
        for case in cases:
            for model in self.pilots:
                self._verdict(case.case_id, model)

    def _verdict(self, case_id: str, model: str) -> dict[str, Hit] | None:
        try:
            return self._hits[case_id][model]
        except KeyError:
            raise InputError(self.source, f"no pilot verdict of {model} on case {case_id}; the cases changed after "
                                          "`heartbench pilot` — rerun it") from None  # fmt: skip


def mean_score(scores: dict[str, float | None]) -> float | None:
    """Mean over the pilots that were scored; None when none was."""
    scored = [value for value in scores.values() if value is not None]
    return statistics.fmean(scored) if scored else None


def point_biserial(binary: Sequence[bool], values: Sequence[float]) -> float | None:
    """Pearson correlation of a 0/1 variable with a continuous one (the point-biserial r);
    None when either does not vary or there are fewer than two pairs."""
    n = len(binary)
    if n < 2 or len(set(binary)) < 2:
        return None
    xs = [1.0 if b else 0.0 for b in binary]
    mean_x, mean_y = sum(xs) / n, sum(values) / n
    sxx = sum((x - mean_x) ** 2 for x in xs)
    syy = sum((y - mean_y) ** 2 for y in values)
    if syy == 0:
        return None
    sxy = sum((x - mean_x) * (y - mean_y) for x, y in zip(xs, values))
    return sxy / math.sqrt(sxx * syy)


def check_pilot_current(cases: Resolved, pilot: Resolved, command: str) -> None:
    """InputError unless `pilot` ran on the cases `cases` comes from.

    Either the pilot read these very cases, or these cases were written by a stage that read
    this very pilot run (prune, then split)."""
    if pilot.marker.inputs.get(cases.stage) == cases.marker.fingerprint:
        return
    if cases.marker.inputs.get("pilot") == pilot.marker.fingerprint:
        return
    if cases.stage == "rubrics-review" and pilot.stage == "pilot" and "pilot" not in pilot.marker.inputs:
        raise InputError(pilot.records.parent.parent / "review-verdicts", "the items the review changed are not judged yet; rerun "
                         f"`heartbench rubrics review import` with the same files before `{command}` (it judges them on the pilots' answers)")  # fmt: skip
    raise InputError(pilot.records.parent, f"the pilot run is older than the current cases ({cases.stage}); "
                                           f"rerun `heartbench pilot` before `{command}`")  # fmt: skip
