"""Model providers, registered by name and imported only when a request needs them.

A model spec is `provider/model`: the first segment picks the provider, the rest (which may
contain slashes, e.g. `openai/Qwen/Qwen3-30B-A3B`) is the provider's model name.

A provider turns one `LLMRequest` into one `LLMResponse` or raises `ProviderError`; it never
retries (the runner owns retries, limits and the ledger). SDK clients are built with
`max_retries=0` and an explicit timeout.
"""

from __future__ import annotations

import email.utils
import importlib
import os
import time
from abc import ABC, abstractmethod
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from heartbench.config import Providers
from heartbench.errors import HeartbenchError, MissingDependencyError
from heartbench.llm.types import LLMRequest, LLMResponse, Message, ProviderError, RequestMeta
from heartbench.model_spec import provider_entry

# Status codes worth another attempt: timeouts, lock conflicts (409), rate limits, server
# trouble, Anthropic's 529 overloaded (the SDKs retry the same ones). A server's
# `x-should-retry: true|false` header overrides the status, as in both SDKs.
RETRYABLE_STATUS = frozenset({408, 409, 429, 500, 502, 503, 504, 529})
CONNECT_TIMEOUT = 10.0
"""Seconds to establish a connection; an endpoint that does not answer fails fast."""


@dataclass(frozen=True)
class ProviderContext:
    """What a provider may need to build its client."""

    providers: Providers | None = None
    """bench.toml `[providers.*]` (base URLs); environment variables win."""
    workspace_root: Path | None = None
    """Workspace folder; the scripted provider reads `<workspace_root>/scripted/`."""
    timeout: float = 600.0
    """Seconds to wait for a reply before one HTTP attempt is abandoned (then retried by the
    runner); connecting has `CONNECT_TIMEOUT`."""

    def http_timeout(self, sdk: Any) -> Any:
        """An SDK's timeout (its own `Timeout` class: the SDKs use different HTTP libraries):
        connect fast, read as long as `timeout`."""
        return sdk.Timeout(self.timeout, connect=min(CONNECT_TIMEOUT, self.timeout))

    def base_url(self, provider: str, env_var: str) -> str | None:
        from_env = os.environ.get(env_var)
        if from_env:
            return from_env
        settings = self.providers.get(provider) if self.providers is not None else None
        return settings.base_url if settings is not None else None


class Provider(ABC):
    """One backend. Instances are created per runner and event loop, then reused."""

    name: ClassVar[str]
    supports_cache: ClassVar[bool] = False
    """True when ContentBlock.cache is honoured (the runner then warms shared prefixes)."""
    supports_batch: ClassVar[bool] = False

    def __init__(self, context: ProviderContext):
        self.context = context

    @abstractmethod
    async def complete(self, request: LLMRequest) -> LLMResponse:
        """One attempt. Raise ProviderError (classified) on failure."""

    async def aclose(self) -> None:
        """Release network resources."""

    async def preflight(self, model: str) -> str | None:
        """Before the first request of `model`: the problem that would fail every request
        (a model the server does not serve, a refused key, a server that does not answer),
        or None. Other trouble (rate limits, a busy server) is left to the runner's retries."""
        return None


async def probe_model(provider: Provider, model: str, lookup: Any, where: str) -> str | None:
    """The pre-flight of an HTTP provider: `lookup()` asks its models API about `model` and
    returns what the SDK gave back (raising ProviderError); a 404 there (a missing model, or a
    server without that API) is settled by one minimal request through `provider.complete`."""
    try:
        check_api_reply(await lookup(), where)
        return None
    except ProviderError as exc:
        if exc.status != 404:
            return _preflight_problem(exc, where)
    ping = LLMRequest(model=f"{provider.name}/{model}", messages=[Message(role="user", content="ping")],
                      max_tokens=16, meta=RequestMeta(task="preflight"))  # fmt: skip
    try:
        await provider.complete(ping)
    except ProviderError as exc:
        return _preflight_problem(exc, where)
    return None


