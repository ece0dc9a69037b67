"""Anthropic Messages API (official SDK, AsyncAnthropic), with prompt caching and Message Batches.

`ContentBlock.cache=True` becomes `cache_control: {"type": "ephemeral"}` on that block, so
everything up to it (tools, system, earlier messages, the block) is a cacheable prefix.
`Reasoning.thinking_tokens` turns on extended thinking (inside `max_tokens`), `Reasoning.effort`
and a request's `json_schema` go in `output_config`; thinking blocks of the reply are never read.
"""

from __future__ import annotations

import inspect
from collections.abc import AsyncIterator
from typing import Any, NamedTuple

import anthropic

from heartbench.llm.providers import Provider, ProviderContext, check_api_reply, probe_model, require_env, scrub, sdk_error
from heartbench.llm.types import LLMRequest, LLMResponse, Message, ProviderError, Usage

API_KEY_ENV = "ANTHROPIC_API_KEY"
BASE_URL_ENV = "ANTHROPIC_BASE_URL"
# SDK 2.x speaks API version 2026-10-21, which rejects sampling parameters (even defaults).
ACCEPTS_TEMPERATURE = "temperature" in inspect.signature(anthropic.resources.messages.AsyncMessages.create).parameters


class BatchState(NamedTuple):
    """What a poll of a Message Batch tells us."""

    ended: bool
    status: str
    counts: dict[str, int]


class BatchItem(NamedTuple):
    """One line of a batch's results."""

    custom_id: str
    response: LLMResponse | None
    """The reply when the item succeeded."""
    outcome: str
    """`succeeded`, `errored`, `canceled` or `expired`."""
    detail: str
    """Error text for items that did not succeed."""


class AnthropicProvider(Provider):
    name = "anthropic"
    supports_cache = True
    supports_batch = True

    def __init__(self, context: ProviderContext):
        super().__init__(context)
        self._key = require_env(API_KEY_ENV, self.name)
        self._client = anthropic.AsyncAnthropic(
            api_key=self._key,
            base_url=context.base_url(self.name, BASE_URL_ENV),
            max_retries=0,
            timeout=context.http_timeout(anthropic),
        )

    # One call ---------------------------------------------------------------------------
    async def complete(self, request: LLMRequest) -> LLMResponse:
        try:
            message = await self._client.messages.create(**message_params(request))
        except anthropic.AnthropicError as exc:
            raise self._error(exc) from None
        check_api_reply(message, str(self._client.base_url))
        return to_response(message)

    async def aclose(self) -> None:
        await self._client.close()

    async def preflight(self, model: str) -> str | None:
        async def lookup() -> Any:
            try:
                return await self._client.models.retrieve(model)
            except anthropic.AnthropicError as exc:
                raise sdk_error(exc, anthropic, (self._key,)) from None

        return await probe_model(self, model, lookup, str(self._client.base_url))

    def _error(self, exc: Exception) -> ProviderError:
        return sdk_error(exc, anthropic, (self._key,))

    # Message Batches --------------------------------------------------------------------
    async def create_batch(self, items: list[tuple[str, LLMRequest]]) -> str:
        """Submit (custom_id, request) pairs as one batch; returns the batch id."""
        payload = [{"custom_id": custom_id, "params": message_params(request)} for custom_id, request in items]
        try:
            batch = await self._client.messages.batches.create(requests=payload)
        except anthropic.AnthropicError as exc:
            raise self._error(exc) from None
        return batch.id

    async def poll_batch(self, batch_id: str) -> BatchState:
        try:
            batch = await self._client.messages.batches.retrieve(batch_id)
        except anthropic.AnthropicError as exc:
            raise self._error(exc) from None
        counts = batch.request_counts.model_dump() if batch.request_counts is not None else {}
        return BatchState(batch.processing_status == "ended", batch.processing_status, counts)

    async def batch_results(self, batch_id: str) -> AsyncIterator[BatchItem]:
        """Stream the results of an ended batch."""
        try:
            lines = await self._client.messages.batches.results(batch_id)
            async for line in lines:
                result = line.result
                if result.type == "succeeded":
                    yield BatchItem(line.custom_id, to_response(result.message), "succeeded", "")
                else:
                    error = getattr(result, "error", None)
                    detail = scrub(str(getattr(error, "error", error) or result.type), (self._key,))
                    yield BatchItem(line.custom_id, None, result.type, detail)
        except anthropic.AnthropicError as exc:
            raise self._error(exc) from None


def message_params(request: LLMRequest) -> dict[str, Any]:
    """Keyword arguments of `messages.create` (also the `params` of a batch item)."""
    params: dict[str, Any] = {
        "model": request.model_name,
        "max_tokens": request.max_tokens,
        "messages": [_message(message) for message in request.messages],
    }
    if request.system is not None:
        params["system"] = request.system
    if request.temperature is not None:
        if not ACCEPTS_TEMPERATURE:
            raise ProviderError(
                f"temperature={request.temperature} cannot be sent: the Anthropic API version of anthropic SDK"
                f" {anthropic.__version__} rejects sampling parameters; leave temperature unset for anthropic models",
                retryable=False,
                reason="unsupported parameter",
            )
        params["temperature"] = request.temperature
    thinking = request.reasoning.thinking_tokens if request.reasoning is not None else None
    if thinking is not None:
        if thinking >= request.max_tokens:
            raise ProviderError(
                f"thinking_tokens={thinking} must be below the role's token budget ({request.max_tokens});"
                " raise the budget in [budgets] or lower [reasoning] thinking_tokens",
                retryable=False, reason="unsupported parameter",
            )  # fmt: skip
        params["thinking"] = {"type": "enabled", "budget_tokens": thinking}
    output_config: dict[str, Any] = {}
    if request.reasoning is not None and request.reasoning.effort is not None:
        output_config["effort"] = request.reasoning.effort
    if request.json_schema is not None and request.structured:
        output_config["format"] = {"type": "json_schema", "schema": request.json_schema}
    if output_config:
        params["output_config"] = output_config
    if request.tool is not None:
        params["tools"] = [
            {"name": request.tool.name, "description": request.tool.description, "input_schema": request.tool.input_schema}
        ]
        # With extended thinking the API refuses a forced tool; the model is then asked to use it.
        params["tool_choice"] = {"type": "auto"} if thinking is not None else {"type": "tool", "name": request.tool.name}
    return params


def _message(message: Message) -> dict[str, Any]:
    if isinstance(message.content, str):
        return {"role": message.role, "content": message.content}
    blocks = []
    for block in message.content:
        item: dict[str, Any] = {"type": "text", "text": block.text}
        if block.cache:
            item["cache_control"] = {"type": "ephemeral"}
        blocks.append(item)
    return {"role": message.role, "content": blocks}


def to_response(message: Any) -> LLMResponse:
    texts: list[str] = []
    tool_input = None
    for block in message.content or []:
        kind = getattr(block, "type", None)
        if kind == "text":
            texts.append(block.text)
        elif kind == "tool_use" and tool_input is None:
            tool_input = dict(block.input) if isinstance(block.input, dict) else None
    usage = message.usage
    return LLMResponse(
        text="".join(texts),
        tool_input=tool_input,
        usage=Usage(
            input_tokens=usage.input_tokens or 0,
            output_tokens=usage.output_tokens or 0,
            cache_creation_input_tokens=getattr(usage, "cache_creation_input_tokens", None) or 0,
            cache_read_input_tokens=getattr(usage, "cache_read_input_tokens", None) or 0,
        ),
        stop_reason=message.stop_reason,
    )
