"""`heartbench evaluate run` end to end, offline: scripted models and judge on three v1 cases.

The scripted replies are written into tmp_path at test time; the expected scores below are
worked out by hand from the cases' weights (norm = 100·ln(raw − lo + 1)/ln(hi − lo + 1)).
"""

from __future__ import annotations

import errno
import json
import math
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from heartbench.cli import app
from tests.support import read_jsonl

CASES = ("03UFRn", "0KWnKF", "0Eb4LL")  # normal (9 items), normal (7 items), hard (11 items)


def verdicts(hits: list[int]) -> str:
    return json.dumps({"items": [{"id": k, "reason": f"依据{k}", "hit": bool(h)} for k, h in enumerate(hits, start=1)]})


def put(root: Path, relative: str, text: str) -> None:
    path = root / "scripted" / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


@pytest.fixture
def setup(tmp_path, v1_dir) -> tuple[Path, Path]:
    """A three-case dataset (lines taken from the release at test time) and scripted replies."""
    lines = [line for line in (v1_dir / "question_all.jsonl").read_text(encoding="utf-8").splitlines() if json.loads(line)["question_id"] in CASES]
    dataset = tmp_path / "three.jsonl"
    dataset.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = tmp_path / "out"
    for case in CASES:
        put(out, f"alice/answer/{case}.txt", f"我在呢，{case}。")
    for case in CASES[:2]:
        put(out, f"bob/answer/{case}.txt", "嗯。")  # bob has no answer for 0Eb4LL: a failed call
    judged = "judge/judge"
    put(out, f"{judged}/03UFRn/scripted/alice.txt", verdicts([1, 0, 1, 0, 1, 1, 1, 0, 0]))
    put(out, f"{judged}/0KWnKF/scripted/alice.txt", "好的：\n```json\n" + verdicts([1, 0, 0, 1, 1, 1, 0]) + "\n```")
    put(out, f"{judged}/0Eb4LL/scripted/alice.txt", verdicts([0] * 10))  # 10 verdicts for 11 items
    put(out, f"{judged}/0Eb4LL/scripted/alice re-ask 1.txt", verdicts([0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0]))
    put(out, f"{judged}/03UFRn/scripted/bob.txt", verdicts([0, 0, 0, 0, 0, 0, 0, 0, 1]))  # catastrophic hit
    for name in ("bob", "bob re-ask 1", "bob re-ask 2"):
        put(out, f"{judged}/0KWnKF/scripted/{name}.txt", "这条回复整体不错。")
    put(out, "judge/judge-confirm/_any.txt", json.dumps({"reason": "回复以 A 的口吻说话", "hit": True}))  # every confirmation upholds
    return dataset, out


def invoke(*args: str):
    return CliRunner().invoke(app, ["evaluate", "run", *args])


def run_args(dataset: Path, out: Path, *extra: str) -> list[str]:
    return ["--dataset", str(dataset), "--model", "scripted/alice", "--model", "scripted/bob", "--judge", "scripted/judge", "--out", str(out), *extra]


def norm(raw: float, lo: float, hi: float) -> float:
    return 100 * math.log(raw - lo + 1) / math.log(hi - lo + 1)


