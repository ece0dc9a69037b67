"""Issue 14: one writer per workspace, outputs that follow the umask, ingest that skips
workspace internals, CSV quotes, strict JSON in model replies, and help at 80 columns."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from heartbench.cli import app
from heartbench.errors import InputError
from heartbench.locking import LOCK_NAME, WorkspaceBusy, workspace_lock
from tests.support import read_jsonl

runner = CliRunner()

CASE = {"question_id": "abc123", "rubric": [{"dimension": "好奇心", "score": 3, "content": "问对方最近睡得怎样"}],
        "dialogue": [{"role": "A", "content": "最近总是睡不好。"}], "difficulty": "normal",
        "primary_scene": "个人成长", "secondary_scene": "情绪管理与压力管理"}  # fmt: skip


def _release(tmp_path: Path) -> Path:
    path = tmp_path / "question_all.jsonl"
    path.write_text(json.dumps(CASE, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def _hold(root: Path, command: str = "heartbench build dialogues -w WS") -> subprocess.Popen:
    code = ("import sys, time\nfrom heartbench.locking import workspace_lock\n"
            "with workspace_lock(sys.argv[1], sys.argv[2]):\n    print('held', flush=True)\n    time.sleep(60)\n")  # fmt: skip
    holder = subprocess.Popen([sys.executable, "-c", code, str(root), command], stdout=subprocess.PIPE, text=True)
    assert holder.stdout.readline().strip() == "held"
    return holder


# Defect 1: one writer per workspace ---------------------------------------------------------------
def test_a_second_writer_is_refused_naming_the_holder_and_readers_carry_on(workspace: Path, tmp_path: Path):
    assert runner.invoke(app, ["import", str(_release(tmp_path)), "-w", str(workspace)]).exit_code == 0
    holder = _hold(workspace)
    try:
        records = workspace / "stages" / "import" / "records.jsonl"
        before = records.read_bytes()
        result = runner.invoke(app, ["import", str(_release(tmp_path)), "-w", str(workspace)])
        assert result.exit_code == 2
        assert result.stderr.strip() == (
            f"error: {workspace}: in use by `heartbench build dialogues -w WS` (pid {holder.pid}, since "
            + result.stderr.split("since ", 1)[1].split(")", 1)[0] + "); one writer per workspace — wait for it to finish, or stop it"
        )
        assert records.read_bytes() == before
        # read-only commands take no lock
        assert runner.invoke(app, ["export", str(tmp_path / "out"), "-w", str(workspace)]).exit_code == 0
        assert runner.invoke(app, ["ledger", "stats", "-w", str(workspace)]).exit_code in (0, 2)  # no ledger yet is fine
    finally:
        holder.kill()
        holder.wait()
    # the holder is gone, however it ended: the lock is free again
    assert runner.invoke(app, ["import", str(_release(tmp_path)), "-w", str(workspace)]).exit_code == 0


def test_a_lock_file_left_by_a_killed_process_is_stale(workspace: Path):
    holder = _hold(workspace)
    holder.kill()
    holder.wait()
    assert "pid=" in (workspace / LOCK_NAME).read_text()  # killed: it never cleaned up
    with workspace_lock(workspace, "heartbench split -w WS"):
        assert f"pid={os.getpid()}" in (workspace / LOCK_NAME).read_text()
    assert (workspace / LOCK_NAME).read_text() == ""  # released: names nobody


def test_the_lock_is_reentrant_within_a_process_and_exclusive_across(workspace: Path):
    with workspace_lock(workspace, "outer"), workspace_lock(workspace, "inner"):
        code = "import sys\nfrom heartbench.locking import workspace_lock\nwith workspace_lock(sys.argv[1], 'x'):\n    pass\n"
        other = subprocess.run([sys.executable, "-c", code, str(workspace)], capture_output=True, text=True)
        assert other.returncode == 1 and "WorkspaceBusy" in other.stderr and "`outer`" in other.stderr
    with workspace_lock(workspace, "again"):
        pass


def test_two_concurrent_stage_runs_never_both_write(workspace: Path, tmp_path: Path):
    """The reported failure: two `build dialogues` at once both exited 0 over one records.jsonl.
    Here two real processes race on `import`: exactly one writes, or one finds it up to date."""
    release = _release(tmp_path)
    command = [sys.executable, "-c", "from heartbench.cli import main; main()", "import", str(release), "-w", str(workspace)]
    runs = [subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(2)]
    outcomes = [(run.wait(), run.stderr.read()) for run in runs]
    assert sorted(code for code, _ in outcomes) in ([0, 0], [0, 2]), outcomes
    for code, stderr in outcomes:
        if code == 2:
            assert "in use by" in stderr and "one writer per workspace" in stderr
    lines = (workspace / "stages" / "import" / "records.jsonl").read_text().splitlines()
    assert len(lines) == 1


def test_busy_is_an_input_error():
    assert issubclass(WorkspaceBusy, InputError)


# Defect 2: outputs -----------------------------------------------------------------------------
def test_force_replaces_an_existing_output_and_help_says_so(workspace: Path, tmp_path: Path):
    assert runner.invoke(app, ["import", str(_release(tmp_path)), "-w", str(workspace)]).exit_code == 0
    out = tmp_path / "out"
    out.mkdir()
    (out / "question_all.jsonl").write_text("old\n")
    (out / "notes.md").write_text("mine\n")
    assert runner.invoke(app, ["export", str(out), "-w", str(workspace)]).exit_code == 2
    result = runner.invoke(app, ["export", str(out), "-w", str(workspace), "--force"])
    assert result.exit_code == 0, result.output
    assert json.loads((out / "question_all.jsonl").read_text())["question_id"] == "abc123"
    assert (out / "notes.md").read_text() == "mine\n"
    assert "--force" in runner.invoke(app, ["export", "--help"]).output


# Defect 8: modes, ingest of a folder holding a workspace --------------------------------------
def test_written_files_follow_the_umask_and_private_stays_private(workspace: Path, tmp_path: Path):
    assert runner.invoke(app, ["import", str(_release(tmp_path)), "-w", str(workspace)]).exit_code == 0
    assert runner.invoke(app, ["export", str(tmp_path / "out"), "-w", str(workspace)]).exit_code == 0
    from heartbench.jsonio import umask

    mode = 0o666 & ~umask()
    for path in (workspace / "bench.toml", tmp_path / "out" / "question_all.jsonl", workspace / "stages" / "import" / "stats.json"):
        assert path.stat().st_mode & 0o777 == mode, path
    assert (tmp_path / "out").stat().st_mode & 0o777 == 0o777 & ~umask()
    assert (workspace / "private").stat().st_mode & 0o777 == 0o700


def test_ingest_reads_only_the_raw_folder_of_a_workspace_inside_the_folder(workspace: Path, tmp_path: Path):
    corpus = tmp_path / "corpus"
    (corpus / "notes").mkdir(parents=True)
    (corpus / "notes" / "a.txt").write_text("最近工作压力很大，每天晚上都睡不着，不知道该怎么办才好。", encoding="utf-8")
    inner = corpus / "old-bench"
    runner.invoke(app, ["init", str(inner)])
    (inner / "scripted" / "rw" / "rewrite").mkdir(parents=True)
    (inner / "scripted" / "rw" / "rewrite" / "c1.txt").write_text('{"dialogue": []}', encoding="utf-8")
    (inner / "stages" / "x").mkdir(parents=True)
    (inner / "stages" / "x" / "records.jsonl").write_text('{"text": "不是种子"}\n', encoding="utf-8")
    (inner / "raw" / "seed.txt").write_text("和室友闹矛盾了，心里特别难受，不知道要不要搬出去。", encoding="utf-8")
    # what a user keeps beside the kit's folders is no seed text either: sheets, runs, reports
    (inner / "review").mkdir()
    (inner / "review" / "decisions.csv").write_text("item,decision\nc1-01,keep\n", encoding="utf-8")
    (inner / "evaluation" / "cases").mkdir(parents=True)
    (inner / "evaluation" / "cases" / "question_all.jsonl").write_text('{"text": "评测用例"}\n', encoding="utf-8")
    (inner / "report.html").write_text("<html><body>排行榜</body></html>", encoding="utf-8")
    (inner / "README.md").write_text("这个工作区的说明。", encoding="utf-8")
    result = runner.invoke(app, ["seeds", "ingest", str(corpus), "-w", str(workspace)])
    assert result.exit_code == 0, result.output
    rows = read_jsonl(workspace / "stages" / "seeds-ingest" / "records.jsonl")
    assert sorted(Path(row["source"]).name for row in rows) == ["a.txt", "seed.txt"]
    assert "warning" not in result.stderr  # bench.toml is not "an unsupported file type"


# Defect 4: a CSV with an unmatched quote -------------------------------------------------------
def test_csv_unmatched_quote_is_reported_with_its_line_not_merged(workspace: Path, tmp_path: Path):
    path = tmp_path / "posts.csv"
    path.write_text(
        "text,kind\n"
        "最近工作压力很大，每天晚上都睡不着。,social\n"
        "\"和室友闹矛盾了，心里特别难受。,social\n"
        "孩子不愿意上学，我不知道该怎么跟他谈。,social\n",
        encoding="utf-8",
    )
    result = runner.invoke(app, ["seeds", "ingest", str(path), "-w", str(workspace)])
    assert result.exit_code == 0, result.output
    assert f"warning: {path.as_posix()}:3: unmatched quote" in result.stderr
    rows = (workspace / "stages" / "seeds-ingest" / "records.jsonl").read_text(encoding="utf-8").splitlines()
    assert len(rows) == 1 and "压力" in json.loads(rows[0])["text"]


# Defect 3: model replies -------------------------------------------------------------------------
def test_a_judge_reply_nested_too_deeply_is_a_problem_not_a_crash():
    from heartbench.llm.reply_json import read_json_reply

    deep = "[" * 200_000 + "]" * 200_000
    for text in (deep, "{" + '"a": ' + deep + "}", "分析如下：\n{" + '"a": ' + deep + "}", f"```json\n{deep}\n```"):
        parsed = read_json_reply(text)
        assert parsed.value is None and "nested too deeply" in parsed.problem, (text[:20], parsed.problem)
    assert "duplicate key 'hit'" in read_json_reply('{"hit": true, "hit": false}').problem


# What a user expects: help and usage ---------------------------------------------------------------
COMMANDS = [["evaluate", "run"], ["evaluate", "score"], ["seeds", "clean"], ["seeds", "ingest"], ["export"], ["rubrics", "draft"]]


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_help_is_readable_at_80_columns(command: list[str]):
    result = CliRunner().invoke(app, [*command, "--help"], terminal_width=80, env={"COLUMNS": "80"})
    assert result.exit_code == 0
    assert "…" not in result.output and all(len(line) <= 80 for line in result.output.splitlines()), result.output
    if command == ["evaluate", "run"]:
        assert "--allow-unscored" in result.output and "--judge-template" in result.output


def test_usage_errors_are_one_line():
    result = runner.invoke(app, ["evaluate", "run", "--out", "o", "--model", "m/x", "--concurrency", "0"], prog_name="heartbench")
    assert result.exit_code == 2
    assert result.stderr == "error: --concurrency: Input should be greater than or equal to 1 (see heartbench evaluate run --help)\n"


def test_a_folder_output_filled_by_another_command_meanwhile_is_one_line_and_nothing_of_this_run(tmp_path):
    from heartbench.errors import InputError
    from heartbench.jsonio import atomic_folder, write_text

    target = tmp_path / "sheets"
    with pytest.raises(InputError, match="was filled by something else while this command ran"):
        with atomic_folder(target) as staging:
            write_text(staging / "rater-1.xlsx", "ours")
            target.mkdir()
            write_text(target / "rater-1.xlsx", "theirs")  # the other command finished first
    assert (target / "rater-1.xlsx").read_text(encoding="utf-8") == "theirs"
    assert [path.name for path in tmp_path.iterdir()] == ["sheets"]
