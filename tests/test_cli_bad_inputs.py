"""Bad input across the commands (continues tests/test_cli_input_errors.py, which covers the
release and verdict files line by line).

Every kind here must end the same way: exit code 2, exactly one line on stderr that names the
file (and line, where there is one) or the option at fault, no traceback, and no file left
behind that was not there before the command ran.
"""

from __future__ import annotations

import errno
import json
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from typer.testing import CliRunner

from heartbench.cli import app
from heartbench.workspace import Workspace

runner = CliRunner()


@dataclass
class Setup:
    """What one kind of bad input needs: a fresh workspace, files, and monkeypatching."""

    tmp: Path
    monkeypatch: pytest.MonkeyPatch
    ws: Path = field(init=False)

    def __post_init__(self):
        self.ws = Workspace.init(self.tmp / "ws", name="bad-inputs").root

    def file(self, name: str, content: str | bytes) -> Path:
        path = self.tmp / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content.encode() if isinstance(content, str) else content)
        return path

    def config(self, old: str, new: str) -> tuple[Path, int]:
        """Replace `old` in bench.toml by `new`; returns the file and the line `new` starts on."""
        path = self.ws / "bench.toml"
        text = path.read_text(encoding="utf-8")
        assert old in text, old
        text = text.replace(old, new, 1)
        path.write_text(text, encoding="utf-8")
        return path, text[: text.index(new)].count("\n") + 1

    def cases(self, *case_ids: str) -> Path:
        """A release file with one good case per id."""
        return self.file("release.jsonl", "".join(json.dumps(good_case(c), ensure_ascii=False) + "\n" for c in case_ids))


@dataclass
class Expect:
    args: list[str]
    where: Path | str | None
    """The file the line must name (None: the line names an option or command instead)."""
    fragment: str
    line: int | None = None


def good_case(case_id: str, difficulty: str = "normal") -> dict:
    return {
        "question_id": case_id,
        "rubric": [{"dimension": "好奇心", "score": 3, "content": "用开放式问题询问对方最近睡得怎样"}],
        "dialogue": [{"role": "A", "content": "最近总是睡不好，心里很烦。"}],
        "difficulty": difficulty,
        "primary_scene": "个人成长",
        "secondary_scene": "情绪管理与压力管理",
    }


KINDS: dict[str, Callable[[Setup], Expect]] = {}


def kind(name: str):
    def register(build: Callable[[Setup], Expect]) -> Callable[[Setup], Expect]:
        KINDS[name] = build
        return build

    return register


# bench.toml: strict values, checked at load, with the line -----------------------------------
def _config_kind(name: str, old: str, new: str, fragment: str, command: tuple[str, ...] = ("build", "dialogues")):
    @kind(f"bench.toml {name}")
    def build(s: Setup) -> Expect:
        path, line = s.config(old, new)
        return Expect([*command, "-w", str(s.ws)], path, fragment, line)


_config_kind("bool for an int", "max_turns = 9", "max_turns = true", "'[thresholds].max_turns': Input should be a valid integer")
_config_kind("string for an int", "concurrency = 8", 'concurrency = "8"', "'[limits].concurrency': Input should be a valid integer")
_config_kind("float for an int", "rpm = 0", "rpm = 1.5", "'[limits].rpm'")
_config_kind("string for a number", "case_saturation = 80.0", 'case_saturation = "80"', "'[thresholds].case_saturation'")
_config_kind("model without provider", 'judge = "anthropic/claude-sonnet-4-6"', 'judge = "nope"', "not of the form provider/model")
_config_kind("model with empty name", 'judge = "anthropic/claude-sonnet-4-6"', 'judge = "anthropic/"', "not of the form provider/model")
_config_kind("model with empty provider", 'judge = "anthropic/claude-sonnet-4-6"', 'judge = "/x"', "not of the form provider/model")
_config_kind("unregistered provider", 'rewriter = "anthropic/claude-sonnet-4-6"', 'rewriter = "foo/bar"', "unknown provider 'foo'")
_config_kind("bad pilot in the list", '"anthropic/claude-haiku-4-5",', '"sonnet",', "'[models].pilots'")
_config_kind("unknown standard", 'standard = "heartbench-zh"', 'standard = "heartbench-xx"', "unknown standard 'heartbench-xx'")
_config_kind("language not BCP-47", 'language = "zh"', 'language = "Chinese"', "not a BCP-47 language tag")
_config_kind("language unlike the standard", 'language = "zh"', 'language = "en"', "standard 'heartbench-zh' is in 'zh'")
_config_kind("item bounds crossed", "min_case_items = 4", "min_case_items = 20", "above max_case_items")
_config_kind("unknown review rule", 'rule = "unanimous"', 'rule = "sometimes"', "'[review].rule'")
_config_kind("negative spend cap", "spend_cap_usd = 50.0", "spend_cap_usd = -1.0", "'[limits].spend_cap_usd'", ("seeds", "clean"))


