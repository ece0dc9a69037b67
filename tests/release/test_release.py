"""`heartbench release`: layout, datasets configs, v1 byte identity, verify, changelog, PII gate."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from heartbench.cli import app
from heartbench.release.dataset import features, find_data, load_config_rows, read_canary

runner = CliRunner()

# Hand-written cases in the HeartBench format (our own text).
DIALOGUE = [{"role": "A", "content": "最近总是睡不好，一想到下周的面试就心慌。"},
            {"role": "B", "content": "听起来这次面试对你很重要。"},
            {"role": "A", "content": "是啊，我怕自己又像上次那样说不出话。"}]  # fmt: skip


def case_line(case_id: str, difficulty: str, *, items: list[tuple[str, int | None, str]] | None = None, last: str | None = None) -> dict:
    items = items or [("温暖", 3, "回应先接住了用户的紧张情绪"), ("好奇心", 2, "回应询问了上次面试发生了什么")]
    dialogue = [dict(turn) for turn in DIALOGUE]
    if last:
        dialogue[-1]["content"] = last
    return {
        "question_id": case_id,
        "rubric": [{"dimension": d, "score": s, "content": c} for d, s, c in items]
        + [{"dimension": "其他", "score": None, "content": "回应顶替用户的身份说话"}],
        "dialogue": dialogue,
        "difficulty": difficulty,
        "primary_scene": "个人成长",
        "secondary_scene": "职业发展",
    }


def write_cases(path: Path, lines: list[dict]) -> Path:
    path.write_text("".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines), encoding="utf-8")
    return path


def release(workspace: Path, version: str, *extra: str):
    return runner.invoke(app, ["release", version, "-w", str(workspace), *extra])


@pytest.fixture
def small_release(workspace: Path, tmp_path: Path) -> Path:
    cases = write_cases(tmp_path / "v1.jsonl", [case_line("case01", "normal"), case_line("case02", "hard"),
                                                case_line("case03", "normal")])  # fmt: skip
    assert runner.invoke(app, ["import", str(cases), "-w", str(workspace)]).exit_code == 0
    result = release(workspace, "0.1.0")
    assert result.exit_code == 0, result.output
    return workspace / "releases" / "0.1.0"


def test_layout_configs_and_features(small_release: Path, tmp_path: Path):
    names = {p.relative_to(small_release).as_posix() for p in small_release.rglob("*") if p.is_file()}
    tag = find_data(small_release, "all").parent.parent.name
    assert tag.startswith("test-bench-0.1.0-") and len(tag) == len("test-bench-0.1.0-") + 8  # unique per release: see data_tag
    assert names == {
        "README.md", "CHANGELOG.md", "croissant.json", "manifest.json",
        f"data/{tag}/all/test.parquet", f"data/{tag}/normal/test.parquet", f"data/{tag}/hard/test.parquet",
        "heartbench/question_all.jsonl", "heartbench/question_normal.jsonl", "heartbench/question_hard.jsonl",
    }  # fmt: skip
    assert not [p for p in small_release.parent.iterdir() if p.name.startswith(".")]  # no staging folder left
    from datasets import load_dataset

    hard = load_dataset(str(small_release), "hard", split="test", cache_dir=str(tmp_path / "hf-cache"))
    assert hard.num_rows == 1 and hard[0]["case_id"] == "case02"
    assert hard.features == features()
    rubric = hard[0]["rubric"]
    assert [item["score"] for item in rubric] == [3, 2, None]  # a nullable integer, not inferred as null
    assert rubric[2]["dimension"] == "catastrophic" and rubric[2]["label"] == "其他"
    assert {config: len(load_config_rows(small_release, config)) for config in ("all", "normal", "hard")} == {"all": 3, "normal": 2, "hard": 1}

    manifest = json.loads((small_release / "manifest.json").read_text(encoding="utf-8"))
    canary = manifest["canary"]
    assert canary.startswith("HEARTBENCH-CANARY-")
    assert all(read_canary(find_data(small_release, c)) == canary for c in ("all", "normal", "hard"))
    card = (small_release / "README.md").read_text(encoding="utf-8")
    assert canary in card and canary in (small_release / "croissant.json").read_text(encoding="utf-8")
    assert manifest["counts"] == {"cases": 3, "normal": 2, "hard": 1, "items": 9, "scored_items": 6, "catastrophic_items": 3}
    assert manifest["standard"]["name"] == "heartbench-zh" and len(manifest["standard"]["sha256"]) == 64
    assert set(manifest["files"]) == names - {"manifest.json"}
    # The card's front matter declares the three configs with `all` as default.
    front = card.split("---\n")[1]
    assert "config_name: all\n  default: true" in front and f"path: data/{tag}/hard/test.parquet" in front


def test_croissant_validates_with_mlcroissant(small_release: Path):
    mlc = pytest.importorskip("mlcroissant", reason="mlcroissant is in the test extra: pip install -e '.[test]'")
    dataset = mlc.Dataset(jsonld=small_release / "croissant.json")
    metadata = json.loads((small_release / "croissant.json").read_text(encoding="utf-8"))
    assert metadata["conformsTo"] == "http://mlcommons.org/croissant/1.0"
    assert {"rai:dataCollection", "rai:dataUseCases", "rai:dataLimitations", "rai:personalSensitiveInformation"} <= set(metadata)
    records = list(dataset.records(record_set="hard"))
    assert len(records) == 1 and records[0]["hard/case_id"] == b"case02"
    assert [item["hard/rubric/score"] for item in records[0]["hard/rubric"]][:2] == [3, 2]


@pytest.mark.slow
def test_v1_import_then_release_gives_v1_bytes(v1_dir: Path, workspace: Path):
    assert runner.invoke(app, ["import", str(v1_dir), "-w", str(workspace)]).exit_code == 0
    result = release(workspace, "1.0.0")
    assert result.exit_code == 0, result.output
    folder = workspace / "releases" / "1.0.0"
    for name in ("question_all.jsonl", "question_normal.jsonl", "question_hard.jsonl"):
        assert (folder / "heartbench" / name).read_bytes() == (v1_dir / name).read_bytes(), name
    card = (folder / "README.md").read_text(encoding="utf-8")
    assert "| Personality | Verbal expression (`verbal_expression`) | 言语表达 | 565 | 565 |" in card
    verified = runner.invoke(app, ["release", "verify", str(folder)])
    assert verified.exit_code == 0, verified.output
    assert "all 296 rows, normal 212 rows, hard 84 rows" in verified.output


def test_existing_version_and_bad_version_are_refused(small_release: Path, workspace: Path):
    before = sorted(p.name for p in small_release.rglob("*"))
    again = release(workspace, "0.1.0")
    assert again.exit_code == 2 and "exists already" in again.output and "Traceback" not in again.output
    assert sorted(p.name for p in small_release.rglob("*")) == before
    bad = release(workspace, "v1")
    assert bad.exit_code == 2 and "not a semantic version" in bad.output
    assert not (workspace / "releases" / "v1").exists()


def test_a_version_below_the_newest_release_is_refused(small_release: Path, workspace: Path):
    # 0.0.9 after 0.1.0 was released with a changelog reading "First release"
    older = release(workspace, "0.0.9")
    assert older.exit_code == 2 and "Traceback" not in older.output
    assert "older than 0.1.0, the newest release" in older.output and "e.g. 0.1.1" in older.output
    assert sorted(p.name for p in (workspace / "releases").iterdir()) == ["0.1.0"]
    newer = release(workspace, "0.1.1")
    assert newer.exit_code == 0, newer.output
    assert "## 0.1.1 (against 0.1.0)" in (workspace / "releases" / "0.1.1" / "CHANGELOG.md").read_text(encoding="utf-8")


def test_verify_catches_a_changed_byte(small_release: Path):
    target = small_release / "heartbench" / "question_hard.jsonl"
    data = bytearray(target.read_bytes())
    data[10] ^= 0x01
    target.write_bytes(bytes(data))
    result = runner.invoke(app, ["release", "verify", str(small_release)])
    assert result.exit_code == 1
    assert "heartbench/question_hard.jsonl: sha256 differs from the manifest" in result.output


def test_changelog_between_two_releases(small_release: Path, workspace: Path, tmp_path: Path):
    edited = [("温暖", 4, "回应先接住了用户的紧张情绪"), ("好奇心", 2, "回应询问了上次面试发生了什么")]  # weight 3 → 4
    second = write_cases(tmp_path / "v2.jsonl", [
        case_line("case01", "hard"),                    # moved Normal → Hard
        case_line("case02", "hard", items=edited),      # item 01 edited
        case_line("case04", "normal", items=[("温暖", 3, "回应先接住了用户的紧张情绪"), ("好奇心", 2, "回应询问了上次面试发生了什么"),
                                             ("情绪理解", 3, "回应说出了用户害怕重蹈覆辙的担心")]),
    ])  # fmt: skip
    assert runner.invoke(app, ["import", str(second), "-w", str(workspace)]).exit_code == 0
    notes = tmp_path / "notes.md"
    notes.write_text("Second round of cases.\n", encoding="utf-8")
    result = release(workspace, "0.2.0", "--notes", str(notes))
    assert result.exit_code == 0, result.output
    folder = workspace / "releases" / "0.2.0"
    log = (folder / "CHANGELOG.md").read_text(encoding="utf-8")
    assert "## 0.2.0 (against 0.1.0)" in log and "## 0.1.0" in log  # history kept below
    assert "### Cases added (1)\n\n- case04" in log
    assert "### Cases removed (1)\n\n- case03" in log
    assert "- case02-01 (score)" in log
    assert "- case01: normal → hard" in log
    assert "| emotional_understanding | 0 | 1 | +1 |" in log and "Second round of cases." in log
    assert json.loads((folder / "manifest.json").read_text(encoding="utf-8"))["previous_version"] == "0.1.0"
    printed = runner.invoke(app, ["release", "diff", str(small_release), str(folder)])
    assert printed.exit_code == 0 and "- case01: normal → hard" in printed.output
    # Items of the removed case, and of the added one, are listed by id.
    assert "- case03-01" in printed.output and "- case04-03" in printed.output


def test_pii_gate_stops_a_release_with_a_planted_phone(workspace: Path, tmp_path: Path):
    phone = "13912345678"
    cases = write_cases(tmp_path / "cases.jsonl", [case_line("case01", "normal"),
                                                   case_line("case02", "hard", last=f"有事可以打我电话{phone}，我真的撑不住了。")])  # fmt: skip
    assert runner.invoke(app, ["import", str(cases), "-w", str(workspace)]).exit_code == 0
    result = release(workspace, "0.1.0")
    assert result.exit_code == 2, result.output
    assert "PII gate" in result.output and "case case02, turn 3: CN_MOBILE" in result.output
    assert phone not in result.output
    assert not (workspace / "releases" / "0.1.0").exists()
    assert list((workspace / "releases").iterdir()) == []


def test_pii_gate_stops_an_identity_number_typed_in_groups(workspace: Path, tmp_path: Path):
    cases = write_cases(tmp_path / "cases.jsonl", [case_line("case01", "normal", last="身份证号是110101 19900307 8515，你帮我填一下。"),
                                                   case_line("case02", "hard")])  # fmt: skip
    assert runner.invoke(app, ["import", str(cases), "-w", str(workspace)]).exit_code == 0
    result = release(workspace, "0.1.0")
    assert result.exit_code == 2, result.output
    assert "case case01, turn 3: CN_ID_CARD" in result.output and "8515" not in result.output


def test_pii_gate_finds_original_values_of_the_private_mappings(workspace: Path, tmp_path: Path):
    from heartbench.jsonio import write_jsonl
    from heartbench.schema import MappedEntity, PiiMapping

    cases = write_cases(tmp_path / "cases.jsonl", [case_line("case01", "normal", last="我跟林晓雯说了，她也劝我别紧张。"),
                                                   case_line("case02", "hard")])  # fmt: skip
    assert runner.invoke(app, ["import", str(cases), "-w", str(workspace)]).exit_code == 0
    mapping = PiiMapping(id="seed1", entities=[MappedEntity(type="PERSON", original="林晓雯", surrogate="周雨桐")])
    write_jsonl(workspace / "private" / "pii-mappings" / "records.jsonl", [mapping])
    result = release(workspace, "0.1.0")
    assert result.exit_code == 2
    assert "case case01, turn 3: SEED_ORIGINAL (PERSON)" in result.output and "林晓雯" not in result.output


def test_pii_gate_stops_a_street_address_unless_it_is_a_surrogate_of_the_workspace(workspace: Path, tmp_path: Path):
    from heartbench.jsonio import write_jsonl
    from heartbench.schema import MappedEntity, PiiMapping

    address, surrogate = "朝阳区光华路12号院3号楼2单元501", "海淀区知春路27号院5号楼1单元302"
    cases = write_cases(tmp_path / "cases.jsonl", [case_line("case01", "normal", last=f"他现在住{address}，我每天都能看见他。"),
                                                   case_line("case02", "hard", last=f"我搬到了{surrogate}，离公司近。")])  # fmt: skip
    assert runner.invoke(app, ["import", str(cases), "-w", str(workspace)]).exit_code == 0
    mapping = PiiMapping(id="seed1", entities=[MappedEntity(type="CN_ADDRESS", original="东城区某路1号", surrogate=surrogate)])
    write_jsonl(workspace / "private" / "pii-mappings" / "records.jsonl", [mapping])
    result = release(workspace, "0.1.0")
    assert result.exit_code == 2, result.output
    assert "1 finding(s): case case01, turn 3: CN_ADDRESS" in result.output and address not in result.output


def test_release_needs_split_cases(workspace: Path, tmp_path: Path):
    line = case_line("case01", "normal")
    del line["difficulty"]
    cases = write_cases(tmp_path / "cases.jsonl", [line])
    assert runner.invoke(app, ["import", str(cases), "-w", str(workspace)]).exit_code == 0
    result = release(workspace, "0.1.0")
    assert result.exit_code == 2 and "no Normal/Hard label" in result.output and "heartbench split" in result.output
