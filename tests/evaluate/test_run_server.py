"""`evaluate run` against the loopback fake server, through the real anthropic and openai SDKs:
rate limits, server errors, timeouts, malformed and wrong-length judge replies, tool calls,
a SIGKILL part-way through a run, and no API key anywhere in what the run leaves behind.

The server decides each reply from the request's content (which case, answer or judge, which
answered model, which re-ask round, which attempt), so a rerun sees the same replies.
"""

from __future__ import annotations

import json
import os
import re
import signal
import sqlite3
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest
from typer.testing import CliRunner

from heartbench.cli import app
from heartbench.evaluate.run import RunSettings, run_evaluation
from heartbench.heartbench_jsonl import read_release
from heartbench.llm.call_options import CallOptions
from heartbench.standard import load_standard
from tests.support import read_jsonl
from tests.support.fakeserver import ANTHROPIC_KEY, CHAT, OPENAI_KEY, anthropic_message, chat_completion, error_body

MODELS = ("openai/ans-1", "anthropic/ans-2")
REPO = Path(__file__).resolve().parents[2]
FAST = {"backoff_base": 0.01, "batch_poll_interval": 0.02}
UNCAPPED = CallOptions(spend_cap=False)  # the test models have no price; the cap has its own tests


def dataset_of(v1_dir: Path, tmp_path: Path, count: int) -> tuple[Path, list]:
    """The first `count` v1 cases, copied into tmp_path at test time."""
    lines = (v1_dir / "question_all.jsonl").read_text(encoding="utf-8").splitlines()[:count]
    path = tmp_path / "cases.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    cases = read_release(path, load_standard("heartbench-zh"))
    assert len({case.dialogue[-1].content for case in cases}) == count  # markers tell cases apart
    return path, cases


def body_text(value) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, dict):
        return "\n".join(body_text(v) for k, v in value.items() if k != "model")
    if isinstance(value, list):
        return "\n".join(body_text(v) for v in value)
    return ""


class Script:
    """Replies by content. `behaviour(case_index, task, subject, round, attempt)` returns a
    reply tuple, "garbage", "short", "slow", or None for the normal reply."""

    def __init__(self, cases, behaviour=lambda *key: None):
        self.markers = [(index, case.dialogue[-1].content) for index, case in enumerate(cases)]
        self.behaviour = behaviour
        self.attempts: Counter = Counter()
        self.log: list[tuple] = []

    def __call__(self, path: str, body: dict):
        text = body_text(body)
        [index] = [i for i, marker in self.markers if marker in text]
        judging, confirming = "【评分项】" in text, "【严重问题】" in text
        subject = re.search(r"\[\[(.+?)\]\]", text).group(1) if judging or confirming else body["model"]
        round_ = sum(1 for m in body["messages"] if m["role"] == "assistant")
        key = (index, "judge" if judging else "confirm" if confirming else "answer", subject, round_)
        attempt = self.attempts[key]
        self.attempts[key] += 1
        self.log.append((*key, attempt, time.monotonic()))
        action = self.behaviour(*key, attempt)
        if isinstance(action, tuple):
            return action
        if action == "slow":
            time.sleep(1.0)  # past the client's timeout
        if confirming:  # the catastrophic hit is upheld
            return self.ok(path, body, json.dumps({"reason": "回复以用户的口吻说话", "hit": True}, ensure_ascii=False))
        if not judging:
            return self.ok(path, body, f"我在这里，慢慢说。[[{body['model']}]]")
        n_items = len(re.findall(r"^\[\d+\] 维度", text, re.MULTILINE))
        if action == "garbage":
            return self.ok(path, body, "我认为这个回复整体不错。")
        count = n_items - 1 if action == "short" else n_items
        verdict = {"items": [{"id": k, "reason": f"依据{k}", "hit": k % 3 == 0} for k in range(1, count + 1)]}
        return self.ok(path, body, json.dumps(verdict, ensure_ascii=False), tool=bool(body.get("tools")))

    @staticmethod
    def ok(path: str, body: dict, text: str, tool: bool = False):
        if path == CHAT:
            reply = chat_completion(None, tool_input=json.loads(text), tool_name="record_verdicts") if tool else chat_completion(text)
        else:
            reply = anthropic_message(tool_input=json.loads(text)) if tool else anthropic_message(text)
        return 200, {}, reply


