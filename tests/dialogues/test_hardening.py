"""Issue 14 on a built workspace: export of cases without rubrics, a damaged ledger during a
stage, a full disk mid-stage, and what stderr looks like off a terminal."""

from __future__ import annotations

import errno
import json
from pathlib import Path

from typer.testing import CliRunner

from heartbench.cli import app
from tests.dialogues.conftest import dialogue_json

GOOD = dialogue_json(("A", "我最近总是失眠，脑子停不下来。"), ("B", "听起来你很累，是什么让你停不下来？"), ("A", "工作上的事，我怕自己做不好。"))


def built(bench) -> Path:
    case_id = bench.seed("我最近总是失眠，脑子停不下来，白天上班也没精神。")
    bench.reply(case_id, GOOD)
    root = bench.write()
    result = CliRunner().invoke(app, ["build", "dialogues", "-w", str(root)])
    assert result.exit_code == 0, result.output
    return root


def test_export_refuses_cases_without_rubrics_and_what_it_writes_imports_back(bench, tmp_path: Path):
    """Defect 6: export after `build dialogues` wrote `"rubric": []`, which our import rejects."""
    root = built(bench)
    out = tmp_path / "export"
    result = CliRunner().invoke(app, ["export", str(out), "-w", str(root)])
    assert result.exit_code == 2
    assert "have no case-specific rubric items yet" in result.stderr and "heartbench rubrics draft" in result.stderr
    assert not out.exists()

    # once the cases have rubrics (here: imported), export → import round-trips
    release = tmp_path / "question_all.jsonl"
    case = {"question_id": "abc123", "rubric": [{"dimension": "好奇心", "score": 3, "content": "问对方最近睡得怎样"}],
            "dialogue": [{"role": "A", "content": "最近总是睡不好。"}], "difficulty": "normal",
            "primary_scene": "个人成长", "secondary_scene": "情绪管理与压力管理"}  # fmt: skip
    release.write_text(json.dumps(case, ensure_ascii=False) + "\n", encoding="utf-8")
    assert CliRunner().invoke(app, ["import", str(release), "-w", str(root)]).exit_code == 0
    assert CliRunner().invoke(app, ["export", str(out), "-w", str(root)]).exit_code == 0
    again = tmp_path / "again"
    CliRunner().invoke(app, ["init", str(again)])
    result = CliRunner().invoke(app, ["import", str(out), "-w", str(again)])
    assert result.exit_code == 0, result.output


def test_a_damaged_ledger_stops_a_stage_with_one_line_and_no_leftovers(bench):
    """Defect 3: a corrupt workspace ledger during a stage was a traceback."""
    case_id = bench.seed("我最近总是失眠，脑子停不下来。")
    bench.reply(case_id, GOOD)
    root = bench.write()
    (root / "ledger.sqlite").write_bytes(b"this is not sqlite" * 300)
    result = CliRunner().invoke(app, ["build", "dialogues", "-w", str(root)])
    assert result.exit_code == 2, result.output
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert lines == [f"error: {root / 'ledger.sqlite'}: ledger unreadable (file is not a database); restore it from a "
                     "backup, or move it aside to start a new one (calls it held are then sent again)"]  # fmt: skip
    assert not (root / "stages" / "build-dialogues").exists()


def test_a_full_disk_mid_stage_leaves_no_partial_files(bench, monkeypatch):
    """Defect 3: ENOSPC was a traceback and left a `.partial` filling the disk."""
    from heartbench.stages import output

    case_id = bench.seed("我最近总是失眠，脑子停不下来。")
    bench.reply(case_id, GOOD)
    root = bench.write()

    def full(self, name, record, key):
        raise OSError(errno.ENOSPC, "No space left on device", str(self.dir / "records.jsonl.partial"))

    monkeypatch.setattr(output.StageOutput, "_write", full)
    result = CliRunner().invoke(app, ["build", "dialogues", "-w", str(root)])
    assert result.exit_code == 2, result.output
    assert result.stderr.strip().endswith("records.jsonl.partial: no space left on the device; nothing was half-written — free space and rerun")
    assert not (root / "stages" / "build-dialogues").exists()


def test_no_blank_lines_on_stderr_off_a_terminal(bench):
    """Defect 8: the runner's progress bar left blank lines in logs."""
    case_id = bench.seed("我最近总是失眠，脑子停不下来，白天上班也没精神。")
    bench.reply(case_id, GOOD)
    result = CliRunner().invoke(app, ["build", "dialogues", "-w", str(bench.write())])
    assert result.exit_code == 0
    assert all(line.strip() for line in result.stderr.splitlines()), repr(result.stderr)