@kind("bench.toml not TOML")
def _(s: Setup) -> Expect:
    path, _ = s.config("[limits]", "[limits\n")
    return Expect(["export", "-w", str(s.ws), str(s.tmp / "out")], path, "not valid TOML")


@kind("bench.toml not UTF-8")
def _(s: Setup) -> Expect:
    path = s.ws / "bench.toml"
    path.write_bytes(path.read_bytes().replace(b'name = "bad-inputs"', 'name = "坏"'.encode("gb18030")))
    return Expect(["build", "dialogues", "-w", str(s.ws)], path, "not UTF-8")


@kind("folder that is not a workspace")
def _(s: Setup) -> Expect:
    (s.tmp / "plain").mkdir()
    return Expect(["build", "dialogues", "-w", str(s.tmp / "plain")], s.tmp / "plain", "not a workspace")


@kind("init over a workspace")
def _(s: Setup) -> Expect:
    return Expect(["init", str(s.ws)], s.ws / "bench.toml", "a workspace already exists")


@kind("init onto a file")
def _(s: Setup) -> Expect:
    target = s.file("afile", "x")
    return Expect(["init", str(target)], target, "exists and is not a folder")


# import: JSON that is strict, release folders that agree with themselves --------------------
@kind("import: duplicate key in a line")
def _(s: Setup) -> Expect:
    line = json.dumps(good_case("aaa111"), ensure_ascii=False)
    release = s.file("release.jsonl", line[:-1] + ', "question_id": "bbb222"}\n')
    return Expect(["import", str(release), "-w", str(s.ws)], release, "duplicate key 'question_id'", 1)


@kind("import: JSON nested too deeply")
def _(s: Setup) -> Expect:
    release = s.file("release.jsonl", json.dumps(good_case("aaa111")) + "\n" + "[" * 200_000 + "]" * 200_000 + "\n")
    return Expect(["import", str(release), "-w", str(s.ws)], release, "nested too deeply", 2)


@kind("import: control character in a string")
def _(s: Setup) -> Expect:
    release = s.file("release.jsonl", '{"question_id": "a\x01b"}\n')
    return Expect(["import", str(release), "-w", str(s.ws)], release, "Invalid control character at column", 1)


def _release_folder(s: Setup, normal: list[str], hard: list[str]) -> Path:
    folder = s.tmp / "release"
    folder.mkdir()
    cases = [good_case("n1"), good_case("n2"), good_case("h1", "hard")]
    (folder / "question_all.jsonl").write_text("".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases))
    for name, ids in (("question_normal.jsonl", normal), ("question_hard.jsonl", hard)):
        rows = [{k: v for k, v in c.items() if k != "difficulty"} for c in cases if c["question_id"] in ids]
        rows.sort(key=lambda row: ids.index(row["question_id"]))
        (folder / name).write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))
    return folder


@kind("import: a case in both normal and hard")
def _(s: Setup) -> Expect:
    folder = _release_folder(s, ["n1", "n2"], ["h1", "n2"])
    return Expect(["import", str(folder), "-w", str(s.ws)], folder / "question_hard.jsonl", "'n2' is also in question_normal.jsonl", 2)


@kind("import: truncated split file")
def _(s: Setup) -> Expect:
    folder = _release_folder(s, ["n1"], ["h1"])
    return Expect(["import", str(folder), "-w", str(s.ws)], folder / "question_normal.jsonl", "1 normal case(s) of question_all.jsonl are missing")


@kind("import: a split file that moves a case")
def _(s: Setup) -> Expect:
    folder = _release_folder(s, ["n1", "n2", "h1"], [])
    return Expect(["import", str(folder), "-w", str(s.ws)], folder / "question_normal.jsonl", "'h1' is 'hard' in question_all.jsonl", 3)


@kind("import: release path missing")
def _(s: Setup) -> Expect:
    return Expect(["import", str(s.tmp / "nowhere.jsonl"), "-w", str(s.ws)], None, "RELEASE: path")


