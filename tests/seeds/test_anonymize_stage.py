"""`seeds anonymize`: outputs, private mappings, turns, resumability, workers, the CLI."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

import heartbench.seeds.anonymize as stage
from heartbench.cli import app
from heartbench.errors import InputError
from heartbench.schema import PiiMapping, SeedDoc, Turn
from heartbench.seeds.anonymize import MAPPINGS, STAGE, anonymize
from heartbench.workspace import read_records

SOURCE_STAGE = "seeds-clean"


def load_mappings(ws) -> dict[str, dict[str, str]]:
    """Every document's private mapping, original → surrogate, as the leak gate reads them."""
    path = ws.private_dir / MAPPINGS / "records.jsonl"
    return {m.id: {e.original: e.surrogate for e in m.entities} for m in read_records(path, PiiMapping)}
from heartbench.pii.checksums import is_valid_id
from heartbench.stages import StageOutput
from heartbench.workspace import Workspace

runner = CliRunner()

DIALOGUE_TURNS = [
    Turn(role="A", content="我老公郑浩然最近很冷淡，他的手机13812345678我打了很多次。"),
    Turn(role="B", content="听起来你很着急。郑浩然知道你的感受吗？"),
    Turn(role="A", content="我跟他说过，可郑浩然说我想太多。"),
]
DOCS = [
    SeedDoc(id="d1", text="我叫林晓彤，身份证110105199010279855，住在杭州市西湖区文三路259号。晓彤这个名字是外婆取的。", source="a.jsonl", line=1, kind="social"),
    SeedDoc(id="d2", text="我今年35岁了，还没有结婚，过年回家特别怕被问。", source="a.jsonl", line=2, kind="social"),
    SeedDoc(
        id="d3",
        text="A：" + DIALOGUE_TURNS[0].content + "\nB：" + DIALOGUE_TURNS[1].content + "\nA：" + DIALOGUE_TURNS[2].content,
        source="b.txt", kind="dialogue", turns=DIALOGUE_TURNS,
        meta={"speakers": {"A": "A", "B": "B"}, "title": "郑浩然的事", "author_email": "lin.xt@163.com"},
    ),
    SeedDoc(id="d4", text="我在腾讯科技有限公司上班，同事赵子涵总抢功劳，她的QQ是1053627841。", source="a.jsonl", line=4),
    SeedDoc(id="d5", text="上个月工资只有4800元，房租就要2200，我真的快撑不下去了。", source="a.jsonl", line=5),
]
ORIGINALS = ["林晓彤", "晓彤", "110105199010279855", "文三路259号", "郑浩然", "13812345678", "lin.xt@163.com", "赵子涵", "1053627841", "腾讯"]


class Crash(Exception):
    """Stands for a kill in the middle of a run."""


def write_clean_stage(root: Path, docs: list[SeedDoc] = DOCS) -> Workspace:
    ws = Workspace.open(root)
    with StageOutput(ws.stage_dir(SOURCE_STAGE), "test") as out:
        for doc in docs:
            out.keep(doc, doc.id)
        out.finish({})
    return ws


def output_docs(ws: Workspace) -> dict[str, SeedDoc]:
    lines = (ws.stage_dir(STAGE) / "records.jsonl").read_text(encoding="utf-8").splitlines()
    return {doc.id: doc for doc in (SeedDoc.model_validate_json(line) for line in lines)}


def files_containing(root: Path, value: str) -> set[str]:
    hits = set()
    for path in root.rglob("*"):
        if path.is_file() and value in path.read_text(encoding="utf-8", errors="ignore"):
            hits.add(path.relative_to(root).parts[0] + "/" + path.relative_to(root).parts[1])
    return hits


def test_stage_replaces_personal_data_everywhere(workspace):
    ws = write_clean_stage(workspace)
    result = anonymize(ws, jobs=1)
    docs = output_docs(ws)
    assert list(docs) == ["d1", "d2", "d3", "d4", "d5"]  # input order, every document kept
    serialized = (ws.stage_dir(STAGE) / "records.jsonl").read_text(encoding="utf-8")
    for original in ORIGINALS:
        assert original not in serialized, original
    assert docs["d2"].text == DOCS[1].text and docs["d5"].text == DOCS[4].text  # no personal data: untouched
    assert result.stats["documents"] == 5 and result.stats["documents_with_pii"] == 3
    assert result.stats["entities"]["PERSON"] >= 4 and result.stats["entities"]["CN_ID_CARD"] == 1
    assert docs["d1"].meta["pii_entities"]["CN_ADDRESS"] == 1


def test_dialogue_turns_text_and_meta_share_one_mapping(workspace):
    ws = write_clean_stage(workspace)
    anonymize(ws, jobs=1)
    doc = output_docs(ws)["d3"]
    mapping = load_mappings(ws)["d3"]
    name = mapping["郑浩然"]
    assert [turn.content.count(name) for turn in doc.turns] == [1, 1, 1]
    assert doc.text.count(name) == 3 and doc.meta["title"] == f"{name}的事"
    assert doc.meta["author_email"] == mapping["lin.xt@163.com"]
    assert mapping["13812345678"] in doc.turns[0].content
    assert doc.text == "A：" + doc.turns[0].content + "\nB：" + doc.turns[1].content + "\nA：" + doc.turns[2].content


def test_mapping_lives_only_under_private(workspace):
    ws = write_clean_stage(workspace)
    anonymize(ws, jobs=1)
    for original in ORIGINALS:
        assert files_containing(ws.root, original) <= {"stages/seeds-clean", "private/pii-mappings"}, original
    mappings = load_mappings(ws)
    assert set(mappings) == {"d1", "d2", "d3", "d4", "d5"} and mappings["d2"] == {}
    assert is_valid_id(mappings["d1"]["110105199010279855"])
    assert (ws.private_dir / "pii-salt").stat().st_mode & 0o077 == 0


