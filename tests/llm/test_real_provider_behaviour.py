"""What real providers do to the runner, through the real SDKs against the loopback server:
structured output refused and sent as text, truncation, pre-flight, unpriced models, reasoning
settings, x-should-retry / 409, and the connect timeout."""

from __future__ import annotations

import time

import pytest

from heartbench.config import ModelOrigin, ReasoningSettings
from heartbench.errors import InputError
from heartbench.llm.providers import CONNECT_TIMEOUT, ProviderContext
from heartbench.llm.types import LLMResponse
from tests.support.fakeserver import CHAT, MESSAGES, anthropic_message, chat_completion, error_body, sequence

SCHEMA = {"type": "object", "properties": {"items": {"type": "array"}}, "required": ["items"]}


def refuse_schemas(path: str, body: dict):
    """A server (or model) that answers 400 to any structured-output request."""
    if "response_format" in body or "format" in (body.get("output_config") or {}):
        return 400, {}, error_body(400, "response_format json_schema is not supported by this model")
    text = '{"items": []}'
    return 200, {}, chat_completion(text) if path == CHAT else anthropic_message(text)


@pytest.mark.parametrize("model", ["openai/gpt-4o", "anthropic/claude-sonnet-4-6"])
def test_a_refused_schema_falls_back_to_text_once_and_is_remembered(server, make_runner, make_request, model):
    server.reply = refuse_schemas
    runner = make_runner()
    requests = [make_request(model, f"q{n}", task="judge", json_schema=SCHEMA) for n in range(3)]
    results = [runner.run([request])[0] for request in requests]  # one after another: the refusal is known by the second
    assert all(result.ok and result.response.text == '{"items": []}' for result in results)
    structured = [seen for seen in server.requests if "response_format" in seen.body or "output_config" in seen.body]
    assert len(structured) == 1  # one refusal, then the model is known to take text for this run
    assert runner.failures() == {} and runner.counts["text_fallbacks"] == 1
    sent = len(server.requests)
    again = make_runner().run(requests)  # a new run: the text replies are in the ledger, nothing is sent
    assert [r.response.text for r in again] == [r.response.text for r in results] and len(server.requests) == sent


def test_structured_requests_carry_the_schema_in_each_providers_form(server, make_runner, make_request):
    make_runner().run([make_request("openai/gpt-4o", "a", json_schema=SCHEMA), make_request("anthropic/claude-sonnet-4-6", "b", json_schema=SCHEMA)])
    chat = next(seen.body for seen in server.requests if seen.path == CHAT)
    messages = next(seen.body for seen in server.requests if seen.path == MESSAGES)
    assert chat["response_format"] == {"type": "json_schema", "json_schema": {"name": "reply", "schema": SCHEMA}}
    assert messages["output_config"] == {"format": {"type": "json_schema", "schema": SCHEMA}}


def truncated_then_complete(path: str, body: dict):
    budget = body.get("max_tokens") or body.get("max_completion_tokens")
    if budget == 100:
        reply = chat_completion('{"items": [{"id": 1, "re')
        reply["choices"][0]["finish_reason"] = "length"
        return 200, {}, reply
    return 200, {}, chat_completion('{"items": []}')


def test_a_truncated_json_reply_is_asked_again_with_twice_the_budget(server, make_runner, make_request):
    server.reply = truncated_then_complete
    [result] = make_runner().run([make_request("openai/gpt-4o", "judge this", task="judge", max_tokens=100)])
    assert result.ok and result.response.text == '{"items": []}'
    assert [seen.body["max_tokens"] for seen in server.requests] == [100, 200]


def test_a_truncated_answer_is_kept_and_flagged_in_the_ledger(server, make_runner, make_request, ledger_path):
    server.reply = truncated_then_complete
    runner = make_runner()
    [result] = runner.run([make_request("openai/gpt-4o", "答一下", task="answer", max_tokens=100)])
    assert result.ok and result.response.truncated and len(server.requests) == 1  # an answer is never re-asked
    assert runner.ledger.truncated_count() == 1


