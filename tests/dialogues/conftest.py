"""A workspace whose seeds-anonymize stage was written by hand, and scripted rewriter replies."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from heartbench.dialogues.ids import short_id
from heartbench.schema import SCHEMA_VERSION, SeedDoc, Turn
from heartbench.workspace import CONFIG_NAME

REWRITER = "scripted/rw"

HAND_MADE_MARKER = json.dumps({"fingerprint": "hand-made", "schema_version": SCHEMA_VERSION, "sequence": 1}) + "\n"


def dialogue_json(*pairs: tuple[str, str]) -> str:
    return json.dumps({"dialogue": [{"role": r, "content": c} for r, c in pairs]}, ensure_ascii=False)


class Bench:
    """Writes the anonymised seeds, private mappings and scripted replies of one test."""

    def __init__(self, root: Path):
        self.root = root
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

    def reply(self, case_id: str, text: str, *, retry: str | None = None) -> None:
        folder = self.root / "scripted" / REWRITER.split("/", 1)[1] / "rewrite"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{case_id}.txt").write_text(text, encoding="utf-8")
        if retry is not None:
            (folder / case_id).mkdir(exist_ok=True)
            (folder / case_id / "retry.txt").write_text(retry, encoding="utf-8")

    def write(self) -> Path:
        stage = self.root / "stages" / "seeds-anonymize"
        stage.mkdir(parents=True, exist_ok=True)
        (stage / "records.jsonl").write_text("".join(s.model_dump_json(exclude_none=True) + "\n" for s in self.seeds), encoding="utf-8")
        (stage / "_SUCCESS").write_text(HAND_MADE_MARKER, encoding="utf-8")
        private = self.root / "private" / "pii-mappings"
        private.mkdir(parents=True, exist_ok=True)
        (private / "records.jsonl").write_text("".join(json.dumps(m, ensure_ascii=False) + "\n" for m in self.mappings), encoding="utf-8")
        (private / "_SUCCESS").write_text(HAND_MADE_MARKER, encoding="utf-8")
        return self.root


def set_rewriter(root: Path, model: str) -> None:
    config = root / CONFIG_NAME
    text, count = re.subn(r'(?m)^rewriter = ".*"$', f'rewriter = "{model}"', config.read_text(encoding="utf-8"))
    assert count == 1, "bench.toml template changed: no rewriter line"
    config.write_text(text, encoding="utf-8")


@pytest.fixture
def bench(workspace: Path) -> Bench:
    set_rewriter(workspace, REWRITER)
    return Bench(workspace)


@pytest.fixture
def read_stage() -> Callable[[Path, str], list[dict]]:
    def read(root: Path, name: str) -> list[dict]:
        path = root / "stages" / "build-dialogues" / name
        return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()] if path.is_file() else []

    return read
