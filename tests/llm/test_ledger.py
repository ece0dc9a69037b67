"""Ledger storage, prices, and `heartbench ledger stats`."""

from __future__ import annotations

import json
import sqlite3

import pytest
from typer.testing import CliRunner

from heartbench.cli import app
from heartbench.errors import ConfigError
from heartbench.llm.ledger import Ledger
from heartbench.llm.prices import PriceTable
from heartbench.llm.types import LLMResponse, Usage
from tests.llm.conftest import request


def reply(text="r", **usage) -> LLMResponse:
    return LLMResponse(text=text, usage=Usage(**usage), stop_reason="end_turn")


def test_record_get_and_stored_columns(ledger_path):
    req = request("anthropic/claude-sonnet-4-5", "hi", task="judge", case_id="c1", subject="m", stage="evaluate")
    with Ledger(ledger_path) as ledger:
        assert ledger.get(req.key()) is None
        cost = ledger.record(req, reply(input_tokens=1000, output_tokens=100), attempts=2, latency_s=0.5, run_id="r1")
        assert cost == pytest.approx((1000 * 3 + 100 * 15) / 1e6)
        assert ledger.get(req.key()) == reply(input_tokens=1000, output_tokens=100)
        assert req.key() in ledger
    row = sqlite3.connect(ledger_path).execute(
        "SELECT model, stage, task, case_id, subject, request, attempts, latency_s, run_id, via FROM calls").fetchone()  # fmt: skip
    assert row[:5] == ("anthropic/claude-sonnet-4-5", "evaluate", "judge", "c1", "m")
    stored = json.loads(row[5])
    assert stored["meta"]["case_id"] == "c1" and stored["messages"][0]["content"] == "hi"
    assert row[6:] == (2, 0.5, "r1", "direct")


def test_wal_mode_and_reader_during_writes(ledger_path):
    writer = Ledger(ledger_path)
    writer.record(request(text="a"), reply(), attempts=1, latency_s=0.1)
    assert writer._db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    reader = Ledger(ledger_path, readonly=True)
    assert [row.calls for row in reader.stats()] == [1]
    writer.record(request(text="b"), reply(), attempts=1, latency_s=0.1)
    assert [row.calls for row in reader.stats()] == [2]  # sees committed rows while the writer is open
    with pytest.raises(OSError, match="read-only"):  # one line naming the ledger, not a traceback
        reader.record(request(text="c"), reply(), attempts=1, latency_s=0.1)
    reader.close()
    writer.close()


def test_stats_group_by_stage_and_model_and_flag_unpriced(ledger_path):
    with Ledger(ledger_path) as ledger:
        ledger.record(request("anthropic/claude-sonnet-4-5", "1", stage="pilot"), reply(input_tokens=10, output_tokens=1,
                      cache_creation_input_tokens=5, cache_read_input_tokens=7), attempts=1, latency_s=0.1)  # fmt: skip
        ledger.record(request("anthropic/claude-sonnet-4-5", "2", stage="pilot"), reply(input_tokens=20), attempts=1, latency_s=0.1)
        ledger.record(request("openai/Qwen/Qwen3-8B", "3", stage="pilot"), reply(input_tokens=99), attempts=1, latency_s=0.1)
        ledger.record(request("openai/gpt-4o", "4"), reply(input_tokens=1), attempts=1, latency_s=0.1)
        rows = {(row.stage, row.model): row for row in ledger.stats()}
    sonnet = rows[("pilot", "anthropic/claude-sonnet-4-5")]
    assert (sonnet.calls, sonnet.input_tokens, sonnet.output_tokens) == (2, 30, 1)
    assert (sonnet.cache_creation_tokens, sonnet.cache_read_tokens, sonnet.unpriced_calls) == (5, 7, 0)
    assert sonnet.cost_usd == pytest.approx((30 * 3 + 1 * 15 + 5 * 3.75 + 7 * 0.30) / 1e6)
    qwen = rows[("pilot", "openai/Qwen/Qwen3-8B")]
    assert (qwen.cost_usd, qwen.unpriced_calls) == (0.0, 1)
    assert ("-", "openai/gpt-4o") in rows


