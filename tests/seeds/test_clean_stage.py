"""`seeds clean` end to end: CLI output, rejects with reasons, scene mix, resumability,
crash recovery from the pass-1 checkpoint, workers = in-process."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

import heartbench.seeds.clean as clean_module
from heartbench.cli import app
from heartbench.seeds.clean import CleanOptions, clean
from heartbench.seeds.ingest import IngestOptions, ingest
from heartbench.workspace import Workspace
from tests.support import read_jsonl

runner = CliRunner()
DOCS = [
    "最近工作压力很大，领导总是批评我，每天晚上都失眠，不知道该怎么办。",  # kept: emotion, workplace
    "好",  # length
    "OK OK OK, see you tomorrow, bye bye 好",  # chinese-share
    "哈" * 40,  # repetition
    "宝妈在家兼职，日赚300，加我微信 abc12345 了解详情",  # spam
    "我和男朋友冷战一个星期了，他一直不回我消息，我很难过。",  # kept: intimate
    "最近工作压力很大，领导总是批评我，每天晚上都失眠，不知道该怎么办。",  # exact duplicate of 1
    "最近工作压力很大，领导总是批评我，每天晚上都失眠，不知道该怎么做。",  # near duplicate of 1
    "我覺得我們之間越來越遠，不知道該怎麼辦。",  # kept; t2s converts it
    "今天天气不错，出去走了走，吃了一碗面，回来睡了个午觉。",  # kept, no scene keyword
]


@pytest.fixture
def ingested(workspace: Path, tmp_path: Path) -> Path:
    path = tmp_path / "seeds.jsonl"
    path.write_text("".join(json.dumps({"text": t}, ensure_ascii=False) + "\n" for t in DOCS), encoding="utf-8")
    ingest(Workspace.open(workspace), [path], IngestOptions())
    return workspace


def rows(workspace: Path, name: str) -> list[dict]:
    return read_jsonl(workspace / "stages/seeds-clean" / name)


def test_cli_clean_reports_filters_and_scene_mix(ingested: Path):
    result = runner.invoke(app, ["seeds", "clean", "-w", str(ingested), "--t2s"])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == "seeds-clean: kept 4 of 10 documents"
    table = {line.split()[0]: line.split()[4] for line in lines[1:8]}
    assert table == {"length": "1", "chinese-share": "1", "repetition": "1", "spam": "1", "deny-list": "0",
                     "exact-duplicate": "1", "near-duplicate": "1"}  # fmt: skip
    assert lines[8].startswith("scene mix") and lines[9].split()[:3] == ["personal_growth/emotion_stress", "个人成长/情绪管理与压力管理", "1"]
    assert lines[-1].split() == ["(untagged)", "2", "50.0%"]
    kept = rows(ingested, "records.jsonl")
    assert [r["line"] for r in kept] == [1, 6, 9, 10]
    assert kept[0]["scenes"] == ["personal_growth/emotion_stress", "workplace/workplace_relations"]  # 压力 失眠 | 领导
    assert kept[1]["scenes"] == ["intimate/relationship_patterns"]
    assert kept[2]["text"] == "我觉得我们之间越来越远，不知道该怎么办。" and kept[2]["scenes"] == kept[3]["scenes"] == []
    reasons = {r["line"]: r["reason"] for r in rows(ingested, "rejects.jsonl")}
    assert [reasons[n].split(":")[0] for n in (2, 3, 4, 5, 7, 8)] == [
        "length", "chinese-share", "repetition", "spam", "exact-duplicate", "near-duplicate"]  # fmt: skip
    stats = json.loads((ingested / "stages/seeds-clean/stats.json").read_text(encoding="utf-8"))
    assert stats["documents_in"] == 10 and stats["documents_out"] == 4 and stats["scenes"]["untagged"] == 2


def test_second_run_skips_and_changed_ingest_or_options_rerun(ingested: Path, tmp_path: Path):
    first = runner.invoke(app, ["seeds", "clean", "-w", str(ingested)])
    assert first.exit_code == 0
    again = runner.invoke(app, ["seeds", "clean", "-w", str(ingested)])
    assert again.stdout.strip() == "seeds-clean: up to date (4 of 10 documents kept)"
    deny = tmp_path / "deny.txt"
    deny.write_text("冷战\n", encoding="utf-8")
    other = runner.invoke(app, ["seeds", "clean", "-w", str(ingested), "--deny-list", str(deny)])
    assert "up to date" not in other.stdout and other.stdout.startswith("seeds-clean: kept 3 of 10")
    extra = tmp_path / "more.txt"
    extra.write_text("我和妈妈又吵架了，她总是干涉我的生活，我快崩溃了。", encoding="utf-8")
    ingest(Workspace.open(ingested), [tmp_path / "seeds.jsonl", extra], IngestOptions())
    rerun = runner.invoke(app, ["seeds", "clean", "-w", str(ingested)])
    assert rerun.stdout.startswith("seeds-clean: kept 5 of 11 documents")


def test_crash_while_writing_resumes_from_the_checkpoint(ingested: Path, monkeypatch):
    ws = Workspace.open(ingested)
    clean(ws, CleanOptions())
    stage = ingested / "stages/seeds-clean"
    expected = [(stage / n).read_text(encoding="utf-8") for n in ("records.jsonl", "rejects.jsonl")]
    (stage / "_SUCCESS").unlink()  # forget the run, keep nothing but its inputs
    for name in ("records.jsonl", "rejects.jsonl", "stats.json"):
        (stage / name).unlink()

    real_write = clean_module._write

    def crash_after_two(out, *args):
        real_keep, written = out.keep, []

        def keep(record, key):
            if len(written) == 2:
                raise KeyboardInterrupt
            written.append(key)
            real_keep(record, key)

        out.keep = keep
        return real_write(out, *args)

    monkeypatch.setattr(clean_module, "_write", crash_after_two)
    with pytest.raises(KeyboardInterrupt):
        clean(ws, CleanOptions())
    assert (stage / ".work/pass1.done").is_file() and not (stage / "_SUCCESS").exists()
    monkeypatch.setattr(clean_module, "_write", real_write)
    monkeypatch.setattr(clean_module, "_run_pass1", lambda *a: pytest.fail("pass 1 should come from the checkpoint"))
    stats = clean(ws, CleanOptions()).stats
    assert stats["counts"]["resumed"] >= 2 and not (stage / ".work").exists()
    assert [(stage / n).read_text(encoding="utf-8") for n in ("records.jsonl", "rejects.jsonl")] == expected


@pytest.mark.slow
def test_worker_processes_give_the_same_output(workspace: Path, tmp_path: Path):
    path = tmp_path / "seeds.jsonl"
    many = [f"{t}（第{i}次）" for i in range(120) for t in DOCS]
    path.write_text("".join(json.dumps({"text": t}, ensure_ascii=False) + "\n" for t in many), encoding="utf-8")
    outputs = []
    for jobs in (1, 2):
        ws = Workspace.init(tmp_path / f"ws{jobs}", name="t")
        ingest(ws, [path], IngestOptions())
        clean(ws, CleanOptions(), jobs=jobs)
        outputs.append([(ws.root / "stages/seeds-clean" / n).read_text(encoding="utf-8") for n in ("records.jsonl", "rejects.jsonl")])
    assert outputs[0] == outputs[1] and outputs[0][0].count("\n") > 100


def test_clean_needs_a_finished_ingest(workspace: Path):
    result = runner.invoke(app, ["seeds", "clean", "-w", str(workspace)])
    assert result.exit_code == 2
    assert result.stderr.strip().endswith("no finished ingest here; run `heartbench seeds ingest PATH… -w WS` first")


def test_model_tagger_is_refused_before_anonymisation(ingested: Path):
    result = runner.invoke(app, ["seeds", "clean", "-w", str(ingested), "--tagger", "openai/qwen"])
    assert result.exit_code == 2 and "only see anonymised text" in result.stderr
    assert not (ingested / "stages/seeds-clean").exists()


def test_a_broken_ingest_record_is_named_by_file_and_line(ingested: Path):
    path = ingested / "stages/seeds-ingest/records.jsonl"
    lines = path.read_text(encoding="utf-8").splitlines()
    lines[2] = json.dumps({"id": "x", "source": "s", "text": "t", "kind": "poem"})
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = runner.invoke(app, ["seeds", "clean", "-w", str(ingested)])
    assert result.exit_code == 2
    assert result.stderr.strip().startswith(f"error: {path}:3: kind:")
    assert not (ingested / "stages/seeds-clean/_SUCCESS").exists()
