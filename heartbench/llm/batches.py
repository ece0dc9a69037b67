"""Anthropic Message Batches for `Runner.map(..., batch=True)`.

Requests the ledger cannot answer are submitted as batches (custom_id = ledger key). Each
batch id and its requests go into the ledger the moment the batch exists, so a rerun after a
crash resumes polling that batch instead of paying for a second one. Polling backs off from
`runner.batch_poll_interval`; results are streamed, matched by custom_id and committed to the
ledger one by one. Items that errored, expired, were canceled or are missing from the results
go through the normal retried path (`Runner.call`); a batch that cannot be polled any more is
reported as failed calls and left open in the ledger for a later run to collect.

The spend cap holds for batches too: before a batch is submitted, its ceiling (estimated
input tokens, every reply at its full budget, at the batch price) is reserved against the cap
until its results arrive; a batch that would pass the cap is not submitted, and its requests
fail with the spend-cap reason (reported, never dropped).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import TYPE_CHECKING

from heartbench.llm.limits import estimate_tokens
from heartbench.llm.types import CallResult, LLMRequest, ProviderError, Usage

SPEND_CAP_REASON = "spend cap reached"

if TYPE_CHECKING:
    from heartbench.llm.providers.anthropic_messages import AnthropicProvider
    from heartbench.llm.runner import Runner

PROVIDER = "anthropic"
MAX_ITEMS = 10_000  # the API allows 100,000 requests / 256 MB per batch; smaller batches end sooner
MAX_BYTES = 100_000_000
POLL_BACKOFF = 1.5
MAX_POLL_INTERVAL = 300.0


async def map_with_batches(
    runner: Runner, requests: list[LLMRequest], advance: Callable[[CallResult], None]
) -> list[CallResult]:
    results: list[CallResult | None] = [None] * len(requests)
    waiting: dict[str, list[int]] = {}  # ledger key -> positions a batch answers
    direct: list[int] = []
    for position, request in enumerate(requests):
        key = request.key()
        if request.provider == PROVIDER and key not in runner.ledger and runner.gate.reason(request) is None:
            waiting.setdefault(key, []).append(position)
        else:
            direct.append(position)

    def settle(positions: list[int], result: CallResult) -> None:
        for n, position in enumerate(positions):
            results[position] = result if n == 0 else result.model_copy(update={"attempts": 0, "cached": result.ok})
            advance(results[position])

    async def send(positions: list[int]) -> None:
        settle(positions, await runner.call(requests[positions[0]]))

    jobs = [send([position]) for position in direct]
    if waiting:
        wanted = {key: requests[positions[0]] for key, positions in waiting.items()}
        jobs.append(_Batches(runner, wanted, waiting, settle, send).run())
    await asyncio.gather(*jobs)
    assert all(result is not None for result in results)  # every request has an outcome
    return results  # type: ignore[return-value]


class _Batches:
    """Submit, poll and collect the batches answering `wanted` (ledger key -> request)."""

    def __init__(self, runner: Runner, wanted: dict[str, LLMRequest], positions: dict[str, list[int]], settle, send):
        self.runner, self.wanted, self.positions = runner, wanted, positions
        self.settle, self.send = settle, send
        self.provider: AnthropicProvider = runner.provider(PROVIDER)  # type: ignore[assignment]

    async def run(self) -> None:
        ledger = self.runner.ledger
        open_batches = {
            batch_id: items
            for batch_id, items in ledger.open_batches(PROVIDER).items()
            if any(item.key() in self.wanted for item in items)
        }
        submitted = {item.key() for items in open_batches.values() for item in items}
        fresh = [request for key, request in self.wanted.items() if key not in submitted]
        unanswered: list[str] = []
        if fresh and self.runner.spend_capped:
            unanswered.extend(request.key() for request in fresh)  # Runner.call reports the cap
            fresh = []
        reserved: dict[str, float] = {}
        for chunk in _chunks(fresh):
            ceiling = self._ceiling(chunk)
            if self.runner.passes_cap(ceiling):
                self._refuse(chunk, ceiling)
                continue
            self.runner.reserved += ceiling  # held from before submission until the results are in
            batch_id = await self._submit(chunk)
            if batch_id is None:
                self.runner.reserved -= ceiling
                unanswered.extend(request.key() for request in chunk)
            else:
                open_batches[batch_id] = chunk
                reserved[batch_id] = ceiling
        try:
            for missing in await asyncio.gather(*(self._collect(b, items) for b, items in open_batches.items())):
                unanswered.extend(missing)
        finally:
            self.runner.reserved -= sum(reserved.values())
        await asyncio.gather(*(self.send(self.positions[key]) for key in dict.fromkeys(unanswered)))

    def _ceiling(self, chunk: list[LLMRequest]) -> float:
        """The most a batch can cost: estimated input, every reply at its budget, batch price."""
        prices = self.runner.ledger.prices
        return sum(prices.cost(r.model, Usage(input_tokens=estimate_tokens(r), output_tokens=r.max_tokens), batch=True).usd for r in chunk)

    def _refuse(self, chunk: list[LLMRequest], ceiling: float) -> None:
        runner = self.runner
        error = ProviderError(
            f"a batch of {len(chunk)} request(s) may cost up to ${ceiling:.2f}; with ${runner.spent + runner.reserved:.2f}"
            f" spent or reserved that passes the cap of ${runner.limits.spend_cap_usd:.2f} (limits.spend_cap_usd); not submitted",
            retryable=False, reason=SPEND_CAP_REASON,
        )  # fmt: skip
        for request in chunk:
            runner.counts["requests"] += 1
            self.settle(self.positions[request.key()], runner.record_failure(request, request.key(), error, 0))

    async def _submit(self, chunk: list[LLMRequest]) -> str | None:
        """Create one batch (retrying like a call); None when it could not be created."""
        attempt = 0
        while True:
            attempt += 1
            try:
                batch_id = await self.provider.create_batch([(request.key(), request) for request in chunk])
            except ProviderError as exc:
                if not exc.retryable or attempt > self.runner.limits.max_retries:
                    self.runner.console.print(
                        f"[yellow]batch not created ({exc.reason}: {exc}); sending its requests one by one"
                    )
                    return None
                await asyncio.sleep(self.runner.retry_wait(attempt, exc))
                continue
            self.runner.ledger.add_batch(batch_id, PROVIDER, chunk)
            return batch_id

    async def _collect(self, batch_id: str, items: list[LLMRequest]) -> list[str]:
        """Poll until the batch ends and store its results; returns wanted keys still unanswered."""
        runner = self.runner
        by_key = {item.key(): item for item in items}
        interval, failures = runner.batch_poll_interval, 0
        while True:
            try:
                state = await self.provider.poll_batch(batch_id)
                failures = 0
            except ProviderError as exc:
                failures += 1
                if not exc.retryable:
                    runner.ledger.close_batch(batch_id, status="lost")
                    return [key for key in by_key if key in self.wanted]
                if failures > runner.limits.max_retries:
                    self._fail(by_key, exc, batch_id)
                    return []
                await asyncio.sleep(runner.retry_wait(failures, exc))
                continue
            if state.ended:
                break
            await asyncio.sleep(interval)
            interval = min(interval * POLL_BACKOFF, MAX_POLL_INTERVAL)
        unanswered = set(by_key)
        try:
            async for item in self.provider.batch_results(batch_id):
                request = by_key.get(item.custom_id)
                if request is None or item.response is None:
                    continue  # not ours, or errored/expired/canceled: the normal path retries it
                cost = runner.ledger.record(
                    request, item.response, attempts=1, latency_s=None, run_id=runner.run_id, via="batch"
                )
                unanswered.discard(item.custom_id)
                if item.custom_id in self.wanted:
                    runner.count_batch_reply(cost)
                    reply = CallResult(key=item.custom_id, response=item.response, attempts=1)
                    self.settle(self.positions[item.custom_id], reply)
        except ProviderError as exc:
            # Stored results stay stored; the rest are left for a later run to collect.
            self._fail({key: by_key[key] for key in unanswered}, exc, batch_id)
            return []
        runner.ledger.close_batch(batch_id)
        return [key for key in unanswered if key in self.wanted]

    def _fail(self, by_key: dict[str, LLMRequest], exc: ProviderError, batch_id: str) -> None:
        error = ProviderError(
            f"batch {batch_id} could not be read ({exc}); rerun to collect it", retryable=False, reason="batch unreadable"
        )
        for key, request in by_key.items():
            if key in self.wanted:
                self.runner.counts["requests"] += 1
                self.settle(self.positions[key], self.runner.record_failure(request, key, error, 0))


def _chunks(requests: list[LLMRequest]) -> list[list[LLMRequest]]:
    chunks: list[list[LLMRequest]] = []
    size = 0
    for request in requests:
        length = len(json.dumps(request.canonical(), ensure_ascii=False).encode("utf-8"))
        if not chunks or len(chunks[-1]) >= MAX_ITEMS or size + length > MAX_BYTES:
            chunks.append([])
            size = 0
        chunks[-1].append(request)
        size += length
    return chunks