# evaluate score / report / agreement: outputs never over inputs, never over earlier output ---
def _score_inputs(s: Setup) -> tuple[Path, Path]:
    dataset = s.cases("aaa111")
    verdicts = s.file("verdicts.jsonl", json.dumps({"question_id": "aaa111", "model": "m", "detail": [1]}) + "\n")
    return dataset, verdicts


@kind("evaluate score: --out exists")
def _(s: Setup) -> Expect:
    dataset, verdicts = _score_inputs(s)
    out = s.file("scores.json", "{}")
    return Expect(["evaluate", "score", "--dataset", str(dataset), "--verdicts", str(verdicts), "--out", str(out)], out, "pass --force")


@kind("evaluate score: --out is a folder")
def _(s: Setup) -> Expect:
    dataset, verdicts = _score_inputs(s)
    (s.tmp / "outdir").mkdir()
    return Expect(["evaluate", "score", "--dataset", str(dataset), "--verdicts", str(verdicts), "--out", str(s.tmp / "outdir")],
                  None, "--out")  # fmt: skip


@kind("evaluate score: verdicts nested too deeply")
def _(s: Setup) -> Expect:
    dataset, _ = _score_inputs(s)
    verdicts = s.file("deep.jsonl", '{"question_id": ' + "[" * 100_000 + "]" * 100_000 + "}\n")
    return Expect(["evaluate", "score", "--dataset", str(dataset), "--verdicts", str(verdicts), "--out", str(s.tmp / "o.json")],
                  verdicts, "nested too deeply", 1)  # fmt: skip


@kind("evaluate score: verdict with a key twice")
def _(s: Setup) -> Expect:
    dataset, _ = _score_inputs(s)
    verdicts = s.file("dup.jsonl", '{"question_id": "aaa111", "model": "m", "detail": [1], "detail": [0]}\n')
    return Expect(["evaluate", "score", "--dataset", str(dataset), "--verdicts", str(verdicts), "--out", str(s.tmp / "o.json")],
                  verdicts, "duplicate key 'detail'", 1)  # fmt: skip


@kind("evaluate score: unwritable output folder")
def _(s: Setup) -> Expect:
    dataset, verdicts = _score_inputs(s)
    out = s.tmp / "locked" / "scores.json"
    out.parent.mkdir()

    def refuse(*args, **kwargs):  # what a folder without write permission does (tests may run as root)
        raise PermissionError(errno.EACCES, "Permission denied", str(out.parent))

    s.monkeypatch.setattr("heartbench.jsonio.tempfile.mkstemp", refuse)
    return Expect(["evaluate", "score", "--dataset", str(dataset), "--verdicts", str(verdicts), "--out", str(out)],
                  out.parent, "permission denied")  # fmt: skip


@kind("evaluate score: disk full")
def _(s: Setup) -> Expect:
    dataset, verdicts = _score_inputs(s)
    out = s.tmp / "scores.json"

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device", str(out))

    s.monkeypatch.setattr("heartbench.jsonio.os.fsync", full)
    return Expect(["evaluate", "score", "--dataset", str(dataset), "--verdicts", str(verdicts), "--out", str(out)], out, "no space left")


@kind("evaluate score: usage, missing --dataset path")
def _(s: Setup) -> Expect:
    return Expect(["evaluate", "score", "--dataset", str(s.tmp / "none.jsonl"), "--verdicts", "v", "--out", "o"], None, "--dataset")


@kind("evaluate report: --out not HTML")
def _(s: Setup) -> Expect:
    (s.tmp / "run").mkdir()
    return Expect(["evaluate", "report", "--run", str(s.tmp / "run"), "--out", str(s.tmp / "r.txt")], s.tmp / "r.txt", "must be an .html file")


@kind("evaluate report: --out exists")
def _(s: Setup) -> Expect:
    (s.tmp / "run").mkdir()
    out = s.file("report.html", "<html></html>")
    return Expect(["evaluate", "report", "--run", str(s.tmp / "run"), "--out", str(out)], out, "pass --force")


@kind("evaluate run: usage, concurrency 0")
def _(s: Setup) -> Expect:
    return Expect(["evaluate", "run", "--out", str(s.tmp / "o"), "--model", "scripted/m", "--concurrency", "0"], None, "--concurrency")


