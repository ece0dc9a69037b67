"""`seeds ingest` is resumable: same inputs skip, changed inputs rerun, a crash resumes;
the worker-process path gives the same output as the in-process one."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from heartbench.cli import app
from heartbench.seeds.ingest import IngestOptions, ingest
from heartbench.workspace import Workspace

runner = CliRunner()


def corpus(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "a.txt").write_text("最近工作压力很大，每天晚上都睡不着。", encoding="utf-8")
    (folder / "b.txt").write_bytes(b"")
    (folder / "c.jsonl").write_text("".join(json.dumps({"text": f"第{i}条：我和妈妈又吵架了。"}, ensure_ascii=False) + "\n" for i in range(3)), encoding="utf-8")
    return folder


def stage_file(workspace: Path, name: str) -> str:
    return (workspace / "stages" / "seeds-ingest" / name).read_text(encoding="utf-8")


def test_second_run_skips_and_changed_input_reruns(workspace: Path, tmp_path: Path):
    inputs = corpus(tmp_path / "in")
    first = runner.invoke(app, ["seeds", "ingest", str(inputs), "-w", str(workspace)])
    assert first.exit_code == 0 and first.stdout.startswith("seeds-ingest: 4 documents from 3 files")
    again = runner.invoke(app, ["seeds", "ingest", str(inputs), "-w", str(workspace)])
    assert again.exit_code == 0 and again.stdout.strip() == "seeds-ingest: up to date (4 documents)"
    assert again.stderr == ""
    # Other options are another run.
    other = runner.invoke(app, ["seeds", "ingest", str(inputs), "-w", str(workspace), "--kind", "web"])
    assert "up to date" not in other.stdout
    (inputs / "a.txt").write_text("换了内容：我和男朋友分手了，很难过。", encoding="utf-8")
    changed = runner.invoke(app, ["seeds", "ingest", str(inputs), "-w", str(workspace), "--kind", "web"])
    assert changed.exit_code == 0 and "up to date" not in changed.stdout
    assert "分手" in stage_file(workspace, "records.jsonl")


def test_interrupted_run_resumes_without_duplicating_records(workspace: Path, tmp_path: Path):
    inputs = corpus(tmp_path / "in")
    ws = Workspace.open(workspace)

    def crash(problem):
        raise KeyboardInterrupt  # the user pressed Ctrl-C while b.txt was being reported

    with pytest.raises(KeyboardInterrupt):
        ingest(ws, [inputs], IngestOptions(), on_problem=crash)
    assert not (workspace / "stages/seeds-ingest/_SUCCESS").exists()
    assert not (workspace / "stages/seeds-ingest/records.jsonl").exists()
    result = ingest(ws, [inputs], IngestOptions())
    assert result.stats["counts"]["resumed"] == 1  # a.txt was written before the crash
    rows = [json.loads(line) for line in stage_file(workspace, "records.jsonl").splitlines()]
    assert [(r["source"].rsplit("/", 1)[1], r.get("line")) for r in rows] == [("a.txt", None), ("c.jsonl", 1), ("c.jsonl", 2), ("c.jsonl", 3)]


def test_worker_processes_give_the_same_output(tmp_path: Path):
    inputs = corpus(tmp_path / "in")
    (inputs / "d.csv").write_text("text\n" + "".join(f"第{i}行：老公不理解我。\n" for i in range(2500)), encoding="utf-8")
    outputs = []
    for jobs in (1, 2):
        ws = Workspace.init(tmp_path / f"ws{jobs}", name="t")
        ingest(ws, [inputs], IngestOptions(), jobs=jobs)
        outputs.append([stage_file(ws.root, name) for name in ("records.jsonl", "rejects.jsonl")])
    assert outputs[0] == outputs[1]
    assert outputs[0][0].count("\n") == 2504
