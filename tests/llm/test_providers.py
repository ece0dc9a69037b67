"""Providers through the real SDKs against the loopback server."""

from __future__ import annotations

import sys
import time
from email.utils import formatdate

import pytest

from heartbench.config import ProviderSettings
from heartbench.errors import HeartbenchError, InputError, MissingDependencyError
from heartbench.llm.providers import ProviderContext, load_provider, retry_after_seconds
from heartbench.llm.types import ContentBlock, LLMRequest, Message, RequestMeta, ToolSpec
from heartbench.model_spec import parse_model
from tests.support.fakeserver import anthropic_message, chat_completion

VERDICT_TOOL = ToolSpec(
    name="record_verdicts",
    description="One verdict per rubric item.",
    input_schema={"type": "object", "properties": {"items": {"type": "array"}}, "required": ["items"]},
)


def test_anthropic_reply_and_request_shape(server, make_runner, make_request):
    server.reply = lambda path, body: (200, {}, anthropic_message(
        "你好", usage={"input_tokens": 12, "output_tokens": 3, "cache_creation_input_tokens": 7, "cache_read_input_tokens": 5}))  # fmt: skip
    req = make_request("anthropic/claude-sonnet-4-6", "嗨", system="be kind", max_tokens=321)
    [result] = make_runner().run([req])
    assert result.ok and result.attempts == 1 and not result.cached
    assert result.response.text == "你好"
    assert result.response.stop_reason == "end_turn"
    usage = result.response.usage
    assert (usage.input_tokens, usage.output_tokens) == (12, 3)
    assert (usage.cache_creation_input_tokens, usage.cache_read_input_tokens) == (7, 5)
    [seen] = server.requests
    assert seen.path == "/v1/messages"
    assert seen.body["model"] == "claude-sonnet-4-6"
    assert seen.body["system"] == "be kind"
    assert seen.body["max_tokens"] == 321 and "temperature" not in seen.body
    assert seen.body["messages"] == [{"role": "user", "content": "嗨"}]
    assert "tools" not in seen.body


def test_openai_reply_model_with_slashes_and_cached_tokens(server, make_runner, make_request):
    server.reply = lambda path, body: (200, {}, chat_completion(
        "ok", usage={"prompt_tokens": 100, "completion_tokens": 9}, cached_tokens=60))  # fmt: skip
    req = make_request("openai/Qwen/Qwen3-30B-A3B", "hi", system="sys", temperature=0.0)
    [result] = make_runner().run([req])
    assert result.response.text == "ok" and result.response.stop_reason == "stop"
    usage = result.response.usage
    # prompt_tokens includes cached ones; input_tokens counts only those billed at the full rate
    assert (usage.input_tokens, usage.cache_read_input_tokens, usage.output_tokens) == (40, 60, 9)
    [seen] = server.requests
    assert seen.path == "/v1/chat/completions"
    assert seen.body["model"] == "Qwen/Qwen3-30B-A3B"
    assert seen.body["messages"] == [{"role": "system", "content": "sys"}, {"role": "user", "content": "hi"}]
    assert seen.body["temperature"] == 0.0


def test_anthropic_temperature_is_a_clear_error_not_a_silent_drop(server, make_runner, make_request):
    from heartbench.llm.providers.anthropic_messages import ACCEPTS_TEMPERATURE

    [result] = make_runner().run([make_request("anthropic/claude-sonnet-4-6", temperature=0.0)])
    if ACCEPTS_TEMPERATURE:  # anthropic SDK < 2 (API version 2023-06-01)
        assert result.ok and server.requests[0].body["temperature"] == 0.0
    else:
        assert result.error.startswith("unsupported parameter: temperature=0.0 cannot be sent")
        assert result.attempts == 1 and server.count() == 0


@pytest.mark.parametrize("model", ["anthropic/claude-sonnet-4-6", "openai/gpt-4o"])
def test_tool_call_replies(server, make_runner, make_request, model):
    verdict = {"items": [{"id": 1, "reason": "asks an open question", "hit": True}]}

    def reply(path, body):
        if path == "/v1/messages":
            assert body["tools"][0]["name"] == "record_verdicts"
            assert body["tools"][0]["input_schema"] == VERDICT_TOOL.input_schema
            assert body["tool_choice"] == {"type": "tool", "name": "record_verdicts"}
            return 200, {}, anthropic_message(tool_input=verdict)
        assert body["tools"][0]["function"]["parameters"] == VERDICT_TOOL.input_schema
        assert body["tool_choice"] == {"type": "function", "function": {"name": "record_verdicts"}}
        return 200, {}, chat_completion(None, tool_input=verdict, tool_name="record_verdicts")

    server.reply = reply
    [result] = make_runner().run([make_request(model, "judge this", tool=VERDICT_TOOL)])
    assert result.ok, result.error
    assert result.response.tool_input == verdict
    assert result.response.text == ""


