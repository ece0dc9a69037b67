"""The runner: every model call of the kit goes through `Runner.call` / `Runner.map`.

For each request: the ledger first (a stored reply is served, nothing is sent); then the
outbound gate (`heartbench.llm.gate`: structured personal data refuses it); then bounded
concurrency, RPM/TPM pacing, the spend cap, and retries with backoff that honour the
server's retry-after up to `limits.max_retry_wait`. A call that still fails comes back as a
`CallResult` with `error` set ("<reason>: <detail>") and is counted in `failures()`; the
runner never raises for a failed call and never drops a request. Configuration problems
(unknown provider, missing library or API key) raise `HeartbenchError` before anything is sent.

Before a request is looked up, `prepare` settles what is sent: the model's `[reasoning]`
settings; plain text instead of a JSON schema for a model whose server refused one; and the
sample — a request whose stored reply a role marked unusable (`mark_unusable`) is asked
afresh under the next `resample` index, up to `limits.max_resamples`, the old reply kept.
A reply of a JSON role cut off at its token budget is asked once more with twice the budget.

Before the first request of a model is sent, `preflight` checks it once: a priced model
(unless the spend cap is off), a key the server accepts, a model it serves. A problem is one
line naming the bench.toml role, before anything is paid.

Requests whose cacheable prefix (blocks marked `cache=True`) is shared wait for the first
request with that prefix to finish, so Anthropic can serve the rest from its prompt cache
instead of writing the same prefix once per concurrent request.
"""

from __future__ import annotations

import asyncio
import fnmatch
import os
import time
import uuid
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from heartbench.config import Limits, ModelOrigin, Providers, ReasoningSettings
from heartbench.errors import HeartbenchError, InputError
from heartbench.llm.batches import SPEND_CAP_REASON, map_with_batches
from heartbench.llm.dryrun import NOT_SENT, DryRun
from heartbench.llm.gate import REFUSED, OutboundGate
from heartbench.llm.limits import Pacer, backoff_delay, estimate_tokens
from heartbench.llm.prompt_cache import CACHE_TTL, cache_prefix
from heartbench.llm.providers import Provider, ProviderContext, load_provider
from heartbench.llm.refusals import RefusedKeys
from heartbench.llm.types import CallResult, LLMRequest, ProviderError, Reasoning
from heartbench.model_spec import is_local, parse_model

if TYPE_CHECKING:
    from heartbench.llm.ledger import Ledger

LEDGER_ONLY_ENV = "HEARTBENCH_LEDGER_ONLY"
"""Set to 1 (or pass `heartbench --ledger-only`) to serve every request from the ledger and send none."""
NOT_IN_LEDGER = "not in ledger"
ANSWER_TASK = "answer"
"""Replies of models under test: a truncated one is kept (and flagged), never re-asked."""


def ledger_only_from_env() -> bool:
    return os.environ.get(LEDGER_ONLY_ENV, "").strip() not in ("", "0")


class _LoopState:
    """Everything bound to one event loop (asyncio primitives and SDK clients are)."""

    def __init__(self, loop: asyncio.AbstractEventLoop, limits: Limits):
        self.loop = loop
        self.slots = asyncio.Semaphore(limits.concurrency)
        self.pacer = Pacer(limits.rpm, limits.tpm)
        self.providers: dict[str, Provider] = {}
        self.in_flight: dict[str, asyncio.Future[CallResult]] = {}
        self.warming: dict[str, asyncio.Future[None]] = {}