def test_preflight_names_the_missing_model_and_its_bench_toml_line(server, make_runner, make_request, tmp_path):
    server.missing_models = {"gpt-5o"}
    runner = make_runner()
    runner.origins = {"openai/gpt-5o": ModelOrigin(tmp_path / "bench.toml", "models.judge", 14)}
    with pytest.raises(InputError) as caught:
        runner.run([make_request("openai/gpt-5o", "a"), make_request("openai/gpt-5o", "b")])
    message = str(caught.value)
    assert message.startswith(f"{tmp_path / 'bench.toml'}:14: models.judge = 'openai/gpt-5o':")
    assert "does not serve this model" in message and "404" in message
    assert server.lookups == ["gpt-5o"]
    assert len(server.requests) == 1  # the lookup said 404, one minimal request confirmed it; nothing else was sent


def test_preflight_checks_each_model_once_per_run(server, make_runner, make_request):
    runner = make_runner()
    runner.run([make_request("openai/gpt-4o", f"q{n}") for n in range(4)])
    runner.run([make_request("openai/gpt-4o", f"r{n}") for n in range(4)])
    assert server.lookups == ["gpt-4o"]


def test_preflight_refused_key_is_one_line(server, make_runner, make_request):
    real = server.handle

    def handle(method, path, body, headers):
        if path.startswith("/v1/models/"):
            return (401, {}, error_body(401, "invalid x-api-key")), lambda: None
        return real(method, path, body, headers)

    server.handle = handle
    with pytest.raises(InputError, match=r"model 'anthropic/claude-sonnet-4-6': .* refused the API key"):
        make_runner().run([make_request("anthropic/claude-sonnet-4-6", "a")])
    assert server.requests == []


@pytest.mark.parametrize("model", ["openai/gpt-4o", "anthropic/claude-sonnet-4-6"])
def test_a_web_page_at_a_wrong_base_url_is_one_line_before_any_request(server, make_runner, make_request, model):
    page = "<!DOCTYPE html><html><head><title>Welcome to nginx!</title></head><body>It works</body></html>"
    server.handle = lambda method, path, body, headers: ((200, {"content-type": "text/html"}, page), lambda: None)
    with pytest.raises(InputError, match=r"answered with a web page \('<!DOCTYPE html><html><head><title>Welcome to nginx"):
        make_runner().run([make_request(model, "a"), make_request(model, "b")])


def test_an_unpriced_model_is_refused_before_any_call_unless_the_cap_is_off(server, make_runner, make_request):
    with pytest.raises(InputError, match=r"'openai/Qwen/Qwen3-8B': no price is known.*\[prices.\"openai/Qwen/Qwen3-8B\"\].*--no-spend-cap"):
        make_runner(spend_cap_usd=5.0).run([make_request("openai/Qwen/Qwen3-8B", "a")])
    assert server.requests == [] and server.lookups == []
    uncapped = make_runner(spend_cap_usd=5.0)
    uncapped.spend_cap = False
    [result] = uncapped.run([make_request("openai/Qwen/Qwen3-8B", "a")])
    assert result.ok


def test_reasoning_settings_reach_each_provider(server, make_runner, make_request):
    runner = make_runner()
    runner.reasoning = {"openai/gpt-5*": ReasoningSettings(effort="low"),
                        "anthropic/claude-sonnet-4-6": ReasoningSettings(thinking_tokens=2048)}  # fmt: skip
    runner.run([make_request("openai/gpt-5-mini", "a", max_tokens=4096), make_request("anthropic/claude-sonnet-4-6", "b", max_tokens=4096)])
    chat = next(seen.body for seen in server.requests if seen.path == CHAT)
    messages = next(seen.body for seen in server.requests if seen.path == MESSAGES)
    assert chat["reasoning_effort"] == "low" and chat["max_completion_tokens"] == 4096
    assert messages["thinking"] == {"type": "enabled", "budget_tokens": 2048} and messages["max_tokens"] == 4096


def test_thinking_at_or_above_the_budget_is_a_clear_error_not_a_call(server, make_runner, make_request):
    runner = make_runner()
    runner.reasoning = {"anthropic/*": ReasoningSettings(thinking_tokens=4096)}
    [result] = runner.run([make_request("anthropic/claude-sonnet-4-6", "a", max_tokens=4096)])
    assert not result.ok and "thinking_tokens=4096 must be below the role's token budget (4096)" in result.error
    assert server.requests == []


