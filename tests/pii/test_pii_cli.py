"""`heartbench seeds pii FILE|- [--json]`: what an author runs to check a passage."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from heartbench.cli import app

runner = CliRunner()
PASSAGE = "我叫林晓彤，手机13812345678，住在杭州市西湖区文三路259号。\n"


def test_text_output_lists_entities_then_the_anonymised_passage(tmp_path):
    path = tmp_path / "passage.txt"
    path.write_text(PASSAGE, encoding="utf-8")
    result = runner.invoke(app, ["seeds", "pii", str(path)])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    kind, span, _score, value = lines[0].split()
    assert (kind, span, value) == ("PERSON", "2-5", "林晓彤")
    assert lines[1].split()[:2] == ["CN_MOBILE", "8-19"]
    assert lines[2].split()[0] == "CN_ADDRESS" and lines[2].endswith("杭州市西湖区文三路259号")
    assert lines[3] == "(3 entities)" and lines[4] == ""
    anonymised = lines[5]
    assert "林晓彤" not in anonymised and "13812345678" not in anonymised and "文三路259号" not in anonymised
    assert anonymised.startswith("我叫") and "，手机1" in anonymised


def test_json_output_from_stdin():
    result = runner.invoke(app, ["seeds", "pii", "-", "--json"], input=PASSAGE)
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert [(e["type"], e["start"], e["end"], e["text"]) for e in report["entities"]] == [
        ("PERSON", 2, 5, "林晓彤"),
        ("CN_MOBILE", 8, 19, "13812345678"),
        ("CN_ADDRESS", 22, 35, "杭州市西湖区文三路259号"),
    ]
    assert all(0.5 <= e["score"] <= 1.0 for e in report["entities"])
    assert report["anonymized"].endswith("。\n") and "林晓彤" not in report["anonymized"]


def test_clean_passage_is_printed_unchanged():
    text = "上个月工资只有4800元，房租就要2200，我每天加班到晚上十点。"
    result = runner.invoke(app, ["seeds", "pii", "-"], input=text)
    assert result.exit_code == 0
    assert result.output.splitlines() == ["(no personal data found)", "", text]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "file not found"),
        (b"\xe6\x88\x91\n\xff\xfe", ":2: not UTF-8 text"),
        (b"  \n\n", "no text to check"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(tmp_path, content, message):
    path = tmp_path / "passage.txt"
    if content is not None:
        path.write_bytes(content)
    result = runner.invoke(app, ["seeds", "pii", str(path)])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: {path}") and message in lines[0]


def test_folder_is_bad_input(tmp_path):
    result = runner.invoke(app, ["seeds", "pii", str(tmp_path)])
    assert result.exit_code == 2 and "is a folder" in result.output


def test_salt_makes_the_output_reproducible(tmp_path):
    path = tmp_path / "passage.txt"
    path.write_text(PASSAGE, encoding="utf-8")
    first, second = (runner.invoke(app, ["seeds", "pii", str(path), "--salt", "s3cret"]) for _ in range(2))
    other = runner.invoke(app, ["seeds", "pii", str(path), "--salt", "other"])
    assert first.exit_code == 0 and first.output == second.output
    assert other.output.splitlines()[-1] != first.output.splitlines()[-1]


def test_allow_file_leaves_listed_names_alone(tmp_path):
    path = tmp_path / "passage.txt"
    path.write_text("我最喜欢的作家是郑渊洁。\n", encoding="utf-8")
    allow = tmp_path / "allow.txt"
    allow.write_text("# children's authors\n郑渊洁\n", encoding="utf-8")
    plain = runner.invoke(app, ["seeds", "pii", str(path)])
    allowed = runner.invoke(app, ["seeds", "pii", str(path), "--allow", str(allow)])
    assert "郑渊洁" in plain.output.splitlines()[0]
    assert allowed.output.splitlines()[0] == "(no personal data found)"
