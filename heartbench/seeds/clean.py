"""`seeds clean`: normalise, filter, deduplicate and scene-tag stages/seeds-ingest → stages/seeds-clean.

Three passes, built for millions of short documents on a few cores:

1. Per document, in worker processes (streamed in chunks): Unicode/whitespace/boilerplate
   clean-up, quality filters, content hash, MinHash band hashes, offline scene tags. The main
   process appends each cleaned record to a spool file and keeps only compact arrays (one
   64-bit hash and `bands` 64-bit band hashes per document). Pass 1 is checkpointed in
   `.work/`, so a rerun after a crash in the later passes does not redo it.
2. Deduplication over the arrays (see `heartbench.seeds.dedup`), reading texts back from the
   spool only to confirm candidates.
3. The spool is streamed into records.jsonl / rejects.jsonl through `StageOutput`.

The model scene tagger is not part of this stage: it may only see anonymised text, and this
stage runs before `seeds anonymize` (see `heartbench.seeds.tag`).
"""

from __future__ import annotations

import json
import os
import shutil
import time
from collections import Counter
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np
from pydantic import ConfigDict, ValidationError

from heartbench.errors import InputError
from heartbench.jsonio import naming, validation_problem, write_text
from heartbench.schema import SeedDoc, Turn, merge_turns
from heartbench.seeds.dedup import Duplicate, exact_duplicates, near_duplicates, sharded_candidate_pairs
from heartbench.seeds.filters import ChineseShareFilter, DenyListFilter, LengthFilter, RepetitionFilter, SpamFilter
from heartbench.seeds.ingest import record_key
from heartbench.seeds.minhash import MinHasher, band_hashes, band_layout, shingles
from heartbench.seeds.tagger import SceneTagger
from heartbench.stages import FilterChain, Rejection, StageOutput, bar
from heartbench.stages.engine import Stage, StageContext, StageResult, run_stage
from heartbench.stages.executors import Executor, LocalExecutor
from heartbench.stages.output import StageStats
from heartbench.stages.parallel import default_jobs
from heartbench.stages.staleness import STANDARD
from heartbench.standard import PrimaryScene
from heartbench.textnorm import clean_text, content_id, dedup_text
from heartbench.workspace import Workspace

STAGE = "seeds-clean"
CHUNK_LINES = 500
SPOOL = "docs.spool"
PARALLEL_MIN_BYTES = 4 << 20
FILTER_NAMES = ("length", "chinese-share", "repetition", "spam", "deny-list")


class CleanOptions(NamedTuple):
    t2s: bool = False
    """Convert Traditional to Simplified Chinese (OpenCC t2s)."""
    min_chars: int = 10
    max_chars: int = 20_000
    min_chinese_share: float = 0.5
    min_compression_ratio: float = 0.3
    max_duplicate_line_share: float = 0.3
    spam_min_markers: int = 2
    deny_terms: tuple[str, ...] = ()
    near_duplicate_similarity: float = 0.8
    """From bench.toml thresholds.near_duplicate_similarity."""
    num_perm: int = 128
    shingle: int = 5
    max_tags: int = 3


# Pass 1: per-document work (worker processes) ---------------------------------------------
class _WorkerConfig(NamedTuple):
    options: CleanOptions
    scenes: tuple[PrimaryScene, ...]
    bands: int
    rows: int


class _Worker(NamedTuple):
    config: _WorkerConfig
    chain: FilterChain
    tagger: SceneTagger
    hasher: MinHasher


class _Chunk(NamedTuple):
    records: list[bytes]
    """Cleaned records as JSON lines."""
    reasons: list[Rejection | None]
    """Filter verdict per record (None = kept)."""
    hashes: np.ndarray
    """uint64 content hash per record kept by the filters."""
    bands: np.ndarray
    """(kept, bands) uint64 LSH band hashes per record kept by the filters."""
    boilerplate_lines: int
    problem: tuple[int, str] | None = None
    """(line, what is wrong) when an input record is not a valid SeedDoc."""


def build_filters(options: CleanOptions) -> FilterChain:
    return FilterChain([
        LengthFilter(options.min_chars, options.max_chars),
        ChineseShareFilter(options.min_chinese_share),
        RepetitionFilter(options.min_compression_ratio, options.max_duplicate_line_share),
        SpamFilter(options.spam_min_markers),
        DenyListFilter(options.deny_terms),
    ])  # fmt: skip


def _setup(config: _WorkerConfig) -> _Worker:
    options = config.options
    return _Worker(config, build_filters(options), SceneTagger(config.scenes, max_tags=options.max_tags),
                   MinHasher(options.num_perm, options.shingle))  # fmt: skip