def test_anthropic_thinking_blocks_are_never_the_reply(server, make_runner, make_request):
    reply = anthropic_message('{"items": []}')
    reply["content"].insert(0, {"type": "thinking", "thinking": "让我想想 {\"items\": [1]}", "signature": "sig"})
    server.reply = lambda path, body: (200, {}, reply)
    [result] = make_runner().run([make_request("anthropic/claude-sonnet-4-6", "a")])
    assert result.response.text == '{"items": []}'


def test_reasoning_content_is_never_the_reply(server, make_runner, make_request):
    reply = chat_completion("最终回答")
    reply["choices"][0]["message"]["reasoning_content"] = "先分析一下……"
    server.reply = lambda path, body: (200, {}, reply)
    [result] = make_runner().run([make_request("openai/gpt-4o", "a")])
    assert result.response.text == "最终回答"


@pytest.mark.parametrize(("status", "header", "attempts"), [(409, None, 2), (400, "true", 2), (503, "false", 1)])
def test_409_and_x_should_retry_are_honoured(server, make_runner, make_request, status, header, attempts):
    headers = {"x-should-retry": header} if header else {}
    server.reply = sequence((status, headers, error_body(status, "try me")), None)
    [result] = make_runner(max_retries=3).run([make_request("anthropic/claude-sonnet-4-6", "a")])
    assert len(server.requests) == attempts and result.ok == (attempts == 2)


def test_connecting_has_its_own_short_timeout():
    timeout = ProviderContext(timeout=600.0).http_timeout(__import__("openai"))
    assert (timeout.connect, timeout.read) == (CONNECT_TIMEOUT, 600.0)


def test_an_endpoint_that_does_not_answer_fails_fast(make_runner, make_request, monkeypatch):
    # A port nothing listens on: the connection is refused at once, retried, then reported; the
    # pre-flight turns it into one line before any work is sent.
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    monkeypatch.setenv("OPENAI_API_KEY", "EMPTY")
    started = time.monotonic()
    with pytest.raises(InputError, match=r"no answer from http://127.0.0.1:9/v1/"):
        make_runner(max_retries=1).run([make_request("openai/gpt-4o", "a")])
    assert time.monotonic() - started < 30


def test_a_truncated_response_knows_it():
    assert LLMResponse(text="x", stop_reason="max_tokens").truncated and LLMResponse(text="x", stop_reason="length").truncated
    assert not LLMResponse(text="x", stop_reason="end_turn").truncated


def test_a_batch_that_could_pass_the_cap_is_not_submitted(server, make_runner, make_request):
    # claude-sonnet-4-6 at the batch price: 4096 reply tokens x $15/Mtok x 0.5 = $0.031 per request at most
    requests = [make_request("anthropic/claude-sonnet-4-6", f"q{n}", max_tokens=4096) for n in range(3)]
    capped = make_runner(spend_cap_usd=0.05)
    results = capped.run(requests, batch=True)
    assert all(not r.ok and r.error.startswith("spend cap reached: a batch of 3 request(s) may cost up to $0.09") for r in results)
    assert server.requests == []
    roomy = make_runner(spend_cap_usd=1.0)
    assert all(r.ok for r in roomy.run(requests, batch=True)) and roomy.reserved == 0.0
    assert server.count("/v1/messages/batches", method="POST") == 1


def test_a_reply_marked_unusable_is_resampled_by_the_next_run_and_both_are_kept(server, make_runner, make_request):
    server.reply = sequence((200, {}, chat_completion("不是 JSON")), (200, {}, chat_completion('{"items": []}')))
    request = make_request("openai/gpt-4o", "judge this", task="judge")
    first = make_runner(max_resamples=2)
    [unusable] = first.run([request])
    assert unusable.resample == 0 and unusable.resamples_left == 2
    first.mark_unusable(unusable, "no JSON object in the reply")
    [fresh] = make_runner(max_resamples=2).run([request])  # a rerun: the same request, a fresh sample
    assert fresh.response.text == '{"items": []}' and fresh.resample == 1 and fresh.resamples_left == 1
    assert fresh.key != unusable.key and len(server.requests) == 2
    assert "resample" not in server.requests[1].body  # the sample index is ours, never sent
    [again] = make_runner(max_resamples=2).run([request])  # the fresh reply was usable: served from the ledger
    assert again.cached and again.key == fresh.key and len(server.requests) == 2
    spent = make_runner(max_resamples=0).run([request])[0]  # no fresh samples allowed: the stored reply stands
    assert spent.key == unusable.key and spent.cached and spent.resamples_left == 0
