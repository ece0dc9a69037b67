"""`rubrics draft` through the real openai SDK against the loopback server: pilots and the
synthesizer are OpenAI-compatible models; the synthesizer's first reply is malformed and is
re-asked with the problem stated."""

from __future__ import annotations

import json
import re

from typer.testing import CliRunner

from heartbench.cli import app
from tests.rubrics.conftest import GOOD_ITEMS, items_reply
from tests.support import read_jsonl
from tests.support.fakeserver import OPENAI_KEY, chat_completion

PILOTS = ("openai/pilot-a", "openai/pilot-b")
SYNTH = "openai/synth"


def test_malformed_synthesizer_reply_is_re_asked_over_http(bench, server):
    config = bench.root / "bench.toml"
    text = config.read_text(encoding="utf-8").replace("scripted/pilot-a", PILOTS[0]).replace("scripted/pilot-b", PILOTS[1])
    text = text.replace('synthesizer = "scripted/synth"', f'synthesizer = "{SYNTH}"')
    config.write_text(text + '\n[prices."openai/*"]\ninput = 1.0\noutput = 2.0\n', encoding="utf-8")  # priced: the spend cap counts them
    bench.case("case01")
    bench.case("case02", last="我和室友因为打扫卫生的事吵翻了，现在谁也不理谁。")

    def reply(path: str, body: dict):
        if body["model"] != "synth":
            voice = {"pilot-a": "甲", "pilot-b": "乙"}[body["model"]]
            return 200, {}, chat_completion(f"（试答{voice}）听起来你很难受，愿意多说一点吗？")
        if len(body["messages"]) == 2:  # system + the first request: a reply cut short
            return 200, {}, chat_completion('{"items": [{"dimension": "warmth", "score": 3')
        return 200, {}, chat_completion(items_reply(GOOD_ITEMS))

    server.reply = reply
    result = CliRunner().invoke(app, ["rubrics", "draft", "-w", str(bench.write_cases())])
    assert result.exit_code == 0, result.output
    assert "2 cases with rubrics, 0 rejected (2 re-asked once)" in result.output
    synth_bodies = [seen.body for seen in server.requests if seen.body.get("model") == "synth"]
    assert len(synth_bodies) == 4  # two cases, each asked twice
    retry = [b for b in synth_bodies if len(b["messages"]) == 4]
    assert len(retry) == 2 and all(re.search(r"not valid JSON \(.+ at column \d+, line \d+ of the reply\)", b["messages"][-1]["content"]) for b in retry)
    assert sum(1 for seen in server.requests if seen.body.get("model", "").startswith("pilot")) == 4
    rows = read_jsonl(bench.root / "stages/rubrics-draft/records.jsonl")
    assert all(len(row["rubric"]) == 8 for row in rows)
    # Pilot answers are labelled P1/P2 in the synthesizer prompt, never named.
    first = next(b for b in synth_bodies if len(b["messages"]) == 2)
    prompt = json.dumps(first, ensure_ascii=False)
    assert "〔P1〕" in prompt and "（试答甲）" in prompt and "pilot-a" not in prompt
    assert OPENAI_KEY not in (bench.root / "ledger.sqlite").read_bytes().decode("utf-8", "replace")


def test_evaluate_run_draws_fresh_answers_at_the_server_unless_told_to_reuse_the_pilots(bench, server, tmp_path):
    """rubrics draft, then pilot (its construction answers from the ledger, its held-out ones
    sent), then evaluate run with a pilot: fresh answers unless --reuse-pilot-answers."""
    config = bench.root / "bench.toml"
    text = config.read_text(encoding="utf-8").replace("scripted/pilot-a", PILOTS[0]).replace("scripted/pilot-b", PILOTS[1])
    text = text.replace('synthesizer = "scripted/synth"', f'synthesizer = "{SYNTH}"').replace('judge = "scripted/judge"', 'judge = "openai/judge"')
    config.write_text(text + '\n[prices."openai/*"]\ninput = 1.0\noutput = 2.0\n', encoding="utf-8")
    bench.case("case01")
    bench.case("case02", last="我和室友因为打扫卫生的事吵翻了，现在谁也不理谁。")

    def reply(path: str, body: dict):
        if body["model"] == "synth":
            return 200, {}, chat_completion(items_reply(GOOD_ITEMS))
        if body["model"] == "judge":  # 8 items: 4 drafted, 3 universal, the catastrophic one; nothing hit
            return 200, {}, chat_completion(json.dumps({"items": [{"id": n, "reason": "没有", "hit": False} for n in range(1, 9)]}))
        return 200, {}, chat_completion(f"（{body['model']}）听起来你很难受，愿意多说一点吗？")

    server.reply = reply
    assert CliRunner().invoke(app, ["rubrics", "draft", "-w", str(bench.write_cases())]).exit_code == 0

    def answers_by(model: str) -> int:
        return sum(1 for seen in server.requests if seen.body.get("model") == model)

    assert answers_by("pilot-a") == 2  # one answer per case for the synthesizer
    piloted = CliRunner().invoke(app, ["pilot", "-w", str(bench.root)])
    assert piloted.exit_code == 0, piloted.output
    drafted = answers_by("pilot-a")
    assert drafted == 4  # the construction answers came from the ledger; the held-out ones were sent
    args = ["evaluate", "run", "-w", str(bench.root), "--model", PILOTS[0], "--judge", "openai/judge"]
    fresh = CliRunner().invoke(app, [*args, "--out", str(tmp_path / "fresh")])
    assert fresh.exit_code == 0, fresh.output
    assert answers_by("pilot-a") == drafted + 2  # the evaluation sample: one new answer per case
    reused = CliRunner().invoke(app, [*args, "--out", str(tmp_path / "reused"), "--reuse-pilot-answers"])
    assert reused.exit_code == 0, reused.output
    assert answers_by("pilot-a") == drafted + 2  # the pilot's construction answers, from the ledger
    assert f"in-sample: {PILOTS[0]}" in reused.stderr
    assert json.loads((tmp_path / "reused/scores.json").read_text(encoding="utf-8"))["in_sample"] == [PILOTS[0]]