def test_scores_match_hand_worked_values(setup):
    dataset, out = setup
    result = invoke(*run_args(dataset, out, "--allow-unscored"))
    assert result.exit_code == 0, result.output
    scores = json.loads((out / "scores.json").read_text(encoding="utf-8"))
    alice, bob = scores["models"]["scripted/alice"], scores["models"]["scripted/bob"]

    # 03UFRn, hits 1,3,5,6,7: curiosity 3 of 6; perception 3/3; understanding 0/3; warmth 2/2;
    # first person 3/3; verbal expression: the -3 item hit, lo = -13.
    case1 = {"curiosity": norm(3, 0, 6), "emotional_perception": 100, "emotional_understanding": 0, "warmth": 100,
             "first_person": 100, "verbal_expression": norm(-3, -13, 0)}  # fmt: skip
    # 0KWnKF, hits 1,4,5,6: coping 4 of 7; curiosity 0 of 2; warmth 5/5; first person 3/3.
    case2 = {"emotional_coping": norm(4, 0, 7), "curiosity": 0, "warmth": 100, "first_person": 100}
    # 0Eb4LL after one re-ask, only item 8 (first person) hit; no undesirable item hit.
    case3 = {"curiosity": 0, "emotional_perception": 0, "emotional_understanding": 0, "warmth": 0,
             "first_person": 100, "verbal_expression": 100}  # fmt: skip
    expected_cases = {cid: sum(d.values()) / len(d) for cid, d in zip(CASES, (case1, case2, case3))}
    assert alice["cases"] == pytest.approx(expected_cases)
    assert expected_cases["03UFRn"] == pytest.approx(77.01720, abs=1e-4)  # 462.1032 / 6
    dims = {}
    for per_case in (case1, case2, case3):
        for dim, value in per_case.items():
            dims.setdefault(dim, []).append(value)
    expected_dims = {dim: sum(v) / len(v) for dim, v in dims.items()}
    assert alice["dimensions"] == pytest.approx(expected_dims)
    assert alice["overall"] == pytest.approx(sum(expected_dims.values()) / 7)
    assert alice["case_mean"] == pytest.approx(sum(expected_cases.values()) / 3)
    assert alice["unscored"] == []
    low, high = alice["overall_ci95"]
    assert 0 <= low <= high <= 100 and low < high

    # bob: the catastrophic hit zeroes 03UFRn; 0KWnKF unparseable; 0Eb4LL never answered.
    assert bob["cases"] == {"03UFRn": 0.0}
    assert bob["dimensions"] == dict.fromkeys(case1, 0.0)
    assert bob["overall"] == 0.0 and bob["overall_ci95"] == [0.0, 0.0]
    assert sorted(bob["unscored"]) == ["0Eb4LL", "0KWnKF"]

    assert "2 unscored (case, model) pair(s):" in result.stderr
    assert "0KWnKF scripted/bob: unusable judge reply after 2 re-ask(s): no JSON object in the reply" in result.stderr
    assert "0Eb4LL scripted/bob: no answer: scripted reply missing: no scripted reply: expected" in result.stderr
    assert "scripted/alice" in result.stdout and "95% interval of overall" in result.stdout


def test_records_written(setup):
    dataset, out = setup
    invoke(*run_args(dataset, out, "--allow-unscored"))
    answers = read_jsonl(out / "answers.jsonl")
    in_file_order = [json.loads(line)["question_id"] for line in dataset.read_text(encoding="utf-8").splitlines()]
    assert [(a["case_id"], a["model"]) for a in answers] == [(c, m) for c in in_file_order for m in ("scripted/alice", "scripted/bob")]
    by_pair = {(a["case_id"], a["model"]): a for a in answers}
    assert by_pair[("03UFRn", "scripted/alice")]["text"] == "我在呢，03UFRn。"
    assert all(a["ledger_key"] for a in answers)
    missing = by_pair[("0Eb4LL", "scripted/bob")]
    assert missing["text"] is None and "scripted reply missing" in missing["error"]
    rows = {(v["case_id"], v["model"]): v for v in read_jsonl(out / "verdicts.jsonl")}
    assert len(rows) == 6
    first = rows[("03UFRn", "scripted/alice")]
    assert first["judge"] == "scripted/judge" and first["problem"] is None
    assert [i["item_id"] for i in first["items"]] == [f"03UFRn-{k:02d}" for k in range(1, 10)]
    assert [i["hit"] for i in first["items"]] == [True, False, True, False, True, True, True, False, False]
    assert first["items"][0]["reason"] == "依据1"
    reasked = rows[("0Eb4LL", "scripted/alice")]
    assert reasked["problem"] is None and sum(i["hit"] for i in reasked["items"]) == 1
    garbage = rows[("0KWnKF", "scripted/bob")]
    assert garbage["items"] == [] and garbage["raw_reply"] == "这条回复整体不错。"
    assert garbage["problem"].startswith("unusable judge reply after 2 re-ask(s)")
    assert rows[("0Eb4LL", "scripted/bob")]["problem"].startswith("no answer: scripted reply missing")
    assert (out / "ledger.sqlite").is_file()


def test_a_finished_run_is_left_as_it_is(setup):
    dataset, out = setup
    invoke(*run_args(dataset, out, "--allow-unscored"))
    first = {name: (out / name).read_bytes() for name in ("answers.jsonl", "verdicts.jsonl", "scores.json", "stats.json")}
    again = invoke(*run_args(dataset, out, "--allow-unscored"))
    assert again.exit_code == 0, again.output
    assert {name: (out / name).read_bytes() for name in first} == first
    assert "already holds this run (same cases and settings); nothing sent" in again.stderr


