"""Keys a provider refused during a run: a revoked or out-of-credit key (401) refuses every
model of its provider, a key without access (403) one model; every later request to it would be
refused the same way, so the runner sends none of them."""

from __future__ import annotations

from heartbench.llm.types import LLMRequest, ProviderError


class RefusedKeys:
    """`note` each failed attempt; `blocking(request)` is the refusal that stops it, or None."""

    def __init__(self) -> None:
        self._refusals: dict[str, ProviderError] = {}  # provider (401) or model spec (403) -> the refusal

    def note(self, request: LLMRequest, error: ProviderError) -> None:
        if error.status == 401:  # the key: every model of this provider
            self._refusals.setdefault(request.provider, error)
        elif error.status == 403:  # this key has no access to this model
            self._refusals.setdefault(request.model, error)

    def blocking(self, request: LLMRequest) -> ProviderError | None:
        refusal = self._refusals.get(request.model) or self._refusals.get(request.provider)
        if refusal is None:
            return None
        return ProviderError(f"not sent: {refusal} on an earlier request of this run", retryable=False,
                             status=refusal.status, reason=refusal.reason)  # fmt: skip
