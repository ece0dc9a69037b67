"""Issue 14 on a built workspace: export of cases without rubrics, a damaged ledger during a
stage, a full disk mid-stage, and what stderr looks like off a terminal."""

from __future__ import annotations

import errno
import json
from pathlib import Path

import pytest
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
    assert CliRunner().invoke(app, ["import", str(release), "-w", str(root), "--force"]).exit_code == 0
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


def test_dry_run_counts_what_would_be_sent_and_writes_nothing(bench):
    """`--dry-run`: requests the ledger lacks are counted and priced; nothing is sent or written."""
    first = bench.seed("我最近总是失眠，脑子停不下来，白天上班也没精神。")
    bench.reply(first, GOOD)
    root = bench.write()
    result = CliRunner().invoke(app, ["build", "dialogues", "-w", str(root), "--dry-run"])
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("dry run: 1 request(s) would be sent, 0 served from the ledger; nothing was sent or written")
    assert "scripted/rw: 1 request(s)" in result.stdout and "estimated cost at most $0.0000" in result.stdout
    assert not (root / "ledger.sqlite").exists() and not (root / "stages" / "build-dialogues").exists()

    assert CliRunner().invoke(app, ["build", "dialogues", "-w", str(root)]).exit_code == 0
    second = bench.seed("和室友闹矛盾了，心里特别难受，不知道要不要搬出去。")
    bench.reply(second, GOOD)
    bench.write()
    records = (root / "stages" / "build-dialogues" / "records.jsonl").read_bytes()
    result = CliRunner().invoke(app, ["build", "dialogues", "-w", str(root), "--dry-run"])
    assert result.exit_code == 0, result.output
    assert "1 request(s) would be sent, 1 served from the ledger" in result.stdout
    assert (root / "stages" / "build-dialogues" / "records.jsonl").read_bytes() == records
    assert (root / "stages" / "build-dialogues" / "_SUCCESS").is_file()


def test_dry_run_prices_from_the_price_table():
    from heartbench.llm.dryrun import DryRun
    from heartbench.llm.types import LLMRequest, Message, RequestMeta

    dry = DryRun()
    request = LLMRequest(model="anthropic/claude-sonnet-4-6", messages=[Message(role="user", content="你好" * 150)],
                         max_tokens=1000, meta=RequestMeta(stage="test", task="t", subject="s"))  # fmt: skip
    dry.note(request)
    # 300 CJK characters = 900 UTF-8 bytes = 300 tokens in; 1,000 out at most; $3 / $15 per million
    assert dry.input_tokens["anthropic/claude-sonnet-4-6"] == 300
    assert dry.usd == pytest.approx(300 * 3e-6 + 1000 * 15e-6)
    assert "estimated cost at most $0.0159" in dry.report(held=0)
    dry.note(request.model_copy(update={"model": "openai/my-local-model"}))
    assert "no price for openai/my-local-model (not included)" in dry.report(held=0)