def test_a_failed_call_leaves_the_run_unfinished_and_the_rerun_sends_only_it(setup):
    dataset, out = setup
    no_resample = ("--max-resamples", "0")  # the unusable judge reply of 0KWnKF/bob is final at once
    result = invoke(*run_args(dataset, out, *no_resample))
    assert result.exit_code == 1
    assert "evaluate: 1 record(s) not completed (first: 0Eb4LL|scripted/bob: answer: scripted reply missing" in result.stderr
    assert f"rerun `heartbench evaluate run --dataset {dataset} --out {out} --model scripted/alice --model scripted/bob …`" in result.stderr
    assert not (out / "scores.json").exists() and not (out / "verdicts.jsonl").exists()
    put(out, "bob/answer/0Eb4LL.txt", "嗯。")
    put(out, "judge/judge/0Eb4LL/scripted/bob.txt", verdicts([0] * 11))
    again = invoke(*run_args(dataset, out, *no_resample))
    assert again.exit_code == 1  # finished; 0KWnKF/bob stays unscored (the judge's reply), listed
    # the pairs judged before are resumed; sent: bob's answer to 0Eb4LL and its verdict
    assert "7 requests: 5 from the ledger, 2 sent" in again.stderr
    assert "1 unscored (case, model) pair(s):" in again.stderr
    rows = read_jsonl(out / "verdicts.jsonl")
    assert len(rows) == 6 and {(r["case_id"], r["model"]) for r in rows if r["problem"]} == {("0KWnKF", "scripted/bob")}


def test_subset_and_allow_unscored(setup):
    dataset, out = setup
    result = invoke(*run_args(dataset, out, "--subset", "normal", "--allow-unscored"))
    assert result.exit_code == 0, result.output
    scores = json.loads((out / "scores.json").read_text(encoding="utf-8"))
    assert set(scores["models"]["scripted/alice"]["cases"]) == {"03UFRn", "0KWnKF"}
    assert "1 unscored (case, model) pair(s):" in result.stderr


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--judge-template", "{tpl}"], "section 'answer': unknown placeholder $reply (allowed here: $answer, $reply_format)"),
        (["--answer-template", "{missing}"], "answer template not found"),
        (["--model", "scripted/alice"], "--model scripted/alice is given twice"),
        (["--model", "nowhere/x"], "model 'nowhere/x': unknown provider 'nowhere'"),
        (["--subset", "hard", "--dataset", "{normal_only}"], "no cases in subset 'hard'"),
    ],
)
def test_bad_input_is_one_line_exit_2_nothing_written(setup, tmp_path, extra, message):
    dataset, out = setup
    from heartbench.templates import packaged_path

    template = tmp_path / "judge.txt"
    template.write_text(packaged_path("judge", "zh").read_text(encoding="utf-8").replace("<<<回复结束>>>\n\n$reply_format", "<<<回复结束>>>\n\n$reply"), encoding="utf-8")
    normal_only = tmp_path / "normal.jsonl"
    normal_only.write_text(dataset.read_text(encoding="utf-8").splitlines()[0] + "\n", encoding="utf-8")
    values = {"tpl": str(template), "missing": str(tmp_path / "nope.txt"), "normal_only": str(normal_only)}
    args = run_args(dataset, out) + [arg.format(**values) for arg in extra]
    result = invoke(*args)
    assert result.exit_code == 2, result.output
    assert message in result.stderr and len(result.stderr.strip().splitlines()) == 1
    assert not (out / "scores.json").exists() and not (out / "ledger.sqlite").exists()


def test_dataset_or_workspace_exactly_one(setup, workspace):
    dataset, out = setup
    both = invoke("--dataset", str(dataset), "-w", str(workspace), "--model", "scripted/a", "--judge", "scripted/j", "--out", str(out))
    neither = invoke("--model", "scripted/a", "--judge", "scripted/j", "--out", str(out))
    for result in (both, neither):
        assert result.exit_code == 2 and "give exactly one of --dataset or --workspace/-w" in result.stderr
    no_judge = invoke("--dataset", str(dataset), "--model", "scripted/a", "--out", str(out))
    assert no_judge.exit_code == 2 and "--judge is required with --dataset" in no_judge.stderr