# export -------------------------------------------------------------------------------------
@kind("export: into a non-empty folder")
def _(s: Setup) -> Expect:
    runner.invoke(app, ["import", str(s.cases("aaa111")), "-w", str(s.ws)], catch_exceptions=False)
    out = s.tmp / "out"
    s.file("out/notes.txt", "mine")
    return Expect(["export", str(out), "-w", str(s.ws)], out, "not empty; pass --force")


@kind("export: into the workspace's stages")
def _(s: Setup) -> Expect:
    runner.invoke(app, ["import", str(s.cases("aaa111")), "-w", str(s.ws)], catch_exceptions=False)
    out = s.ws / "stages" / "out"
    return Expect(["export", str(out), "-w", str(s.ws)], out, "inside the workspace's stages/")


@kind("export: onto the workspace itself")
def _(s: Setup) -> Expect:
    runner.invoke(app, ["import", str(s.cases("aaa111")), "-w", str(s.ws)], catch_exceptions=False)
    return Expect(["export", str(s.ws), "-w", str(s.ws)], s.ws, "holds the workspace's")


@kind("export: onto a file")
def _(s: Setup) -> Expect:
    runner.invoke(app, ["import", str(s.cases("aaa111")), "-w", str(s.ws)], catch_exceptions=False)
    out = s.file("out.jsonl", "x")
    return Expect(["export", str(out), "-w", str(s.ws)], out, "not a folder")


@kind("export: no cases")
def _(s: Setup) -> Expect:
    return Expect(["export", str(s.tmp / "out"), "-w", str(s.ws)], s.ws, "workspace has no cases yet")


# seeds --------------------------------------------------------------------------------------
def _ingested(s: Setup) -> None:
    s.file("corpus/a.txt", "最近工作压力很大，每天晚上都睡不着，不知道该怎么办才好。")
    result = runner.invoke(app, ["seeds", "ingest", str(s.tmp / "corpus"), "-w", str(s.ws)])
    assert result.exit_code == 0, result.output


def _deny_kind(name: str, content: str | bytes | None, fragment: str, line: int | None = None):
    @kind(f"seeds clean: deny list {name}")
    def build(s: Setup) -> Expect:
        _ingested(s)
        if content is None:
            path = s.tmp / "deny"
            path.mkdir()
        elif content == "absent":
            path = s.tmp / "absent.txt"
        else:
            path = s.file("deny.txt", content)
        return Expect(["seeds", "clean", "-w", str(s.ws), "--deny-list", str(path)], path, fragment, line)


_deny_kind("is a folder", None, "is a folder, expected a deny-list file")
_deny_kind("with an empty re: pattern", "广告\nre:\n", "empty `re:` pattern", 2)
_deny_kind("with a pattern matching empty text", "# terms\nre:.*\n", "matches empty text", 2)
_deny_kind("with a bad regular expression", "re:(unclosed\n", "bad regular expression", 1)
_deny_kind("not UTF-8", "广告".encode("gb18030"), "not UTF-8")
_deny_kind("missing", "absent", "deny list not found")


@kind("seeds ingest: a named pipe")
def _(s: Setup) -> Expect:
    fifo = s.tmp / "pipe.txt"
    os.mkfifo(fifo)
    return Expect(["seeds", "ingest", str(fifo), "-w", str(s.ws)], fifo, "not a regular file")


@kind("seeds ingest: UTF-16LE without a byte-order mark")
def _(s: Setup) -> Expect:
    path = s.file("utf16.txt", "最近工作压力很大，每天晚上都睡不着。\nsecond line\n".encode("utf-16-le"))
    return Expect(["seeds", "ingest", str(path), "-w", str(s.ws)], path, "UTF-16LE text without a byte-order mark")


@kind("seeds ingest: only line nested too deeply")
def _(s: Setup) -> Expect:
    path = s.file("deep.jsonl", '{"text": ' + "[" * 100_000 + "]" * 100_000 + "}\n")
    return Expect(["seeds", "ingest", str(path), "-w", str(s.ws)], path, "nested too deeply", 1)


@kind("seeds ingest: unknown --encoding")
def _(s: Setup) -> Expect:
    path = s.file("a.txt", "文本")
    return Expect(["seeds", "ingest", str(path), "-w", str(s.ws), "--encoding", "klingon"], None, "--encoding: unknown encoding")


@kind("seeds pii: corpus-sized input")
def _(s: Setup) -> Expect:
    path = s.file("big.txt", "我叫张伟。" * 80_000)
    return Expect(["seeds", "pii", str(path)], path, "over the 1 MB a passage check takes")