def err(status: int, **headers: str):
    return status, headers, error_body(status, f"status {status}")


def mixed_behaviour(index, task, subject, round_, attempt):
    if index == 1 and task == "answer" and subject == "ans-1" and attempt == 0:
        return err(429, **{"retry-after": "1"})
    if index == 2 and task == "answer" and subject == "ans-2" and attempt < 2:
        return err(500 if attempt == 0 else 529)
    if index == 2 and task == "judge":
        return err(500)
    if index == 3 and task == "judge" and round_ == 0:
        return "garbage"
    if index == 4 and task == "judge":
        return "short"
    if index == 5 and task == "answer" and subject == "ans-1" and attempt == 0:
        return "slow"
    return None


def assert_no_key(*texts: str, folder: Path | None = None) -> None:
    blobs = [t.encode() for t in texts]
    if folder is not None:
        blobs += [p.read_bytes() for p in folder.rglob("*") if p.is_file()]
    for key in (ANTHROPIC_KEY, OPENAI_KEY):
        assert not any(key.encode() in blob for blob in blobs), "an API key leaked"


@pytest.mark.slow
@pytest.mark.parametrize("judge", ["anthropic/judge", "openai/judge"])
def test_every_pair_scored_or_listed_with_reason(server, v1_dir, tmp_path, capfd, judge):
    dataset, cases = dataset_of(v1_dir, tmp_path, 6)
    script = server.reply = Script(cases, mixed_behaviour)
    out = tmp_path / "out"
    # allow_unscored: the judge call that fails for good is kept as an unscored pair, not retried by a rerun
    settings = RunSettings(models=MODELS, judge=judge, calls=CallOptions(timeout=0.5, spend_cap=False), allow_unscored=True, runner_options=FAST)
    result = run_evaluation(out, settings, dataset=dataset)

    # Requests the server saw: 12 answers + 429 once + 500, 529 once + a timeout once; 12 judge
    # calls + 2 x 6 retries of the failing 500s + 2 re-asks after garbage + 2 x 2 re-asks after
    # short replies.
    by_task = Counter(task for _, task, *_ in script.log)
    confirmations = by_task.pop("confirm", 0)  # 3 votes per catastrophic hit
    assert by_task == {"answer": 16, "judge": 30}
    assert server.count("/v1/messages") + server.count("/v1/chat/completions") == 46 + confirmations
    first, second = [at for i, task, subject, _, _, at in script.log if (i, task, subject) == (1, "answer", "ans-1")]
    assert second - first >= 0.9  # retry-after honoured

    verdicts = read_jsonl(out / "verdicts.jsonl")
    assert len(verdicts) == 12 and len({(v["case_id"], v["model"]) for v in verdicts}) == 12
    problems = {(v["case_id"], v["model"]): v["problem"] for v in verdicts if v["problem"]}
    ids = [case.case_id for case in cases]
    assert set(problems) == {(ids[i], m) for i in (2, 4) for m in MODELS}
    for model in MODELS:
        assert problems[(ids[2], model)].startswith("judge call failed: server error (500): HTTP 500")
        assert problems[(ids[2], model)].endswith("(after 7 attempts)")
        n = len(cases[4].rubric)
        assert problems[(ids[4], model)] == f"unusable judge reply after 2 re-ask(s): got {n - 1} verdicts for {n} items; item {n} missing"
    for verdict in verdicts:
        if not verdict["problem"]:
            assert [item["hit"] for item in verdict["items"]] == [k % 3 == 0 for k in range(1, len(verdict["items"]) + 1)]
    assert {(u.case_id, u.model) for u in result.unscored} == set(problems)
    for model in MODELS:
        assert sorted(result.leaderboard.models[model].cases) == sorted(ids[i] for i in (0, 1, 3, 5))

    answers = read_jsonl(out / "answers.jsonl")
    assert all(a["text"] == f"我在这里，慢慢说。[[{a['model'].split('/')[1]}]]" for a in answers)
    captured = capfd.readouterr()
    assert_no_key(captured.out, captured.err, result.calls, folder=out)


