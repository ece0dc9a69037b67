"""An unexpected error or Ctrl-C inside any command is one line, not a traceback."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from heartbench import cli
from heartbench.cli import app
from heartbench.pilot import run as pilot_run


@pytest.fixture
def ws(tmp_path):
    root = tmp_path / "ws"
    assert CliRunner().invoke(app, ["init", str(root)]).exit_code == 0
    return root


def _fail_with(monkeypatch, exc: BaseException) -> None:
    def boom(*args, **kwargs):
        raise exc

    monkeypatch.setattr(pilot_run, "PilotStage", boom)


def test_an_unexpected_exception_is_one_line_and_exit_1(ws, monkeypatch):
    monkeypatch.delenv(cli.DEBUG_ENV, raising=False)
    _fail_with(monkeypatch, RuntimeError("boom"))
    result = CliRunner().invoke(app, ["pilot", "-w", str(ws)])
    assert result.exit_code == 1
    lines = result.output.strip().splitlines()
    assert lines == ["error: unexpected RuntimeError: boom (run with --debug or HEARTBENCH_DEBUG=1 for the traceback); please report it"]


@pytest.mark.parametrize("how", ["--debug", "HEARTBENCH_DEBUG=1"])
def test_debug_prints_the_traceback(ws, monkeypatch, capsys, how):
    _fail_with(monkeypatch, RuntimeError("boom"))
    args = ["pilot", "-w", str(ws)]
    if how == "--debug":
        monkeypatch.delenv(cli.DEBUG_ENV, raising=False)
        args = ["--debug", *args]
    else:
        monkeypatch.setenv(cli.DEBUG_ENV, "1")
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 1
    shown = result.output + capsys.readouterr().err
    assert "Traceback (most recent call last)" in shown and "RuntimeError: boom" in shown
    assert "error: unexpected RuntimeError: boom; please report it" in shown


def test_ctrl_c_is_one_line(ws, monkeypatch):
    _fail_with(monkeypatch, KeyboardInterrupt())
    result = CliRunner().invoke(app, ["pilot", "-w", str(ws)])
    assert result.exit_code == cli.EXIT_INTERRUPTED
    assert result.output.strip().splitlines() == ["error: interrupted; finished records are kept — rerun the command to go on"]


def test_no_private_typer_or_click_modules_are_imported():
    source = (cli.__file__ and open(cli.__file__, encoding="utf-8").read()) or ""
    assert "typer._click" not in source and "import click" not in source
