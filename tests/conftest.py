"""Shared fixtures. Tests never touch the network; provider tests use loopback servers."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.fakeserver import ANTHROPIC_KEY, OPENAI_KEY, FakeServer

REPO = Path(__file__).resolve().parents[1]
V1_DIR = REPO.parent / "shared" / "reference" / "heartbench-v1"


@pytest.fixture
def v1_dir() -> Path:
    """The public HeartBench v1 release, read from ../shared (never copied into the repo)."""
    if not (V1_DIR / "question_all.jsonl").is_file():
        pytest.skip(f"HeartBench v1 release not found at {V1_DIR} (CI provides ../shared)")
    return V1_DIR


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    """A fresh, empty workspace."""
    from heartbench.workspace import Workspace
    from tests.support import with_sources

    return with_sources(Workspace.init(tmp_path / "ws", name="test-bench").root)


@pytest.fixture
def server(monkeypatch) -> FakeServer:
    """A loopback server (127.0.0.1) both SDKs point at, with distinctive fake keys."""
    with FakeServer() as fake:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", fake.url)
        monkeypatch.setenv("OPENAI_BASE_URL", fake.openai_url)
        monkeypatch.setenv("ANTHROPIC_API_KEY", ANTHROPIC_KEY)
        monkeypatch.setenv("OPENAI_API_KEY", OPENAI_KEY)
        yield fake


@pytest.fixture(scope="session")
def finished_demo(tmp_path_factory) -> Path:
    """A demo workspace every stage has run on (`heartbench demo`, ~25 s, once per session).
    Read it or copy it; never change it."""
    from typer.testing import CliRunner

    from heartbench.cli import app

    root = tmp_path_factory.mktemp("finished-demo") / "ws"
    result = CliRunner().invoke(app, ["demo", str(root)])
    assert result.exit_code == 0, result.output
    return root
