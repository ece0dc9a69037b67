"""`seeds tag`: the model tagger reads only finished `seeds anonymize` output and goes through
the runner (scripted provider here: offline replies from files in the workspace)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from heartbench.cli import app
from heartbench.schema import SeedDoc
from heartbench.seeds.tag import parse_tags
from heartbench.stages import StageOutput
from tests.support import read_jsonl

runner = CliRunner()
KNOWN = {"family/intergenerational", "workplace/burnout"}


def write_stage(workspace: Path, stage: str, docs: list[SeedDoc]) -> None:
    with StageOutput(workspace / "stages" / stage, f"fp-{stage}") as out:
        for doc in docs:
            out.keep(doc, f"{doc.source}#{doc.line}")
        out.finish()


def doc(n: int, text: str, scenes: list[str]) -> SeedDoc:
    return SeedDoc(id=f"seed{n}", text=text, source="seeds.jsonl", line=n, kind="social", scenes=scenes)


@pytest.fixture
def anonymised(workspace: Path) -> Path:
    # The clean stage still holds the real name; the anonymised stage holds a surrogate.
    write_stage(workspace, "seeds-clean", [doc(1, "张伟说我妈妈从小打骂我。", ["family/intergenerational"])])
    write_stage(workspace, "seeds-anonymize", [
        doc(1, "李明说我妈妈从小打骂我。", ["family/intergenerational"]),
        doc(2, "天天加班，不想上班。", ["workplace/burnout"]),
        doc(3, "我也说不清是什么事。", []),
    ])  # fmt: skip
    replies = workspace / "scripted" / "tagger" / "tag"
    replies.mkdir(parents=True)
    (replies / "seed1.txt").write_text('好的：{"scenes": ["family/intergenerational", "workplace/burnout"]}', encoding="utf-8")
    (replies / "seed2.txt").write_text("这是职场倦怠。", encoding="utf-8")  # unusable: no JSON
    return workspace


def tag_cli(workspace: Path, *extra: str):
    return runner.invoke(app, ["seeds", "tag", "-w", str(workspace), "--tagger", "scripted/tagger", *extra])


def test_parse_tags():
    assert parse_tags('```json\n{"scenes": ["workplace/burnout"]}\n```', KNOWN) == ["workplace/burnout"]
    assert parse_tags('{"scenes": []}', KNOWN) == []
    assert parse_tags("不知道", KNOWN) == 'no JSON object in the reply; expected a JSON object {"scenes": [...]}'
    assert parse_tags('{"scenes": ["workplace/nope"]}', KNOWN) == "unknown scene code(s): workplace/nope"
    assert parse_tags('{"tags": ["workplace/burnout"]}', KNOWN) == 'the JSON object lacks \'scenes\' (its keys: tags); expected a JSON object {"scenes": [...]}'


def test_refuses_without_a_finished_anonymize_stage(workspace: Path):
    write_stage(workspace, "seeds-clean", [doc(1, "张伟说我妈妈从小打骂我。", [])])
    result = tag_cli(workspace)
    assert result.exit_code == 2
    assert "no finished `seeds anonymize` here: the model tagger only reads anonymised seeds" in result.stderr
    assert not (workspace / "stages" / "seeds-tag").exists()
    assert not (workspace / "ledger.sqlite").exists()


def test_needs_a_model(workspace: Path):
    result = runner.invoke(app, ["seeds", "tag", "-w", str(workspace)])
    assert result.exit_code == 2 and "no tagger model" in result.stderr


def test_failed_calls_leave_the_stage_unfinished_and_a_rerun_completes_it(anonymised: Path):
    first = tag_cli(anonymised)
    assert first.exit_code == 1, first.output
    assert "seeds-tag: 1 record(s) not completed" in first.stderr and not (anonymised / "stages/seeds-tag/_SUCCESS").exists()
    (anonymised / "scripted/tagger/tag/seed3.txt").write_text('{"scenes": []}', encoding="utf-8")
    second = tag_cli(anonymised)
    assert second.exit_code == 0, second.output
    assert second.stdout.startswith("seeds-tag: 3 documents, 2 tagged by scripted/tagger, 1 kept their keyword tags")
    rows = {r["id"]: r for r in read_jsonl(anonymised / "stages/seeds-tag/records.jsonl")}
    assert rows["seed1"]["scenes"] == ["family/intergenerational", "workplace/burnout"]
    assert rows["seed1"]["meta"]["scene_tagger"] == "scripted/tagger"
    assert rows["seed2"]["scenes"] == ["workplace/burnout"]  # keyword tags kept
    assert rows["seed2"]["meta"]["scene_tagger_problem"] == 'scripted/tagger: no JSON object in the reply; expected a JSON object {"scenes": [...]}'
    assert rows["seed3"]["scenes"] == []
    third = tag_cli(anonymised)
    assert third.stdout.strip() == "seeds-tag: up to date (3 documents, scripted/tagger)"


def test_the_model_only_ever_sees_anonymised_text(anonymised: Path):
    (anonymised / "scripted/tagger/tag/seed3.txt").write_text('{"scenes": []}', encoding="utf-8")
    assert tag_cli(anonymised).exit_code == 0
    with sqlite3.connect(anonymised / "ledger.sqlite") as db:
        dump = "\n".join(db.iterdump())
    assert "李明" in dump and "张伟" not in dump
