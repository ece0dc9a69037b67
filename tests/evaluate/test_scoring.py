"""Scoring arithmetic, worked out by hand in each test's docstring."""

from __future__ import annotations

import math

import pytest

from heartbench.evaluation.scoring import VerdictRow, aggregate, normalise, score_case, score_verdicts
from heartbench.schema import Case, RubricItem, Turn


def case(case_id: str, *items: tuple[str, int | None]) -> Case:
    rubric = [
        RubricItem(
            item_id=f"{case_id}-{i}",
            dimension=dim,
            score=weight,
            content="一条测试用的评分项",
            kind="catastrophic" if dim == "catastrophic" else "case",
        )
        for i, (dim, weight) in enumerate(items, start=1)
    ]
    return Case(case_id=case_id, dialogue=[Turn(role="A", content="最近睡不好。")], rubric=rubric)


def test_normalise_known_values():
    # +2 and +6 in one dimension, only the +2 hit: ln(2 - 0 + 1) / ln(8 - 0 + 1) = ln 3 / ln 9 = 1/2.
    assert normalise(2, 0, 8) == pytest.approx(50.0)
    # Everything hit: ln(hi - lo + 1) / ln(hi - lo + 1) = 1.
    assert normalise(5, -3, 5) == pytest.approx(100.0)
    # Nothing hit, no negatives: ln 1 = 0.
    assert normalise(0, 0, 7) == 0.0


def test_dimension_with_only_negative_items():
    """warmth -3 (hit) and -2 (missed): lo = -5, hi = 0, raw = -3.
    norm = 100 ln(-3 + 5 + 1) / ln(0 + 5 + 1) = 100 ln 3 / ln 6 = 61.3147...
    Avoiding both gives 100 ln 6 / ln 6 = 100."""
    c = case("neg", ("warmth", -3), ("warmth", -2))
    assert score_case(c, [1, 0]).dimensions["warmth"] == pytest.approx(100 * math.log(3) / math.log(6))
    assert score_case(c, [1, 0]).score == pytest.approx(61.31471927654584)
    assert score_case(c, [0, 0]).score == pytest.approx(100.0)
    # Both hit: raw = lo, ln 1 = 0.
    assert score_case(c, [1, 1]).score == 0.0


def test_dimension_with_zero_span_scores_zero():
    """curiosity +4 hit -> 100; humor has a single 0-weight item: hi - lo = 0 -> 0.
    Case score = (100 + 0) / 2 = 50."""
    c = case("flat", ("curiosity", 4), ("humor", 0))
    result = score_case(c, [1, 1])
    assert result.dimensions == {"curiosity": pytest.approx(100.0), "humor": 0.0}
    assert result.score == pytest.approx(50.0)


def test_catastrophic_hit_default_zeroes_compat_needs_positive_weight():
    """curiosity +3 hit would give 100. The catastrophic item (weight null) is hit.
    Default: case and every dimension 0. Compat (v1): fires only for a positive weight,
    so with null it does not fire and the case keeps 100; with weight +1 it fires."""
    null_weight = case("cat", ("curiosity", 3), ("catastrophic", None))
    default = score_case(null_weight, [1, 1])
    assert default.catastrophic and default.score == 0.0 and default.dimensions == {"curiosity": 0.0}
    compat = score_case(null_weight, [1, 1], "heartbench-v1")
    assert not compat.catastrophic and compat.score == pytest.approx(100.0)

    negative_weight = case("cat4", ("curiosity", 3), ("catastrophic", -4))
    assert score_case(negative_weight, [1, 1], "heartbench-v1").score == pytest.approx(100.0)
    assert score_case(negative_weight, [1, 1]).score == 0.0

    positive_weight = case("cat1", ("curiosity", 3), ("catastrophic", 1))
    assert score_case(positive_weight, [1, 1], "heartbench-v1").score == 0.0
    # Missed catastrophic item: no effect in either mode.
    assert score_case(null_weight, [1, 0]).score == pytest.approx(100.0)