@pytest.mark.parametrize("judge", ["anthropic/judge", "openai/judge"])
def test_judge_tool_calls(server, v1_dir, tmp_path, judge):
    dataset, cases = dataset_of(v1_dir, tmp_path, 3)
    script = server.reply = Script(cases)
    out = tmp_path / "out"
    result = run_evaluation(out, RunSettings(models=MODELS, judge=judge, judge_tool=True, calls=UNCAPPED, runner_options=FAST), dataset=dataset)
    assert result.unscored == []
    assert sum(task != "confirm" for _, task, *_ in script.log) == 12
    judged = [s.body for s in server.requests if "tools" in (s.body or {})]
    assert len(judged) == 6


def test_rerun_serves_everything_from_the_ledger(server, v1_dir, tmp_path):
    dataset, cases = dataset_of(v1_dir, tmp_path, 3)
    server.reply = Script(cases)
    out = tmp_path / "out"
    # counts of requests: catastrophic confirmations off (they have their own tests)
    settings = RunSettings(models=MODELS, judge="anthropic/judge", calls=UNCAPPED, runner_options=FAST, confirm_catastrophic=0)
    run_evaluation(out, settings, dataset=dataset)
    before = server.count()
    files = {name: (out / name).read_bytes() for name in ("answers.jsonl", "verdicts.jsonl", "scores.json")}
    again = run_evaluation(out, settings, dataset=dataset)  # the same run: left as it is
    assert again.skipped and server.count() == before
    assert {name: (out / name).read_bytes() for name in files} == files
    (out / "_SUCCESS").unlink()  # not finished: every call is served from the ledger
    again = run_evaluation(out, settings, dataset=dataset)
    assert server.count() == before and not again.skipped
    assert again.calls.startswith("12 requests: 12 from the ledger, 0 sent")
    assert {name: (out / name).read_bytes() for name in files} == files


# A crash part-way ---------------------------------------------------------------------------
def cli_args(dataset: Path, out: Path) -> list[str]:
    return ["evaluate", "run", "--dataset", str(dataset), "--model", MODELS[0], "--model", MODELS[1],
            "--judge", "anthropic/judge", "--concurrency", "2", "--no-spend-cap", "--confirm-catastrophic", "0", "--out", str(out)]  # fmt: skip


def ledger_rows(path: Path) -> int:
    with sqlite3.connect(path) as db:
        return db.execute("SELECT COUNT(*) FROM calls").fetchone()[0]


