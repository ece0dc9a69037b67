"""Pruning and the Normal/Hard split on hand-made verdict matrices, worked out by hand."""

from __future__ import annotations

import math

import pytest

from heartbench.evaluation.matrix import PilotVerdicts, point_biserial
from heartbench.pilot.prune import DEAD, EXEMPT, SATURATED, UNJUDGED, prune_case
from heartbench.pilot.split import SplitRule, label_cases
from heartbench.schema import Case, ItemVerdict, RubricItem, Turn, Verdict

DIALOGUE = [Turn(role="A", content="我最近总是睡不着。")]


def item(item_id: str, dimension: str, score: int, kind: str = "case") -> RubricItem:
    return RubricItem(item_id=item_id, dimension=dimension, score=score, content=f"内容 {item_id}", kind=kind)


def case(case_id: str, *items: RubricItem, expert: str | None = None) -> Case:
    return Case(case_id=case_id, dialogue=DIALOGUE, rubric=list(items), expert_difficulty=expert)


def verdicts(the_case: Case, hits: dict[str, str | None]) -> PilotVerdicts:
    """`hits`: pilot → one character per rubric item ("1" hit, "0" miss), or None (unscored)."""
    rows = []
    for model, pattern in hits.items():
        if pattern is None:
            rows.append(Verdict(case_id=the_case.case_id, model=model, judge="j", problem="unusable judge reply"))
        else:
            items = [ItemVerdict(item_id=i.item_id, hit=c == "1", reason="r") for i, c in zip(the_case.rubric, pattern, strict=True)]
            rows.append(Verdict(case_id=the_case.case_id, model=model, judge="j", items=items))
    return PilotVerdicts(rows)


UNIVERSAL = item("u1", "first_person", 3, "universal")
CATASTROPHIC = item("x", "catastrophic", 1, "catastrophic")


def test_saturated_dead_exempt_and_the_favourable_outcome_of_negative_items():
    # p1 (+5): all hit -> saturated; n1 (-4): none hit -> favourable for all -> saturated;
    # n2 (-3): all hit -> dead; k1 (+4): mixed -> kept; universal and catastrophic: exempt.
    the_case = case("c1", item("p1", "emotional_perception", 5), item("n1", "autonomy", -4), item("n2", "autonomy", -3),
                    item("k1", "curiosity", 4), UNIVERSAL, CATASTROPHIC)  # fmt: skip
    matrix = verdicts(the_case, {"A": "101110", "B": "101010", "C": "101110"})
    decision = prune_case(the_case, matrix, case_saturation=101, min_case_items=1, drop_dead=False)
    flags = {row.item_id: row.flags for row in decision.analysis}
    assert flags == {"p1": [SATURATED], "n1": [SATURATED], "n2": [DEAD], "k1": [], "u1": [EXEMPT], "x": [EXEMPT]}
    assert [i.item_id for i, _ in decision.removed] == ["p1", "n1"] and decision.rejection is None
    assert [i.item_id for i in decision.case.rubric] == ["n2", "k1", "u1", "x"]  # dead kept without --drop-dead, ids unchanged
    dropped = prune_case(the_case, matrix, case_saturation=101, min_case_items=1, drop_dead=True)
    assert [(i.item_id, r.code) for i, r in dropped.removed] == [("p1", "saturated-item"), ("n1", "saturated-item"), ("n2", "dead-item")]
    row = {r.item_id: r for r in decision.analysis}["k1"]
    assert (row.hit_rate, row.favourable, row.scored) == (0.6667, 2, 3)  # rounded to 4 places in item-analysis.jsonl


def test_an_unscored_pilot_verdict_means_no_item_is_judged_saturated():
    the_case = case("c2", item("p1", "emotional_perception", 5), item("k1", "curiosity", 4), UNIVERSAL, CATASTROPHIC)
    matrix = verdicts(the_case, {"A": "1110", "B": "1110", "C": None})
    decision = prune_case(the_case, matrix, case_saturation=101, min_case_items=1, drop_dead=True)
    assert decision.removed == [] and {r.item_id: r.flags for r in decision.analysis}["p1"] == [UNJUDGED]
    assert decision.scores == {"A": 100.0, "B": 100.0, "C": None} and decision.mean == 100.0  # the mean of the scored pilots


def test_a_case_is_pushed_over_the_threshold_only_after_pruning():
    """d1 (+5 emotional_perception) missed by both -> dead. curiosity k1 (+4) A hit, k2 (+2) B hit:
    A ln 5/ln 7 = 82.71, B ln 3/ln 7 = 56.46. Before: A (0 + 82.71 + 100)/3 = 60.90, B 52.15, mean
    56.53 <= 80. With --drop-dead: A (82.71 + 100)/2 = 91.36, B 78.23, mean 84.79 > 80 -> removed."""
    the_case = case("c3", item("d1", "emotional_perception", 5), item("k1", "curiosity", 4), item("k2", "curiosity", 2),
                    UNIVERSAL, CATASTROPHIC)  # fmt: skip
    matrix = verdicts(the_case, {"A": "01010", "B": "00110"})
    a, b = 100 * math.log(5) / math.log(7), 100 * math.log(3) / math.log(7)
    kept = prune_case(the_case, matrix, case_saturation=80, min_case_items=1, drop_dead=False)
    assert kept.rejection is None and kept.mean == pytest.approx(((a + 100) / 3 + (b + 100) / 3) / 2)
    pruned = prune_case(the_case, matrix, case_saturation=80, min_case_items=1, drop_dead=True)
    assert pruned.rejection.code == "saturated-case" and pruned.mean == pytest.approx(((a + 100) / 2 + (b + 100) / 2) / 2)
    assert pruned.scores == {"A": pytest.approx((a + 100) / 2), "B": pytest.approx((b + 100) / 2)}


