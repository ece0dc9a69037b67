"""PII anonymiser: recall per type, precision, untouched clean passages, and speed.

    /work/venv/bin/python benchmarks/pii_eval.py [--docs 4000] [--no-stage] [--show-errors]

1. Quality on the labelled sets in tests/seeds/data/ (synthetic people, every value invented):
   `pii_testset.jsonl` (written first; the recognisers were developed against it) and
   `pii_holdout.jsonl` (written afterwards; its first, untuned run is quoted in the report).
   Recall counts a gold entity as found when a prediction of the same type covers it
   ("exact" also requires the same span). Precision counts a prediction as right when it
   overlaps a gold entity of its type. Clean passages (dates, ages, prices, durations,
   counts, no personal data) must come out of `anonymize` unchanged.
2. False alarms on real counselling text: the dialogue turns of the public HeartBench v1
   release in ../shared (when present) hold no personal data of real users, so every
   entity found there is a false alarm or a public/fictional figure.
3. Speed: `Anonymizer.anonymize` in this process on documents of 100-300 characters
   (passages of the test set joined), then the `seeds anonymize` stage end to end
   (temporary workspace, worker start-up included) with 1 job and with all cores.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DATA = REPO / "tests" / "seeds" / "data"
V1 = REPO.parent / "shared" / "reference" / "heartbench-v1" / "question_all.jsonl"


def quality(show_errors: bool) -> None:
    from heartbench.seeds.pii import STRUCTURED_TYPES, Anonymizer
    from heartbench.seeds.pii.evaluation import evaluate, load_labelled

    anonymizer = Anonymizer()
    for name in ("pii_testset.jsonl", "pii_holdout.jsonl"):
        report = evaluate(load_labelled(DATA / name), anonymizer)
        print(f"\n== {name}")
        print(f"{'type':<18}{'gold':>6}{'recall':>9}{'exact':>8}{'pred':>6}{'precision':>11}")
        for entity_type, score in report.per_type.items():
            print(f"{entity_type:<18}{score.gold:>6}{score.recall:>9.3f}{score.exact_recall:>8.3f}{score.predicted:>6}{score.precision:>11.3f}")
        for label, total in (("structured", report.total(STRUCTURED_TYPES)), ("all types", report.total())):
            print(f"{label:<18}{total.gold:>6}{total.recall:>9.3f}{total.exact_recall:>8.3f}{total.predicted:>6}{total.precision:>11.3f}")
        print(f"clean passages unchanged: {report.clean_unchanged}/{report.clean_total} = {report.clean_unchanged_share:.3f}")
        if show_errors:
            for passage_id, entity in report.misses:
                print(f"  miss {passage_id}: {entity.type} {entity.text}")
            for passage_id, entity in report.false_positives:
                print(f"  false alarm {passage_id}: {entity.type} {entity.text} ({entity.score})")


def v1_false_alarms() -> None:
    from heartbench.seeds.pii import Anonymizer

    if not V1.is_file():
        print(f"\n(HeartBench v1 not found at {V1}: false-alarm check skipped)")
        return
    turns = [turn["content"] for line in V1.open(encoding="utf-8") for turn in json.loads(line)["dialogue"]]
    anonymizer = Anonymizer()
    found = [entity for turn in turns for entity in anonymizer.analyze(turn)]
    print(f"\n== HeartBench v1 dialogue turns: {len(turns)} turns, {sum(map(len, turns))} characters")
    print(f"entities flagged: {len(found)} {dict(Counter(e.type for e in found))}")
    print("flagged values:", ", ".join(f"{e.type}:{e.text}" for e in found))


def sample_docs(count: int, seed: int = 7) -> list[str]:
    """Documents of 100-300 characters made of test-set passages (personal data included)."""
    passages = [json.loads(line)["text"] for name in ("pii_testset.jsonl", "pii_holdout.jsonl") for line in (DATA / name).open(encoding="utf-8")]
    rng = random.Random(seed)
    docs: list[str] = []
    while len(docs) < count:
        doc = "".join(rng.sample(passages, rng.randint(2, 6)))
        if 100 <= len(doc) <= 300:
            docs.append(doc)
    return docs


def speed_in_process(docs: list[str], startup: float) -> None:
    from heartbench.seeds.pii import Anonymizer

    print(f"\n== speed\nengine start-up (jieba dictionary, spaCy, presidio; once per process): {startup:.2f} s")
    anonymizer = Anonymizer()
    clock = time.perf_counter()
    for index, doc in enumerate(docs):
        anonymizer.anonymize(doc, seed=index)
    seconds = time.perf_counter() - clock
    chars = sum(map(len, docs)) / len(docs)
    print(f"Anonymizer.anonymize, 1 process: {len(docs)} docs (mean {chars:.0f} chars) in {seconds:.1f} s = {len(docs) / seconds:.0f} docs/s")


def speed_stage(docs: list[str], jobs: int) -> None:
    from heartbench.schema import SeedDoc
    from heartbench.seeds.anonymize import anonymize
    from heartbench.stages import StageOutput
    from heartbench.workspace import Workspace

    with tempfile.TemporaryDirectory() as tmp:
        ws = Workspace.init(Path(tmp) / "ws", name="bench")
        with StageOutput(ws.stage_dir("seeds-clean"), "bench") as out:
            for index, text in enumerate(docs):
                out.keep(SeedDoc(id=f"doc{index:07d}", text=text, source="bench.jsonl", line=index + 1), f"doc{index:07d}")
            out.finish({})
        clock = time.perf_counter()
        result = anonymize(ws, jobs=jobs)
        seconds = time.perf_counter() - clock
    print(f"seeds anonymize stage, {jobs} job(s): {len(docs)} docs in {seconds:.1f} s = {len(docs) / seconds:.0f} docs/s "
          f"(with PII: {result.stats['documents_with_pii']})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--docs", type=int, default=4000, help="documents for the speed runs")
    parser.add_argument("--no-stage", action="store_true", help="skip the stage runs (in-process speed only)")
    parser.add_argument("--show-errors", action="store_true", help="list misses and false alarms")
    args = parser.parse_args()
    clock = time.perf_counter()
    from heartbench.seeds.pii import warm_up

    warm_up()
    startup = time.perf_counter() - clock
    quality(args.show_errors)
    v1_false_alarms()
    docs = sample_docs(args.docs)
    speed_in_process(docs[: min(len(docs), 1000)], startup)
    if not args.no_stage:
        from heartbench.seeds.parallel import default_jobs

        speed_stage(docs, 1)
        speed_stage(docs, default_jobs())
    sys.stdout.flush()


if __name__ == "__main__":
    main()