def test_workspace_mode_uses_its_cases_ledger_and_judge(setup, workspace):
    dataset, scripted_out = setup
    imported = CliRunner().invoke(app, ["import", str(dataset), "-w", str(workspace)])
    assert imported.exit_code == 0, imported.output
    (scripted_out / "scripted").rename(workspace / "scripted")
    config = workspace / "bench.toml"
    text = re.sub(r'(?m)^judge = ".*"$', 'judge = "scripted/judge"', config.read_text(encoding="utf-8"))
    assert 'judge = "scripted/judge"' in text
    config.write_text(text, encoding="utf-8")
    out = workspace.parent / "results"
    result = invoke("-w", str(workspace), "--model", "scripted/alice", "--out", str(out), "--subset", "normal")
    assert result.exit_code == 0, result.output
    assert (workspace / "ledger.sqlite").is_file() and not (out / "ledger.sqlite").exists()
    scores = json.loads((out / "scores.json").read_text(encoding="utf-8"))
    assert sorted(scores["models"]["scripted/alice"]["cases"]) == ["03UFRn", "0KWnKF"]
    verdict = json.loads((out / "verdicts.jsonl").read_text(encoding="utf-8").splitlines()[0])
    assert verdict["judge"] == "scripted/judge"


# Catastrophic confirmation --------------------------------------------------------------------
def test_a_catastrophic_hit_the_focused_votes_overturn_no_longer_zeroes_the_case(setup):
    """bob's verdict on 03UFRn hits only item 9, the catastrophic one; two of three focused votes
    say the failure is not there, so the hit becomes a miss and the case is scored (all other
    items missed: every dimension 0 except verbal expression, whose -3 item was not hit)."""
    dataset, out = setup
    for vote, hit in ((1, False), (2, True), (3, False)):
        reply = {"reason": "回复没有以 A 的口吻说话" if not hit else "有", "hit": hit}
        put(out, f"judge/judge-confirm/03UFRn/scripted/bob vote {vote}.txt", json.dumps(reply, ensure_ascii=False))
    result = invoke(*run_args(dataset, out, "--allow-unscored"))
    assert result.exit_code == 0, result.output
    verdict = next(v for v in read_jsonl(out / "verdicts.jsonl") if (v["case_id"], v["model"]) == ("03UFRn", "scripted/bob"))
    check = verdict["confirmation"]
    assert check["votes"] == [False, True, False] and check["upheld"] is False and len(check["ledger_keys"]) == 3
    assert verdict["items"][8]["hit"] is False and verdict["items"][8]["reason"].startswith("overturned on confirmation (no/yes/no)")
    scores = json.loads((out / "scores.json").read_text(encoding="utf-8"))
    assert scores["models"]["scripted/bob"]["cases"]["03UFRn"] == pytest.approx(100 / 6)  # verbal expression 100, five dimensions 0
    assert scores["catastrophic_checks"]["scripted/bob"] == {"checked": 1, "upheld": 0, "overturned": 1, "undecided": 0}


def test_a_tie_among_usable_votes_leaves_the_case_unscored_not_zeroed(setup):
    dataset, out = setup
    replies = ({"reason": "有", "hit": True}, {"reason": "没有", "hit": False}, "看不出来")
    for vote, reply in enumerate(replies, start=1):
        text = reply if isinstance(reply, str) else json.dumps(reply, ensure_ascii=False)
        put(out, f"judge/judge-confirm/03UFRn/scripted/bob vote {vote}.txt", text)
        put(out, f"judge/judge-confirm/03UFRn/scripted/bob vote {vote} re-ask.txt", text)  # the unusable one stays unusable
    result = invoke(*run_args(dataset, out, "--allow-unscored", "--confirm-catastrophic", "3"))
    assert result.exit_code == 0, result.output
    verdict = next(v for v in read_jsonl(out / "verdicts.jsonl") if (v["case_id"], v["model"]) == ("03UFRn", "scripted/bob"))
    assert verdict["confirmation"]["votes"] == [True, False, None] and verdict["confirmation"]["upheld"] is None
    assert verdict["items"][8]["hit"] is None
    scores = json.loads((out / "scores.json").read_text(encoding="utf-8"))
    assert "03UFRn" in scores["models"]["scripted/bob"]["unscored"]


def test_confirmation_off_keeps_the_first_judgement(setup):
    dataset, out = setup
    put(out, "judge/judge-confirm/_any.txt", json.dumps({"reason": "没有", "hit": False}))
    result = invoke(*run_args(dataset, out, "--allow-unscored", "--confirm-catastrophic", "0"))
    assert result.exit_code == 0, result.output
    scores = json.loads((out / "scores.json").read_text(encoding="utf-8"))
    assert scores["models"]["scripted/bob"]["cases"]["03UFRn"] == 0.0
    assert scores["catastrophic_checks"]["scripted/bob"]["checked"] == 0