def test_unscored_item_makes_the_case_unscored_in_default_mode_only():
    """curiosity +3 (null verdict), warmth +3 (hit).
    Default: unscored, excluded from means. Compat: null is a miss ->
    curiosity 0, warmth 100, case 50."""
    c = case("null", ("curiosity", 3), ("warmth", 3))
    default = score_case(c, [None, 1])
    assert default.score is None and default.unscored_reason == "item(s) 1 unscored"
    assert score_case(c, [None, 1], "heartbench-v1").score == pytest.approx(50.0)

    other = case("ok", ("curiosity", 3))
    report = score_verdicts([c, other], [VerdictRow("null", "m", [None, 1]), VerdictRow("ok", "m", [1])])
    model = report.leaderboard.models["m"]
    assert model.unscored == ["null"]
    assert model.cases == {"ok": pytest.approx(100.0)}
    assert model.dimensions == {"curiosity": pytest.approx(100.0)}  # warmth only appeared in the unscored case
    assert report.reasons["m"] == {"null": "item(s) 1 unscored"}


def test_overall_is_macro_over_dimensions_not_case_mean():
    """Case 1: curiosity +3 hit -> 100; case score 100.
    Case 2: curiosity, warmth, emotional_perception +3 each, all missed -> 0, 0, 0; case 0.
    Dimensions: curiosity (100 + 0) / 2 = 50, warmth 0, emotional_perception 0.
    Overall = (50 + 0 + 0) / 3 = 16.667; case mean = (100 + 0) / 2 = 50."""
    c1 = case("c1", ("curiosity", 3))
    c2 = case("c2", ("curiosity", 3), ("warmth", 3), ("emotional_perception", 3))
    model = aggregate({"c1": score_case(c1, [1]), "c2": score_case(c2, [0, 0, 0])})
    assert model.dimensions == {"curiosity": pytest.approx(50.0), "emotional_perception": 0.0, "warmth": 0.0}
    assert model.overall == pytest.approx(50 / 3)
    assert model.case_mean == pytest.approx(50.0)


def test_wrong_length_verdict_compat_pads_or_cuts_default_refuses():
    """Rubric: curiosity +3, warmth +1, warmth -1.
    Compat, detail [1] -> padded [1, 0, 0]: curiosity 100; warmth lo -1, hi 1, raw 0 ->
    ln 2 / ln 3 = 63.093; case (100 + 63.093) / 2 = 81.546.
    Compat, detail [1, 1, 0, 1] -> cut [1, 1, 0]: warmth raw 1 -> ln 3 / ln 3 = 100; case 100.
    Default: both unscored, never counted as misses."""
    c = case("len", ("curiosity", 3), ("warmth", 1), ("warmth", -1))
    short = score_case(c, [1], "heartbench-v1")
    assert short.dimensions["warmth"] == pytest.approx(100 * math.log(2) / math.log(3))
    assert short.score == pytest.approx((100 + 100 * math.log(2) / math.log(3)) / 2)
    assert score_case(c, [1, 1, 0, 1], "heartbench-v1").score == pytest.approx(100.0)
    assert score_case(c, [1]).unscored_reason == "expected 3 verdicts, got 1"
    assert score_case(c, [1, 1, 0, 1]).unscored_reason == "expected 3 verdicts, got 4"
    # An empty list is an unparsed reply in compat: left out, not scored as all misses.
    assert score_case(c, [], "heartbench-v1").score is None


def test_mixed_weights_case():
    """curiosity +2, +6 (only +2 hit): ln 3 / ln 9 = 50.
    verbal_expression -10 (hit), +3 (hit): lo -10, hi 3, raw -7 -> ln(4) / ln(14) = 52.529.
    Case score = (50 + 52.529) / 2."""
    c = case("mix", ("curiosity", 2), ("curiosity", 6), ("verbal_expression", -10), ("verbal_expression", 3))
    result = score_case(c, [1, 0, 1, 1])
    assert result.dimensions["curiosity"] == pytest.approx(50.0)
    assert result.dimensions["verbal_expression"] == pytest.approx(100 * math.log(4) / math.log(14))
    assert result.score == pytest.approx((50 + 100 * math.log(4) / math.log(14)) / 2)


def test_model_without_a_verdict_for_a_case_lists_it_unscored():
    c1, c2 = case("c1", ("curiosity", 3)), case("c2", ("curiosity", 3))
    report = score_verdicts([c1, c2], [VerdictRow("c1", "m", [1])])
    assert report.leaderboard.models["m"].unscored == ["c2"]
    assert report.reasons["m"]["c2"] == "no verdict"
