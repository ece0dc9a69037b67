"""`heartbench init` and bench.toml validation."""

from __future__ import annotations

import tomllib
from pathlib import Path

from typer.testing import CliRunner

from heartbench.cli import app
from heartbench.workspace import FOLDERS, Workspace

runner = CliRunner()


def test_init_writes_commented_config_and_folders(tmp_path: Path):
    target = tmp_path / "my-bench"
    result = runner.invoke(app, ["init", str(target)])
    assert result.exit_code == 0, result.output
    text = (target / "bench.toml").read_text(encoding="utf-8")
    assert text.count("#") > 10  # commented for the author
    config = tomllib.loads(text)
    assert config["name"] == "my-bench"
    assert {"models", "limits", "thresholds", "providers"} <= config.keys()
    assert {"rewriter", "synthesizer", "judge", "pilots"} <= config["models"].keys()
    assert all((target / folder).is_dir() for folder in FOLDERS)
    ws = Workspace.open(target)
    assert ws.config.thresholds.max_turns == 9 and ws.standard.name == "heartbench-zh"


def test_init_refuses_existing_workspace(workspace: Path):
    result = runner.invoke(app, ["init", str(workspace)])
    assert result.exit_code == 2 and "a workspace already exists here" in result.stderr


def test_not_a_workspace(tmp_path: Path):
    result = runner.invoke(app, ["export", "-w", str(tmp_path), str(tmp_path / "out")])
    assert result.exit_code == 2 and "not a workspace" in result.stderr


def test_config_wrong_type_and_bad_toml(workspace: Path, tmp_path: Path):
    config = workspace / "bench.toml"
    original = config.read_text()
    config.write_text(original.replace('judge = "anthropic/claude-sonnet-4-6"', "judge = 5"))
    result = runner.invoke(app, ["export", "-w", str(workspace), str(tmp_path / "o")])
    assert result.exit_code == 2 and "'[models].judge'" in result.stderr
    config.write_text(original + "\n[limits\n")
    result = runner.invoke(app, ["export", "-w", str(workspace), str(tmp_path / "o")])
    assert result.exit_code == 2 and "not valid TOML" in result.stderr


def test_export_without_cases(workspace: Path, tmp_path: Path):
    result = runner.invoke(app, ["export", "-w", str(workspace), str(tmp_path / "o")])
    assert result.exit_code == 2 and "no cases yet" in result.stderr
