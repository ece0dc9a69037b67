"""The rewrite through the real openai SDK against a loopback server (127.0.0.1 only)."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from heartbench.cli import app
from tests.dialogues.conftest import dialogue_json, set_rewriter
from tests.support.fakeserver import CHAT, OPENAI_KEY, chat_completion

GOOD = dialogue_json(("A", "我最近总是失眠，脑子停不下来。"), ("B", "是什么让你停不下来？"), ("A", "工作上的事，我怕自己做不好。"))
ENDS_ON_B = dialogue_json(("A", "我最近总是失眠，脑子停不下来。"), ("B", "是什么让你停不下来？"))


def test_rewrite_with_an_openai_compatible_server(server, bench, read_stage):
    assert server.openai_url.startswith("http://127.0.0.1:")
    set_rewriter(bench.root, "openai/qwen-test")
    straight = bench.seed("我最近总是失眠，脑子停不下来，白天上班也没精神。", scenes=["personal_growth/emotion_stress"])
    retried = bench.seed("我和室友吵架了，现在宿舍里谁也不理谁。")

    def reply(path: str, body: dict):
        prompt = body["messages"][1]["content"]  # [0] is the system prompt
        if "室友" in prompt and len(body["messages"]) == 2:
            return 200, {}, chat_completion(ENDS_ON_B)
        return 200, {}, chat_completion(GOOD)

    server.reply = reply
    result = CliRunner().invoke(app, ["build", "dialogues", "--no-spend-cap", "-w", str(bench.write())])  # an unpriced local model
    assert result.exit_code == 0, result.output
    assert "2 cases, 0 rejected (1 retried once" in result.output
    assert OPENAI_KEY not in result.output

    bodies = [seen.body for seen in server.requests if seen.path == CHAT]
    assert len(bodies) == 3
    assert {body["model"] for body in bodies} == {"qwen-test"}
    first = bodies[0]
    assert first["messages"][0]["role"] == "system" and "JSON" in first["messages"][0]["content"]
    follow_up = next(body for body in bodies if len(body["messages"]) == 4)
    assert [m["role"] for m in follow_up["messages"]] == ["system", "user", "assistant", "user"]
    assert "ends on B" in follow_up["messages"][-1]["content"]

    cases = read_stage(bench.root, "records.jsonl")
    assert [case["case_id"] for case in cases] == [straight, retried]
    assert all(case["dialogue"] == json.loads(GOOD)["dialogue"] for case in cases)
    assert cases[0]["primary_scene"] == "个人成长"

    # A rerun is served from the ledger: the server sees nothing new.
    (bench.root / "stages/build-dialogues/_SUCCESS").unlink()
    assert CliRunner().invoke(app, ["build", "dialogues", "-w", str(bench.root)]).exit_code == 0
    assert server.count(CHAT) == 3
