"""Scale benchmark for `seeds ingest` + `seeds clean`.

    /work/venv/bin/python benchmarks/seeds_scale.py N [--jobs J] [--keep DIR] [--seed S]
        [--executor local|datatrove-local|local,datatrove-local] [--tasks T] [--workers W]
    /work/venv/bin/python benchmarks/seeds_scale.py N --compare-minhash

Generates N synthetic short Chinese documents (word salad drawn from jieba's dictionary by
frequency, with scene keywords sprinkled in) as JSONL shards, plants near duplicates (copies
of earlier documents with a few character edits, at every similarity from ~0.6 to 1.0),
exact duplicates and some spam/too-short documents, then runs ingest and clean in-process and
prints: wall time per stage, documents/s, peak RSS (main + workers, sampled, and the
kernel's per-process maxima) and near-duplicate recall among planted pairs whose exact
character 5-gram Jaccard is ≥ the workspace threshold (0.8).

`--compare-minhash` instead times signatures for N generated documents with datasketch
(`MinHash.bulk`, the same 5-grams and 128 permutations) and with `heartbench.seeds.minhash`,
and checks both estimate the exact Jaccard equally well on planted pairs.

With `--executor local,datatrove-local` the corpus is generated once and run on each executor
in its own workspace; the last line says whether the kept documents are byte-identical.

Targets (issue 4): N = 1,000,000 in ≤ 10 min on 2 cores, RSS ≤ 4 GB, recall ≥ 0.95.
"""

from __future__ import annotations

import argparse
import bisect
import json
import os
import random
import resource
import shutil
import sys
import tempfile
import threading
import time
from itertools import accumulate
from pathlib import Path

import psutil

from heartbench.seeds.clean import CleanOptions, clean
from heartbench.seeds.ingest import IngestOptions, ingest
from heartbench.seeds.minhash import jaccard, shingles
from heartbench.seeds.readers import FieldMap
from heartbench.standard import load_standard
from heartbench.textnorm import clean_text, dedup_text
from heartbench.workspace import Workspace

NEAR_SHARE = 0.05
EXACT_SHARE = 0.01
JUNK_SHARE = 0.01
SHARDS = 8


class Generator:
    def __init__(self, seed: int):
        import jieba

        self.rng = random.Random(seed)
        words, weights = [], []
        dictionary = Path(jieba.__file__).parent / "dict.txt"
        for line in dictionary.read_text(encoding="utf-8").splitlines():
            word, freq, *_ = line.split(" ")
            if all("\u4e00" <= ch <= "\u9fff" for ch in word):
                words.append(word)
                weights.append(int(freq))
        top = sorted(range(len(words)), key=lambda i: -weights[i])[:30000]
        self.words = [words[i] for i in top]
        self.cumulative = list(accumulate(weights[i] ** 0.6 for i in top))  # flatter than Zipf
        self.keywords = [k for p in load_standard().scenes for s in p.secondary for k in s.keywords]

    def word(self) -> str:
        return self.words[bisect.bisect(self.cumulative, self.rng.random() * self.cumulative[-1])]

    def document(self) -> str:
        sentences = []
        for _ in range(self.rng.randint(2, 6)):
            words = [self.word() for _ in range(self.rng.randint(4, 10))]
            if self.rng.random() < 0.5:
                words.insert(self.rng.randrange(len(words)), self.rng.choice(self.keywords))
            sentences.append("".join(words) + self.rng.choice("，。。？！"))
        return "".join(sentences)

    def near_copy(self, text: str) -> str:
        chars = list(text)
        for _ in range(self.rng.choice([1, 1, 1, 2, 2, 3, 4])):
            position = self.rng.randrange(len(chars))
            action = self.rng.random()
            if action < 0.6:
                chars[position] = self.word()[0]
            elif action < 0.8:
                chars.insert(position, self.word()[0])
            elif len(chars) > 20:
                del chars[position]
        return "".join(chars)


def similarity(a: str, b: str) -> float:
    return jaccard(shingles(dedup_text(clean_text(a)[0])), shingles(dedup_text(clean_text(b)[0])))


