"""`seeds anonymize`: stages/seeds-clean → stages/seeds-anonymize, personal data replaced.

Every document (its text and, for transcripts, its turns) goes through the Chinese PII
analyzer; each entity is replaced by a surrogate that is consistent within the document
(the same name always becomes the same invented name, in the text and in every turn).

The original → surrogate table of each document is written only under the workspace's
`private/` folder (`private/pii-mappings/records.jsonl`, one `PiiMapping` per document id),
never into a stage output, a log or a release. Surrogates are drawn from a generator seeded
with a secret kept in `private/pii-salt` and the document id, so a rerun reproduces them
and nobody without the private folder can recompute them from the text.

The build stage's leak gate reads them to reject model output that repeats an original.
"""

from __future__ import annotations

import hashlib
import hmac
import itertools
import os
import secrets
import sys
from collections import Counter
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, NamedTuple

from pydantic import ConfigDict

from heartbench.errors import InputError
from heartbench.jsonio import read_jsonl, write_text
from heartbench.pii.engine import DEFAULT_THRESHOLD, Anonymizer, Entity, warm_up
from heartbench.pii.mappings import MAPPINGS
from heartbench.pii.surrogates import SurrogateMap
from heartbench.schema import MappedEntity, PiiMapping, SeedDoc, Turn
from heartbench.stages import StageOutput, bar
from heartbench.stages.engine import Stage, StageContext, StageResult, run_stage
from heartbench.stages.executors import Executor, LocalExecutor
from heartbench.stages.output import StageStats
from heartbench.stages.parallel import default_jobs
from heartbench.workspace import Workspace, read_records

STAGE = "seeds-anonymize"
SALT_FILE = "pii-salt"
CHUNK_DOCS = 64
PARALLEL_MIN_DOCS = 1000  # below this, starting worker processes (each loads the LAC model) costs more than it saves


class _Config(NamedTuple):
    threshold: float
    salt: str


class _Done(NamedTuple):
    doc: dict[str, Any]
    mapping: dict[str, Any]
    counts: dict[str, int]


# Per document ---------------------------------------------------------------------------------
def anonymize_doc(doc: SeedDoc, anonymizer: Anonymizer, seed: str) -> tuple[SeedDoc, PiiMapping, Counter[str]]:
    """The document with its text and turns anonymised, its private mapping, and the number
    of entities found per type."""
    entities = anonymizer.analyze(doc.text)
    found = list(entities)  # what is counted: the text, turns not found in it, meta, source
    mapping = SurrogateMap()
    text, _ = anonymizer.anonymize(doc.text, mapping, entities=entities, seed=seed)
    turns = None
    if doc.turns is not None:
        turns = []
        for turn, (turn_entities, fresh) in zip(doc.turns, _turn_entities(doc, entities, anonymizer), strict=True):
            content, _ = anonymizer.anonymize(turn.content, mapping, entities=turn_entities, seed=seed)
            turns.append(Turn(role=turn.role, content=content))
            if fresh:
                found.extend(turn_entities)
    meta = _anonymize_value(doc.meta, anonymizer, mapping, seed, found)
    # a file name can name its writer (张伟的日记.txt): the source travels into stage outputs
    source = _anonymize_value(doc.source, anonymizer, mapping, seed, found)
    counts = Counter(entity.type for entity in found)
    types = {entity.text: entity.type for entity in found}
    private = PiiMapping(
        id=doc.id,
        entities=[MappedEntity(type=types[original], original=original, surrogate=surrogate) for original, surrogate in mapping.items()],
    )
    meta = {**meta, "pii_entities": dict(sorted(counts.items()))} if counts else meta
    return doc.model_copy(update={"text": text, "turns": turns, "meta": meta, "source": source}), private, counts


def _anonymize_value(value: Any, anonymizer: Anonymizer, mapping: dict[str, str], seed: str, found: list[Entity]) -> Any:
    """Strings anywhere in `meta` (titles, speaker labels such as "小林（来访者）", mapped
    fields), keys included, anonymised with the document's mapping."""
    if isinstance(value, str):
        entities = anonymizer.analyze(value)
        found.extend(entities)
        return anonymizer.anonymize(value, mapping, entities=entities, seed=seed)[0]
    if isinstance(value, dict):
        return {
            _anonymize_value(key, anonymizer, mapping, seed, found): _anonymize_value(item, anonymizer, mapping, seed, found)
            for key, item in value.items()
        }
    if isinstance(value, list):
        return [_anonymize_value(item, anonymizer, mapping, seed, found) for item in value]
    return value


