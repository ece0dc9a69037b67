"""Request pacing for the runner: RPM and TPM buckets (aiolimiter), a shared pause after a
server's retry-after, and the retry backoff.

RPM is enforced as an even spacing (one request every 60/rpm seconds, no burst): providers
enforce their per-minute limits over much shorter intervals, so a burst of a minute's worth
of requests at start-up is answered with 429s. TPM is a bucket of `tpm` tokens a minute,
charged with an estimate before a call and corrected with the reported usage after it.
"""

from __future__ import annotations

import asyncio
import math
import random

from aiolimiter import AsyncLimiter

from heartbench.llm.types import LLMRequest, Usage


class AdjustableLimiter(AsyncLimiter):
    """An AsyncLimiter whose charge can be corrected after the fact."""

    def adjust(self, delta: float) -> None:
        # aiolimiter has no public API for this; `_leak` + `_level` is its bucket state.
        self._leak()
        self._level = min(float(self.max_rate), max(0.0, self._level + delta))
        wake = getattr(self, "_wake_next", None)  # aiolimiter >= 1.2 wakes waiters explicitly
        if wake is not None:
            wake()


class Pacer:
    """Per-event-loop pacing state shared by all calls of a runner."""

    def __init__(self, rpm: int, tpm: int):
        self.rpm = AsyncLimiter(1, 60.0 / rpm) if rpm > 0 else None
        self.tpm = AdjustableLimiter(tpm, 60.0) if tpm > 0 else None
        self._resume_at = 0.0

    async def acquire(self, estimated_tokens: int) -> int:
        """Wait for a pause to end and for RPM/TPM capacity; returns the tokens charged."""
        loop = asyncio.get_running_loop()
        while (wait := self._resume_at - loop.time()) > 0:
            await asyncio.sleep(wait)
        if self.rpm is not None:
            await self.rpm.acquire()
        charged = 0
        if self.tpm is not None:
            charged = min(estimated_tokens, int(self.tpm.max_rate))
            await self.tpm.acquire(charged)
        return charged

    def settle(self, charged: int, usage: Usage) -> None:
        """Replace the estimate by the tokens the server counted."""
        if self.tpm is not None:
            self.tpm.adjust(billed_tokens(usage) - charged)

    def pause(self, seconds: float) -> None:
        """Hold every new attempt for `seconds` (the server asked us to back off)."""
        loop = asyncio.get_running_loop()
        self._resume_at = max(self._resume_at, loop.time() + seconds)


def billed_tokens(usage: Usage) -> int:
    """Tokens counted against a TPM limit (cache reads are not, as with Anthropic)."""
    return usage.input_tokens + usage.cache_creation_input_tokens + usage.output_tokens


def estimate_tokens(request: LLMRequest) -> int:
    """Prompt tokens, roughly: UTF-8 bytes / 3 (one token per CJK character, ~3 Latin letters)."""
    size = len((request.system or "").encode("utf-8"))
    size += sum(len(message.text().encode("utf-8")) for message in request.messages)
    if request.tool is not None:
        size += len(request.tool.model_dump_json().encode("utf-8"))
    return max(1, math.ceil(size / 3))


def backoff_delay(retry: int, *, base: float, cap: float, retry_after: float | None) -> float:
    """Seconds before retry number `retry` (1-based): the server's retry-after if it sent one,
    else exponential backoff with full jitter; capped at `cap` either way."""
    if retry_after is not None:
        return min(retry_after, cap)
    return random.uniform(0.0, min(cap, base * 2 ** (retry - 1)))