def generate(n: int, folder: Path, seed: int) -> dict[str, float]:
    """Write N documents; returns {"shard:line" of each planted near copy: its Jaccard to the original}."""
    gen = Generator(seed)
    rng = gen.rng
    planted: dict[str, float] = {}
    recent: list[str] = []  # originals a later copy may come from
    handles = [open(folder / f"shard-{i}.jsonl", "w", encoding="utf-8") for i in range(SHARDS)]
    lines = [0] * SHARDS
    for index in range(n):
        shard = index * SHARDS // n  # consecutive shards: input order = generation order
        roll = rng.random()
        if roll < NEAR_SHARE and recent:
            original = rng.choice(recent)
            text = gen.near_copy(original)
            planted_similarity = similarity(original, text)
        elif roll < NEAR_SHARE + EXACT_SHARE and recent:
            text, planted_similarity = rng.choice(recent), None
        elif roll < NEAR_SHARE + EXACT_SHARE + JUNK_SHARE:
            text, planted_similarity = rng.choice(["哈哈", "加我微信 abc12345 日赚500 兼职刷单", "好"]), None
        else:
            text, planted_similarity = gen.document(), None
            if len(recent) < 50000:
                recent.append(text)
            else:
                recent[rng.randrange(len(recent))] = text
        handles[shard].write(json.dumps({"content": text}, ensure_ascii=False) + "\n")
        lines[shard] += 1
        if planted_similarity is not None:
            planted[f"{folder.as_posix()}/shard-{shard}.jsonl:{lines[shard]}"] = planted_similarity
    for handle in handles:
        handle.close()
    return planted


class PeakRss:
    """Samples the RSS of this process plus its children every 0.2 s."""

    def __init__(self) -> None:
        self.peak = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        me = psutil.Process()
        while not self._stop.is_set():
            total = me.memory_info().rss
            for child in me.children(recursive=True):
                try:
                    total += child.memory_info().rss
                except psutil.Error:
                    pass
            self.peak = max(self.peak, total)
            self._stop.wait(0.2)

    def __enter__(self) -> PeakRss:
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._thread.join()


def _cpu_seconds() -> float:
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def compare_minhash(n: int, seed: int) -> None:
    import numpy as np
    from datasketch import MinHash

    from heartbench.seeds.minhash import MinHasher, estimate_jaccard

    gen = Generator(seed)
    texts = [dedup_text(clean_text(gen.document())[0]) for _ in range(n)]
    pairs = [(t, dedup_text(clean_text(gen.near_copy(t))[0])) for t in texts[:2000]]
    clock = time.perf_counter()
    bulk = MinHash.bulk([[t[i : i + 5].encode() for i in range(max(1, len(t) - 4))] for t in texts], num_perm=128)
    datasketch_us = (time.perf_counter() - clock) / n * 1e6
    hasher = MinHasher()
    clock = time.perf_counter()
    hasher.signatures(texts)
    ours_us = (time.perf_counter() - clock) / n * 1e6
    errors: dict[str, list[float]] = {"datasketch": [], "numpy": []}
    for a, b in pairs:
        exact = jaccard(shingles(a), shingles(b))
        ma, mb = (MinHash(num_perm=128) for _ in range(2))
        ma.update_batch([a[i : i + 5].encode() for i in range(max(1, len(a) - 4))])
        mb.update_batch([b[i : i + 5].encode() for i in range(max(1, len(b) - 4))])
        errors["datasketch"].append(ma.jaccard(mb) - exact)
        sig = hasher.signatures([a, b])
        errors["numpy"].append(estimate_jaccard(sig[0], sig[1]) - exact)
    print(f"signatures of {n:,} documents: datasketch MinHash.bulk {datasketch_us:.0f} µs/doc, "
          f"heartbench.seeds.minhash {ours_us:.0f} µs/doc ({datasketch_us / ours_us:.1f}x)")
    print(f"memory: {len(bulk)} LeanMinHash objects vs one {n}×128 uint32 array ({n * 128 * 4 / 1e6:.0f} MB), "
          f"or {n}×21 uint64 band hashes ({n * 21 * 8 / 1e6:.0f} MB) kept by the clean stage")
    for name, values in errors.items():
        print(f"{name:<10} estimate − exact Jaccard on {len(values)} near pairs: mean {np.mean(values):+.4f}, sd {np.std(values):.4f}")