def test_a_case_left_with_too_few_case_items_is_removed():
    the_case = case("c4", item("p1", "emotional_perception", 5), item("k1", "curiosity", 4), UNIVERSAL, CATASTROPHIC)
    decision = prune_case(the_case, verdicts(the_case, {"A": "1110", "B": "1010"}), case_saturation=101, min_case_items=2, drop_dead=False)
    assert decision.rejection.code == "too-few-items" and "1 case item(s) left" in decision.rejection.detail


def test_point_biserial_worked_by_hand():
    # x = 1,1,0,0 (mean .5), y = 80,60,40,20 (mean 50): sxy = 15+5+5+15 = 40, sxx = 1, syy = 2000.
    assert point_biserial([True, True, False, False], [80, 60, 40, 20]) == pytest.approx(40 / math.sqrt(2000))
    assert point_biserial([True, True], [80, 60]) is None  # no variation in the item


class Scores:
    """A stand-in for PilotVerdicts: fixed case scores per pilot."""

    def __init__(self, table: dict[str, list[float | None]]):
        self.table = table
        self.pilots = [f"P{i + 1}" for i in range(len(next(iter(table.values()))))]

    def case_scores(self, the_case: Case) -> dict[str, float | None]:
        return dict(zip(self.pilots, self.table[the_case.case_id], strict=True))


def test_split_by_threshold_ties_and_the_minimum_of_pilots_below():
    cases = [case("tie"), case("two-below"), case("one-below"), case("none-scored"), case("expert", expert="hard")]
    scores = Scores({"tie": [100, 0, 50], "two-below": [95, 45, 5], "one-below": [100, 40, 0], "none-scored": [None, None, None],
                     "expert": [90, 95, 100]})  # fmt: skip
    labels = {label.case_id: label for label in label_cases(cases, scores, SplitRule(hard_score=50))}
    assert labels["tie"].label == "normal" and labels["tie"].mean == 50  # below is strict
    assert labels["two-below"].label == "hard" and labels["two-below"].below == 2  # mean 48.3; 2 >= ceil(3/2)
    assert labels["one-below"].label == "hard" and labels["one-below"].below == 2  # 40 and 0
    assert (labels["none-scored"].label, labels["none-scored"].basis) == ("normal", "unjudged")
    assert (labels["expert"].label, labels["expert"].basis) == ("hard", "expert")
    strict = {lab.case_id: lab.label for lab in label_cases(cases, scores, SplitRule(hard_score=50, hard_min_pilots=3, use_expert=False))}
    assert strict == {"tie": "normal", "two-below": "normal", "one-below": "normal", "none-scored": "normal", "expert": "normal"}


def test_split_by_share_takes_the_lowest_and_counts_expert_labels():
    cases = [case(f"c{i}") for i in range(10)] + [case("e", expert="hard")]
    scores = Scores({**{f"c{i}": [10.0 * i, 10.0 * i] for i in range(10)}, "e": [99, 99]})
    labels = label_cases(cases, scores, SplitRule(hard_share=0.28))  # round(0.28 * 11) = 3 hard: e, c0, c1
    assert sorted(lab.case_id for lab in labels if lab.label == "hard") == ["c0", "c1", "e"]
    tied = [case("b"), case("a"), case("c")]
    labels = label_cases(tied, Scores({"a": [20, 20], "b": [20, 20], "c": [90, 90]}), SplitRule(hard_share=1 / 3))
    assert [lab.case_id for lab in labels if lab.label == "hard"] == ["a"]  # equal scores: the smaller case id first


def test_an_item_whose_evidence_the_judge_contradicts_is_flagged_and_kept():
    """k1: the synthesizer said pa shows it and pb does not; the judge found the opposite on
    both answers. k2: the evidence and the verdicts agree. The flag decides nothing."""
    from heartbench.evaluation.matrix import PilotVerdicts
    from heartbench.pilot.prune import EVIDENCE_MISMATCH, prune_case
    from heartbench.schema import Case, ItemEvidence, ItemVerdict, RubricItem, Turn, Verdict

    items = [RubricItem(item_id="c-k1", dimension="warmth", score=3, content="细则一", kind="case", evidence=ItemEvidence(hit=["pa"], miss=["pb"])),
             RubricItem(item_id="c-k2", dimension="curiosity", score=2, content="细则二", kind="case", evidence=ItemEvidence(hit=["pa"], miss=["pb"]))]  # fmt: skip
    case = Case(case_id="c", dialogue=[Turn(role="A", content="嗯")], rubric=items)
    hits = {"pa": (False, True), "pb": (True, False)}
    verdicts = PilotVerdicts([Verdict(case_id="c", model=m, judge="j", items=[ItemVerdict(item_id=i.item_id, hit=h) for i, h in zip(items, hs)])
                              for m, hs in hits.items()])  # fmt: skip
    decision = prune_case(case, verdicts, case_saturation=100, min_case_items=1, drop_dead=False)
    k1, k2 = decision.analysis
    assert EVIDENCE_MISMATCH in k1.flags and k1.evidence_mismatch == ["pa", "pb"]
    assert EVIDENCE_MISMATCH not in k2.flags and k2.evidence_mismatch == []
    assert [item.item_id for item in decision.case.rubric] == ["c-k1", "c-k2"]