@kind("seeds pii: --allow is a folder")
def _(s: Setup) -> Expect:
    path = s.file("p.txt", "我叫张伟。")
    (s.tmp / "allow").mkdir()
    return Expect(["seeds", "pii", str(path), "--allow", str(s.tmp / "allow")], s.tmp / "allow", "is a folder")


@kind("seeds tag: no tagger model")
def _(s: Setup) -> Expect:
    return Expect(["seeds", "tag", "-w", str(s.ws)], None, "no tagger model")


@kind("seeds clean: usage, share above 1")
def _(s: Setup) -> Expect:
    return Expect(["seeds", "clean", "-w", str(s.ws), "--min-chinese-share", "2"], None, "--min-chinese-share")


# ledger -------------------------------------------------------------------------------------
@kind("ledger stats: not SQLite")
def _(s: Setup) -> Expect:
    path = s.file("ledger.sqlite", os.urandom(4096))
    return Expect(["ledger", "stats", "--ledger", str(path)], path, "ledger unreadable (file is not a database)")


@kind("ledger stats: another program's database")
def _(s: Setup) -> Expect:
    import sqlite3

    path = s.tmp / "other.sqlite"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE t (x)")
    db.close()
    return Expect(["ledger", "stats", "--ledger", str(path)], path, "without the ledger's tables")


@kind("ledger stats: truncated ledger")
def _(s: Setup) -> Expect:
    from heartbench.llm.ledger import Ledger

    path = s.tmp / "book.sqlite"
    Ledger(path).close()
    for suffix in ("-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    path.write_bytes(path.read_bytes()[:1000])
    return Expect(["ledger", "stats", "--ledger", str(path)], path, "ledger unreadable")


@kind("ledger stats: both -w and --ledger")
def _(s: Setup) -> Expect:
    return Expect(["ledger", "stats", "-w", str(s.ws), "--ledger", str(s.tmp / "x")], None, "exactly one of")


# commands and workspaces ------------------------------------------------------------------------
@kind("unknown command")
def _(s: Setup) -> Expect:
    return Expect(["bulid", "dialogues"], None, "No such command 'bulid'")


@kind("unknown option")
def _(s: Setup) -> Expect:
    return Expect(["build", "dialogues", "-w", str(s.ws), "--fast"], None, "No such option: --fast")


@kind("missing required option")
def _(s: Setup) -> Expect:
    return Expect(["build", "dialogues"], None, "missing option --workspace")


@kind("workspace held by another writer")
def _(s: Setup) -> Expect:
    import subprocess
    import sys

    holder = subprocess.Popen(
        [sys.executable, "-c", "import sys, time\nfrom heartbench.locking import workspace_lock\n"
         "with workspace_lock(sys.argv[1], 'heartbench seeds clean -w WS'):\n    print('held', flush=True)\n    time.sleep(60)\n",
         str(s.ws)],
        stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    assert holder.stdout.readline().strip() == "held"
    s.monkeypatch.setattr(Setup, "cleanup", lambda self: (holder.kill(), holder.wait()), raising=False)
    return Expect(["build", "dialogues", "-w", str(s.ws)], s.ws, f"in use by `heartbench seeds clean -w WS` (pid {holder.pid}")


def _tree(root: Path) -> set[Path]:
    return set(root.rglob("*"))


@pytest.mark.parametrize("name", list(KINDS))
def test_bad_input_is_one_line_and_leaves_nothing(name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    setup = Setup(tmp_path, monkeypatch)
    expect = KINDS[name](setup)
    before = _tree(tmp_path)
    try:
        result = runner.invoke(app, expect.args)
    finally:
        if hasattr(setup, "cleanup"):
            setup.cleanup()
    assert result.exit_code == 2, (result.exit_code, result.output, result.exception)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: "), result.stderr
    if expect.where is not None:
        where = f"{expect.where}:{expect.line}:" if expect.line else f"{expect.where}:"
        assert where in lines[0], lines[0]
    assert expect.fragment in lines[0], lines[0]
    assert "Traceback" not in result.output
    assert _tree(tmp_path) == before, sorted(map(str, _tree(tmp_path) - before))


def test_there_are_at_least_sixty_kinds_of_bad_input():
    """With the release and verdict tables of test_cli_input_errors.py (20 kinds, plus
    overwrite and bench.toml cases there)."""
    from tests.test_cli_input_errors import BAD_RELEASES, BAD_VERDICTS

    assert len(KINDS) + len(BAD_RELEASES) + len(BAD_VERDICTS) >= 60
