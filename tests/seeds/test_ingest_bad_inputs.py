"""Bad inputs: one clear `file:line: problem` line each on stderr, the other inputs still
ingested; exit 0 with a summary when something was ingested, 2 when nothing was."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from heartbench.cli import app
from tests.support import read_jsonl

runner = CliRunner()
GOOD = "最近工作压力很大，每天晚上都睡不着。"


def ingest_cli(workspace: Path, *args: str):
    return runner.invoke(app, ["seeds", "ingest", *args, "-w", str(workspace)])


def warnings(result) -> list[str]:
    return [line for line in result.stderr.splitlines() if line.startswith("warning: ")]


def records(workspace: Path) -> list[dict]:
    path = workspace / "stages" / "seeds-ingest" / "records.jsonl"
    return read_jsonl(path)


BAD_FILES = {
    "binary": ("photo.txt", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" * 20, "photo.txt: binary file (contains NUL bytes), skipped"),
    "empty": ("empty.md", b"", "empty.md: empty file, skipped"),
    "unreadable-encoding": ("noise.txt", bytes(range(128, 256)) * 8, "noise.txt: unreadable encoding (not UTF-8, GB18030/GBK, Big5"),
    "malformed-jsonl-line": ("rows.jsonl", b'{"text": "\xe5\xa5\xbd\xe7\x9a\x84"}\n{"text": oops}\n',
                             "rows.jsonl:2: not valid JSON (Expecting value at column 10), line skipped"),
    "csv-missing-column": ("table.csv", "id,body\n1,你好\n".encode(), "table.csv:1: no column 'text' (columns: id, body)"),
    "unsupported-type": ("scan.pdf", b"%PDF-1.4", "scan.pdf: unsupported file type '.pdf'"),
}  # fmt: skip


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_each_bad_input_gives_one_line_and_others_are_ingested(workspace: Path, tmp_path: Path, case: str):
    inputs = tmp_path / "in"
    inputs.mkdir()
    name, data, expected = BAD_FILES[case]
    (inputs / name).write_bytes(data)
    (inputs / "zz-good.txt").write_text(GOOD, encoding="utf-8")
    result = ingest_cli(workspace, str(inputs))
    assert result.exit_code == 0, result.output
    [line] = warnings(result)[:-1]
    assert line.startswith(f"warning: {inputs.as_posix()}/{expected}"), line
    assert warnings(result)[-1].startswith("warning: 1 input(s) skipped")
    assert "Traceback" not in result.output
    assert GOOD in [r["text"] for r in records(workspace)]
    reject = json.loads((workspace / "stages/seeds-ingest/rejects.jsonl").read_text(encoding="utf-8"))
    assert reject["reason"].startswith("input: ") and reject["source"] == f"{inputs.as_posix()}/{name}"


def test_fifty_megabyte_single_line_is_skipped_in_every_format(workspace: Path, tmp_path: Path):
    inputs = tmp_path / "in"
    inputs.mkdir()
    huge = "压" * (50 * 1000 * 1000 // 3)  # 50 MB of UTF-8
    (inputs / "huge.txt").write_text(huge, encoding="utf-8")
    with open(inputs / "rows.jsonl", "w", encoding="utf-8") as handle:
        handle.write(json.dumps({"text": GOOD}, ensure_ascii=False) + "\n")
        handle.write(json.dumps({"text": huge}, ensure_ascii=False) + "\n")
        handle.write(json.dumps({"text": GOOD + "第三行"}, ensure_ascii=False) + "\n")
    with open(inputs / "table.csv", "w", encoding="utf-8") as handle:
        handle.write(f"text\n{huge}\n{GOOD}表格\n")
    result = ingest_cli(workspace, str(inputs))
    assert result.exit_code == 0, result.output
    source = inputs.as_posix()
    assert warnings(result)[:-1] == [
        f"warning: {source}/huge.txt: file is 50.0 MB, over the 8 MB limit for one document (--max-doc-mb), skipped",
        f"warning: {source}/rows.jsonl:2: line is 50.0 MB, over the 8 MB limit for one document (--max-doc-mb), skipped",
        f"warning: {source}/table.csv:2: a field is over the 8 MB limit for one document (--max-doc-mb), row skipped",
    ]
    assert [(r["source"].rsplit("/", 1)[1], r["line"]) for r in records(workspace)] == [
        ("rows.jsonl", 1), ("rows.jsonl", 3), ("table.csv", 3)]  # fmt: skip


def test_undecodable_line_in_a_line_file_skips_only_that_line(workspace: Path, tmp_path: Path):
    path = tmp_path / "rows.jsonl"
    good = json.dumps({"text": GOOD}, ensure_ascii=False).encode("utf-8")
    path.write_bytes(good + b"\n" + b'{"text": "\xff\xfe\xfd"}\n' + good + b"\n")
    result = ingest_cli(workspace, str(path))
    assert result.exit_code == 0
    assert warnings(result)[0] == f"warning: {path.as_posix()}:2: bytes that are not valid utf-8 (byte 10 of the line), line skipped"
    assert [r["line"] for r in records(workspace)] == [1, 3]


def test_wrong_row_shapes_are_line_problems(workspace: Path, tmp_path: Path):
    jsonl = tmp_path / "rows.jsonl"
    jsonl.write_text('[1, 2]\n{"text": 5}\n{"body": "x"}\n{"text": "   "}\n', encoding="utf-8")
    csv_path = tmp_path / "rows.csv"
    csv_path.write_text("text,extra\n你好,1,2\n", encoding="utf-8")
    result = ingest_cli(workspace, str(jsonl), str(csv_path))
    assert result.exit_code == 2
    j, c = jsonl.as_posix(), csv_path.as_posix()
    # nothing ingested: the problems are the error, one line each, then the verdict
    assert result.stderr.splitlines() == [
        f"error: {j}:1: expected a JSON object, got list, line skipped",
        f"error: {j}:2: field 'text' is int, expected text (or a list of role/content turns), line skipped",
        f"error: {j}:3: no field 'text' (fields: body); choose one with --text-field, line skipped",
        f"error: {j}:4: no text (empty after extraction), skipped",
        f"error: {c}:2: row has 3 fields, the header has 2, row skipped",
        "error: nothing ingested: all 5 input(s) skipped",
    ]


def test_nothing_ingested_exits_2_and_publishes_nothing(workspace: Path, tmp_path: Path):
    (tmp_path / "empty.txt").write_bytes(b"")
    result = ingest_cli(workspace, str(tmp_path / "empty.txt"), str(tmp_path / "missing.txt"))
    assert result.exit_code == 2
    assert result.stderr.splitlines() == [
        f"error: {(tmp_path / 'missing.txt').as_posix()}: not found",
        f"error: {(tmp_path / 'empty.txt').as_posix()}: empty file, skipped",
        "error: nothing ingested: all 2 input(s) skipped",
    ]
    assert not (workspace / "stages/seeds-ingest").exists()  # nothing published, nothing left


def test_bad_options_are_one_line_errors(workspace: Path, tmp_path: Path):
    (tmp_path / "a.txt").write_text(GOOD, encoding="utf-8")
    result = ingest_cli(workspace, str(tmp_path / "a.txt"), "--field", "content")
    assert result.exit_code == 2 and result.stderr.strip() == "error: --field: 'content' is not target=source (e.g. text=content)"
    result = ingest_cli(workspace, str(tmp_path / "a.txt"), "--field", "body=content")
    assert result.exit_code == 2 and "unknown target 'body'" in result.stderr
    result = ingest_cli(workspace, str(tmp_path / "a.txt"), "--encoding", "klingon")
    assert result.exit_code == 2 and result.stderr.strip() == "error: --encoding: unknown encoding 'klingon'"
