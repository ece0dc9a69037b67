"""Fixtures for the model layer: runners on a test ledger, requests (the loopback `server` is in tests/conftest.py)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from heartbench.config import Limits
from heartbench.llm.ledger import Ledger
from heartbench.llm.runner import Runner
from heartbench.llm.types import LLMRequest, Message, RequestMeta


@pytest.fixture
def ledger_path(tmp_path: Path) -> Path:
    return tmp_path / "ledger.sqlite"


@pytest.fixture
def make_runner(ledger_path: Path) -> Callable[..., Runner]:
    """Runner(**limits) on the test ledger, with short waits so retries stay fast and no spend cap
    unless asked for."""
    opened: list[Ledger] = []

    def make(workspace_root: Path | None = None, timeout: float = 5.0, run_id: str | None = None, **limits) -> Runner:
        ledger = Ledger(ledger_path)
        opened.append(ledger)
        limits.setdefault("max_retry_wait", 0.05)
        limits.setdefault("spend_cap_usd", 0.0)  # test model names are mostly unpriced; the cap has its own tests
        return Runner(ledger, Limits(**limits), workspace_root=workspace_root, timeout=timeout,
                      backoff_base=0.01, batch_poll_interval=0.02, run_id=run_id)  # fmt: skip

    yield make
    for ledger in opened:
        ledger.close()


def request(model: str = "anthropic/claude-sonnet-4-6", text: str = "hello", **fields) -> LLMRequest:
    """A one-message request; `task`, `case_id`, `subject`, `stage` go to meta."""
    meta = {name: fields.pop(name) for name in ("task", "case_id", "subject", "stage") if name in fields}
    meta.setdefault("task", "answer")
    return LLMRequest(model=model, messages=[Message(role="user", content=text)], meta=RequestMeta(**meta), **fields)


@pytest.fixture
def make_request() -> Callable[..., LLMRequest]:
    return request