def _preflight_problem(exc: ProviderError, where: str) -> str | None:
    if exc.status == 404:
        return f"{where} does not serve this model ({exc})"
    if exc.status in (401, 403):
        return f"{where} refused the API key ({exc})"
    if exc.reason in ("connection error", "timeout"):
        return f"no answer from {where} ({exc})"
    if exc.reason == "not the API":
        return str(exc)
    return None  # anything else is worth the runner's retries, not a stop


def load_provider(name: str, context: ProviderContext) -> Provider:
    """Import and build the registered provider `name` (`heartbench.model_spec`); a missing
    library names what to install."""
    entry = provider_entry(name)
    module_name, class_name = entry.target.split(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        package = entry.requires or exc.name or name
        if exc.name and exc.name.split(".")[0] == package:
            raise MissingDependencyError(
                f"provider '{name}' needs the '{package}' library: pip install '{package}'"
            ) from None
        raise
    return getattr(module, class_name)(context)


def require_env(var: str, provider: str, hint: str = "") -> str:
    """An API key from the environment (keys are never read from files)."""
    value = os.environ.get(var)
    if not value:
        raise HeartbenchError(f"provider '{provider}' needs the {var} environment variable{hint}")
    return value


def retry_after_seconds(headers: Any) -> float | None:
    """`retry-after-ms`, or `retry-after` in seconds or as an HTTP date; None if absent."""
    if headers is None:
        return None
    millis = headers.get("retry-after-ms")
    if millis:
        try:
            return max(0.0, float(millis) / 1000.0)
        except ValueError:
            pass
    value = headers.get("retry-after")
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


def status_error(status: int, message: str, headers: Any, secrets: tuple[str, ...] = ()) -> ProviderError:
    """Classify an HTTP error status from any provider."""
    if status == 429:
        reason = "rate limited (429)"
    elif status == 529:
        reason = "overloaded (529)"
    elif status >= 500:
        reason = f"server error ({status})"
    else:
        reason = f"rejected ({status})"
    should_retry = (headers.get("x-should-retry") or "").lower() if headers is not None else ""
    retryable = should_retry == "true" or (should_retry != "false" and status in RETRYABLE_STATUS)
    return ProviderError(
        scrub(f"HTTP {status}: {message}", secrets),
        retryable=retryable,
        status=status,
        retry_after=retry_after_seconds(headers),
        reason=reason,
    )


def check_api_reply(reply: Any, where: str) -> None:
    """ProviderError (not retried) when the server answered with something other than the
    API's JSON — the SDKs hand back the body as a string: a web page at a wrong base URL, a
    proxy's login page. Retrying would only fetch the same page again."""
    if not isinstance(reply, str):
        return
    looks_html = "<html" in reply[:2000].lower() or "<!doctype" in reply[:200].lower()
    shown = " ".join(reply.split())[:120]
    what = "a web page" if looks_html else "text that is not the API's JSON"
    raise ProviderError(f"the server at {where} answered with {what} ({shown!r}); check the base URL", retryable=False,
                        reason="not the API")  # fmt: skip


def scrub(text: str, secrets: tuple[str, ...], limit: int = 500) -> str:
    """Remove secret values (a server may echo the key back) and cut long messages."""
    for secret in secrets:
        if secret:
            text = text.replace(secret, "***")
    return text if len(text) <= limit else text[: limit - 1] + "…"


def sdk_error(exc: Exception, sdk: Any, secrets: tuple[str, ...] = ()) -> ProviderError:
    """Classify an exception of the anthropic or openai SDK (same class names in both)."""
    if isinstance(exc, sdk.APITimeoutError):
        return ProviderError("request timed out", retryable=True, reason="timeout")
    if isinstance(exc, sdk.APIConnectionError):
        cause = exc.__cause__ or exc
        return ProviderError(scrub(f"connection error: {cause}", secrets), retryable=True, reason="connection error")
    if isinstance(exc, sdk.APIStatusError):
        message = getattr(exc, "message", "") or str(exc)
        return status_error(exc.status_code, message, exc.response.headers, secrets)
    return ProviderError(scrub(f"{type(exc).__name__}: {exc}", secrets), retryable=False, reason="client error")