@pytest.mark.slow
def test_sigkill_then_rerun_matches_an_uninterrupted_run(server, v1_dir, tmp_path):
    dataset, cases = dataset_of(v1_dir, tmp_path, 12)
    server.reply = Script(cases)
    server.latency = 0.05
    total = 12 * 2 * 2  # answers + judge calls, none failing

    reference = tmp_path / "reference"
    clean = CliRunner().invoke(app, cli_args(dataset, reference))
    assert clean.exit_code == 0, clean.output
    assert server.count() == total and server.max_in_flight <= 2

    crashed = tmp_path / "crashed"
    seen_before = server.count()
    code = "import sys; from heartbench.cli import main; sys.argv = ['heartbench', *sys.argv[1:]]; main()"
    process = subprocess.Popen(
        [sys.executable, "-c", code, *cli_args(dataset, crashed)],
        cwd=REPO, env=dict(os.environ), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )  # fmt: skip
    deadline = time.monotonic() + 60
    while server.count() - seen_before < total // 2 and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.01)
    process.send_signal(signal.SIGKILL)
    stdout, stderr = process.communicate(timeout=30)
    assert process.returncode == -signal.SIGKILL, stderr.decode()
    assert not (crashed / "scores.json").exists()
    completed = ledger_rows(crashed / "ledger.sqlite")
    assert 0 < completed < total

    seen_before = server.count()
    rerun = CliRunner().invoke(app, cli_args(dataset, crashed))
    assert rerun.exit_code == 0, rerun.output
    assert server.count() - seen_before == total - completed  # nothing completed is sent again
    assert f"{completed} from the ledger" in rerun.stderr
    for name in ("answers.jsonl", "verdicts.jsonl", "scores.json"):
        assert (crashed / name).read_bytes() == (reference / name).read_bytes(), name
    assert_no_key(stdout.decode(), stderr.decode(), clean.output, rerun.output, folder=tmp_path)


def test_batch_mode_answers_and_judges_through_message_batches(server, v1_dir, tmp_path):
    dataset, cases = dataset_of(v1_dir, tmp_path, 3)
    server.reply = Script(cases, lambda i, task, subject, round_, attempt: "garbage" if (i, task, round_) == (1, "judge", 0) else None)
    out = tmp_path / "out"
    settings = RunSettings(models=MODELS, judge="anthropic/judge", calls=CallOptions(batch=True, spend_cap=False), runner_options=FAST,
                           confirm_catastrophic=0)
    result = run_evaluation(out, settings, dataset=dataset)
    assert result.unscored == []
    submitted = [s.body for s in server.requests if s.method == "POST" and s.path == "/v1/messages/batches"]
    # answers of the anthropic model, first-round verdicts, then the re-asks after the garbage
    assert [len(batch["requests"]) for batch in submitted] == [3, 6, 2]
    assert server.count("/v1/chat/completions") == 3  # the openai model takes the normal path
    assert server.count("/v1/messages") == 0


def test_judging_several_models_on_one_case_reads_the_prompt_cache(server, v1_dir, tmp_path):
    dataset, cases = dataset_of(v1_dir, tmp_path, 3)
    server.cache_min_tokens = 200
    script = Script(cases)

    def reply(path, body):  # the script's verdict with the usage of the server's default reply
        status, headers, payload = script(path, body)
        if path != CHAT:
            (_, _, default), remember_prefix = server.default_reply(path, body)
            payload["usage"] = default["usage"]
            remember_prefix()
        return status, headers, payload

    server.reply = reply
    out = tmp_path / "out"
    run_evaluation(out, RunSettings(models=MODELS, judge="anthropic/judge", calls=UNCAPPED, runner_options=FAST), dataset=dataset)
    with sqlite3.connect(out / "ledger.sqlite") as db:
        rows = db.execute("SELECT case_id, cache_creation_tokens, cache_read_tokens FROM calls WHERE task = 'judge'").fetchall()
    assert len(rows) == 6
    for case in cases:
        per_case = sorted((written > 0, read > 0) for case_id, written, read in rows if case_id == case.case_id)
        assert per_case == [(False, True), (True, False)]  # written once, read by the other model's verdict


def test_missing_judge_key_stops_before_any_answer_is_paid_for(server, v1_dir, tmp_path, monkeypatch):
    dataset, cases = dataset_of(v1_dir, tmp_path, 2)
    server.reply = Script(cases)
    monkeypatch.delenv("ANTHROPIC_API_KEY")
    args = ["evaluate", "run", "--dataset", str(dataset), "--model", "openai/ans-1", "--judge", "anthropic/judge", "--out", str(tmp_path / "out")]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 2
    assert result.stderr.strip() == "error: provider 'anthropic' needs the ANTHROPIC_API_KEY environment variable"
    assert server.count() == 0
