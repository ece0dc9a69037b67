"""Backtest of the learned tagger against the rules, on sets neither had seen.

    python benchmarks/pii_tagger_backtest.py [--round 700] [--tune-until 750] [--last 797]

The rules of round R (taken from git history: the commit whose subject starts "Round R (PII)") were tuned on the
test part of that round; the sets written after it (from R+4 on: R+1 to R+3 were its held-out sets) are new to
them. A tagger trained on that same test part (`pii_train.train`, today's features) has not seen them either. So
on those sets both the rules of round R, the tagger, and the two together are measured out of sample:

* the tuning part (R+4 to `--tune-until`) is where the tagger's confidence floor and filters were chosen;
* the locked part (the rest, to `--last`) was not looked at while choosing them: only its figures were read.

The rules' predictions are those of round R's code, run in a subprocess from an export of that commit. The
tagger's spans pass its own filters (`learned.names_between`, `learned.addresses`) but not the person
recogniser's checks of today, which were tuned on these sets. "Tagger alone" is every span it reports (its
organisations and schools too), "what it may add" what passes its filters. "Covered" means a prediction of the gold's type
covers it (as in pii_eval); a clean passage is unchanged when nothing is predicted in it.
Takes about five minutes (three of them training).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tarfile
import tempfile
from collections import Counter
from io import BytesIO
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from pii_eval import DATA, REPO

_DUMP = """
import json, sys
from pathlib import Path
sys.path.insert(0, "benchmarks")
from pii_eval import TEST_PART
from heartbench.pii.engine import Anonymizer
from heartbench.pii.evaluation import load_labelled
anonymizer, found = Anonymizer(), {}
for name in json.loads(sys.argv[1]):
    for passage in load_labelled(Path(sys.argv[2]) / name):
        found[passage.id] = [(e.type, e.start, e.end) for e in anonymizer.analyze(passage.text)]
print(json.dumps({"test_part": list(TEST_PART), "found": found}))
"""


def round_commit(number: int) -> str:
    log = subprocess.run(["git", "log", "--format=%H %s", "--grep", f"^Round {number} (PII)"], cwd=REPO,
                         capture_output=True, text=True, check=True).stdout.split("\n")
    commits = [line.split(" ", 1)[0] for line in log if line]
    if not commits:
        raise SystemExit(f"no commit of round {number} in this repository's history (a shallow clone?)")
    return commits[-1]


def rules_of_round(commit: str, names: list[str]) -> dict:
    """Round `commit`'s test part and its predictions on `names`, from that commit's code."""
    archive = subprocess.run(["git", "archive", commit, "heartbench", "benchmarks/pii_eval.py"], cwd=REPO,
                             capture_output=True, check=True).stdout
    with tempfile.TemporaryDirectory() as folder:
        with tarfile.open(fileobj=BytesIO(archive)) as tar:
            tar.extractall(folder, filter="data")
        output = subprocess.run([sys.executable, "-c", _DUMP, json.dumps(names), str(DATA)], cwd=folder,
                                env={**os.environ, "PYTHONPATH": folder}, capture_output=True, text=True, check=False)
        if output.returncode:
            raise SystemExit(f"round {commit[:7]}'s rules failed:\n{output.stderr[-2000:]}")
        return json.loads(output.stdout)


def tagger_predictions(model: Path, names: list[str]) -> tuple[dict, dict]:
    """The tagger's own spans of every passage, and what its filters let it add to the rules."""
    from heartbench.pii import learned
    from heartbench.pii.engine import tag
    from heartbench.pii.evaluation import load_labelled
    from heartbench.pii.textnorm import analysis_view

    tagger = learned.LearnedTagger(str(model))
    alone, added = {}, {}
    with learned.in_use(tagger):  # the filters below ask the shared one
        for name in names:
            for passage in load_labelled(DATA / name):
                view = analysis_view(passage.text)
                tokens = tag(view)
                alone[passage.id] = [(s.type, s.start, s.end) for s in tagger.spans(view, tokens)]
                names_found = [(learned.PERSON, s.start, s.end) for s in learned.names_between(view, tokens, [])]
                added[passage.id] = names_found + [(f.type, f.start, f.end) for f in learned.addresses(view, tokens)]
    return alone, added


def score(names: list[str], found: dict) -> str:
    from heartbench.pii.evaluation import load_labelled

    gold, covered = Counter(), Counter()
    predicted = right = clean = unchanged = 0
    for name in names:
        for passage in load_labelled(DATA / name):
            spans = found.get(passage.id, [])
            for entity in passage.entities:
                gold[entity.type] += 1
                covered[entity.type] += any(t == entity.type and s <= entity.start and entity.end <= e for t, s, e in spans)
            predicted += len(spans)
            right += sum(any(g.type == t and g.start < e and s < g.end for g in passage.entities) for t, s, e in spans)
            clean += not passage.entities
            unchanged += not passage.entities and not spans

    def share(kind: str) -> str:
        return f"{covered[kind] / gold[kind]:.3f} of {gold[kind]}" if gold[kind] else "-"

    total = sum(gold.values())
    return (f"all {sum(covered.values()) / total:.3f} of {total} | names {share('PERSON')} | addresses {share('CN_ADDRESS')} | "
            f"organisations {share('ORGANIZATION')} | precision {right / max(predicted, 1):.3f} | clean unchanged {unchanged}/{clean}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--round", type=int, default=700)
    parser.add_argument("--tune-until", type=int, default=750)
    parser.add_argument("--last", type=int, default=797)
    args = parser.parse_args()
    import pii_train

    parts = {
        f"tuning part ({args.round + 4}-{args.tune_until})": [f"pii_heldout_{n}.txt" for n in range(args.round + 4, args.tune_until + 1)],
        f"locked part ({args.tune_until + 1}-{args.last})": [f"pii_heldout_{n}.txt" for n in range(args.tune_until + 1, args.last + 1)],
    }
    every = [name for names in parts.values() for name in names]
    commit = round_commit(args.round)
    print(f"rules of round {args.round}: commit {commit[:7]}")
    old = rules_of_round(commit, every)
    if set(old["test_part"]) & set(every):
        raise SystemExit("the measured sets overlap round's test part: choose --round lower")
    with tempfile.TemporaryDirectory() as folder:
        pii_train.train(Path(folder), tuple(old["test_part"]))
        alone, tagger = tagger_predictions(Path(folder) / "learned_tagger.crfsuite", every)
    rules = {key: [tuple(span) for span in spans] for key, spans in old["found"].items()}
    together = {key: rules.get(key, []) + tagger.get(key, []) for key in rules.keys() | tagger.keys()}
    for label, names in parts.items():
        print(f"\n== {label}, {len(names)} sets")
        for name, found in (("rules", rules), ("tagger alone", alone), ("what it may add", tagger), ("rules + tagger", together)):
            print(f"  {name:<16}{score(names, found)}")


if __name__ == "__main__":
    main()
