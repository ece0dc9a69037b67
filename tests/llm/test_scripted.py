"""The scripted provider: offline replies from <workspace>/scripted/."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from heartbench.errors import HeartbenchError
from heartbench.llm.types import ToolSpec

TOOL = ToolSpec(name="record_verdicts", input_schema={"type": "object"})


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def test_text_reply_per_case(tmp_path, make_runner, make_request):
    write(tmp_path / "scripted/demo/answer/case-1.txt", "我在听。\n")
    [result] = make_runner(workspace_root=tmp_path).run([make_request("scripted/demo", task="answer", case_id="case-1")])
    assert result.ok and result.response.text == "我在听。"
    assert result.response.usage.input_tokens == 0


def test_subject_with_slashes_is_a_nested_path_and_json_tool_reply(tmp_path, make_runner, make_request):
    verdict = {"items": [{"id": 1, "reason": "r", "hit": False}]}
    reply = {"tool_input": verdict, "usage": {"input_tokens": 30, "output_tokens": 4}, "stop_reason": "tool_use"}
    write(tmp_path / "scripted/judges/v1/judge/c9/openai/Qwen/Qwen3-8B.json", json.dumps(reply))
    req = make_request("scripted/judges/v1", task="judge", case_id="c9", subject="openai/Qwen/Qwen3-8B", tool=TOOL)
    [result] = make_runner(workspace_root=tmp_path).run([req])
    assert result.ok, result.error
    assert result.response.tool_input == verdict and result.response.text == ""
    assert result.response.usage.input_tokens == 30


def test_subject_falls_back_to_the_per_case_reply(tmp_path, make_runner, make_request):
    write(tmp_path / "scripted/j/judge/c1.txt", '{"items": []}')
    write(tmp_path / "scripted/j/judge/c1/model-b.txt", "specific")
    runner = make_runner(workspace_root=tmp_path)
    a, b = runner.run([make_request("scripted/j", task="judge", case_id="c1", subject="model-a"),
                       make_request("scripted/j", task="judge", case_id="c1", subject="model-b")])  # fmt: skip
    assert a.response.text == '{"items": []}' and b.response.text == "specific"


def test_missing_file_names_the_expected_path(tmp_path, make_runner, make_request):
    runner = make_runner(workspace_root=tmp_path)
    [result] = runner.run([make_request("scripted/demo", task="answer", case_id="c7", subject="m1")])
    expected = tmp_path / "scripted/demo/answer/c7/m1.txt"
    assert result.error.startswith(f"scripted reply missing: no scripted reply: expected {expected} (or .json)")
    assert str(tmp_path / "scripted/demo/answer/c7.txt") in result.error
    assert result.attempts == 1  # not retried
    assert runner.failures() == {"scripted reply missing": 1}


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        ("{oops", "not valid JSON"),
        ("[1, 2]", "expected a JSON object"),
        ('{"text": "x", "extra": 1}', "unknown field 'extra'"),
        ('{"tool_input": {"a": 1}}', "has tool_input but the request asks for no tool"),
    ],
)
def test_bad_json_reply_is_a_clear_error(tmp_path, make_runner, make_request, content, problem):
    write(tmp_path / "scripted/demo/answer/c1.json", content)
    [result] = make_runner(workspace_root=tmp_path).run([make_request("scripted/demo", task="answer", case_id="c1")])
    assert result.error.startswith("scripted reply invalid: ") and problem in result.error
    assert str(tmp_path / "scripted/demo/answer/c1.json") in result.error


def test_unsafe_or_missing_names(tmp_path, make_runner, make_request):
    runner = make_runner(workspace_root=tmp_path)
    escape, no_case = runner.run([make_request("scripted/demo", task="answer", case_id="../../etc/passwd"),
                                  make_request("scripted/demo", task="answer")])  # fmt: skip
    assert "cannot be used as a file path" in escape.error
    assert "need meta.case_id" in no_case.error


def test_scripted_needs_a_workspace(make_runner, make_request):
    with pytest.raises(HeartbenchError, match="needs a workspace folder"):
        make_runner().run([make_request("scripted/demo", case_id="c1")])


def test_scripted_replies_are_ledgered_and_free(tmp_path, make_runner, make_request):
    write(tmp_path / "scripted/demo/answer/c1.json", '{"text": "hi", "usage": {"input_tokens": 10, "output_tokens": 2}}')
    req = make_request("scripted/demo", task="answer", case_id="c1", stage="pilot")
    make_runner(workspace_root=tmp_path).run([req])
    (tmp_path / "scripted/demo/answer/c1.json").unlink()
    runner = make_runner(workspace_root=tmp_path)
    [again] = runner.run([req])
    assert again.cached and again.response.text == "hi"
    [row] = runner.ledger.stats()
    assert (row.stage, row.model, row.calls, row.cost_usd, row.unpriced_calls) == ("pilot", "scripted/demo", 1, 0.0, 0)


def test_ledger_only_serves_stored_replies_and_sends_nothing(tmp_path: Path, make_runner, make_request, monkeypatch):
    write(tmp_path / "scripted/demo/answer/c1.txt", "stored\n")
    write(tmp_path / "scripted/demo/answer/c2.txt", "would be sent\n")
    first = make_request("scripted/demo", task="answer", case_id="c1")
    [stored] = make_runner(workspace_root=tmp_path).run([first])
    assert stored.ok

    monkeypatch.setenv("HEARTBENCH_LEDGER_ONLY", "1")
    runner = make_runner(workspace_root=tmp_path)
    again, missing = runner.run([first, make_request("scripted/demo", task="answer", case_id="c2")])
    assert again.ok and again.cached and again.response.text == "stored"
    assert missing.error.startswith("not in ledger: ledger-only run")
    assert runner.counts["sent"] == 0 and runner.failures() == {"not in ledger": 1}