def test_a_judge_that_is_also_evaluated_is_warned_about_once(setup):
    dataset, out = setup
    result = invoke("--dataset", str(dataset), "--model", "scripted/alice", "--judge", "scripted/alice", "--out", str(out), "--allow-unscored")
    assert result.stderr.count("warning: the judge scripted/alice is also evaluated") == 1


# Output guards --------------------------------------------------------------------------------------
def test_a_finished_run_of_other_settings_is_not_replaced_without_force(setup):
    dataset, out = setup
    assert invoke(*run_args(dataset, out, "--allow-unscored")).exit_code == 0
    scores = (out / "scores.json").read_bytes()
    other = invoke(*run_args(dataset, out, "--allow-unscored", "--confirm-catastrophic", "0"))
    assert other.exit_code == 2 and "holds a finished run of other cases or settings; pass --force" in other.output
    assert (out / "scores.json").read_bytes() == scores
    forced = invoke(*run_args(dataset, out, "--allow-unscored", "--confirm-catastrophic", "0", "--force"))
    assert forced.exit_code == 0, forced.output


def test_a_release_folder_is_never_an_evaluation_folder(setup, tmp_path):
    dataset, _ = setup
    release = tmp_path / "release"
    release.mkdir()
    (release / "manifest.json").write_text("{}", encoding="utf-8")
    result = invoke(*run_args(dataset, release))
    assert result.exit_code == 2 and "--out is a release folder" in result.output


def test_a_second_run_into_the_same_folder_is_refused_while_the_first_holds_it(setup):
    dataset, out = setup
    out.mkdir(exist_ok=True)
    holder = subprocess.Popen([sys.executable, "-c", "import sys, time\nfrom heartbench.locking import workspace_lock\n"
                               f"with workspace_lock({str(out)!r}, 'evaluate run'):\n    print('held', flush=True); time.sleep(5)"],
                              stdout=subprocess.PIPE, text=True)  # fmt: skip
    assert holder.stdout.readline().strip() == "held"
    try:
        result = invoke(*run_args(dataset, out, "--allow-unscored"))
        assert result.exit_code != 0 and "in use by" in result.output
        assert not (out / "verdicts.jsonl").exists()
    finally:
        holder.kill()
        holder.wait()


def test_a_report_never_lands_on_a_run_file(setup):
    dataset, out = setup
    assert invoke(*run_args(dataset, out, "--allow-unscored")).exit_code == 0
    result = CliRunner().invoke(app, ["evaluate", "report", "--run", str(out), "--out", str(out / "scores.html"), "--force"])
    assert result.exit_code == 2 and "scores.json" in result.output
    assert json.loads((out / "scores.json").read_text(encoding="utf-8"))["models"]


def test_evaluate_run_with_the_disk_full_at_its_scores_publishes_nothing_and_the_rerun_pays_nothing_twice(setup, monkeypatch):
    """The disk fills while scores.json is written: one line, no run folder that looks finished
    (answers and verdicts without scores.json), and after space is freed the rerun completes
    with every reply of the first run taken from the ledger."""
    dataset, out = setup
    real_fsync = os.fsync
    state = {"full": True}

    def fsync(fd):
        if state["full"] and "scores.json.pending" in os.readlink(f"/proc/self/fd/{fd}"):
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    result = invoke(*run_args(dataset, out, "--allow-unscored"))
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.output, result.output
    line = lines[0]
    assert "scores.json" in line and "no space left on the device" in line
    assert not (out / "_SUCCESS").exists() and not (out / "scores.json").exists()
    assert not [path.name for path in out.glob(".*.tmp*")] and not list(out.glob(".scores.json.*"))
    state["full"] = False
    again = invoke(*run_args(dataset, out, "--allow-unscored"))
    assert again.exit_code == 0, again.output
    assert (out / "scores.json").is_file() and (out / "_SUCCESS").is_file()
    # every reply of the first run comes from the ledger; the two sent are what any rerun sends
    # here: bob's missing answer (failed before) and a fresh sample for bob's unusable verdict
    assert "17 requests: 15 from the ledger, 2 sent" in again.output
    print(again.output)