def clean_doc(doc: SeedDoc, t2s: bool) -> tuple[SeedDoc, int]:
    """The document with clean text (and turns) and the id of the clean text."""
    text, removed = clean_text(doc.text, t2s=t2s)
    turns = doc.turns
    if turns:
        cleaned = [Turn(role=t.role, content=c) for t in turns if (c := clean_text(t.content, t2s=t2s)[0])]
        turns = merge_turns(cleaned) or None
    return doc.model_copy(update={"text": text, "id": content_id(text), "turns": turns}), removed


def _clean_chunk(worker: _Worker, lines: list[tuple[int, bytes]]) -> _Chunk:
    options = worker.config.options
    records, reasons, hashes, kept_texts = [], [], [], []
    boilerplate = 0
    for number, line in lines:
        try:
            doc = SeedDoc.model_validate_json(line)
        except ValidationError as exc:
            return _Chunk([], [], np.zeros(0, np.uint64), np.zeros((0, 0), np.uint64), 0, (number, validation_problem(exc)))
        doc, removed = clean_doc(doc, options.t2s)
        boilerplate += removed
        reason = worker.chain(doc)
        if reason is None:
            doc.scenes = worker.tagger.tag(doc.text)
            hashes.append(int(doc.id, 16))
            kept_texts.append(dedup_text(doc.text))
        reasons.append(reason)
        records.append(doc.model_dump_json(exclude_none=True).encode("utf-8") + b"\n")
    bands = band_hashes(worker.hasher.signatures(kept_texts), worker.config.bands, worker.config.rows)
    return _Chunk(records, reasons, np.array(hashes, dtype=np.uint64), bands, boilerplate)


def _chunks(path: Path, size: int):
    chunk: list[tuple[int, bytes]] = []
    with open(path, "rb") as handle:
        for number, line in enumerate(handle, start=1):
            if line.strip():
                chunk.append((number, line))
                if len(chunk) >= size:
                    yield chunk
                    chunk = []
    if chunk:
        yield chunk


# The spool: cleaned records on disk, read back by number -----------------------------------
class _Pass1(NamedTuple):
    offsets: np.ndarray
    """int64, documents + 1 byte offsets into the spool."""
    eligible: np.ndarray
    """int64 numbers of the documents kept by the filters, ascending."""
    hashes: np.ndarray
    bands: np.ndarray
    reasons: dict[int, Rejection]
    boilerplate_lines: int


class _Spool:
    def __init__(self, path: Path, offsets: np.ndarray):
        self.offsets = offsets
        self._fd = os.open(path, os.O_RDONLY)

    def record(self, number: int) -> dict[str, Any]:
        start, end = int(self.offsets[number]), int(self.offsets[number + 1])
        return json.loads(os.pread(self._fd, end - start, start))

    def close(self) -> None:
        os.close(self._fd)


def _run_pass1(source: Path, work: Path, config: _WorkerConfig, jobs: int, total: int, executor: Executor) -> _Pass1:
    offsets, reasons, hashes, bands = [np.zeros(1, dtype=np.int64)], {}, [], []
    eligible: list[np.ndarray] = []
    position = number = boilerplate = 0
    with naming(work / SPOOL), open(work / SPOOL, "wb") as spool, bar("cleaning", total) as advance:
        for chunk in executor.map(_clean_chunk, _chunks(source, CHUNK_LINES), setup=_setup, config=config, jobs=jobs):
            if chunk.problem:
                raise InputError(source, chunk.problem[1], chunk.problem[0])
            sizes = np.fromiter((len(r) for r in chunk.records), dtype=np.int64, count=len(chunk.records))
            spool.writelines(chunk.records)
            offsets.append(position + np.cumsum(sizes))
            position += int(sizes.sum())
            kept = [number + i for i, reason in enumerate(chunk.reasons) if reason is None]
            reasons.update((number + i, r) for i, r in enumerate(chunk.reasons) if r is not None)
            eligible.append(np.array(kept, dtype=np.int64))
            hashes.append(chunk.hashes)
            bands.append(chunk.bands)
            boilerplate += chunk.boilerplate_lines
            number += len(chunk.records)
            advance(len(chunk.records))
    result = _Pass1(
        np.concatenate(offsets), np.concatenate(eligible) if eligible else np.zeros(0, dtype=np.int64),
        np.concatenate(hashes) if hashes else np.zeros(0, dtype=np.uint64),
        np.concatenate(bands) if bands else np.zeros((0, config.bands), dtype=np.uint64), reasons, boilerplate,
    )  # fmt: skip
    with naming(work / "pass1.npz"):
        np.savez(work / "pass1.npz", offsets=result.offsets, eligible=result.eligible, hashes=result.hashes, bands=result.bands)
    checkpoint = {"reasons": {n: list(r) for n, r in reasons.items()}, "boilerplate_lines": boilerplate}
    write_text(work / "reasons.json", json.dumps(checkpoint, ensure_ascii=False))
    return result


