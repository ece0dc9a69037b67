"""The model layer's contract: requests, responses, call results.

Every model call in the kit is an `LLMRequest` handed to the runner (`heartbench.llm.runner`),
which consults the ledger, applies limits and retries, and returns a `CallResult` — never
raising for a failed call, so nothing is dropped silently.

Ledger key = hash of the canonical request: provider, model, parameters, system, messages and
template version. `meta` is provenance (task, case, subject, stage) and is *not* part of the
key, except where a provider needs it to answer (the scripted provider reads it).
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", use_attribute_docstrings=True)


class ContentBlock(_Model):
    """A piece of message text; `cache` marks the end of a prefix worth caching."""

    text: str
    """The text."""
    cache: bool = False
    """Anthropic: put a cache breakpoint after this block (the per-case prefix). Ignored by
    providers without prompt caching; it never changes what the model sees."""


class Message(_Model):
    role: Literal["user", "assistant"]
    """Who speaks."""
    content: str | list[ContentBlock]
    """Plain text, or blocks (to mark a cacheable prefix)."""

    def text(self) -> str:
        if isinstance(self.content, str):
            return self.content
        return "".join(block.text for block in self.content)


def reply_schema(model: type[BaseModel]) -> dict[str, Any]:
    """The JSON schema of a reply shape (a pydantic model), references inlined: the form both
    providers' structured outputs accept."""
    schema = model.model_json_schema()
    definitions = schema.pop("$defs", {})

    def inline(node: Any) -> Any:
        if isinstance(node, dict):
            if "$ref" in node:
                return inline(definitions[node["$ref"].rsplit("/", 1)[-1]])
            return {key: inline(value) for key, value in node.items() if key != "title"}
        if isinstance(node, list):
            return [inline(value) for value in node]
        return node

    return inline(schema)


class ToolSpec(_Model):
    """Ask for the reply as a tool call with this JSON schema (the judge's verdict shape)."""

    name: str
    description: str = ""
    input_schema: dict[str, Any]


class Reasoning(_Model):
    """How much a model may think before it replies (bench.toml `[reasoning."provider/model"]`).
    Thinking tokens count inside the request's `max_tokens`."""

    effort: Literal["none", "minimal", "low", "medium", "high", "xhigh", "max"] | None = None
    """OpenAI: `reasoning_effort`; Anthropic: `output_config.effort` (each server accepts its own subset)."""
    thinking_tokens: int | None = Field(None, ge=1024)
    """Anthropic extended thinking: `budget_tokens` (at least 1024, below the role's budget)."""


class RequestMeta(_Model):
    """Provenance of a request; not part of the ledger key."""

    task: str
    """What the call is for: `answer`, `judge`, `rewrite`, `tag`, `rubric`..."""
    stage: str | None = None
    """Pipeline stage that made the call (ledger stats group by it)."""
    case_id: str | None = None
    """Case (or seed) the call is about."""
    subject: str | None = None
    """Second key where one case has several calls: the judged model, a retry round..."""