def test_rerun_is_up_to_date_and_surrogates_are_stable_per_workspace(workspace, tmp_path):
    ws = write_clean_stage(workspace)
    first = anonymize(ws, jobs=1)
    assert anonymize(ws, jobs=1).skipped
    # the same seeds and the same private salt give the same surrogates
    other = Workspace.init(tmp_path / "other", name="other")
    shutil.copy(ws.private_dir / "pii-salt", other.private_dir / "pii-salt")
    write_clean_stage(other.root)
    anonymize(other, jobs=1)
    assert output_docs(other) == output_docs(ws)
    assert first.stats["entities"] == anonymize(other, jobs=1).stats["entities"]


def test_interrupted_run_resumes_without_redoing_or_duplicating(workspace, tmp_path, monkeypatch):
    reference = Workspace.init(tmp_path / "reference", name="reference")
    write_clean_stage(reference.root)
    anonymize(reference, jobs=1)

    ws = write_clean_stage(workspace)
    shutil.copy(reference.private_dir / "pii-salt", ws.private_dir / "pii-salt")
    calls: list[str] = []
    crash = [True]
    real = stage.anonymize_doc

    def crash_on_fourth(doc, anonymizer, seed):
        calls.append(doc.id)
        if doc.id == "d4" and crash[0]:
            raise Crash
        return real(doc, anonymizer, seed)

    monkeypatch.setattr(stage, "CHUNK_DOCS", 1)
    monkeypatch.setattr(stage, "anonymize_doc", crash_on_fourth)
    with pytest.raises(Crash):
        anonymize(ws, jobs=1)
    assert not (ws.stage_dir(STAGE) / "records.jsonl").exists()  # nothing published half-done

    calls.clear()
    crash[0] = False
    result = anonymize(ws, jobs=1)
    assert calls == ["d4", "d5"]  # only what the crash left undone
    assert result.stats["counts"] == {"kept": 5, "resumed": 3}  # kept counts the outputs: the resumed three included
    assert output_docs(ws) == output_docs(reference)
    assert load_mappings(ws) == load_mappings(reference)
    assert result.stats["entities"] == json.loads((reference.stage_dir(STAGE) / "stats.json").read_text())["entities"]
    mapping_lines = (ws.private_dir / "pii-mappings" / "records.jsonl").read_text(encoding="utf-8").splitlines()
    assert sorted(json.loads(line)["id"] for line in mapping_lines) == ["d1", "d2", "d3", "d4", "d5"]


def test_worker_processes_give_the_same_output(workspace, tmp_path):
    ws = write_clean_stage(workspace)
    anonymize(ws, jobs=1)
    parallel = Workspace.init(tmp_path / "parallel", name="parallel")
    shutil.copy(ws.private_dir / "pii-salt", parallel.private_dir / "pii-salt")
    write_clean_stage(parallel.root)
    result = anonymize(parallel, jobs=2)
    assert result.stats["jobs"] == 2
    assert output_docs(parallel) == output_docs(ws)


def test_needs_a_finished_clean_stage(workspace):
    with pytest.raises(InputError, match="no finished clean stage"):
        anonymize(Workspace.open(workspace))


def test_cli_anonymize(workspace):
    write_clean_stage(workspace)
    result = runner.invoke(app, ["seeds", "anonymize", "-w", str(workspace), "--jobs", "1"])
    assert result.exit_code == 0, result.output
    assert "seeds-anonymize: done: 5 documents, 3 with personal data" in result.output
    assert "CN_ID_CARD" in result.output
    for original in ORIGINALS:
        assert original not in result.output
    again = runner.invoke(app, ["seeds", "anonymize", "-w", str(workspace)])
    assert again.exit_code == 0 and "up to date" in again.output


def test_cli_anonymize_without_clean_stage_is_one_line_exit_2(workspace):
    result = runner.invoke(app, ["seeds", "anonymize", "-w", str(workspace)])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and "seeds clean" in lines[0]


def test_ingest_clean_anonymize_end_to_end(workspace, tmp_path):
    from heartbench.seeds.clean import CleanOptions, clean
    from heartbench.seeds.ingest import IngestOptions, ingest

    path = tmp_path / "seeds.jsonl"
    rows = [{"text": doc.text} for doc in DOCS]
    path.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows), encoding="utf-8")
    ws = Workspace.open(workspace)
    ingest(ws, [path], IngestOptions())
    clean(ws, CleanOptions())
    result = anonymize(ws)
    assert result.stats["documents_with_pii"] == 3
    serialized = (ws.stage_dir(STAGE) / "records.jsonl").read_text(encoding="utf-8")
    assert "林晓彤" not in serialized and "13812345678" not in serialized


def test_a_file_name_naming_its_writer_is_anonymised_with_the_text(workspace):
    diary = SeedDoc(id="d9", text="今天又失眠了，郑浩然还是没有回消息。", source="日记/郑浩然的日记.txt", kind="social")
    ws = write_clean_stage(workspace, [diary])
    anonymize(ws, jobs=1)
    [doc] = output_docs(ws).values()
    assert "郑浩然" not in doc.source and doc.source.startswith("日记/") and doc.source.endswith("的日记.txt")
    surrogate = doc.source.removeprefix("日记/").removesuffix("的日记.txt")
    assert surrogate in doc.text  # the same surrogate in the name of the file and in the text