def _load_pass1(work: Path) -> _Pass1:
    arrays = np.load(work / "pass1.npz")
    extra = json.loads((work / "reasons.json").read_text(encoding="utf-8"))
    reasons = {int(k): Rejection(*v) for k, v in extra["reasons"].items()}
    return _Pass1(arrays["offsets"], arrays["eligible"], arrays["hashes"], arrays["bands"], reasons, extra["boilerplate_lines"])


def _pass1(source: Path, work: Path, fp: str, config: _WorkerConfig, jobs: int, total: int, executor: Executor) -> _Pass1:
    """Pass 1, or its checkpoint from an interrupted run with the same fingerprint."""
    manifest = work / "pass1.done"
    if manifest.is_file() and manifest.read_text(encoding="utf-8") == fp:
        return _load_pass1(work)
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    try:
        result = _run_pass1(source, work, config, jobs, total, executor)
        write_text(manifest, fp)
    except BaseException:  # an unfinished pass 1 is never resumed, only redone: free its spool (a full disk)
        shutil.rmtree(work, ignore_errors=True)
        raise
    return result


# Pass 2: deduplication ---------------------------------------------------------------------
def _deduplicate(p1: _Pass1, spool: _Spool, options: CleanOptions, executor: Executor, jobs: int) -> tuple[dict[int, Duplicate], dict[int, Duplicate], dict[str, Any]]:
    def text(number: int) -> str:
        return spool.record(number)["text"]

    exact = exact_duplicates(p1.hashes, p1.eligible, lambda a, b: text(a) == text(b))
    unique = ~np.isin(p1.eligible, np.fromiter(exact, dtype=np.int64, count=len(exact)))
    pairs = sharded_candidate_pairs(p1.bands[unique], p1.eligible[unique], executor, jobs)
    with bar("near-duplicate check", None) as advance:
        near = near_duplicates(
            pairs, lambda n: shingles(dedup_text(text(n)), options.shingle), options.near_duplicate_similarity, on_progress=advance,
        )  # fmt: skip
    return exact, near.duplicates, {"candidate_pairs": near.candidate_pairs, "compared": near.compared}


def _twin_reason(code: str, dup: Duplicate, spool: _Spool) -> tuple[Rejection, str]:
    """The rejection naming the kept twin (id, file:line, similarity), and the twin's id."""
    twin = spool.record(dup.twin)
    where = record_key(twin["source"], twin.get("line")).replace("#", ":")
    if code == "exact-duplicate":
        return Rejection(code, f"same text as {twin['id']} ({where})"), twin["id"]
    return Rejection(code, f"Jaccard {dup.similarity:.2f} with {twin['id']} ({where})"), twin["id"]


# The stage -------------------------------------------------------------------------------
class CleanStats(StageStats):
    """stats.json of `seeds clean`."""

    model_config = ConfigDict(extra="forbid")

    documents_in: int
    """Documents read from ingest."""
    documents_out: int
    """Documents kept."""
    filters: list[dict[str, Any]]
    """Per filter, in order: documents it removed."""
    scenes: dict[str, Any]
    """Scene mix of the kept documents: tagger, untagged, counts by primary and secondary scene."""
    near_duplicate: dict[str, Any]
    """MinHash settings (similarity, shingle, permutations, bands × rows) and what they found."""
    boilerplate_lines_removed: int
    """Lines removed as boilerplate."""
    t2s: bool
    """Whether traditional characters were converted to simplified."""
    jobs: int
    """Worker processes used."""
    seconds: dict[str, float]
    """Wall time per pass."""


