"""`heartbench build dialogues` end to end with scripted replies and the real runner, ledger,
anonymiser and leak gate."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from heartbench.cli import app
from heartbench.schema import SCHEMA_VERSION, Case, Turn
from tests.dialogues.conftest import dialogue_json

GOOD = dialogue_json(("A", "我最近总是失眠，脑子停不下来。"), ("B", "听起来你很累，是什么让你停不下来？"), ("A", "工作上的事，我怕自己做不好。"))
NAME, PHONE, ID_NUMBER = "林晓雯", "13812345678", "110105199003078764"
ORIGINALS = {NAME: ("PERSON", "沈悦怡"), PHONE: ("CN_MOBILE", "18605714934"), ID_NUMBER: ("CN_ID_CARD", "330106199511224032")}
SEED_TEXT = "我叫沈悦怡，最近总是失眠，电话18605714934，身份证330106199511224032。"


def run(root: Path, *args: str):
    return CliRunner().invoke(app, ["build", "dialogues", "-w", str(root), *args])


def ledger_rows(root: Path) -> list[dict]:
    with sqlite3.connect(root / "ledger.sqlite") as db:
        db.row_factory = sqlite3.Row
        return [dict(row) for row in db.execute("SELECT * FROM calls")]


def test_seeds_become_cases_with_ids_scenes_and_provenance(bench, read_stage):
    prose = bench.seed("我最近总是失眠，脑子停不下来，白天上班也没精神。", scenes=["personal_growth/emotion_stress", "workplace/burnout"])
    untagged = bench.seed("工作上的事让我很焦虑。")
    bench.reply(prose, GOOD)
    bench.reply(untagged, f"```json\n{GOOD}\n```")
    result = run(bench.write())
    assert result.exit_code == 0, result.output
    assert "2 cases, 0 rejected" in result.output

    cases = [Case.model_validate(row) for row in read_stage(bench.root, "records.jsonl")]
    assert [c.case_id for c in cases] == [prose, untagged]
    first = cases[0]
    assert [(t.role, t.content) for t in first.dialogue] == [(r, c) for r, c in [(t["role"], t["content"]) for t in json.loads(GOOD)["dialogue"]]]
    assert (first.primary_scene, first.secondary_scene) == ("个人成长", "情绪管理与压力管理")
    assert (cases[1].primary_scene, cases[1].secondary_scene) == ("", "")
    assert first.provenance.seed_ids == [bench.seeds[0].id]
    assert first.provenance.stage == "build-dialogues" and first.provenance.template_version == "rewrite.zh/1"
    rows = {row["key"]: row for row in ledger_rows(bench.root)}
    assert first.provenance.ledger_keys and all(key in rows for key in first.provenance.ledger_keys)
    assert rows[first.provenance.ledger_keys[0]]["case_id"] == prose
    stats = json.loads((bench.root / "stages/build-dialogues/stats.json").read_text())
    assert stats["counts"] == {"kept": 2}

    again = run(bench.root)
    assert again.exit_code == 0 and "up to date" in again.output


def test_transcripts_get_the_structural_pass_before_the_model(bench, read_stage):
    lines = ["A:嗯……\n我跟男朋友老吵架", "B:嗯嗯", "B:吵些什么呢？"]
    lines += [f"{'AB'[i % 2]}:第{i}段经过" for i in range(14)]
    lines += ["A:好的", "A:我是不是太作了？", "B:好的，下次再聊。"]
    turns = [Turn(role=line[0], content=line[2:]) for line in lines]
    case_id = bench.seed("\n".join(lines), turns=turns)
    bench.reply(case_id, GOOD)
    assert run(bench.write()).exit_code == 0
    prompt = json.loads(ledger_rows(bench.root)[0]["request"])["messages"][0]["content"]
    draft = prompt.split("【整理后的对话】")[1].split("【压缩时省略")[0].strip().splitlines()
    assert 1 <= len(draft) <= 9
    assert draft[0].startswith("A：") and "男朋友" in draft[0] and "嗯" not in draft[0]
    assert draft[-1] == "A：我是不是太作了？"
    assert "下次再聊" not in prompt  # trailing B turn cut: the case ends on A
    assert "第1段经过" in prompt.split("【压缩时省略")[1]  # the cut middle is shown as context


def test_a_transcript_with_nothing_but_fillers_from_a_is_rejected_without_a_call(bench, read_stage):
    bench.seed("A:嗯\nB:你好\nA:哈哈", turns=[Turn(role="A", content="嗯"), Turn(role="B", content="你好"), Turn(role="A", content="哈哈")])
    assert run(bench.write()).exit_code == 0
    [reject] = read_stage(bench.root, "rejects.jsonl")
    assert reject["reason"].startswith("structure: ")
    assert not (bench.root / "ledger.sqlite").exists() or ledger_rows(bench.root) == []


def test_a_rejected_reply_is_retried_once_with_the_problem_shown(bench, read_stage):
    ends_on_b = dialogue_json(("A", "我最近总是失眠，脑子停不下来。"), ("B", "是什么让你停不下来？"))
    fixed = bench.seed("我最近总是失眠。")
    hopeless = bench.seed("我和室友吵架了。")
    bench.reply(fixed, ends_on_b, retry=GOOD)
    bench.reply(hopeless, ends_on_b, retry=ends_on_b)
    result = run(bench.write())
    assert result.exit_code == 0 and "1 cases, 1 rejected (2 retried once" in result.output

    [case] = read_stage(bench.root, "records.jsonl")
    assert case["case_id"] == fixed and len(case["provenance"]["ledger_keys"]) == 2
    [reject] = read_stage(bench.root, "rejects.jsonl")
    assert reject["case_id"] == hopeless
    assert reject["attempt_reasons"] == ["last-turn: the dialogue ends on B; the last turn must be A's"] * 2
    assert reject["reason"] == reject["attempt_reasons"][-1] and len(reject["ledger_keys"]) == 2
    assert "dialogue" not in reject  # replies never go to rejects

    retry = next(row for row in ledger_rows(bench.root) if row["subject"] == "retry" and row["case_id"] == fixed)
    messages = json.loads(retry["request"])["messages"]
    assert [m["role"] for m in messages] == ["user", "assistant", "user"]  # the reply is shown back...
    assert "ends on B" in messages[-1]["content"]  # ...with the problem stated
    stats = json.loads((bench.root / "stages/build-dialogues/stats.json").read_text())
    assert stats["first_attempt_rejections"] == {"last-turn": 2} and stats["final_rejections"] == {"last-turn": 1}


@pytest.mark.parametrize(
    "leaked, entity_type",
    [(f"有事打我电话{PHONE}。", "CN_MOBILE"), (f"我报了身份证号{ID_NUMBER}。", "CN_ID_CARD"), (f"我叫{NAME}，最近总是失眠。", "PERSON")],
)
def test_leak_gate_rejects_a_reintroduced_original_by_type(bench, read_stage, leaked, entity_type):
    case_id = bench.seed(SEED_TEXT, originals=ORIGINALS)
    leaking = dialogue_json(("A", leaked), ("B", "能多说一点吗？"), ("A", "我也不知道该怎么办。"))
    bench.reply(case_id, leaking, retry=leaking)
    result = run(bench.write())
    assert result.exit_code == 0, result.output
    [reject] = read_stage(bench.root, "rejects.jsonl")
    assert reject["reason"].startswith("leak-gate: ") and entity_type in reject["reason"]
    stage_files = "".join(p.read_text(encoding="utf-8") for p in (bench.root / "stages/build-dialogues").iterdir() if p.is_file())
    for value in (NAME, PHONE, ID_NUMBER):
        assert value not in stage_files and value not in result.output
    # The leaking reply is never sent back: the follow-up carries the prompt and the reason only.
    retry = next(row for row in ledger_rows(bench.root) if row["subject"] == "retry")
    assert [m["role"] for m in json.loads(retry["request"])["messages"]] == ["user"]
    for value in (NAME, PHONE, ID_NUMBER):
        assert value not in retry["request"]


def test_a_leak_fixed_on_the_retry_is_kept(bench, read_stage):
    case_id = bench.seed(SEED_TEXT, originals=ORIGINALS)
    bench.reply(case_id, dialogue_json(("A", f"我电话{PHONE}，我最近总是失眠。")), retry=GOOD)
    assert run(bench.write()).exit_code == 0
    [case] = read_stage(bench.root, "records.jsonl")
    assert case["case_id"] == case_id and PHONE not in json.dumps(case, ensure_ascii=False)


def test_failed_calls_leave_the_stage_unfinished_and_a_rerun_resumes(bench, read_stage):
    done = bench.seed("我最近总是失眠。")
    missing = bench.seed("我和室友吵架了。")
    bench.reply(done, GOOD)
    result = run(bench.write())
    assert result.exit_code == 1  # the stage ran; a record could not be completed
    first_line = next(line for line in result.output.splitlines() if line.strip())
    assert "build-dialogues: 1 record(s) not completed" in first_line and missing in first_line
    assert "1 failed" in result.output  # the runner's account of the calls follows
    assert not (bench.root / "stages/build-dialogues/records.jsonl").exists()
    assert not (bench.root / "stages/build-dialogues/_SUCCESS").exists()

    bench.reply(missing, GOOD)
    result = run(bench.root)
    assert result.exit_code == 0, result.output
    assert "1 resumed" in result.output
    assert [row["case_id"] for row in read_stage(bench.root, "records.jsonl")] == [done, missing]


def test_bad_input_is_one_line_and_exit_2(bench):
    result = run(bench.root)
    assert result.exit_code == 2 and "no finished anonymisation here" in result.output and result.output.count("\n") == 1

    bench.seed("我最近总是失眠。", scenes=["personal_growth/no_such_scene"])
    bench.write()
    result = run(bench.root)
    assert result.exit_code == 2
    assert result.output.strip().endswith("records.jsonl:1: scene tag 'personal_growth/no_such_scene' is not in the standard's scene tree")

    (bench.root / "private/pii-mappings/records.jsonl").write_text("", encoding="utf-8")
    bench.seeds[0] = bench.seeds[0].model_copy(update={"scenes": []})
    bench.mappings.clear()
    (bench.root / "stages/seeds-anonymize/records.jsonl").write_text(bench.seeds[0].model_dump_json() + "\n", encoding="utf-8")
    result = run(bench.root)
    assert result.exit_code == 2 and "has no PII mapping" in result.output


def test_a_corpus_larger_than_one_chunk_is_built_in_order(bench, read_stage):
    config = bench.root / "bench.toml"
    config.write_text(config.read_text(encoding="utf-8").replace("concurrency = 8", "concurrency = 1", 1), encoding="utf-8")
    assert "concurrency = 1 " in config.read_text(encoding="utf-8")
    ids = [bench.seed(f"第{n}位来访者：我最近总是失眠。") for n in range(70)]  # chunk = 64 seeds at concurrency 1
    for case_id in ids:
        bench.reply(case_id, GOOD)
    result = run(bench.write())
    assert result.exit_code == 0, result.output
    assert [row["case_id"] for row in read_stage(bench.root, "records.jsonl")] == ids


def test_model_scene_tags_are_used_when_seeds_tag_ran_on_the_current_anonymisation(bench, read_stage):
    case_id = bench.seed("我和男朋友冷战五天了。", scenes=["personal_growth/emotion_stress"])
    bench.reply(case_id, GOOD)
    bench.write()
    tagged = bench.root / "stages/seeds-tag"
    tagged.mkdir(parents=True)
    retagged = bench.seeds[0].model_copy(update={"scenes": ["intimate/relationship_patterns"]})
    (tagged / "records.jsonl").write_text(retagged.model_dump_json() + "\n", encoding="utf-8")
    # The tagger's marker records the anonymisation it read (the hand-made fingerprint).
    marker = {"fingerprint": "tagged", "schema_version": SCHEMA_VERSION, "sequence": 2, "inputs": {"seeds-anonymize": "hand-made"}}
    (tagged / "_SUCCESS").write_text(json.dumps(marker), encoding="utf-8")
    assert run(bench.root).exit_code == 0
    [case] = read_stage(bench.root, "records.jsonl")
    assert (case["primary_scene"], case["secondary_scene"]) == ("亲密关系", "亲密关系中的相处模式")
    assert json.loads((bench.root / "stages/build-dialogues/stats.json").read_text())["input"] == "seeds-tag"

    # Anonymised again after tagging: the tags are stale, the anonymised seeds are used —
    # whatever the file times say (the marker is made older than the tagger's here).
    anonymised = bench.root / "stages/seeds-anonymize/_SUCCESS"
    anonymised.write_text(json.dumps({"fingerprint": "again", "schema_version": SCHEMA_VERSION, "sequence": 3}), encoding="utf-8")
    os.utime(anonymised, ns=((tagged / "_SUCCESS").stat().st_mtime_ns - 10**9,) * 2)
    assert run(bench.root).exit_code == 0
    [case] = read_stage(bench.root, "records.jsonl")
    assert case["primary_scene"] == "个人成长"