class Runner:
    def __init__(
        self,
        ledger: Ledger,
        limits: Limits | None = None,
        providers: Providers | None = None,
        workspace_root: Path | None = None,
        *,
        timeout: float = 600.0,
        run_id: str | None = None,
        backoff_base: float = 1.0,
        batch_poll_interval: float = 30.0,
        console: Console | None = None,
        ledger_only: bool | None = None,
        gate: OutboundGate | None = None,
        dry_run: DryRun | None = None,
        reasoning: dict[str, ReasoningSettings] | None = None,
        spend_cap: bool = True,
        origins: dict[str, ModelOrigin] | None = None,
        preflight: bool = True,
    ):
        """`run_id` names this run in the ledger; pass the same id when resuming a run so the
        spend cap counts what the interrupted run already spent. `timeout` bounds one HTTP
        attempt; `backoff_base` is the first retry's mean wait without retry-after (seconds).
        `ledger_only` (default: the HEARTBENCH_LEDGER_ONLY environment variable) serves
        requests from the ledger only: one it does not hold fails with `not in ledger`.
        `gate` (default: structured personal data refused, nothing let through) checks every
        request before it would leave the machine. `dry_run` counts and prices every request
        the ledger does not hold instead of sending it (see `heartbench.llm.dryrun`).
        `reasoning` holds bench.toml's `[reasoning]` settings by model pattern; `spend_cap=False`
        (`--no-spend-cap`) lifts the cap and accepts unpriced models; `origins` say where
        bench.toml names each model (for pre-flight errors); `preflight=False` skips the checks.

        Stages and commands get their runner from `heartbench.llm.factory.open_runner`, which
        fills these from the workspace."""
        self.ledger = ledger
        self.limits = limits or Limits()
        self.context = ProviderContext(providers=providers, workspace_root=workspace_root, timeout=timeout)
        self.run_id = run_id or uuid.uuid4().hex
        self.backoff_base = backoff_base
        self.batch_poll_interval = batch_poll_interval
        self.console = console or Console(stderr=True)
        self.ledger_only = ledger_only_from_env() if ledger_only is None else ledger_only
        self.gate = gate or OutboundGate()
        self.dry_run = dry_run
        self.reasoning = reasoning or {}
        self.spend_cap = spend_cap
        self.origins = origins or {}
        self.preflight_enabled = preflight
        self.checked: dict[str, str | None] = {}
        """Model spec -> the problem pre-flight found (None: fine); each model is checked once."""
        self.text_only: set[str] = set()
        """Models whose server refused a JSON schema this run: their later requests go as text (requests
        already in flight when the refusal came are refused too, and fall back the same way)."""
        self.spent = ledger.spend(self.run_id)
        self.reserved = 0.0
        """USD held against the cap for batches submitted and not yet collected."""
        self.counts: Counter[str] = Counter()
        """`requests`, `cached`, `sent` (requests that needed calls), `ok`, `failed`, `attempts`."""
        self._failures: Counter[str] = Counter()
        self.refused_keys = RefusedKeys()
        """Keys refused during this run (401 for a provider, 403 for a model): nothing more is sent to them."""
        self._state: _LoopState | None = None
        self._warm: dict[str, float] = {}  # cache prefix -> when a call last used it

    # Public API -------------------------------------------------------------------------
    async def call(self, request: LLMRequest) -> CallResult:
        """One request: ledger, limits, retries. Never raises for a failed call (the result
        carries the error); raises HeartbenchError only for configuration problems (unknown
        provider, missing library or API key), before anything is sent."""
        request, left = self.prepare(request)
        result = await self._call_prepared(request)
        if not result.ok and request.json_schema is not None and request.structured and _schema_refused(result.error):
            self.text_only.add(request.model)  # once per model and run; the text request may be in the ledger
            self._uncount_failure(result.error)
            self.counts["text_fallbacks"] += 1
            request, left = self.prepare(request.model_copy(update={"structured": False}))
            result = await self._call_prepared(request)
        if result.ok and result.response.truncated and request.meta.task != ANSWER_TASK:
            request, left = self.prepare(request.model_copy(update={"max_tokens": 2 * request.max_tokens}))
            result = await self._call_prepared(request)
        return result.model_copy(update={"resample": request.resample, "resamples_left": left})

    def prepare(self, request: LLMRequest) -> tuple[LLMRequest, int]:
        """The request as it will be sent (reasoning settings, text fallback, the sample a
        rerun owes), and how many fresh samples remain after it."""
        updates: dict = {}
        if request.reasoning is None and (settings := self.reasoning_for(request.model)) is not None:
            updates["reasoning"] = settings
        if request.json_schema is not None and request.structured:
            text = request.model_copy(update={**updates, "structured": False})
            if request.model in self.text_only or (text.key() in self.ledger and request.model_copy(update=updates).key() not in self.ledger):
                updates["structured"] = False
        if updates:
            request = request.model_copy(update=updates)
        limit = self.limits.max_resamples
        while request.resample < limit and self.ledger.is_unusable(request.key()):
            request = request.model_copy(update={"resample": request.resample + 1})
        return request, max(0, limit - request.resample)

    def reasoning_for(self, model: str) -> Reasoning | None:
        """bench.toml's `[reasoning]` entry for `model` (exact spec first, then patterns)."""
        settings = self.reasoning.get(model) or next(
            (value for pattern, value in self.reasoning.items() if fnmatch.fnmatchcase(model, pattern)), None
        )
        if settings is None or (settings.effort is None and settings.thinking_tokens is None):
            return None
        return Reasoning(effort=settings.effort, thinking_tokens=settings.thinking_tokens)

    def mark_unusable(self, result: CallResult, problem: str) -> None:
        """The reply of `result` could not be used: a later run asks for a fresh sample."""
        if result.ok:
            self.ledger.mark_unusable(result.key, problem)

    async def _call_prepared(self, request: LLMRequest) -> CallResult:
        self.counts["requests"] += 1
        key = request.key()
        stored = self.ledger.get(key)
        if stored is not None:
            self.counts["cached"] += 1
            return CallResult(key=key, response=stored, cached=True)
        if self.ledger_only:
            self.counts["failed"] += 1
            self._failures[NOT_IN_LEDGER] += 1
            return CallResult(key=key, error=f"{NOT_IN_LEDGER}: ledger-only run ({LEDGER_ONLY_ENV}=1 or --ledger-only); not sent")
        # off the event loop: the address detector tags the text (milliseconds, a second to load
        # on first use), and calls in flight must not wait on it
        if refused := await asyncio.to_thread(self.gate.reason, request):
            self.counts["failed"] += 1
            self._failures[REFUSED] += 1
            return CallResult(key=key, error=f"{REFUSED}: {refused}")
        if self.dry_run is not None:
            self.dry_run.note(request)
            self.counts["failed"] += 1
            self._failures[NOT_SENT] += 1
            return CallResult(key=key, error=NOT_SENT)
        state = self._loop_state()
        if key in state.in_flight:  # same request already on its way: share its outcome
            first = await asyncio.shield(state.in_flight[key])
            if first.ok:
                self.counts["cached"] += 1
            else:
                self.counts["failed"] += 1
                self._failures[first.error.split(": ", 1)[0]] += 1
            return first.model_copy(update={"attempts": 0, "cached": first.ok})
        provider = self.provider(request.provider)
        future: asyncio.Future[CallResult] = state.loop.create_future()
        state.in_flight[key] = future
        self.counts["sent"] += 1
        try:
            result = await self._with_warm_prefix(request, provider, key)
        except BaseException:
            future.cancel()  # requests waiting on this one stop too
            raise
        else:
            future.set_result(result)
            return result
        finally:
            del state.in_flight[key]

    async def map(self, requests: Sequence[LLMRequest], description: str = "model calls", batch: bool = False) -> list[CallResult]:
        """All requests, results in input order, with a progress bar on stderr.

        `batch=True` sends Anthropic requests through Message Batches (half price, slower);
        other providers take the normal path."""
        await self.preflight(requests)
        if batch:  # a batch is keyed by the requests as sent
            requests = [self.prepare(request)[0] for request in requests]
        columns = [
            TextColumn("{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("{task.fields[failed]} failed"),
            TimeElapsedColumn(),
        ]
        # not on a terminal (a log file, CI): no bar, and none of the blank lines a bar leaves
        with Progress(*columns, console=self.console, transient=True, disable=not self.console.is_terminal) as bar:
            task = bar.add_task(description, total=len(requests), failed=0)

            def advance(result: CallResult) -> None:
                bar.update(task, advance=1, failed=self.counts["failed"])

            if batch and not self.ledger_only:
                return await map_with_batches(self, list(requests), advance)

            async def one(request: LLMRequest) -> CallResult:
                result = await self.call(request)
                advance(result)
                return result

            return list(await asyncio.gather(*(one(request) for request in requests)))

    def run(self, requests: Sequence[LLMRequest], description: str = "model calls", batch: bool = False) -> list[CallResult]:
        """Synchronous `map` (starts and closes its own event loop)."""

        async def go() -> list[CallResult]:
            try:
                return await self.map(requests, description, batch=batch)
            finally:
                await self.aclose()

        return asyncio.run(go())

    def to_send(self, requests: Sequence[LLMRequest]) -> list[str]:
        """Model specs of the requests the ledger cannot answer (a fully cached rerun needs
        no keys); a bad model spec raises HeartbenchError."""
        models: dict[str, None] = {}
        for request in requests:
            parse_model(request.model)
            # A ledger-only run sends nothing: no provider, library or key is needed.
            if not self.ledger_only and request.model not in models and self.prepare(request)[0].key() not in self.ledger:
                models[request.model] = None
        return list(models)

    def check(self, requests: Sequence[LLMRequest]) -> list[str]:
        """Raise HeartbenchError now for a bad model spec, a missing library or API key, or an
        unpriced model under the spend cap, for requests the ledger cannot answer; returns the
        model specs that will be sent to."""
        state = self._loop_state()
        models = self.to_send(requests)
        for model in models:
            self.provider(model.split("/", 1)[0], state)
            if self.dry_run is None:
                self._require_price(model)
        return models

    async def preflight(self, requests: Sequence[LLMRequest]) -> None:
        """`check`, then each model to be sent is asked about once (`Provider.preflight`):
        a model the server does not serve, a key it refuses, a server that does not answer
        stop the work here, as one line naming where bench.toml names the model."""
        models = self.check(requests)
        if self.dry_run is not None or not self.preflight_enabled:
            return
        for model in models:
            if model not in self.checked:
                provider = self.provider(model.split("/", 1)[0])
                self.checked[model] = await provider.preflight(model.split("/", 1)[1])
            if (problem := self.checked[model]) is not None:
                raise self._model_error(model, problem)

    def _require_price(self, model: str) -> None:
        if not self.spend_cap or self.limits.spend_cap_usd == 0 or is_local(model.split("/", 1)[0]):
            return
        if self.ledger.prices.lookup(model) is None:
            raise self._model_error(
                model,
                "no price is known, so the spend cap cannot count its calls: add"
                f' [prices."{model}"] with input = and output = (USD per million tokens) to bench.toml,'
                " or run with --no-spend-cap",
            )

    def _model_error(self, model: str, problem: str) -> HeartbenchError:
        origin = self.origins.get(model)
        if origin is None:
            return InputError(None, f"model '{model}': {problem}")
        return InputError(origin.path, f"{origin.role} = '{model}': {problem}", origin.line)

    def sends_anything(self, requests: Sequence[LLMRequest]) -> bool:
        """True when some of `requests` are not in the ledger (a run would send them)."""
        return any(self.prepare(request)[0].key() not in self.ledger for request in requests)

    def failures(self) -> dict[str, int]:
        """Failed calls so far, by reason (after retries; one count per request)."""
        return dict(self._failures.most_common())

    def report(self) -> str:
        """One paragraph: requests, served from the ledger, sent, failed by reason, spend."""
        c = self.counts
        if self.dry_run is not None:
            return self.dry_run.report(held=c["cached"], refused=self._failures[REFUSED])
        text = (
            f"{c['requests']} requests: {c['cached']} from the ledger, {c['sent']} sent"
            f" ({c['attempts']} attempts), {c['ok']} answered, {c['failed']} failed;"
            f" estimated spend this run ${self.spent:.4f}"
        )
        if self._failures:
            text += "\nfailed: " + ", ".join(f"{count} {reason}" for reason, count in self._failures.most_common())
        return text

    async def aclose(self) -> None:
        """Close provider clients (call at the end of an async run; `run` does it itself)."""
        if self._state is not None:
            for provider in self._state.providers.values():
                await provider.aclose()
            self._state = None

    # Internals --------------------------------------------------------------------------
    def _loop_state(self) -> _LoopState:
        loop = asyncio.get_running_loop()
        if self._state is None or self._state.loop is not loop:
            self._state = _LoopState(loop, self.limits)
        return self._state

    def provider(self, name: str, state: _LoopState | None = None) -> Provider:
        state = state or self._loop_state()
        if name not in state.providers:
            state.providers[name] = load_provider(name, self.context)
        return state.providers[name]

    @property
    def spend_capped(self) -> bool:
        return self.passes_cap(0.0, reached=True)

    def passes_cap(self, more: float, *, reached: bool = False) -> bool:
        """True when spending `more` would pass the cap (`reached`: when the cap is reached already)."""
        cap = self.limits.spend_cap_usd
        if not self.spend_cap or cap <= 0:
            return False
        total = self.spent + self.reserved + more
        return total >= cap if reached else total > cap

    async def _with_warm_prefix(self, request: LLMRequest, provider: Provider, key: str) -> CallResult:
        prefix = cache_prefix(request) if provider.supports_cache else None
        if prefix is None:
            return await self._attempts(request, provider, key)
        state = self._loop_state()
        last_used = self._warm.get(prefix)
        if last_used is not None and time.monotonic() - last_used < CACHE_TTL:
            result = await self._attempts(request, provider, key)
        elif prefix in state.warming:
            await asyncio.shield(state.warming[prefix])
            result = await self._attempts(request, provider, key)
        else:
            warming = state.warming[prefix] = state.loop.create_future()
            try:
                result = await self._attempts(request, provider, key)
            finally:
                warming.set_result(None)
                del state.warming[prefix]
        if result.ok:
            self._warm[prefix] = time.monotonic()  # each use refreshes the provider's cache entry
        return result

    async def _attempts(self, request: LLMRequest, provider: Provider, key: str) -> CallResult:
        state = self._loop_state()
        estimate = estimate_tokens(request)
        attempts = 0
        while True:
            async with state.slots:
                charged = await state.pacer.acquire(estimate)
                if self.spend_capped:  # checked at the last moment: calls finishing meanwhile count
                    error = ProviderError(
                        f"estimated spend ${self.spent:.2f} reached the cap of ${self.limits.spend_cap_usd:.2f}"
                        " (limits.spend_cap_usd); not sent",
                        retryable=False,
                        reason=SPEND_CAP_REASON,
                    )
                    return self.record_failure(request, key, error, attempts)
                if refusal := self.refused_keys.blocking(request):  # revoked or out of credit mid-run: stop sending
                    return self.record_failure(request, key, refusal, attempts)
                attempts += 1
                self.counts["attempts"] += 1
                started = time.monotonic()
                try:
                    response = await provider.complete(request)
                except ProviderError as exc:
                    error = exc
                except Exception as exc:  # a provider bug: report it with the request, keep going
                    error = ProviderError(f"{type(exc).__name__}: {exc}", retryable=False, reason="unexpected error")
                else:
                    state.pacer.settle(charged, response.usage)
                    latency = time.monotonic() - started
                    self.spent += self.ledger.record(
                        request, response, attempts=attempts, latency_s=latency, run_id=self.run_id
                    )
                    self.counts["ok"] += 1
                    return CallResult(key=key, response=response, attempts=attempts)
            self.refused_keys.note(request, error)
            if not error.retryable or attempts > self.limits.max_retries:
                return self.record_failure(request, key, error, attempts)
            wait = self.retry_wait(attempts, error)
            if error.retry_after is not None:
                state.pacer.pause(wait)
            await asyncio.sleep(wait)

    def retry_wait(self, retry: int, error: ProviderError) -> float:
        """Seconds before retry number `retry` after `error` (retry-after honoured, capped)."""
        return backoff_delay(retry, base=self.backoff_base, cap=self.limits.max_retry_wait, retry_after=error.retry_after)

    def _uncount_failure(self, error: str | None) -> None:
        """A failure that the runner itself answered (a schema refusal then sent as text)."""
        reason = (error or "").split(": ", 1)[0]
        self.counts["failed"] -= 1
        self._failures[reason] -= 1
        if self._failures[reason] <= 0:
            del self._failures[reason]

    def record_failure(self, request: LLMRequest, key: str, error: ProviderError, attempts: int) -> CallResult:
        tries = f" (after {attempts} attempt{'s' if attempts != 1 else ''})" if attempts else ""
        message = f"{error.reason}: {error}{tries}"
        self.ledger.record_failure(request, reason=error.reason, error=message, attempts=attempts, run_id=self.run_id)
        self.counts["failed"] += 1
        self._failures[error.reason] += 1
        return CallResult(key=key, error=message, attempts=attempts)

    def count_batch_reply(self, cost: float) -> None:
        """Account for a reply that arrived through a Message Batch (heartbench.llm.batches)."""
        self.spent += cost
        for name in ("requests", "sent", "attempts", "ok"):
            self.counts[name] += 1


def _schema_refused(error: str | None) -> bool:
    """A 400 to a request with a JSON schema: the server (or model) does not take one."""
    return (error or "").startswith("rejected (400)")
