"""OpenAI Chat Completions (official SDK, AsyncOpenAI): OpenAI and any compatible server
(vLLM, SGLang, Ollama, DashScope, DeepSeek...).

Content blocks are concatenated (no explicit cache marks in this API; servers that cache
prefixes do it on their own and report `prompt_tokens_details.cached_tokens`).

Parameters by model: the token budget goes as `max_tokens`, the field every compatible server
understands — except to OpenAI's reasoning models (`gpt-5*`, `o1`/`o3`/`o4*`) and to
api.openai.com, which take `max_completion_tokens` (reasoning tokens count inside it); the
reasoning models also refuse any temperature but the default, so none is sent. A server that
answers 400 "unsupported parameter" for another model name (an Azure deployment, a proxy) gets
the request once more with the parameter switched, and the provider remembers the switch for
that model for the rest of the run.

`Reasoning.effort` goes as `reasoning_effort`; a request's `json_schema` as `response_format`
(json_schema). A `reasoning_content` field (servers with a reasoning parser) is never read.
"""

from __future__ import annotations

import json
import re
from typing import Any

import openai

from heartbench.llm.providers import Provider, ProviderContext, check_api_reply, probe_model, require_env, sdk_error
from heartbench.llm.types import LLMRequest, LLMResponse, ProviderError, Usage

API_KEY_ENV = "OPENAI_API_KEY"
BASE_URL_ENV = "OPENAI_BASE_URL"
COMPLETION_TOKENS, NO_TEMPERATURE = "max_completion_tokens", "no temperature"
"""Adaptations a model may need: the budget under `max_completion_tokens`; no temperature sent."""
_REASONING_MODEL = re.compile(r"^(?:gpt-5|o[1-9])(?:\b|[-.])", re.IGNORECASE)


class OpenAIProvider(Provider):
    name = "openai"
    api_key_env, base_url_env = API_KEY_ENV, BASE_URL_ENV
    default_base_url: str | None = None
    """Where the server is when neither the environment nor bench.toml says (None: the SDK's, api.openai.com)."""

    def __init__(self, context: ProviderContext):
        super().__init__(context)
        self._key = require_env(self.api_key_env, self.name, " (a local server without keys accepts any value, e.g. EMPTY)")
        base_url = context.base_url(self.name, self.base_url_env) or self.default_base_url
        self._client = openai.AsyncOpenAI(api_key=self._key, base_url=base_url, max_retries=0, timeout=context.http_timeout(openai))
        self._official = "api.openai.com" in (base_url or "https://api.openai.com/v1")
        self._adapted: dict[str, set[str]] = {}
        """Per model name: the adaptations it needs, known up front or learnt from a 400 this run."""

    async def complete(self, request: LLMRequest) -> LLMResponse:
        adaptations = self._adapted.setdefault(request.model_name, expected_adaptations(request.model_name, official=self._official))
        sent = set(adaptations)  # a request in flight at once may learn the same switch first
        try:
            return await self._create(request, sent)
        except openai.BadRequestError as exc:
            learnt = adaptation_for(getattr(exc, "message", "") or str(exc))
            if learnt is None or learnt in sent:
                raise sdk_error(exc, openai, (self._key,)) from None
            adaptations.add(learnt)  # switched once, and remembered for this model
        except openai.OpenAIError as exc:
            raise sdk_error(exc, openai, (self._key,)) from None
        try:
            return await self._create(request, adaptations)
        except openai.OpenAIError as exc:
            raise sdk_error(exc, openai, (self._key,)) from None

    async def _create(self, request: LLMRequest, adaptations: set[str]) -> LLMResponse:
        completion = await self._client.chat.completions.create(**completion_params(request, adaptations))
        check_api_reply(completion, str(self._client.base_url))
        return to_response(completion)

    async def aclose(self) -> None:
        await self._client.close()

    async def preflight(self, model: str) -> str | None:
        async def lookup() -> Any:
            try:
                return await self._client.models.retrieve(model)
            except openai.OpenAIError as exc:
                raise sdk_error(exc, openai, (self._key,)) from None

        return await probe_model(self, model, lookup, str(self._client.base_url))