def _strings_in(value: Any) -> Iterator[str]:
    """The strings `_anonymize_value` analyses in `value`: keys and items, at any depth."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _strings_in(key)
            yield from _strings_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings_in(item)


def _turn_entities(doc: SeedDoc, entities: list[Entity], anonymizer: Anonymizer) -> Iterator[tuple[list[Entity], bool]]:
    """Entities of each turn, and whether they were analysed afresh: taken from the analysis
    of the text when the turn appears in it verbatim (ingest builds the text from the turns),
    otherwise analysed on their own."""
    cursor = 0
    for turn in doc.turns or []:
        start = doc.text.find(turn.content, cursor)
        end = start + len(turn.content)
        crossing = start >= 0 and any(e.start < end and start < e.end and not (start <= e.start and e.end <= end) for e in entities)
        if start < 0 or crossing:
            yield anonymizer.analyze(turn.content), True
            continue
        cursor = end
        yield [e._replace(start=e.start - start, end=e.end - start) for e in entities if start <= e.start and e.end <= end], False


def document_seed(salt: str, doc_id: str) -> str:
    """The per-document seed of the surrogate generator: secret, stable across reruns."""
    return hmac.new(salt.encode(), doc_id.encode(), hashlib.sha256).hexdigest()


# Worker side ---------------------------------------------------------------------------------
def _setup(config: _Config) -> tuple[Anonymizer, str]:
    warm_up()
    return Anonymizer(config.threshold), config.salt


def _anonymize_chunk(worker: tuple[Anonymizer, str], rows: list[dict[str, Any]]) -> list[_Done]:
    anonymizer, salt = worker
    # every string a document's analysis will ask for: its text (a transcript's turns are found in it,
    # `_turn_entities`), its source and the strings of its meta
    anonymizer.prepare(
        string for row in rows for string in (row["text"], row.get("source") or "", *_strings_in(row.get("meta") or {}))
    )
    done = []
    for row in rows:
        doc = SeedDoc.model_validate(row)
        new_doc, mapping, counts = anonymize_doc(doc, anonymizer, document_seed(salt, doc.id))
        done.append(_Done(new_doc.model_dump(mode="json"), mapping.model_dump(mode="json"), dict(counts)))
    return done


# The stage -----------------------------------------------------------------------------------
class AnonymizeStats(StageStats):
    """stats.json of `seeds anonymize`."""

    model_config = ConfigDict(extra="forbid")

    documents: int
    """Documents anonymised."""
    documents_with_pii: int
    """Documents in which at least one value was replaced."""
    entities: dict[str, int]
    """Values replaced, by entity type."""
    threshold: float
    """The detector score threshold used."""
    jobs: int
    """Worker processes used."""


class AnonymizeStage(Stage):
    """Personal data in the cleaned seeds replaced by consistent surrogates; the private
    original → surrogate tables go to `private/pii-mappings`."""

    name = STAGE
    stats_model = AnonymizeStats
    version = 2  # bump when recognisers or surrogates change in a way that should rerun the stage
    private_outputs = (MAPPINGS,)

    def __init__(self, workspace: Workspace, *, jobs: int | None = None, threshold: float = DEFAULT_THRESHOLD,
                 executor: Executor | None = None):  # fmt: skip
        super().__init__(workspace)
        self.executor = executor or LocalExecutor()
        self.jobs = jobs
        self.threshold = threshold

    def settings(self) -> dict[str, Any]:
        return {"threshold": self.threshold}

    def run(self, ctx: StageContext) -> dict[str, Any]:
        source, private = self.source, ctx.private[MAPPINGS]
        total = sum(1 for _ in read_jsonl(source, allow_empty=True))
        jobs = self.jobs or (default_jobs() if total >= PARALLEL_MIN_DOCS else 1)
        config = _Config(self.threshold, _salt(self.ws))
        with bar("anonymising", total) as advance:
            entity_counts, documents_with_pii = _resumed_counts(ctx.out)
            advance(len(ctx.out.done_keys))
            todo = (doc.model_dump(mode="json") for doc in read_records(source, SeedDoc, allow_empty=True) if not ctx.done(doc.id))
            for results in self.executor.map(_anonymize_chunk, _batched(todo, CHUNK_DOCS), setup=_setup, config=config, jobs=jobs):
                for done in results:
                    if done.mapping["id"] not in private.done_keys:  # written before the record, so a crash between redoes both
                        private.keep(done.mapping, done.mapping["id"])
                    ctx.keep(done.doc, done.doc["id"])
                    entity_counts.update(done.counts)
                    documents_with_pii += bool(done.counts)
                advance(len(results))
        return {
            "documents": total,
            "documents_with_pii": documents_with_pii,
            "entities": dict(sorted(entity_counts.items())),
            "threshold": self.threshold,
            "jobs": jobs,
        }


def anonymize(workspace: Workspace, *, jobs: int | None = None, threshold: float = DEFAULT_THRESHOLD,
              executor: Executor | None = None) -> StageResult:  # fmt: skip
    """Run the stage; skips when the same cleaned seeds and settings already ran."""
    return run_stage(AnonymizeStage(workspace, jobs=jobs, threshold=threshold, executor=executor))


def _resumed_counts(out: StageOutput) -> tuple[Counter[str], int]:
    """Entity counts of the documents an interrupted run already wrote (an opened
    `StageOutput` kept them because it resumes that run)."""
    counts: Counter[str] = Counter()
    documents = 0
    for row in out.written_rows():
        found = row.get("meta", {}).get("pii_entities") or {}
        counts.update(found)
        documents += bool(found)
    return counts, documents


def _batched(items: Iterable[Any], size: int) -> Iterator[list[Any]]:
    iterator = iter(items)
    while chunk := list(itertools.islice(iterator, size)):
        yield chunk


def _salt(workspace: Workspace) -> str:
    """The workspace's surrogate secret, created on first use (private, never exported)."""
    path = workspace.open_private_dir() / SALT_FILE
    if not path.is_file():
        write_text(path, secrets.token_hex(32) + "\n")
        os.chmod(path, 0o600)
    try:
        salt = path.read_text(encoding="utf-8").strip()
    except UnicodeDecodeError:
        raise InputError(path, "not UTF-8 text; restore the workspace's salt from a backup (surrogates depend on it)") from None
    if len(salt) < 16:  # an empty or truncated secret makes surrogates guessable and different from earlier runs
        raise InputError(path, f"the surrogate secret is {'empty' if not salt else f'{len(salt)} characters'}; restore it from "
                               "a backup, or delete the file to start anonymisation over with a new one")  # fmt: skip
    return salt


