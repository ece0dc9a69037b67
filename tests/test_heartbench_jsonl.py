"""HeartBench JSONL import/export."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from heartbench.cli import app
from heartbench.heartbench_jsonl import ALL_FILE, SPLIT_FILES

runner = CliRunner()


def _lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def test_v1_import_then_export_is_identical(v1_dir: Path, workspace: Path, tmp_path: Path):
    assert runner.invoke(app, ["import", str(v1_dir), "-w", str(workspace)]).exit_code == 0
    out = tmp_path / "out"
    result = runner.invoke(app, ["export", "-w", str(workspace), "--format", "heartbench", str(out)])
    assert result.exit_code == 0, result.output
    for name in (ALL_FILE, *SPLIT_FILES.values()):
        ours, theirs = _lines(out / name), _lines(v1_dir / name)
        assert len(ours) == len(theirs), name
        for a, b in zip(ours, theirs):
            # Same objects, same key order (json.loads keeps order; compare item lists).
            assert list(json.loads(a).items()) == list(json.loads(b).items())
        # And byte for byte, since the release uses json.dumps(ensure_ascii=False).
        assert (out / name).read_bytes() == (v1_dir / name).read_bytes(), name


def test_v1_quirks_survive(v1_dir: Path, workspace: Path):
    """Null scores, empty scene strings and the single -4 catastrophic weight are kept."""
    from heartbench.workspace import Workspace

    runner.invoke(app, ["import", str(v1_dir), "-w", str(workspace)])
    cases = Workspace.open(workspace).load_cases()
    items = [item for c in cases for item in c.rubric]
    assert len(cases) == 296 and len(items) == 2818 + 296
    catastrophic = [i for i in items if i.dimension == "catastrophic"]
    assert len(catastrophic) == 296 and all(i.kind == "catastrophic" for i in catastrophic)
    assert sorted((i.score is None) for i in catastrophic).count(True) == 295
    assert [i.score for i in catastrophic if i.score is not None] == [-4]
    assert sum(c.primary_scene == "" for c in cases) == 5


def test_import_from_split_files_only(v1_dir: Path, workspace: Path, tmp_path: Path):
    release = tmp_path / "split"
    release.mkdir()
    for name in SPLIT_FILES.values():
        (release / name).write_bytes((v1_dir / name).read_bytes())
    result = runner.invoke(app, ["import", str(release), "-w", str(workspace)])
    assert result.exit_code == 0, result.output
    assert "212 normal, 84 hard" in result.output
    out = tmp_path / "out"
    assert runner.invoke(app, ["export", "-w", str(workspace), str(out)]).exit_code == 0
    for name in SPLIT_FILES.values():
        assert (out / name).read_bytes() == (v1_dir / name).read_bytes()


def test_reimport_is_skipped_when_unchanged(v1_dir: Path, workspace: Path):
    runner.invoke(app, ["import", str(v1_dir), "-w", str(workspace)])
    again = runner.invoke(app, ["import", str(v1_dir), "-w", str(workspace)])
    assert again.exit_code == 0 and "up to date" in again.output