class CleanStage(Stage):
    """Normalise, filter, deduplicate and scene-tag the ingested seeds."""

    name = STAGE
    config_reads = ("thresholds.near_duplicate_similarity", STANDARD)
    stats_model = CleanStats
    version = 1

    def __init__(self, workspace: Workspace, options: CleanOptions, *, jobs: int | None = None, executor: Executor | None = None):
        super().__init__(workspace)
        self.executor = executor or LocalExecutor()
        self.options = options._replace(near_duplicate_similarity=workspace.config.thresholds.near_duplicate_similarity)
        self.scenes = tuple(workspace.standard.scenes)
        self.jobs = jobs

    def settings(self) -> dict[str, Any]:
        return {"options": self.options._asdict(), "scenes": [s.model_dump() for s in self.scenes]}

    def run(self, ctx: StageContext) -> dict[str, Any]:
        source, options, work = self.source, self.options, _work_dir(ctx.out)
        bands, rows = band_layout(options.near_duplicate_similarity, options.num_perm)
        jobs = self.jobs or (default_jobs() if source.stat().st_size >= PARALLEL_MIN_BYTES else 1)
        seconds: dict[str, float] = {}
        clock = time.perf_counter()
        config = _WorkerConfig(options, self.scenes, bands, rows)
        p1 = _pass1(source, work, ctx.out.fingerprint, config, jobs, _count_lines(source), self.executor)
        seconds["per_document"] = time.perf_counter() - clock
        spool = _Spool(work / SPOOL, p1.offsets)
        try:
            clock = time.perf_counter()
            exact, near, near_stats = _deduplicate(p1, spool, options, self.executor, jobs)
            seconds["deduplicate"] = time.perf_counter() - clock
            clock = time.perf_counter()
            scenes_seen = _write(ctx, p1, exact, near, spool)
            seconds["write"] = time.perf_counter() - clock
        finally:
            spool.close()
        documents = len(p1.offsets) - 1
        return {
            "documents_in": documents,
            "documents_out": documents - len(p1.reasons) - len(exact) - len(near),
            "filters": _filter_table(documents, p1.reasons, len(exact), len(near)),
            "scenes": scenes_seen,
            "near_duplicate": {"similarity": options.near_duplicate_similarity, "shingle": options.shingle,
                               "num_perm": options.num_perm, "bands": bands, "rows": rows, **near_stats},
            "boilerplate_lines_removed": p1.boilerplate_lines, "t2s": options.t2s, "jobs": jobs,
            "seconds": {k: round(v, 2) for k, v in seconds.items()},
        }  # fmt: skip


def clean(workspace: Workspace, options: CleanOptions, *, jobs: int | None = None, executor: Executor | None = None) -> StageResult:
    """Run the clean stage; skips when the same ingest output and options already ran."""
    stage = CleanStage(workspace, options, jobs=jobs, executor=executor)
    result = run_stage(stage)
    shutil.rmtree(result.outputs / ".work", ignore_errors=True)
    return result


def _write(ctx: StageContext, p1: _Pass1, exact: dict[int, Duplicate], near: dict[int, Duplicate], spool: _Spool) -> dict[str, Any]:
    """Stream the spool into the stage files; returns the scene mix of the kept documents."""
    primary: Counter[str] = Counter()
    secondary: Counter[str] = Counter()
    untagged = 0
    total = len(p1.offsets) - 1
    with open(_work_dir(ctx.out) / SPOOL, "rb") as handle, bar("writing", total) as advance:
        for number, line in enumerate(handle):
            advance(1)
            row = json.loads(line)
            key = record_key(row["source"], row.get("line"))
            reason = p1.reasons.get(number)
            for name, found in (("exact-duplicate", exact), ("near-duplicate", near)):
                if reason is None and number in found:
                    reason, twin_id = _twin_reason(name, found[number], spool)
                    row["meta"] = {**row.get("meta", {}), "duplicate_of": twin_id, "similarity": round(found[number].similarity, 4)}
            if reason is None:
                if row["scenes"]:
                    primary[row["scenes"][0].split("/")[0]] += 1
                    secondary[row["scenes"][0]] += 1
                else:
                    untagged += 1
            if ctx.done(key):
                continue
            if reason is None:
                ctx.keep(row, key)
            else:
                ctx.reject(row, key, reason)
    return {"tagger": "keywords", "untagged": untagged, "primary": dict(primary.most_common()),
            "secondary": dict(secondary.most_common())}  # fmt: skip


def _work_dir(out: StageOutput) -> Path:
    """Pass-1 checkpoint and spool; removed once the stage is published."""
    return out.dir / ".work"


def _filter_table(documents: int, reasons: dict[int, Rejection], exact: int, near: int) -> list[dict[str, Any]]:
    dropped = Counter(reason.code for reason in reasons.values())
    table, remaining = [], documents
    for name, count in [*((n, dropped[n]) for n in FILTER_NAMES), ("exact-duplicate", exact), ("near-duplicate", near)]:
        table.append({"filter": name, "in": remaining, "dropped": count, "out": remaining - count})
        remaining -= count
    return table


def _count_lines(path: Path) -> int:
    count = 0
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 22), b""):
            count += block.count(b"\n")
    return count
