"""Cost of the judge-human agreement statistics, ours against scikit-learn's, and of a full import.

    python benchmarks/agreement_stats.py [--pairs 90] [--raters 3]

Prints per-call times of Cohen's kappa and macro-F1 (our 2x2-table versions and scikit-learn's,
which the tests hold ours to) and the time of `agreement_report` with 1,000 case-bootstrap
resamples on a synthetic study (9 items a pair, raters who agree with a hidden truth 85 % of the time).
"""

from __future__ import annotations

import argparse
import random
import time
import timeit

from heartbench.evaluate.agreement.stats import RatedItem, agreement_report, cohen_vs_majority, macro_f1


def synthetic(pairs: int, raters: int, seed: int = 1) -> list[RatedItem]:
    rng = random.Random(seed)
    items = []
    for p in range(pairs):
        for k in range(9):
            truth = rng.random() < 0.45
            judge = truth if rng.random() < 0.87 else not truth
            calls = tuple(int(truth if rng.random() < 0.85 else not truth) for _ in range(raters))
            items.append(RatedItem(f"P{p}", f"c{p // 2}", f"m{p % 2}", f"i{k}", "", "warmth", "positive", int(judge), "", calls))
    return items


def per_call_ms(function, repeat: int = 200) -> float:
    return timeit.timeit(function, number=repeat) / repeat * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=90)
    parser.add_argument("--raters", type=int, default=3)
    args = parser.parse_args()
    items = synthetic(args.pairs, args.raters)
    truth = [i.majority or 0 for i in items]
    judged = [i.judge for i in items]
    rows = [("Cohen's kappa, ours", per_call_ms(lambda: cohen_vs_majority(items))),
            ("macro-F1, ours", per_call_ms(lambda: macro_f1(truth, judged)))]  # fmt: skip
    try:
        from sklearn.metrics import cohen_kappa_score, f1_score

        rows += [("Cohen's kappa, scikit-learn", per_call_ms(lambda: cohen_kappa_score(judged, truth))),
                 ("macro-F1, scikit-learn", per_call_ms(lambda: f1_score(truth, judged, average="macro", labels=[0, 1], zero_division=0.0)))]  # fmt: skip
    except ImportError:
        print("scikit-learn not installed (pip install -e '.[test]'): no comparison")
    print(f"{len(items)} items ({args.pairs} pairs x 9), {args.raters} raters")
    for name, ms in rows:
        print(f"  {name:<30} {ms:8.3f} ms a call")
    start = time.perf_counter()
    report = agreement_report(items, [f"rater-{r + 1}" for r in range(args.raters)])
    elapsed = time.perf_counter() - start
    print(f"agreement_report with {report['bootstrap']['resamples']} resamples: {elapsed:.2f} s")
    for row in report["headline"]:
        print(f"  {row['label']}: {row['value']}  {row['ci95']}")


if __name__ == "__main__":
    main()
