"""Is the Normal → Hard decay a property of the cases, or of choosing them on the same answers?

A simulation with the kit's own functions (`prune_case`, `label_cases`, `split_report`, the
leaderboard) in which *no case is harder than another*: every case draws its items from the
same distribution, and each model's chance to pass an item depends only on the model and the
item. Pilots answer twice — the construction sample (prune and split decide on it) and the
held-out sample — and a `twin` with the very ability of the first pilot, never a pilot, answers
once. Since no case is really harder, an honest decay is about 0 %, and the twin scores what
the first pilot scores.

Printed: per pilot, the in-sample decay (what a stage reports when it scores the answers that
defined Hard), the held-out decay, the overall after pruning in-sample and held out, and the
twin's. Run from the repository root:

    .venv/bin/python benchmarks/held_out_decay.py [--cases 300] [--seeds 5]
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from heartbench.evaluation.matrix import PilotVerdicts  # noqa: E402
from heartbench.evaluation.samples import CONSTRUCTION, HELD_OUT  # noqa: E402
from heartbench.pilot.prune import prune_case  # noqa: E402
from heartbench.pilot.split import SplitRule, label_cases, split_report  # noqa: E402
from heartbench.schema import Case, ItemVerdict, RubricItem, Turn, Verdict  # noqa: E402

ABILITY = {"sim/pilot-a": 0.6, "sim/pilot-b": 0.2, "sim/pilot-c": -0.2}
TWIN = "sim/twin"  # the ability of pilot-a; never a pilot


class Outcome(NamedTuple):
    decay_in_sample: dict[str, float | None]
    decay_held_out: dict[str, float | None]
    overall_in_sample: dict[str, float | None]
    overall_held_out: dict[str, float | None]
    twin_overall: float | None
    figures_from: str
    hard_share: float


# Every case has these 8 items (weight, capability, difficulty), in its own order: no case is
# harder than another, so any decay a figure shows comes from how the cases were chosen.
TEMPLATE = ((4, "curiosity", -0.8), (3, "curiosity", 0.6), (5, "warmth", -0.3), (2, "warmth", 1.0),
            (4, "emotional_perception", 0.1), (6, "emotional_understanding", 0.9), (-3, "warmth", -0.2),
            (-5, "first_person", 0.4))  # fmt: skip


def _cases(rng: random.Random, count: int) -> tuple[list[Case], dict[str, float]]:
    """Cases made of TEMPLATE's items, shuffled per case, each item with its difficulty."""
    cases, difficulty = [], {}
    for number in range(count):
        case_id = f"sim{number:04d}"
        rubric = []
        for index, (weight, dimension, hardness) in enumerate(rng.sample(TEMPLATE, len(TEMPLATE))):
            item_id = f"{case_id}-{index:02d}"
            rubric.append(RubricItem(item_id=item_id, dimension=dimension, score=weight, content="模拟细则", kind="case"))
            difficulty[item_id] = hardness
        rubric.append(RubricItem(item_id=f"{case_id}-cat", dimension="catastrophic", score=1, content="模拟", kind="catastrophic"))
        cases.append(Case(case_id=case_id, dialogue=[Turn(role="A", content="模拟对话")], rubric=rubric))
    return cases, difficulty


def _answer(rng: random.Random, case: Case, model: str, difficulty: dict[str, float], sample: str) -> Verdict:
    """One draw of a model's answer, as the judge's hits: P(favourable) = logistic(ability − difficulty)."""
    ability = ABILITY.get(model, ABILITY["sim/pilot-a"])
    items = []
    for item in case.rubric:
        if item.kind == "catastrophic":
            hit = False
        else:
            favourable = rng.random() < 1 / (1 + math.exp(-(ability - difficulty[item.item_id]) * 1.5))
            hit = favourable if item.score > 0 else not favourable
        items.append(ItemVerdict(item_id=item.item_id, hit=hit, reason="模拟"))
    return Verdict(case_id=case.case_id, model=model, judge="sim/judge", items=items, sample=sample)


def simulate(seed: int, count: int = 300) -> Outcome:
    rng = random.Random(seed)
    cases, difficulty = _cases(rng, count)
    pilots = list(ABILITY)
    drawn = [_answer(rng, case, model, difficulty, sample) for sample in (CONSTRUCTION, HELD_OUT) for case in cases for model in pilots]
    construction, held_out = PilotVerdicts(drawn, sample=CONSTRUCTION), PilotVerdicts(drawn, sample=HELD_OUT)
    kept = []
    for case in cases:
        decision = prune_case(case, construction, case_saturation=80.0, min_case_items=4, drop_dead=False, held_out=held_out)
        if decision.rejection is None:
            kept.append(decision.case)
    labels = label_cases(kept, construction, SplitRule(hard_score=50.0))
    labelled = [case.model_copy(update={"difficulty": label.label}) for case, label in zip(kept, labels)]
    report = split_report(labelled, construction, held_out)
    twin = PilotVerdicts([_answer(rng, case, TWIN, difficulty, CONSTRUCTION) for case in labelled]).leaderboard(labelled)
    in_sample = construction.leaderboard(labelled)
    return Outcome(
        decay_in_sample={m: row["decay_in_sample"] for m, row in report["pilots"].items()},
        decay_held_out={m: row["decay_held_out"] for m, row in report["pilots"].items()},
        overall_in_sample={m: score.overall for m, score in in_sample.models.items()},
        overall_held_out={m: row["all"] for m, row in report["pilots"].items()},
        twin_overall=twin.models[TWIN].overall,
        figures_from=report["figures_from"],
        hard_share=sum(case.difficulty == "hard" for case in labelled) / len(labelled),
    )


def _pct(value: float | None) -> str:
    return "—" if value is None else f"{value:+.1f}%"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=300)
    parser.add_argument("--seeds", type=int, default=5)
    args = parser.parse_args()
    print(f"{args.cases} cases, pilots {', '.join(f'{m} (ability {a:+.1f})' for m, a in ABILITY.items())}; no case is harder than another\n")
    print(f"{'seed':>4}  {'pilot':<12} {'decay in-sample':>16} {'decay held out':>15} {'overall in-sample':>18} {'held out':>9}")
    gaps = []
    for seed in range(args.seeds):
        outcome = simulate(seed, args.cases)
        for model in ABILITY:
            print(f"{seed:>4}  {model:<12} {_pct(outcome.decay_in_sample[model]):>16} {_pct(outcome.decay_held_out[model]):>15} "
                  f"{outcome.overall_in_sample[model]:>18.1f} {outcome.overall_held_out[model]:>9.1f}")  # fmt: skip
        gaps.append(outcome.twin_overall - outcome.overall_in_sample["sim/pilot-a"])
        print(f"      twin of pilot-a (never a pilot): {outcome.twin_overall:.1f}; Hard share {outcome.hard_share:.0%}")
    in_sample = [d for s in range(args.seeds) for d in simulate(s, args.cases).decay_in_sample.values() if d is not None]
    held_out = [d for s in range(args.seeds) for d in simulate(s, args.cases).decay_held_out.values() if d is not None]
    print(f"\nmean decay: in-sample {statistics.fmean(in_sample):+.1f}% (range {min(in_sample):+.1f} … {max(in_sample):+.1f}), "
          f"held out {statistics.fmean(held_out):+.1f}% (range {min(held_out):+.1f} … {max(held_out):+.1f})")  # fmt: skip
    print(f"twin minus pilot-a in-sample overall: mean {statistics.fmean(gaps):+.1f} points")


if __name__ == "__main__":
    main()
