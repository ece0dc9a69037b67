"""Bad input to `import` and `evaluate score`: one line naming file, line and problem;
exit code 2; no traceback; nothing written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from heartbench.cli import app

runner = CliRunner()


def good_case(question_id: str = "abc123") -> dict:
    return {
        "question_id": question_id,
        "rubric": [
            {"dimension": "好奇心", "score": 3, "content": "用开放式问题询问对方最近的睡眠情况"},
            {"dimension": "其他", "score": None, "content": "回应代替用户说话"},
        ],
        "dialogue": [{"role": "A", "content": "这周又失眠了，白天整个人都是懵的。"}],
        "difficulty": "normal",
        "primary_scene": "个人成长",
        "secondary_scene": "情绪管理与压力管理",
    }


def _mutated(change) -> dict:
    case = good_case()
    change(case)
    return case


def _dump(*rows) -> bytes:
    return b"".join((row if isinstance(row, bytes) else json.dumps(row, ensure_ascii=False).encode()) + b"\n" for row in rows)


BAD_RELEASES = {
    "not JSON": (_dump(good_case("aaa111"), b"{not json"), 2, "not valid JSON"),
    "missing field": (_dump(_mutated(lambda c: c.pop("dialogue"))), 1, "missing field 'dialogue'"),
    "wrong type": (_dump(_mutated(lambda c: c.update(question_id=12))), 1, "question_id"),
    "unknown dimension label": (
        _dump(_mutated(lambda c: c["rubric"][0].update(dimension="创造力"))), 1, "unknown dimension label '创造力'"),
    "non-integer weight": (_dump(_mutated(lambda c: c["rubric"][0].update(score=2.5))), 1, "rubric.0.score"),
    "string weight": (_dump(_mutated(lambda c: c["rubric"][0].update(score="3"))), 1, "rubric.0.score"),
    "empty dialogue": (_dump(_mutated(lambda c: c.update(dialogue=[]))), 1, "dialogue"),
    "role other than A/B": (
        _dump(_mutated(lambda c: c["dialogue"][0].update(role="C"))), 1, "dialogue.0.role"),
    "duplicate question_id": (_dump(good_case("dup001"), good_case("dup001")), 2, "duplicate question_id 'dup001'"),
    "empty file": (b"", None, "file is empty"),
    "non-UTF-8 bytes": (_dump(good_case("aaa111")) + "{\"question_id\": \"坏\"}\n".encode("gb18030"), 2, "not UTF-8"),
    "array instead of object": (_dump([1, 2]), 1, "expected a JSON object"),
}


def _assert_one_line_error(result, path: Path, line: int | None, fragment: str) -> None:
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    lines = [ln for ln in result.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1, result.stderr
    where = f"{path}:{line}:" if line else f"{path}:"
    assert where in lines[0] and fragment in lines[0], lines[0]
    assert "Traceback" not in result.output


@pytest.mark.parametrize("kind", list(BAD_RELEASES))
def test_import_rejects_bad_release(kind: str, workspace: Path, tmp_path: Path):
    content, line, fragment = BAD_RELEASES[kind]
    release = tmp_path / "question_all.jsonl"
    release.write_bytes(content)
    result = runner.invoke(app, ["import", str(release), "-w", str(workspace)])
    _assert_one_line_error(result, release, line, fragment)
    assert not (workspace / "stages" / "import").exists(), "nothing may be written on bad input"


@pytest.mark.parametrize("kind", list(BAD_RELEASES))
def test_evaluate_score_rejects_bad_dataset(kind: str, tmp_path: Path):
    content, line, fragment = BAD_RELEASES[kind]
    dataset = tmp_path / "question_all.jsonl"
    dataset.write_bytes(content)
    verdicts = tmp_path / "verdicts.jsonl"
    verdicts.write_text(json.dumps({"question_id": "aaa111", "model": "m", "detail": [1, 0]}) + "\n")
    out = tmp_path / "scores.json"
    result = runner.invoke(app, ["evaluate", "score", "--dataset", str(dataset), "--verdicts", str(verdicts), "--out", str(out)])
    _assert_one_line_error(result, dataset, line, fragment)
    assert not out.exists()


BAD_VERDICTS = {
    "not JSON": (b"{\"question_id\": \n", 1, "not valid JSON"),
    "missing field": (_dump({"question_id": "abc123", "detail": [1, 0]}), 1, "missing field 'model'"),
    "wrong type": (_dump({"question_id": "abc123", "model": "m", "detail": "1,0"}), 1, "'detail' must be a list"),
    "bad hit value": (_dump({"question_id": "abc123", "model": "m", "detail": [1, 2]}), 1, "detail[1]"),
    "verdict for an unknown case": (
        _dump({"question_id": "abc123", "model": "m", "detail": [1, 0]}, {"question_id": "zzz999", "model": "m", "detail": [1]}),
        2, "unknown case 'zzz999'"),
    "duplicate verdict": (
        _dump({"question_id": "abc123", "model": "m", "detail": [1, 0]}, {"question_id": "abc123", "model": "m", "detail": [0, 0]}),
        2, "second verdict"),
    "empty file": (b"\n", None, "file is empty"),
    "non-UTF-8 bytes": ("{\"question_id\": \"坏\"}\n".encode("big5"), 1, "not UTF-8"),
}


@pytest.mark.parametrize("kind", list(BAD_VERDICTS))
def test_evaluate_score_rejects_bad_verdicts(kind: str, tmp_path: Path):
    content, line, fragment = BAD_VERDICTS[kind]
    dataset = tmp_path / "question_all.jsonl"
    dataset.write_bytes(_dump(good_case()))
    verdicts = tmp_path / "verdicts.jsonl"
    verdicts.write_bytes(content)
    out = tmp_path / "scores.json"
    result = runner.invoke(app, ["evaluate", "score", "--dataset", str(dataset), "--verdicts", str(verdicts), "--out", str(out)])
    _assert_one_line_error(result, verdicts, line, fragment)
    assert not out.exists()


def test_good_input_scores(tmp_path: Path):
    dataset = tmp_path / "question_all.jsonl"
    dataset.write_bytes(_dump(good_case()))
    verdicts = tmp_path / "verdicts.jsonl"
    verdicts.write_bytes(_dump({"question_id": "abc123", "model": "m", "detail": [1, 0]}))
    out = tmp_path / "scores.json"
    result = runner.invoke(app, ["evaluate", "score", "--dataset", str(dataset), "--verdicts", str(verdicts), "--out", str(out)])
    assert result.exit_code == 0, result.output
    scores = json.loads(out.read_text())
    assert scores["models"]["m"]["overall"] == pytest.approx(100.0)
    assert scores["models"]["m"]["cases"] == {"abc123": pytest.approx(100.0)}
    assert "Leaderboard" in result.output


@pytest.mark.parametrize("overwritten", ["dataset", "verdicts"])
def test_evaluate_score_refuses_to_write_over_its_input(overwritten: str, tmp_path: Path):
    """Issue 14, defect 2: `--out ds.jsonl` replaced the dataset with scores, exit 0."""
    dataset = tmp_path / "question_all.jsonl"
    dataset.write_bytes(_dump(good_case()))
    verdicts = tmp_path / "verdicts.jsonl"
    verdicts.write_bytes(_dump({"question_id": "abc123", "model": "m", "detail": [1, 0]}))
    target = dataset if overwritten == "dataset" else verdicts
    before = target.read_bytes()
    result = runner.invoke(app, ["evaluate", "score", "--dataset", str(dataset), "--verdicts", str(verdicts), "--out", str(target)])
    assert result.exit_code == 2
    assert result.output.strip() == f"error: {target}: --out is the --{overwritten} file; writing there would destroy it — choose another path"
    assert target.read_bytes() == before


def test_bad_bench_toml_is_one_line(workspace: Path, tmp_path: Path):
    config = workspace / "bench.toml"
    config.write_text(config.read_text().replace("[limits]", "[limits]\nspeed = 3"))
    result = runner.invoke(app, ["export", "-w", str(workspace), str(tmp_path / "out")])
    assert result.exit_code == 2
    assert "bench.toml" in result.stderr and "unknown key '[limits].speed'" in result.stderr


def test_bad_bench_toml_value_names_its_line(workspace: Path, tmp_path: Path):
    config = workspace / "bench.toml"
    text = config.read_text().replace("rpm = 0", "rpm = -5")
    config.write_text(text)
    line = next(i for i, ln in enumerate(text.splitlines(), 1) if ln.startswith("rpm = -5"))
    result = runner.invoke(app, ["export", "-w", str(workspace), str(tmp_path / "out")])
    assert result.exit_code == 2
    assert f"bench.toml:{line}: '[limits].rpm'" in result.stderr


def test_evaluate_score_reads_verdict_records_from_evaluate_run(tmp_path: Path):
    """verdicts.jsonl of `evaluate run` (Verdict records) can be rescored; an unscored pair
    (problem set, no items) stays unscored in default mode."""
    dataset = tmp_path / "question_all.jsonl"
    dataset.write_bytes(_dump(good_case("abc123"), good_case("def456")))
    verdicts = tmp_path / "verdicts.jsonl"
    item = {"item_id": "x", "hit": True, "reason": "问了开放式问题"}
    miss = {"item_id": "y", "hit": False, "reason": "没有代替用户说话"}
    verdicts.write_bytes(_dump(
        {"case_id": "abc123", "model": "m", "judge": "j", "items": [item, miss]},
        {"case_id": "def456", "model": "m", "judge": "j", "items": [], "problem": "reply not JSON", "raw_reply": "?"},
    ))
    out = tmp_path / "scores.json"
    result = runner.invoke(app, ["evaluate", "score", "--dataset", str(dataset), "--verdicts", str(verdicts), "--out", str(out), "--allow-unscored"])
    assert result.exit_code == 0, result.output
    scores = json.loads(out.read_text())["models"]["m"]
    assert scores["cases"] == {"abc123": pytest.approx(100.0)} and scores["unscored"] == ["def456"]


def test_an_unknown_key_in_the_second_entry_of_an_array_of_tables_names_its_line(workspace: Path, tmp_path: Path):
    config = workspace / "bench.toml"
    text = config.read_text(encoding="utf-8")
    text += '\n[[release.sources]]\nname = "second"\norigin = "o"\nlicence = "cc-by-4.0"\nconsent = "c"\nlicense = "typo"\n'
    config.write_text(text, encoding="utf-8")
    line = text.splitlines().index('license = "typo"') + 1
    result = runner.invoke(app, ["export", "-w", str(workspace), str(tmp_path / "out")])
    assert result.exit_code == 2
    assert result.stderr.strip() == f"error: {config}:{line}: unknown key '[release.sources.1].license'"
