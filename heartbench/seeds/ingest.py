"""`seeds ingest`: files and folders → SeedDoc records in stages/seeds-ingest/.

The main process walks the inputs, detects encodings and cuts line files into chunks; worker
processes decode, parse, recognise dialogues and build the records; the main process writes
them in input order through `StageOutput` (resumable, published on completion).

A bad input (binary, empty, unreadable encoding, malformed line, missing column, over-long
line) is reported as one `file:line: problem` line through `on_problem`, recorded in
rejects.jsonl, and never stops the other inputs.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, NamedTuple

from pydantic import ConfigDict

from heartbench.errors import InputError, InputErrors
from heartbench.schema import SeedDoc
from heartbench.seeds.dialogue import detect_dialogue
from heartbench.seeds.readers import (
    FORMATS,
    LINE_FORMATS,
    FieldMap,
    InputFile,
    Problem,
    RawDoc,
    csv_rows,
    discover,
    jsonl_row,
    limited_lines,
    line_file_encoding,
    paragraphs,
    read_whole_file,
    too_long,
)
from heartbench.stages import Rejection, bar
from heartbench.stages.engine import Stage, StageContext, StageResult, run_stage
from heartbench.stages.executors import Executor, LocalExecutor
from heartbench.stages.output import StageStats
from heartbench.stages.parallel import default_jobs
from heartbench.textnorm import content_id
from heartbench.workspace import INTERNAL_NAMES, Workspace

STAGE = "seeds-ingest"
DEFAULT_KIND = {"html": "web", "txt": "book", "md": "book", "jsonl": "social", "csv": "social"}
CHUNK_ROWS = 1000
CHUNK_BYTES = 4 << 20
PARALLEL_MIN_BYTES = 8 << 20  # below this, worker start-up costs more than it saves


class IngestOptions(NamedTuple):
    fields: FieldMap = FieldMap()
    kind: str | None = None
    """Kind for every document that is not a recognised dialogue; None = by format."""
    split: str = "file"
    """`file`: one document per .txt/.md file; `paragraph`: one per blank-line-separated block."""
    encoding: str | None = None
    """Force an encoding instead of detecting it."""
    max_doc_bytes: int = 8 << 20
    lang: str = "zh"


def record_key(source: str, line: int | None) -> str:
    """Stable key of one input document (resume bookkeeping; also the clean stage's key)."""
    return source if line is None else f"{source}#{line}"


# Worker side -----------------------------------------------------------------------------
def _setup(options: IngestOptions) -> IngestOptions:
    return options


def build_doc(raw: RawDoc, options: IngestOptions, fmt: str, extra_meta: dict[str, Any]) -> dict[str, Any] | Problem:
    """A SeedDoc (as a dict) from raw text: dialogue recognition, kind, content id."""
    text = raw.text.replace("\r\n", "\n").replace("\r", "\n").strip()
    if not text:
        return Problem(raw.source, raw.line, "no text (empty after extraction), skipped")
    dialogue = detect_dialogue(text)
    meta = {**extra_meta, **raw.meta}
    if dialogue:
        meta["speakers"] = dialogue.speakers
    kind = raw.kind or ("dialogue" if dialogue else options.kind or DEFAULT_KIND[fmt])
    doc = SeedDoc(
        id=content_id(text), text=text, source=raw.source, line=raw.line, kind=kind,
        lang=raw.lang or options.lang, turns=dialogue.turns if dialogue else None, meta=meta,
    )  # fmt: skip
    return doc.model_dump(mode="json", exclude_none=True)


def _work(options: IngestOptions, task: tuple) -> list[tuple[str, Any]]:
    """Outcomes of one task, in order: ("doc", record dict) or ("problem", Problem)."""
    kind = task[0]
    if kind == "ready":
        return [("problem", problem) for problem in task[1]]
    if kind == "file":
        return list(_file_outcomes(task[1], options))
    if kind == "rows":
        _, fmt, meta, rows = task
        return [_outcome(row, options, fmt, meta) for row in rows]
    _, source, encoding, lines = task
    outcomes = []
    for number, raw in lines:
        row = jsonl_row(source, number, raw, encoding, options.fields)
        if row is not None:
            outcomes.append(_outcome(row, options, "jsonl", {"format": "jsonl", "encoding": encoding}))
    return outcomes


def _outcome(row: RawDoc | Problem, options: IngestOptions, fmt: str, meta: dict[str, Any]) -> tuple[str, Any]:
    built = row if isinstance(row, Problem) else build_doc(row, options, fmt, meta)
    return ("problem", built) if isinstance(built, Problem) else ("doc", built)


def _file_outcomes(item: InputFile, options: IngestOptions) -> Iterator[tuple[str, Any]]:
    read = read_whole_file(item, encoding=options.encoding, max_bytes=options.max_doc_bytes)
    if isinstance(read, Problem):
        yield "problem", read
        return
    text, meta = read
    whole = RawDoc(item.source, None, text)
    if options.split == "paragraph" and item.format == "txt" and not detect_dialogue(text.strip()):
        for line, block in paragraphs(text):
            yield _outcome(RawDoc(item.source, line, block), options, item.format, meta)
        return
    yield _outcome(whole, options, item.format, meta)


# Main side -------------------------------------------------------------------------------
def _tasks(files: list[InputFile], options: IngestOptions, advance: Callable[[int], None]) -> Iterator[tuple]:
    """Work units in input order; line files are cut into chunks here."""
    for item in files:
        encoding = line_file_encoding(item, options.encoding) if item.format in LINE_FORMATS else None
        if isinstance(encoding, Problem):
            yield ("ready", [encoding])
        elif item.format == "jsonl":
            yield from _jsonl_tasks(item, encoding, options, advance)
            continue
        elif item.format == "csv":
            yield from _csv_tasks(item, encoding, options)
        else:
            yield ("file", item)
        advance(_size(item.path))


def _jsonl_tasks(item: InputFile, encoding: str, options: IngestOptions, advance: Callable[[int], None]) -> Iterator[tuple]:
    chunk: list[tuple[int, bytes]] = []
    size = 0
    with open(item.path, "rb") as handle:
        for number, raw, length in limited_lines(handle, options.max_doc_bytes):
            advance(length)
            if raw is None:
                if chunk:
                    yield ("jsonl", item.source, encoding, chunk)
                    chunk, size = [], 0
                yield ("ready", [Problem(item.source, number, too_long(length, options.max_doc_bytes))])
                continue
            chunk.append((number, raw))
            size += length
            if len(chunk) >= CHUNK_ROWS or size >= CHUNK_BYTES:
                yield ("jsonl", item.source, encoding, chunk)
                chunk, size = [], 0
    if chunk:
        yield ("jsonl", item.source, encoding, chunk)


def _csv_tasks(item: InputFile, encoding: str, options: IngestOptions) -> Iterator[tuple]:
    """CSV records must be parsed in order (quoted fields span lines); workers build the docs."""
    meta = {"format": "csv", "encoding": encoding}
    chunk: list[RawDoc | Problem] = []
    for row in csv_rows(item, encoding, options.fields, options.max_doc_bytes):
        chunk.append(row)
        if len(chunk) >= CHUNK_ROWS:
            yield ("rows", "csv", meta, chunk)
            chunk = []
    if chunk:
        yield ("rows", "csv", meta, chunk)


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


class IngestStats(StageStats):
    """stats.json of `seeds ingest`."""

    model_config = ConfigDict(extra="forbid")

    files: int
    """Input files read."""
    documents: int
    """Documents found in them."""
    skipped_inputs: int
    """Inputs skipped (unreadable, not text), each warned about."""
    kinds: dict[str, int]
    """Documents by source kind (web, social, dialogue, book …)."""
    encodings: dict[str, int]
    """Files by detected text encoding."""
    jobs: int
    """Worker processes used."""


class IngestStage(Stage):
    """Files and folders → SeedDoc records; an input that cannot be read is a rejection."""

    name = STAGE
    stats_model = IngestStats
    version = 1

    def __init__(self, workspace: Workspace, paths: list[Path], options: IngestOptions, *, jobs: int | None,
                 on_problem: Callable[[Problem], None], executor: Executor | None = None):  # fmt: skip
        super().__init__(workspace)
        self.executor = executor or LocalExecutor()
        self.paths = paths
        self.files, self.problems = discover(paths, exclude=[workspace.root / name for name in INTERNAL_NAMES])
        self.options = options._replace(lang=workspace.config.language)
        self.jobs = jobs
        self.on_problem = on_problem

    def input_files(self) -> list[Path]:
        return [f.path for f in self.files]

    def settings(self) -> dict[str, Any]:
        return {"options": self.options._asdict(), "files": [f.source for f in self.files], "missing": [p.source for p in self.problems]}

    def run(self, ctx: StageContext) -> dict[str, Any]:
        total_bytes = sum(_size(f.path) for f in self.files)
        jobs = min(self.jobs or (default_jobs() if total_bytes >= PARALLEL_MIN_BYTES else 1), default_jobs())
        counts: Counter[str] = Counter()
        self.skipped: list[Problem] = []
        kinds: Counter[str] = Counter()
        encodings: Counter[str] = Counter()
        with bar("ingesting (bytes read)", total_bytes) as advance:
            for problem in self.problems:
                self._report(ctx, problem)
            tasks = _tasks(self.files, self.options, advance)
            for outcomes in self.executor.map(_work, tasks, setup=_setup, config=self.options, jobs=jobs):
                for what, value in outcomes:
                    if what == "problem":
                        self._report(ctx, value)
                        continue
                    counts["documents"] += 1
                    kinds[value["kind"]] += 1
                    encodings[value["meta"].get("encoding", "?")] += 1
                    key = record_key(value["source"], value.get("line"))
                    if not ctx.done(key):
                        ctx.keep(value, key)
        if counts["documents"] == 0:
            if not self.skipped:
                raise InputError(None, f"nothing to ingest: no {', '.join(sorted(set(FORMATS)))} files in {', '.join(map(str, self.paths))}")
            if len(self.skipped) == 1:  # the one input's problem is the whole story
                only = self.skipped[0]
                raise InputError(only.source, f"{only.problem}; nothing ingested", only.line)
            lines = [InputError(p.source, p.problem, p.line) for p in self.skipped]
            raise InputErrors([*lines, InputError(None, f"nothing ingested: all {len(lines)} input(s) skipped")])
        return {
            "files": len(self.files), "documents": counts["documents"], "skipped_inputs": len(self.skipped),
            "kinds": dict(kinds.most_common()), "encodings": dict(encodings.most_common()), "jobs": jobs,
        }  # fmt: skip

    def _report(self, ctx: StageContext, problem: Problem) -> None:
        self.skipped.append(problem)
        self.on_problem(problem)
        key = record_key(problem.source, problem.line)
        if not ctx.done(key):
            ctx.reject({"source": problem.source, "line": problem.line}, key, Rejection("input", problem.problem))


def ingest(
    workspace: Workspace,
    paths: list[Path],
    options: IngestOptions,
    *,
    jobs: int | None = None,
    on_problem: Callable[[Problem], None] = lambda problem: None,
    executor: Executor | None = None,
) -> StageResult:
    """Run the ingest stage; skips when the same inputs and options already ran to completion.
    The executor decides where the chunks are processed, never what the stage writes."""
    return run_stage(IngestStage(workspace, paths, options, jobs=jobs, on_problem=on_problem, executor=executor))