def run_one(name: str, root: Path, corpus: Path, planted: dict[str, float], args) -> bytes:
    """Ingest + clean on one executor in a new workspace; prints the figures; returns the kept records."""
    from heartbench.stages.executors import make_executor

    ws = Workspace.init(root / f"ws-{name}", name="scale")
    executor = make_executor(name, ws.root / ".scale", tasks=args.tasks, workers=args.workers)
    threshold = ws.config.thresholds.near_duplicate_similarity
    load_before = os.getloadavg()[0]
    cpu_before = _cpu_seconds()
    with PeakRss() as rss:
        clock = time.perf_counter()
        ingested = ingest(ws, [corpus], IngestOptions(fields=FieldMap(text="content")), jobs=args.jobs, executor=executor)
        ingest_seconds = time.perf_counter() - clock
        clock = time.perf_counter()
        cleaned = clean(ws, CleanOptions(), jobs=args.jobs, executor=executor)
        clean_seconds = time.perf_counter() - clock
    cpu = _cpu_seconds() - cpu_before

    near_dropped: dict[str, float] = {}
    with open(ws.stage_dir("seeds-clean") / "rejects.jsonl", encoding="utf-8") as handle:
        for line in handle:
            row = json.loads(line)
            if row["reason"].startswith(("near-duplicate:", "exact-duplicate:")):
                near_dropped[f"{row['source']}:{row['line']}"] = row["meta"]["similarity"]
    above = [key for key, sim in planted.items() if sim >= threshold]
    found = sum(key in near_dropped for key in above)
    below_dropped = sum(key in near_dropped for key, sim in planted.items() if sim < threshold)
    unplanted = sum(key not in planted for key in near_dropped) - 0  # includes planted exact copies
    total = ingest_seconds + clean_seconds
    self_max = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e6
    child_max = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1e6

    print(f"executor               {name}" + (f" (tasks {args.tasks}, workers {args.workers})" if name != "local" else ""))
    print(f"documents              {args.n:,} (ingested {ingested.stats['documents']:,}, kept {cleaned.stats['documents_out']:,})")
    print(f"ingest                 {ingest_seconds:7.1f} s  {args.n / ingest_seconds:9,.0f} docs/s")
    print(f"clean                  {clean_seconds:7.1f} s  {args.n / clean_seconds:9,.0f} docs/s  {cleaned.stats['seconds']}")
    print(f"ingest + clean         {total:7.1f} s  {args.n / total:9,.0f} docs/s  (jobs {cleaned.stats['jobs']}, cores {psutil.cpu_count()})")
    print(f"CPU time               {cpu:7.1f} s  {cpu / args.n * 1e6:9,.0f} µs/doc (main + workers; "
          f"load average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after: other users share the cores)")
    print(f"peak RSS (sampled)     {rss.peak / 1e9:7.2f} GB  main + workers")
    print(f"max RSS per process    {self_max:7.2f} GB main, {child_max:.2f} GB largest worker")
    print(f"near-dup recall        {found / max(1, len(above)):.4f}  ({found:,} of {len(above):,} planted pairs with Jaccard >= {threshold})")
    print(f"planted < {threshold} dropped   {below_dropped:,} of {len(planted) - len(above):,}")
    print(f"other duplicate drops  {unplanted:,} (planted exact copies and chance twins)")
    print(f"near-dup LSH           {cleaned.stats['near_duplicate']}")
    print("filters                " + ", ".join(f"{f['filter']} -{f['dropped']:,}" for f in cleaned.stats["filters"]))
    return (ws.stage_dir("seeds-clean") / "records.jsonl").read_bytes()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("n", type=int, help="number of documents")
    parser.add_argument("--jobs", type=int, default=None, help="worker processes (default: all cores)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--keep", type=Path, help="keep the workspace in this folder")
    parser.add_argument("--compare-minhash", action="store_true", help="only compare MinHash implementations")
    parser.add_argument("--executor", default="local", help="local, datatrove-local, or both comma-separated (then the kept sets are compared)")
    parser.add_argument("--tasks", type=int, default=4, help="datatrove tasks per stage")
    parser.add_argument("--workers", type=int, default=-1, help="datatrove tasks at once (-1: all)")
    args = parser.parse_args()
    if args.compare_minhash:
        return compare_minhash(args.n, args.seed)

    root = Path(tempfile.mkdtemp(prefix="seeds-scale-")) if args.keep is None else args.keep
    corpus = root / "corpus"
    corpus.mkdir(parents=True, exist_ok=True)
    clock = time.perf_counter()
    planted = generate(args.n, corpus, args.seed)
    print(f"generated {args.n:,} documents ({sum(p.stat().st_size for p in corpus.iterdir()) / 1e6:.0f} MB) "
          f"with {len(planted):,} planted near copies in {time.perf_counter() - clock:.0f} s", flush=True)

    kept: dict[str, bytes] = {}
    for name in args.executor.split(","):
        kept[name] = run_one(name, root, corpus, planted, args)
    if len(kept) > 1:
        same = len(set(kept.values())) == 1
        print(f"same kept documents    {'yes' if same else 'NO'}: seeds-clean records.jsonl byte-identical across {', '.join(kept)}")
    if args.keep is None:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
