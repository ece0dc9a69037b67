"""The simulation of `benchmarks/held_out_decay.py` (no case harder than another), as floors:
the held-out decay split reports stays within ±6 %, the in-sample one does not, and a report
without a held-out sample says its figures are in-sample. Figures: run the benchmark."""

from __future__ import annotations

import pytest

from benchmarks.held_out_decay import simulate
from heartbench.evaluation.matrix import PilotVerdicts
from heartbench.pilot.split import split_report
from heartbench.schema import Case, ItemVerdict, RubricItem, Turn, Verdict


@pytest.mark.parametrize("seed", [0, 1])
def test_the_held_out_decay_stays_near_zero_where_the_in_sample_one_does_not(seed):
    outcome = simulate(seed, 300)
    assert outcome.figures_from == "held-out"
    for model, decay in outcome.decay_held_out.items():
        assert decay is not None and abs(decay) <= 6.0, (model, decay)
    assert all(decay is not None and decay < -6.0 for decay in outcome.decay_in_sample.values()), outcome.decay_in_sample


def test_a_report_without_a_held_out_sample_is_labelled_in_sample():
    items = [RubricItem(item_id="c-1", dimension="warmth", score=3, content="细则", kind="case")]
    case = Case(case_id="c", dialogue=[Turn(role="A", content="嗯")], rubric=items, difficulty="hard")
    verdicts = PilotVerdicts([Verdict(case_id="c", model=m, judge="j", items=[ItemVerdict(item_id="c-1", hit=h)]) for m, h in (("p1", True), ("p2", False))])
    report = split_report([case], verdicts)
    assert report["figures_from"] == "construction"
    assert report["pilots"]["p1"]["decay_held_out"] is None and report["pilots"]["p1"]["decay_in_sample"] == 0.0