def expected_adaptations(model: str, *, official: bool) -> set[str]:
    """What a model needs before any 400 says so: OpenAI's reasoning models and api.openai.com."""
    adaptations = set()
    if official or _REASONING_MODEL.match(model):
        adaptations.add(COMPLETION_TOKENS)
    if _REASONING_MODEL.match(model):
        adaptations.add(NO_TEMPERATURE)
    return adaptations


def adaptation_for(message: str) -> str | None:
    """The adaptation a 400 "unsupported parameter/value" message asks for, if it names one."""
    text = message.lower()
    if "max_tokens" in text and ("max_completion_tokens" in text or "unsupported" in text):
        return COMPLETION_TOKENS
    if "temperature" in text and any(word in text for word in ("unsupported", "does not support", "only the default", "not supported")):
        return NO_TEMPERATURE
    return None


def completion_params(request: LLMRequest, adaptations: set[str] | frozenset[str] = frozenset()) -> dict[str, Any]:
    messages: list[dict[str, Any]] = []
    if request.system is not None:
        messages.append({"role": "system", "content": request.system})
    messages.extend({"role": message.role, "content": message.text()} for message in request.messages)
    budget = "max_completion_tokens" if COMPLETION_TOKENS in adaptations else "max_tokens"
    params: dict[str, Any] = {"model": request.model_name, "messages": messages, budget: request.max_tokens}
    if request.temperature is not None and NO_TEMPERATURE not in adaptations:
        params["temperature"] = request.temperature
    if request.reasoning is not None and request.reasoning.effort is not None:
        params["reasoning_effort"] = request.reasoning.effort
    if request.json_schema is not None and request.structured:
        schema = {"name": "reply", "schema": request.json_schema}
        params["response_format"] = {"type": "json_schema", "json_schema": schema}
    if request.tool is not None:
        function = {"name": request.tool.name, "description": request.tool.description, "parameters": request.tool.input_schema}
        params["tools"] = [{"type": "function", "function": function}]
        params["tool_choice"] = {"type": "function", "function": {"name": request.tool.name}}
    return params


def to_response(completion: Any) -> LLMResponse:
    if not completion.choices:
        raise ProviderError("reply has no choices", retryable=True, reason="empty reply")
    choice = completion.choices[0]
    text = choice.message.content or ""
    tool_input = None
    for call in choice.message.tool_calls or []:
        arguments = getattr(getattr(call, "function", None), "arguments", None)
        if arguments is None:
            continue
        try:
            parsed = json.loads(arguments)
        except json.JSONDecodeError:
            parsed = None
        if isinstance(parsed, dict):
            tool_input = parsed
        else:
            # A malformed call is kept as text so the caller can report it (never guessed).
            text = text + arguments
        break
    usage = completion.usage
    prompt = getattr(usage, "prompt_tokens", 0) or 0
    details = getattr(usage, "prompt_tokens_details", None)
    cached = (getattr(details, "cached_tokens", 0) or 0) if details is not None else 0
    return LLMResponse(
        text=text,
        tool_input=tool_input,
        usage=Usage(
            input_tokens=max(0, prompt - cached),
            output_tokens=getattr(usage, "completion_tokens", 0) or 0,
            cache_read_input_tokens=cached,
        ),
        stop_reason=choice.finish_reason,
    )


class DeepSeekProvider(OpenAIProvider):
    """DeepSeek's own OpenAI-compatible API (`deepseek/deepseek-chat`): a third model family
    beside Claude and GPT for the pilots, with its own key and URL."""

    name = "deepseek"
    api_key_env, base_url_env = "DEEPSEEK_API_KEY", "DEEPSEEK_BASE_URL"
    default_base_url = "https://api.deepseek.com"