class LLMRequest(_Model):
    """One model call, fully described."""

    model: str
    """`provider/model`, e.g. `anthropic/claude-sonnet-4-5`, `openai/Qwen/Qwen3-30B-A3B`."""
    messages: list[Message] = Field(min_length=1)
    """The conversation sent to the model."""
    system: str | None = None
    """System prompt, if any."""
    max_tokens: int = 4096
    """Upper bound on reply tokens."""
    temperature: float | None = None
    """Sampling temperature; None = the provider's default."""
    tool: ToolSpec | None = None
    """Request a structured reply through a tool call."""
    reasoning: Reasoning | None = None
    """Thinking settings; the runner fills them from bench.toml for the request's model."""
    json_schema: dict[str, Any] | None = None
    """Ask for a reply that is one JSON value of this schema (Anthropic: forced tool use;
    OpenAI: `response_format` json_schema). A server that refuses it gets the request as text
    once, and the runner remembers that for the model (`structured=False`)."""
    structured: bool = True
    """False when the request goes as text although `json_schema` is set (the fallback)."""
    template_version: str = ""
    """Version of the prompt template the messages came from (part of the key)."""
    resample: int = 0
    """Which fresh sample this is after earlier replies to the same request were unusable
    (`Runner.mark_unusable`); 0 is left out of the key."""
    sample_set: str = "construction"
    """Which draw of answers this request belongs to (`heartbench.evaluation.samples`): the
    construction sample (drafting, pilot, prune, split), the held-out sample (the figures
    those stages report) or the evaluation sample (`evaluate run`). Part of the key, never
    sent; "construction" is left out of the key, so answers paid for before samples existed
    keep their keys."""
    sample: int = 0
    """Which of several independent samples of the same request this is (judge repeats):
    part of the key so the ledger keeps each, never sent to the provider; 0 is left out of
    the key, so single-sample requests keep their keys."""
    meta: RequestMeta
    """Provenance; not part of the key."""

    @property
    def provider(self) -> str:
        return self.model.split("/", 1)[0]

    @property
    def model_name(self) -> str:
        return self.model.split("/", 1)[1] if "/" in self.model else ""

    def canonical(self) -> dict[str, Any]:
        """The request as hashed into the ledger key (meta left out, except what the scripted
        provider answers by: its reply file is chosen by task, case and subject)."""
        # Defaults that came later are left out, so requests made before them keep their keys.
        data = self.model_dump(mode="json", exclude={"meta"})
        for name, default in (("sample", 0), ("sample_set", "construction"), ("resample", 0), ("reasoning", None), ("json_schema", None), ("structured", True)):
            if data[name] == default:
                del data[name]
        if self.provider == "scripted":
            data["meta"] = self.meta.model_dump(mode="json", include={"task", "case_id", "subject"})
        return data

    def key(self) -> str:
        payload = json.dumps(self.canonical(), sort_keys=True, ensure_ascii=False, separators=(",", ":"))
        return hashlib.sha256(payload.encode("utf-8")).hexdigest()


TRUNCATED_STOPS = frozenset({"max_tokens", "length"})
"""Stop reasons meaning "cut off at the token limit" (Anthropic, OpenAI)."""


class Usage(_Model):
    input_tokens: int = 0
    """Prompt tokens billed at the full rate."""
    output_tokens: int = 0
    """Reply tokens."""
    cache_creation_input_tokens: int = 0
    """Anthropic: prompt tokens written to the cache."""
    cache_read_input_tokens: int = 0
    """Anthropic: prompt tokens read from the cache."""


class LLMResponse(_Model):
    """What a provider returned."""

    text: str
    """The reply text (empty when the reply is only a tool call)."""
    tool_input: dict[str, Any] | None = None
    """Arguments of the tool call, when the request asked for one and the model made it."""
    usage: Usage = Field(default_factory=Usage)
    """Token counts as the server reported them."""
    stop_reason: str | None = None
    """Why generation stopped, as the provider says it."""

    @property
    def truncated(self) -> bool:
        """True when the reply stopped at the token limit (it may be incomplete)."""
        return self.stop_reason in TRUNCATED_STOPS


class CallResult(_Model):
    """The outcome of one request after the ledger, limits and retries."""

    key: str
    """Ledger key of the request."""
    response: LLMResponse | None = None
    """The reply; None when every attempt failed."""
    error: str | None = None
    """Why there is no reply (last error, after retries); None on success."""
    attempts: int = 0
    """Attempts made in this run (0 when served from the ledger)."""
    cached: bool = False
    """True when served from the ledger without a call."""
    resample: int = 0
    """Which sample of the request answered (0 unless earlier replies were marked unusable)."""
    resamples_left: int = 0
    """Fresh samples a later run may still ask for if this reply is marked unusable."""

    @property
    def ok(self) -> bool:
        return self.response is not None


class ProviderError(Exception):
    """A failed attempt, classified so the runner knows whether to retry."""

    def __init__(
        self,
        message: str,
        *,
        retryable: bool,
        status: int | None = None,
        retry_after: float | None = None,
        reason: str | None = None,
    ):
        super().__init__(message)
        self.retryable = retryable
        self.status = status
        self.retry_after = retry_after
        # Short label failures are grouped by in reports ("rate limited (429)", "timeout").
        self.reason = reason or (f"HTTP {status}" if status is not None else "error")
