"""The review tests' workspace: two drafted cases of five items each."""

from __future__ import annotations

from pathlib import Path

import pytest

from heartbench.schema import Case, RubricItem, Turn
from heartbench.stages import StageOutput
from heartbench.workspace import Workspace

ITEMS = [("k1", "curiosity", 4, "case"), ("k2", "warmth", 3, "case"), ("k3", "emotional_perception", 5, "case"),
         ("u1", "first_person", 3, "universal"), ("x", "catastrophic", 1, "catastrophic")]  # fmt: skip


def content(case_id: str, key: str) -> str:
    return f"细则{case_id}{key}：回应贴合这段对话里用户说出的感受"


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    Workspace.init(root, "review-test")
    out = StageOutput(root / "stages" / "rubrics-draft", "hand-made")
    with out:
        for case_id in ("c1", "c2"):
            rubric = [RubricItem(item_id=f"{case_id}-{i}", dimension=d, score=s, content=content(case_id, i), kind=k) for i, d, s, k in ITEMS]
            dialogue = [Turn(role="A", content="我最近很难过。"), Turn(role="B", content="怎么了？"), Turn(role="A", content="说不上来。")]
            out.keep(Case(case_id=case_id, dialogue=dialogue, rubric=rubric), case_id)
        out.finish({}, sequence=1)
    return root
