"""Transcripts with speaker labels become A/B turns (A = the help-seeker)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from heartbench.seeds.dialogue import detect_dialogue
from heartbench.seeds.ingest import IngestOptions, ingest
from heartbench.workspace import Workspace
from tests.support import read_jsonl


def roles(text: str) -> list[tuple[str, str]] | None:
    found = detect_dialogue(text)
    return None if found is None else [(t.role, t.content) for t in found.turns]


@pytest.mark.parametrize(
    "seeker, other",
    [("来访者", "咨询师"), ("A", "B"), ("我", "他"), ("用户", "朋友"), ("倾诉者", "咨询师"), ("求助者", "心理咨询师"),
     ("來訪者", "諮商師"), ("User", "Assistant")],
)  # fmt: skip
def test_label_pairs_map_to_roles(seeker: str, other: str):
    text = f"{seeker}：最近总是失眠。\n{other}：听起来很辛苦，发生了什么？\n{seeker}: 工作压力太大了。"
    assert roles(text) == [("A", "最近总是失眠。"), ("B", "听起来很辛苦，发生了什么？"), ("A", "工作压力太大了。")]


def test_the_other_party_may_speak_first_and_roles_follow_labels_not_order():
    assert roles("咨询师：今天想聊点什么？\n来访者：我和妈妈又吵架了。") == [("B", "今天想聊点什么？"), ("A", "我和妈妈又吵架了。")]


def test_question_answer_transcripts_treat_a_as_the_answer():
    assert roles("Q：我该不该辞职？\nA：先说说你现在的情况吧。") == [("A", "我该不该辞职？"), ("B", "先说说你现在的情况吧。")]
    assert roles("问：我该不该辞职？\n答：先说说你现在的情况吧。") == [("A", "我该不该辞职？"), ("B", "先说说你现在的情况吧。")]


def test_names_with_roles_in_brackets_and_bracketed_labels():
    text = "小林（来访者）：我睡不着。\n王老师(咨询师)：多久了？\n【来访者】：快一个月了。"
    assert roles(text) == [("A", "我睡不着。"), ("B", "多久了？"), ("A", "快一个月了。")]


def test_continuation_lines_join_the_turn_and_same_role_turns_merge():
    text = "标题：一次咨询\n来访者：我最近很累。\n每天都加班。\n来访者：周末也要上班。\n咨询师：嗯，听起来你一直在硬撑。"
    assert roles(text) == [("A", "我最近很累。\n每天都加班。\n周末也要上班。"), ("B", "嗯，听起来你一直在硬撑。")]


@pytest.mark.parametrize(
    "text",
    [
        "注意：明天下雨。\n时间：下午三点。",  # labels, but not speakers
        "来访者：我很难过。",  # one line
        "来访者：我很难过。\n来访者：真的很难过。",  # one role only
        "我：今天很累。\n" + "\n".join(f"第{i}行叙述，没有说话人。" for i in range(5)) + "\n他：嗯。",  # labels are a minority
        "最近压力很大，时间：凌晨三点还睡不着。",
    ],
)
def test_prose_is_not_a_dialogue(text: str):
    assert detect_dialogue(text) is None


def test_ingested_transcripts_keep_turns_kind_and_speakers(workspace: Path, tmp_path: Path):
    (tmp_path / "session.txt").write_text("来访者：我最近压力很大。\n咨询师：能说说吗？\n来访者：领导总批评我。\n", encoding="utf-8")
    (tmp_path / "rows.jsonl").write_text(json.dumps({"text": "A: 我好难过\nB: 怎么了？", "kind": "social"}, ensure_ascii=False) + "\n", encoding="utf-8")
    ingest(Workspace.open(workspace), [tmp_path], IngestOptions(kind="web"))
    rows = read_jsonl(workspace / "stages/seeds-ingest/records.jsonl")
    by_name = {row["source"].rsplit("/", 1)[1]: row for row in rows}
    session = by_name["session.txt"]
    assert session["kind"] == "dialogue" and session["meta"]["speakers"] == {"来访者": "A", "咨询师": "B"}
    assert [t["role"] for t in session["turns"]] == ["A", "B", "A"]
    assert session["text"].startswith("来访者：")  # the text stays the transcript as written
    assert by_name["rows.jsonl"]["turns"] == [{"role": "A", "content": "我好难过"}, {"role": "B", "content": "怎么了？"}]


def test_paragraph_split_leaves_transcripts_whole(workspace: Path, tmp_path: Path):
    (tmp_path / "session.txt").write_text("来访者：我最近压力很大。\n\n咨询师：能说说吗？\n\n来访者：领导总批评我。\n", encoding="utf-8")
    ingest(Workspace.open(workspace), [tmp_path], IngestOptions(split="paragraph"))
    [row] = read_jsonl(workspace / "stages/seeds-ingest/records.jsonl")
    assert len(row["turns"]) == 3