# `seeds pii` ------------------------------------------------------------------------------------
PASSAGE_LIMIT_BYTES = 1_000_000
"""`seeds pii` checks a passage at about 10,000 characters a second; a corpus goes through
`seeds ingest` and `seeds anonymize`, which split it into documents and use every core."""


def read_passage(source: str) -> tuple[str, str]:
    """Text to check from a file path or `-` (stdin), and a name for messages."""
    name = "<stdin>" if source == "-" else source
    path = Path(source)
    if source != "-" and path.exists() and not (path.is_file() or path.is_dir()):
        raise InputError(name, "not a regular file (a named pipe, socket or device)")
    try:
        raw = sys.stdin.buffer.read(PASSAGE_LIMIT_BYTES + 1) if source == "-" else _read_head(path, PASSAGE_LIMIT_BYTES + 1)
    except FileNotFoundError:
        raise InputError(name, "file not found") from None
    except IsADirectoryError:
        raise InputError(name, "is a folder, expected a text file") from None
    if len(raw) > PASSAGE_LIMIT_BYTES:
        size = f"{path.stat().st_size / 1e6:.1f} MB" if source != "-" else "more than 1 MB"
        raise InputError(name, f"{size} is over the 1 MB a passage check takes; for a corpus, run `heartbench seeds ingest` "
                               "and `heartbench seeds anonymize`")  # fmt: skip
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise InputError(name, f"not UTF-8 text (byte {exc.start})", line) from None
    if not text.strip():
        raise InputError(name, "no text to check")
    return text, name


def _read_head(path: Path, size: int) -> bytes:
    with open(path, "rb") as handle:
        return handle.read(size)
