"""`seeds run`: every executor writes the same workspace stages as the single-machine path."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from benchmarks.seeds_scale import generate
from heartbench.cli import app
from heartbench.seeds.anonymize import SALT_FILE
from heartbench.workspace import Workspace

STAGES = ("seeds-ingest", "seeds-clean", "seeds-anonymize")
FILES = ("records.jsonl", "rejects.jsonl")


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> tuple[Path, Path, int]:
    """1,500 generated documents with planted exact and near duplicates, run once locally."""
    root = tmp_path_factory.mktemp("scale")
    (root / "corpus").mkdir()
    planted = generate(1500, root / "corpus", seed=11)
    local = run(root, "local")
    return root, local, len(planted)


def run(root: Path, executor: str, *extra: str) -> Path:
    ws = root / f"ws-{executor}"
    Workspace.init(ws, "scale-test")
    local_salt = root / "ws-local" / "private" / SALT_FILE
    if local_salt.is_file():  # the same surrogate secret, so that anonymised texts can be compared byte for byte
        shutil.copy(local_salt, ws / "private" / SALT_FILE)
    result = CliRunner().invoke(app, ["seeds", "run", str(root / "corpus"), "-w", str(ws), "--text-field", "content", "--executor", executor, *extra])
    assert result.exit_code == 0, result.output
    assert not (ws / ".scale").exists()
    return ws


def assert_same_stages(a: Path, b: Path) -> None:
    for stage in STAGES:
        for name in FILES:
            assert (a / "stages" / stage / name).read_bytes() == (b / "stages" / stage / name).read_bytes(), f"{stage}/{name}"


@pytest.mark.slow
def test_datatrove_local_keeps_the_same_documents(corpus):
    root, local, planted = corpus
    rejects = (local / "stages/seeds-clean/rejects.jsonl").read_text(encoding="utf-8")
    assert planted > 30 and '"code": "near-duplicate"' in rejects and '"code": "exact-duplicate"' in rejects
    sharded = run(root, "datatrove-local", "--tasks", "4", "--workers", "2")
    assert_same_stages(local, sharded)
    # The same fingerprints too: the single commands find the stages finished.
    result = CliRunner().invoke(app, ["seeds", "clean", "-w", str(sharded)])
    assert result.exit_code == 0 and "up to date" in result.output


@pytest.mark.slow
def test_ray_keeps_the_same_documents(corpus):
    ray = pytest.importorskip("ray", reason="ray is not installed (pip install 'heartbench-kit[scale]')")
    root, local, _ = corpus
    ray.init(num_cpus=2, include_dashboard=False, ignore_reinit_error=True)
    try:
        assert_same_stages(local, run(root, "ray", "--tasks", "2"))
    finally:
        ray.shutdown()


def test_slurm_needs_a_partition(tmp_path):
    pytest.importorskip("datatrove", reason="datatrove is not installed (pip install 'heartbench-kit[scale]')")
    ws = Workspace.init(tmp_path / "ws", "s").root
    result = CliRunner().invoke(app, ["seeds", "run", str(tmp_path), "-w", str(ws), "--executor", "slurm"])
    assert result.exit_code == 2 and "--executor slurm needs --partition" in result.output
