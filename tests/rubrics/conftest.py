"""A workspace with hand-made built cases, scripted pilots and a scripted synthesizer."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from heartbench.schema import Case, Provenance, Turn
from tests.support import Bench

PILOTS = ("scripted/pilot-a", "scripted/pilot-b")
SYNTH = "scripted/synth"

# Case items that pass every check (our own wording).
GOOD_ITEMS = [
    {"dimension": "emotional_perception", "score": 5, "content": "回应点出用户因为连续加班而感到的疲惫和委屈", "basis": "relative",
     "evidence": {"hit": ["P1"], "miss": ["P2"]}},
    {"dimension": "curiosity", "score": 4, "content": "回应询问用户最担心的是领导的评价还是自己的身体", "basis": "relative",
     "evidence": {"hit": ["P2"], "miss": ["P1"]}},
    {"dimension": "warmth", "score": 3, "content": "回应肯定用户这段时间一直在硬撑的努力", "basis": "absolute"},
    {"dimension": "autonomy", "score": -4, "content": "回应替用户决定立刻辞职", "basis": "absolute", "evidence": {"hit": [], "miss": ["P1", "P2"]}},
]  # fmt: skip


def items_reply(items: list[dict], preface: str = "分歧点：P1 注意到了疲惫，P2 追问了担心的来源。\n") -> str:
    return preface + "```json\n" + json.dumps({"items": items}, ensure_ascii=False) + "\n```"


class DraftBench(Bench):
    """Cases, pilot answers and synthesizer replies, then the stage."""

    def __init__(self, root: Path):
        super().__init__(root, "draft-test", synthesizer=SYNTH, judge="scripted/judge", pilots=PILOTS)
        self.built: list[Case] = []

    def case(self, case_id: str, last: str = "我连续加班一个月了，领导还说我不够拼，我真的撑不住了。") -> str:
        dialogue = [Turn(role="A", content="最近工作压力特别大。"), Turn(role="B", content="发生了什么？"), Turn(role="A", content=last)]
        self.built.append(Case(case_id=case_id, dialogue=dialogue, provenance=Provenance(seed_ids=[f"seed-{case_id}"], stage="build-dialogues")))
        for number, pilot in enumerate(PILOTS, start=1):
            self.reply(pilot, "answer", case_id, f"（试答{number}）听起来你真的很累了，愿意多说说吗？")
        return case_id

    def synth(self, case_id: str, text: str, retry: str | None = None) -> None:
        self.reply(SYNTH, "rubric", case_id, text)
        if retry is not None:
            self.reply(SYNTH, "rubric", case_id, retry, subject="retry")

    def write_cases(self) -> Path:
        self.cases("build-dialogues", self.built, fingerprint="hand-made")
        return self.root

    def rows(self, name: str, stage: str = "rubrics-draft") -> list[dict]:  # type: ignore[override]
        return super().rows(stage, name)


@pytest.fixture
def bench(tmp_path: Path) -> DraftBench:
    return DraftBench(tmp_path / "ws")
