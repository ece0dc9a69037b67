"""Regenerate v1_verdicts.jsonl: synthetic judge verdicts over the v1 release (ids only).

The file exercises every path of the `heartbench-v1` compat scorer: random hits, nulls,
short and long detail lists, empty detail (an unparsed reply), hits on the catastrophic
item, and cases with no verdict at all. Run from the repo root:

    python tests/evaluate/data/make_v1_verdicts.py ../shared/reference/heartbench-v1/question_all.jsonl
"""

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).with_name("v1_verdicts.jsonl")


def main(release: Path) -> None:
    rng = random.Random(20251221)
    cases = [json.loads(line) for line in release.read_text(encoding="utf-8").splitlines() if line]
    rows = []
    for model, hit_rate in (("model-a", 0.5), ("model-b", 0.8)):
        for case in cases:
            n = len(case["rubric"])
            roll = rng.random()
            if roll < 0.02:
                continue  # no verdict for this case
            detail: list[int | None] = [int(rng.random() < hit_rate) for _ in range(n)]
            if roll < 0.04:
                detail = []  # the judge reply could not be parsed
            elif roll < 0.08:
                detail = detail[: rng.randrange(1, n)]  # too short: compat pads with misses
            elif roll < 0.11:
                detail = detail + [1] * rng.randrange(1, 4)  # too long: compat cuts
            elif roll < 0.15:
                detail[rng.randrange(n)] = None  # unscored item: default mode leaves the case out
            rows.append({"question_id": case["question_id"], "model": model, "detail": detail})
    OUT.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    print(f"wrote {len(rows)} rows to {OUT}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
