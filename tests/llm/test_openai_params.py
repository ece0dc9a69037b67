"""OpenAI parameters by model, with the real SDK against a loopback server: the reasoning
models (`gpt-5*`, `o*`) get `max_completion_tokens` and no temperature; another model whose
server refuses `max_tokens` (a deployment under its own name) is switched once and remembered."""

from __future__ import annotations

import asyncio

from heartbench.llm.providers.openai_chat import COMPLETION_TOKENS, NO_TEMPERATURE, adaptation_for, expected_adaptations
from tests.llm.conftest import request
from tests.support.fakeserver import CHAT, chat_completion, error_body

UNSUPPORTED = "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead."


def strict_openai(path: str, body: dict):
    """Answers like api.openai.com does for reasoning models: 400 on max_tokens or a temperature."""
    if path != CHAT:
        return None
    if "max_tokens" in body:
        return 400, {}, error_body(400, UNSUPPORTED)
    if "temperature" in body and body["temperature"] != 1:
        return 400, {}, error_body(400, "Unsupported value: 'temperature' does not support 0.0 with this model. Only the default (1) value is supported.")
    return 200, {}, chat_completion("好的")


def run(make_runner, requests):
    runner = make_runner()

    async def go():
        try:
            return await runner.map(requests, "probe")
        finally:
            await runner.aclose()

    return asyncio.run(go())


def test_reasoning_models_get_max_completion_tokens_and_no_temperature(server, make_runner):
    server.reply = strict_openai
    results = run(make_runner, [request("openai/gpt-5", text="一", temperature=0.0), request("openai/o3-mini", text="二")])
    assert all(r.ok for r in results), [r.error for r in results]
    bodies = [seen.body for seen in server.requests if seen.path == CHAT]
    assert len(bodies) == 2  # right the first time: no 400 was needed
    assert all("max_tokens" not in b and b["max_completion_tokens"] > 0 and "temperature" not in b for b in bodies)


def test_a_server_that_refuses_max_tokens_gets_it_switched_once_and_remembered(server, make_runner):
    server.reply = strict_openai
    results = run(make_runner, [request("openai/my-deployment", text=f"第{n}问") for n in range(3)])
    assert all(r.ok for r in results), [r.error for r in results]
    bodies = [seen.body for seen in server.requests if seen.path == CHAT]
    refused = [b for b in bodies if "max_tokens" in b]
    assert 1 <= len(refused) <= 3 and len(bodies) == len(refused) + 3  # each refusal retried once, switched
    later = run(make_runner, [request("openai/my-deployment", text="第四问")])  # a new run learns it again, once
    assert later[0].ok


def test_other_bad_requests_are_not_retried_as_a_switch(server, make_runner):
    server.reply = lambda path, body: (400, {}, error_body(400, "messages: too long")) if path == CHAT else None
    [result] = run(make_runner, [request("openai/gpt-5", text="一")])
    assert not result.ok and "too long" in result.error
    assert server.count(CHAT) == 1


def test_which_models_need_what():
    assert expected_adaptations("gpt-5-mini", official=False) == {COMPLETION_TOKENS, NO_TEMPERATURE}
    assert expected_adaptations("o4-mini", official=False) == {COMPLETION_TOKENS, NO_TEMPERATURE}
    assert expected_adaptations("gpt-4.1", official=True) == {COMPLETION_TOKENS}
    assert expected_adaptations("Qwen/Qwen3-30B-A3B", official=False) == set()
    assert expected_adaptations("omni-llama", official=False) == set()
    assert adaptation_for(UNSUPPORTED) == COMPLETION_TOKENS
    assert adaptation_for("Unsupported value: 'temperature' does not support 0.7") == NO_TEMPERATURE
    assert adaptation_for("context length exceeded") is None
