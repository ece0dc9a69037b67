"""OpenAI Chat Completions (official SDK, AsyncOpenAI): OpenAI and any compatible server
(vLLM, SGLang, Ollama, DashScope, DeepSeek...).

Content blocks are concatenated (no explicit cache marks in this API; servers that cache
prefixes do it on their own and report `prompt_tokens_details.cached_tokens`). `max_tokens`
is sent as `max_tokens`, the field every compatible server understands.
"""

from __future__ import annotations

import json
from typing import Any

import openai

from heartbench.llm.providers import Provider, ProviderContext, require_env, sdk_error
from heartbench.llm.types import LLMRequest, LLMResponse, ProviderError, Usage

API_KEY_ENV = "OPENAI_API_KEY"
BASE_URL_ENV = "OPENAI_BASE_URL"


class OpenAIProvider(Provider):
    name = "openai"

    def __init__(self, context: ProviderContext):
        super().__init__(context)
        self._key = require_env(API_KEY_ENV, self.name, " (a local server without keys accepts any value, e.g. EMPTY)")
        self._client = openai.AsyncOpenAI(
            api_key=self._key,
            base_url=context.base_url(self.name, BASE_URL_ENV),
            max_retries=0,
            timeout=context.timeout,
        )

    async def complete(self, request: LLMRequest) -> LLMResponse:
        try:
            completion = await self._client.chat.completions.create(**completion_params(request))
        except openai.OpenAIError as exc:
            raise sdk_error(exc, openai, (self._key,)) from None
        return to_response(completion)

    async def aclose(self) -> None:
        await self._client.close()


def completion_params(request: LLMRequest) -> dict[str, Any]:
    messages: list[dict[str, Any]] = []
    if request.system is not None:
        messages.append({"role": "system", "content": request.system})
    messages.extend({"role": message.role, "content": message.text()} for message in request.messages)
    params: dict[str, Any] = {"model": request.model_name, "messages": messages, "max_tokens": request.max_tokens}
    if request.temperature is not None:
        params["temperature"] = request.temperature
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