def test_openai_malformed_tool_arguments_kept_as_text(server, make_runner, make_request):
    body = chat_completion(None, tool_input={"x": 1}, tool_name="record_verdicts")
    body["choices"][0]["message"]["tool_calls"][0]["function"]["arguments"] = '{"items": [oops'
    server.reply = lambda path, _: (200, {}, body)
    [result] = make_runner().run([make_request("openai/gpt-4o", "judge", tool=VERDICT_TOOL)])
    assert result.response.tool_input is None
    assert result.response.text == '{"items": [oops'


def cached_request(model: str) -> LLMRequest:
    blocks = [ContentBlock(text="CASE PREFIX ", cache=True), ContentBlock(text="answer of model X")]
    return LLMRequest(model=model, system="judge rules", messages=[Message(role="user", content=blocks)],
                      meta=RequestMeta(task="judge", case_id="c1"))  # fmt: skip


def test_cache_marks_anthropic_and_concatenation_openai(server, make_runner):
    make_runner().run([cached_request("anthropic/claude-sonnet-4-6"), cached_request("openai/gpt-4o")])
    anthropic_body = next(seen.body for seen in server.requests if seen.path == "/v1/messages")
    assert anthropic_body["messages"][0]["content"] == [
        {"type": "text", "text": "CASE PREFIX ", "cache_control": {"type": "ephemeral"}},
        {"type": "text", "text": "answer of model X"},
    ]
    openai_body = next(seen.body for seen in server.requests if seen.path == "/v1/chat/completions")
    assert openai_body["messages"][1] == {"role": "user", "content": "CASE PREFIX answer of model X"}


def test_base_url_from_bench_toml_when_env_unset(server, monkeypatch, make_request):
    monkeypatch.delenv("ANTHROPIC_BASE_URL")
    context = ProviderContext(providers={"anthropic": ProviderSettings(base_url=server.url)}, timeout=5)
    assert context.base_url("anthropic", "ANTHROPIC_BASE_URL") == server.url
    monkeypatch.setenv("ANTHROPIC_BASE_URL", "http://127.0.0.1:9")
    assert context.base_url("anthropic", "ANTHROPIC_BASE_URL") == "http://127.0.0.1:9"  # env wins


def test_missing_api_key_stops_before_sending(server, monkeypatch, make_runner, make_request):
    monkeypatch.delenv("OPENAI_API_KEY")
    runner = make_runner()
    with pytest.raises(HeartbenchError, match="OPENAI_API_KEY"):
        runner.run([make_request("anthropic/claude-sonnet-4-6"), make_request("openai/gpt-4o")])
    assert server.count() == 0


def test_fully_cached_rerun_needs_no_key(server, monkeypatch, make_runner, make_request):
    req = make_request("anthropic/claude-sonnet-4-6")
    make_runner().run([req])
    monkeypatch.delenv("ANTHROPIC_API_KEY")
    [again] = make_runner().run([req])
    assert again.cached and server.count() == 1


def test_model_specs():
    assert parse_model("openai/Qwen/Qwen3-30B-A3B") == ("openai", "Qwen/Qwen3-30B-A3B")
    assert parse_model("scripted/demo") == ("scripted", "demo")
    with pytest.raises(InputError, match="unknown provider 'gemini'"):
        parse_model("gemini/pro")
    with pytest.raises(InputError, match="provider/model"):
        parse_model("claude-sonnet-4-6")


def test_unknown_provider_in_map_raises_input_error(server, make_runner, make_request):
    with pytest.raises(InputError, match="unknown provider"):
        make_runner().run([make_request("mistral/large")])
    assert server.count() == 0


def test_missing_library_names_what_to_install(monkeypatch):
    monkeypatch.delitem(sys.modules, "heartbench.llm.providers.anthropic_messages", raising=False)
    monkeypatch.setitem(sys.modules, "anthropic", None)  # import anthropic -> ModuleNotFoundError
    with pytest.raises(MissingDependencyError, match="pip install 'anthropic'"):
        load_provider("anthropic", ProviderContext())


class _Headers(dict):
    def get(self, name, default=None):
        return super().get(name.lower(), default)


def test_retry_after_header_forms():
    assert retry_after_seconds(_Headers({"retry-after": "7"})) == 7.0
    assert retry_after_seconds(_Headers({"retry-after-ms": "1500", "retry-after": "9"})) == 1.5
    in_a_minute = retry_after_seconds(_Headers({"retry-after": formatdate(time.time() + 60, usegmt=True)}))
    assert 55 <= in_a_minute <= 61
    assert retry_after_seconds(_Headers({"retry-after": formatdate(time.time() - 60, usegmt=True)})) == 0.0
    assert retry_after_seconds(_Headers({"retry-after": "soon"})) is None
    assert retry_after_seconds(_Headers({})) is None