def test_batch_price_and_patterns():
    prices = PriceTable.load()
    usage = Usage(input_tokens=1_000_000, output_tokens=1_000_000)
    assert prices.cost("anthropic/claude-sonnet-4-5-20250929", usage).usd == pytest.approx(18.0)
    assert prices.cost("anthropic/claude-sonnet-4-5", usage, batch=True).usd == pytest.approx(9.0)
    assert prices.cost("anthropic/claude-opus-4-5", usage).usd == pytest.approx(30.0)  # not the Opus 4.1 entry
    assert prices.cost("openai/gpt-4o-mini", Usage(cache_read_input_tokens=1_000_000)).usd == pytest.approx(0.075)
    assert prices.cost("scripted/anything", usage) == (0.0, True)
    assert prices.cost("openai/some-local-model", usage) == (0.0, False)


def test_bad_price_table_names_the_file(tmp_path):
    bad = tmp_path / "prices.toml"
    bad.write_text('[[price]]\nmodels = ["a/*"]\ninput = -1\noutput = 1\n', encoding="utf-8")
    with pytest.raises(ConfigError, match="prices.toml: price.0.input"):
        PriceTable.load(bad)


def test_failures_reported_until_answered(ledger_path):
    req = request("openai/gpt-4o", "x", stage="evaluate")
    with Ledger(ledger_path) as ledger:
        ledger.record_failure(req, reason="timeout", error="timeout: request timed out", attempts=7, run_id="r")
        ledger.record_failure(req, reason="server error (503)", error="...", attempts=7, run_id="r")
        [row] = ledger.failure_stats()
        assert (row.stage, row.model, row.reason, row.calls) == ("evaluate", "openai/gpt-4o", "server error (503)", 1)
        assert ledger.get(req.key()) is None
        ledger.record(req, reply(), attempts=1, latency_s=0.1)
        assert ledger.failure_stats() == []


def test_open_batches_round_trip(ledger_path):
    reqs = [request(text=f"b{n}") for n in range(3)]
    with Ledger(ledger_path) as ledger:
        ledger.add_batch("msgbatch_1", "anthropic", reqs)
        assert ledger.open_batches("anthropic") == {"msgbatch_1": reqs}
        assert ledger.open_batches("openai") == {}
        ledger.close_batch("msgbatch_1")
        assert ledger.open_batches("anthropic") == {}


def test_cli_ledger_stats(workspace, tmp_path):
    with Ledger(workspace / "ledger.sqlite") as ledger:
        ledger.record(request("anthropic/claude-sonnet-4-5", "1", stage="pilot"),
                      reply(input_tokens=1_000_000, output_tokens=2000), attempts=1, latency_s=1.0)  # fmt: skip
        ledger.record(request("openai/Qwen/Qwen3-8B", "2", stage="pilot"), reply(input_tokens=5), attempts=1, latency_s=1.0)
        ledger.record_failure(request("openai/gpt-4o", "3", stage="evaluate"), reason="timeout", error="t", attempts=7, run_id=None)
    cli = CliRunner()
    for args in (["ledger", "stats", "-w", str(workspace)], ["ledger", "stats", "--ledger", str(workspace / "ledger.sqlite")]):
        result = cli.invoke(app, args)
        assert result.exit_code == 0, result.output
        out = result.output
        assert "anthropic/claude-sonnet-4-5" in out and "1,000,000" in out and "3.0300" in out
        assert "openai/Qwen/Qwen3-8B" in out and "unpriced" in out
        assert "total" in out
        assert "Failed calls" in out and "timeout" in out


@pytest.mark.parametrize("args", [["ledger", "stats"], ["ledger", "stats", "--ledger", "missing.sqlite"]])
def test_cli_ledger_stats_bad_input(tmp_path, monkeypatch, args):
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 2
    assert result.output.startswith("error: ") and len(result.output.strip().splitlines()) == 1
    assert not (tmp_path / "missing.sqlite").exists()
