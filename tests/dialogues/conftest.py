"""A workspace whose seeds-anonymize stage was written by hand, and scripted rewriter replies."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from heartbench.dialogues.ids import short_id
from heartbench.schema import SeedDoc, Turn
from heartbench.workspace import CONFIG_NAME
from tests.support import Bench, finished_stage, read_jsonl, scripted_reply

REWRITER = "scripted/rw"



def dialogue_json(*pairs: tuple[str, str]) -> str:
    return json.dumps({"dialogue": [{"role": r, "content": c} for r, c in pairs]}, ensure_ascii=False)


class SeedBench(Bench):
    """The anonymised seeds, private mappings and scripted rewriter replies of one test."""

    def __init__(self, root: Path):
        super().__init__(root, rewriter=REWRITER)
        self.seeds: list[SeedDoc] = []
        self.mappings: list[dict] = []

    def seed(self, text: str, *, turns: list[Turn] | None = None, scenes: list[str] | None = None,
             originals: dict[str, tuple[str, str]] | None = None, kind: str = "social") -> str:
        """Add an anonymised seed; `originals` maps original value → (entity type, surrogate).
        Returns the case id the build stage will give it."""
        seed_id = f"{len(self.seeds):02d}" + "ab" * 7
        self.seeds.append(SeedDoc(id=seed_id, text=text, source=f"raw/{seed_id}.txt", kind="dialogue" if turns else kind,
                                  scenes=scenes or [], turns=turns))
        entities = [{"type": t, "original": o, "surrogate": s} for o, (t, s) in (originals or {}).items()]
        self.mappings.append({"id": seed_id, "entities": entities})
        return short_id(seed_id)

    def reply(self, case_id: str, text: str, *, retry: str | None = None) -> None:  # type: ignore[override]
        scripted_reply(self.root, REWRITER, "rewrite", case_id, text)
        if retry is not None:
            scripted_reply(self.root, REWRITER, "rewrite", case_id, retry, subject="retry")

    def write(self) -> Path:
        finished_stage(self.root, "seeds-anonymize", ((seed.id, seed) for seed in self.seeds))
        finished_stage(self.root, "pii-mappings", ((m["id"], m) for m in self.mappings), folder=self.root / "private" / "pii-mappings")
        return self.root


def set_rewriter(root: Path, model: str) -> None:
    config = root / CONFIG_NAME
    text, count = re.subn(r'(?m)^rewriter = ".*"$', f'rewriter = "{model}"', config.read_text(encoding="utf-8"))
    assert count == 1, "bench.toml template changed: no rewriter line"
    config.write_text(text, encoding="utf-8")


@pytest.fixture
def bench(tmp_path: Path) -> SeedBench:
    return SeedBench(tmp_path / "ws")


@pytest.fixture
def read_stage() -> Callable[[Path, str], list[dict]]:
    def read(root: Path, name: str) -> list[dict]:
        path = root / "stages" / "build-dialogues" / name
        return read_jsonl(path) if path.is_file() else []

    return read
