"""The ledger: every model call, in one SQLite file (a workspace's `ledger.sqlite`, or one in
an `--out` folder).

* `calls` — one row per successful request, keyed by `LLMRequest.key()`: request (canonical +
  meta), response, token usage, estimated cost, stage, case, model, time, attempts, latency.
  `get(key)` serves a repeated request without a call, so a rerun never pays twice. Each row is
  committed as soon as its call completes: a crash loses only calls still in flight.
* `failures` — failed calls (after retries), for reporting; never served as replies.
* `unusable` — replies a role could not use (unparsable JSON after its re-asks), with the
  problem: the runner then asks for a fresh sample on a later run (`LLMRequest.resample`),
  and keeps the old reply beside it. `calls.truncated` marks replies cut off at the token limit.
* `batches` / `batch_items` — submitted Anthropic Message Batches, so a rerun resumes polling
  instead of submitting again.

WAL mode: other processes (`heartbench ledger stats`) read while a run writes. One connection
serves the whole process; a lock makes each method atomic if threads share it. No API key is
ever written here: requests are stored as canonical JSON and error texts are scrubbed by the
providers.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import shutil
import sqlite3
import threading
import time
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import NamedTuple

from heartbench.errors import InputError
from heartbench.llm.prices import PriceTable
from heartbench.llm.types import LLMRequest, LLMResponse

SCHEMA_VERSION = 2
SCHEMA = """
CREATE TABLE IF NOT EXISTS calls (
    key TEXT PRIMARY KEY,
    model TEXT NOT NULL,
    stage TEXT,
    task TEXT,
    case_id TEXT,
    subject TEXT,
    request TEXT NOT NULL,
    response TEXT NOT NULL,
    input_tokens INTEGER NOT NULL,
    output_tokens INTEGER NOT NULL,
    cache_creation_tokens INTEGER NOT NULL,
    cache_read_tokens INTEGER NOT NULL,
    cost_usd REAL NOT NULL,
    priced INTEGER NOT NULL,
    via TEXT NOT NULL,
    attempts INTEGER NOT NULL,
    latency_s REAL,
    run_id TEXT,
    created_at REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS calls_run ON calls(run_id);
CREATE TABLE IF NOT EXISTS failures (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    key TEXT NOT NULL,
    model TEXT NOT NULL,
    stage TEXT,
    task TEXT,
    case_id TEXT,
    subject TEXT,
    reason TEXT NOT NULL,
    error TEXT NOT NULL,
    attempts INTEGER NOT NULL,
    run_id TEXT,
    created_at REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS failures_key ON failures(key);
CREATE TABLE IF NOT EXISTS unusable (
    key TEXT PRIMARY KEY,
    problem TEXT NOT NULL,
    created_at REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS batches (
    batch_id TEXT PRIMARY KEY,
    provider TEXT NOT NULL,
    size INTEGER NOT NULL,
    status TEXT NOT NULL,
    created_at REAL NOT NULL,
    ended_at REAL
);
CREATE TABLE IF NOT EXISTS batch_items (
    key TEXT NOT NULL,
    batch_id TEXT NOT NULL REFERENCES batches(batch_id),
    request TEXT NOT NULL,
    PRIMARY KEY (key, batch_id)
);
"""


CALL_COLUMNS = (
    "key, model, stage, task, case_id, subject, request, response, input_tokens, output_tokens,"
    " cache_creation_tokens, cache_read_tokens, cost_usd, priced, via, attempts, latency_s, run_id, created_at, truncated"
)


class StatsRow(NamedTuple):
    stage: str
    model: str
    calls: int
    input_tokens: int
    output_tokens: int
    cache_creation_tokens: int
    cache_read_tokens: int
    cost_usd: float
    unpriced_calls: int


class FailureRow(NamedTuple):
    stage: str
    model: str
    reason: str
    calls: int
    """Distinct requests that failed and have not succeeded since."""


class CallUsage(NamedTuple):
    """Tokens and estimated cost of one stored call."""

    model: str
    task: str | None
    input_tokens: int
    output_tokens: int
    cost_usd: float
    priced: bool



def _nearly_full(folder: Path) -> bool:
    """Under 1 MiB free where the ledger lives (what SQLite's write ahead log needs to grow)."""
    try:
        return shutil.disk_usage(folder).free < 1 << 20
    except OSError:
        return False

class LedgerDigest(NamedTuple):
    entries: int
    """Keys found in the ledger."""
    missing: int
    """Keys not in the ledger (a release built from a ledger that lost calls)."""
    sha256: str
    """Digest of the found entries' keys, requests and replies."""


class Ledger:
    def __init__(self, path: Path, *, prices: PriceTable | None = None, readonly: bool = False):
        self.path = Path(path)
        self.prices = prices or PriceTable.load()
        self._lock = threading.Lock()
        if readonly and not self.path.is_file():
            raise InputError(self.path, "ledger not found" if not self.path.exists() else "not a ledger file")
        if self.path.is_file() and self.path.stat().st_size == 0:  # not a new ledger: a damaged one, or a copy that failed
            raise InputError(self.path, "the ledger is an empty file; restore it from a backup, or delete it to start a new "
                                        "ledger (every call it held is then sent and paid for again)")  # fmt: skip
        sidecars = [Path(f"{self.path}{suffix}") for suffix in ("-wal", "-shm", "-journal")]
        present = [sidecar.exists() for sidecar in sidecars]
        try:
            with self._access():
                self._open(readonly)
        except InputError:
            if hasattr(self, "_db"):
                self._db.close()
            for sidecar, existed in zip(sidecars, present):  # sqlite's own files for a file it then refused
                if not existed:
                    sidecar.unlink(missing_ok=True)
            raise

    def _open(self, readonly: bool) -> None:
        if readonly:
            self._db = sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro", uri=True, check_same_thread=False)
            tables = {row[0] for row in self._db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            if "calls" not in tables:
                raise sqlite3.DatabaseError("an SQLite database without the ledger's tables")
            self._resampling = "unusable" in tables  # a version 1 ledger, read only: nothing marked
        else:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.path, check_same_thread=False, timeout=30.0)
            self._db.execute("PRAGMA journal_mode=WAL")
            # NORMAL in WAL mode: a committed row survives a process crash (not a power cut).
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.executescript(SCHEMA)
            self._resampling = True
            columns = {row[1] for row in self._db.execute("PRAGMA table_info(calls)")}
            if "truncated" not in columns:  # a version 1 ledger: every reply it holds stays valid
                self._db.execute("ALTER TABLE calls ADD COLUMN truncated INTEGER NOT NULL DEFAULT 0")
            self._db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
            self._db.commit()
        self._db.execute("PRAGMA busy_timeout=30000")

    @contextlib.contextmanager
    def _access(self) -> Iterator[None]:
        """The connection's lock; a damaged or foreign file becomes one line naming it."""
        with self._lock:
            try:
                yield
            except sqlite3.OperationalError as exc:
                message = str(exc)
                if "disk is full" in message or "disk I/O error" in message:  # one line naming the ledger, not a traceback
                    # SQLite says "disk I/O error" when its WAL cannot grow on a full disk: say what it is
                    full = "full" in message or _nearly_full(self.path.parent)
                    raise OSError(errno.ENOSPC if full else errno.EIO, message, str(self.path)) from None
                if "readonly database" in message:
                    raise OSError(errno.EROFS, "the ledger is read-only (check its permissions)", str(self.path)) from None
                if not message.startswith("unable to open"):
                    raise  # a lock held too long: the caller's problem, not the file's
                raise InputError(self.path, f"cannot open the ledger ({exc})") from None
            except sqlite3.DatabaseError as exc:
                raise InputError(
                    self.path, f"ledger unreadable ({exc}); restore it from a backup, or move it aside to start a new one "
                    "(calls it held are then sent again)",
                ) from None

    def close(self) -> None:
        with self._access():
            self._db.close()

    def __enter__(self) -> Ledger:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # Replies ----------------------------------------------------------------------------
    def get(self, key: str) -> LLMResponse | None:
        """The stored reply of a request, or None (failures are never returned)."""
        with self._access():
            row = self._db.execute("SELECT response FROM calls WHERE key = ?", (key,)).fetchone()
        return None if row is None else LLMResponse.model_validate_json(row[0])

    def digest(self, keys: Iterable[str]) -> LedgerDigest:
        """sha256 over the stored requests and replies of `keys` (sorted, distinct): what a
        release was built from, comparable across copies of the ledger."""
        found, missing = 0, 0
        hasher = hashlib.sha256()
        for key in sorted(set(keys)):
            with self._access():
                row = self._db.execute("SELECT request, response FROM calls WHERE key = ?", (key,)).fetchone()
            if row is None:
                missing += 1
                continue
            found += 1
            hasher.update(f"{key}\t{row[0]}\t{row[1]}\n".encode())
        return LedgerDigest(found, missing, hasher.hexdigest())

    def usage(self, keys: Iterable[str]) -> dict[str, CallUsage]:
        """Tokens and cost of the stored calls among `keys` (keys not stored are left out)."""
        found: dict[str, CallUsage] = {}
        for key in set(keys):
            with self._access():
                row = self._db.execute(
                    "SELECT model, task, input_tokens + cache_creation_tokens + cache_read_tokens, output_tokens, cost_usd, priced"
                    " FROM calls WHERE key = ?",
                    (key,),
                ).fetchone()
            if row is not None:
                found[key] = CallUsage(row[0], row[1], row[2], row[3], row[4], bool(row[5]))
        return found

    def __contains__(self, key: str) -> bool:
        with self._access():
            return self._db.execute("SELECT 1 FROM calls WHERE key = ?", (key,)).fetchone() is not None

    def record(
        self,
        request: LLMRequest,
        response: LLMResponse,
        *,
        attempts: int,
        latency_s: float | None,
        run_id: str | None = None,
        via: str = "direct",
    ) -> float:
        """Store a successful call and commit at once; returns its estimated cost (USD)."""
        cost = self.prices.cost(request.model, response.usage, batch=via == "batch")
        usage, meta = response.usage, request.meta
        row = (
            request.key(), request.model, meta.stage, meta.task, meta.case_id, meta.subject,
            request.model_dump_json(), response.model_dump_json(),
            usage.input_tokens, usage.output_tokens, usage.cache_creation_input_tokens, usage.cache_read_input_tokens,
            cost.usd, int(cost.priced), via, attempts, latency_s, run_id, time.time(), int(response.truncated),
        )  # fmt: skip
        with self._access(), self._db:
            self._db.execute(f"INSERT OR REPLACE INTO calls ({CALL_COLUMNS}) VALUES ({', '.join('?' * len(row))})", row)
        return cost.usd

    def mark_unusable(self, key: str, problem: str) -> None:
        """Note that the stored reply of `key` could not be used (a later run resamples it)."""
        with self._access(), self._db:
            self._db.execute("INSERT OR REPLACE INTO unusable VALUES (?, ?, ?)", (key, problem, time.time()))

    def is_unusable(self, key: str) -> bool:
        if not self._resampling:
            return False
        with self._access():
            return self._db.execute("SELECT 1 FROM unusable WHERE key = ?", (key,)).fetchone() is not None

    def truncated_count(self) -> int:
        """Stored replies cut off at the token limit."""
        with self._access():
            return int(self._db.execute("SELECT COUNT(*) FROM calls WHERE truncated = 1").fetchone()[0])

    def record_failure(self, request: LLMRequest, *, reason: str, error: str, attempts: int, run_id: str | None) -> None:
        meta = request.meta
        row = (request.key(), request.model, meta.stage, meta.task, meta.case_id, meta.subject,
               reason, error, attempts, run_id, time.time())  # fmt: skip
        with self._access(), self._db:
            self._db.execute(
                "INSERT INTO failures (key, model, stage, task, case_id, subject, reason, error, attempts, run_id,"
                " created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                row,
            )

    def spend(self, run_id: str | None = None) -> float:
        """Estimated USD of stored calls (of one run when `run_id` is given)."""
        query, args = "SELECT COALESCE(SUM(cost_usd), 0) FROM calls", ()
        if run_id is not None:
            query, args = query + " WHERE run_id = ?", (run_id,)
        with self._access():
            return float(self._db.execute(query, args).fetchone()[0])

    # Reporting --------------------------------------------------------------------------
    def stats(self) -> list[StatsRow]:
        """Calls, tokens and estimated cost by stage and model."""
        with self._access():
            rows = self._db.execute(
                "SELECT COALESCE(stage, '-'), model, COUNT(*), SUM(input_tokens), SUM(output_tokens),"
                " SUM(cache_creation_tokens), SUM(cache_read_tokens), SUM(cost_usd), SUM(1 - priced)"
                " FROM calls GROUP BY 1, 2 ORDER BY 1, 2"
            ).fetchall()
        return [StatsRow(*row) for row in rows]

    def failure_stats(self) -> list[FailureRow]:
        """Failed requests not answered since, by stage, model and last reason."""
        with self._access():
            rows = self._db.execute(
                "SELECT COALESCE(f.stage, '-'), f.model, f.reason, COUNT(DISTINCT f.key) FROM failures f"
                " WHERE f.id = (SELECT MAX(id) FROM failures WHERE key = f.key)"
                " AND NOT EXISTS (SELECT 1 FROM calls c WHERE c.key = f.key)"
                " GROUP BY 1, 2, 3 ORDER BY 1, 2, 3"
            ).fetchall()
        return [FailureRow(*row) for row in rows]

    # Message Batches --------------------------------------------------------------------
    def add_batch(self, batch_id: str, provider: str, requests: Iterable[LLMRequest]) -> None:
        items = [(request.key(), batch_id, request.model_dump_json()) for request in requests]
        with self._access(), self._db:
            self._db.execute(
                "INSERT INTO batches (batch_id, provider, size, status, created_at) VALUES (?, ?, ?, 'submitted', ?)",
                (batch_id, provider, len(items), time.time()),
            )
            self._db.executemany("INSERT OR IGNORE INTO batch_items VALUES (?, ?, ?)", items)

    def open_batches(self, provider: str) -> dict[str, list[LLMRequest]]:
        """Batches submitted and not yet collected: batch id -> its requests."""
        with self._access():
            rows = self._db.execute(
                "SELECT i.batch_id, i.request FROM batch_items i JOIN batches b USING (batch_id)"
                " WHERE b.provider = ? AND b.status = 'submitted' ORDER BY b.created_at",
                (provider,),
            ).fetchall()
        batches: dict[str, list[LLMRequest]] = {}
        for batch_id, request in rows:
            batches.setdefault(batch_id, []).append(LLMRequest.model_validate_json(request))
        return batches

    def close_batch(self, batch_id: str, status: str = "collected") -> None:
        with self._access(), self._db:
            self._db.execute(
                "UPDATE batches SET status = ?, ended_at = ? WHERE batch_id = ?", (status, time.time(), batch_id)
            )
