"""Anthropic Message Batches through Runner.map(..., batch=True)."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest

from tests.support.fakeserver import BATCHES, error_body

ANTHROPIC = "anthropic/claude-sonnet-4-6"


def test_batch_flow_mixed_providers(server, make_runner, make_request):
    requests = [make_request(ANTHROPIC, f"a{n}", case_id=f"c{n}") for n in range(4)]
    requests.insert(2, make_request("openai/gpt-4o", "o1"))
    requests.append(requests[0])  # a duplicate rides on the same batch item
    runner = make_runner()
    results = asyncio.run(_map(runner, requests, batch=True))
    assert [r.response.text for r in results] == ["echo: a0", "echo: a1", "echo: o1", "echo: a2", "echo: a3", "echo: a0"]
    assert server.count(BATCHES, "POST") == 1 and server.count("/v1/messages") == 0
    assert server.count("/v1/chat/completions") == 1
    [batch] = [seen.body for seen in server.requests if seen.path == BATCHES]
    assert [item["custom_id"] for item in batch["requests"]] == [r.key() for r in requests[:2] + requests[3:5]]
    assert batch["requests"][0]["params"]["messages"] == [{"role": "user", "content": "a0"}]
    assert runner.counts["ok"] == 5 and runner.failures() == {}
    db = sqlite3.connect(runner.ledger.path)
    assert db.execute("SELECT COUNT(*) FROM calls WHERE via = 'batch'").fetchone()[0] == 4
    assert db.execute("SELECT status FROM batches").fetchall() == [("collected",)]
    again = asyncio.run(_map(make_runner(), requests, batch=True))
    assert all(r.cached for r in again) and server.count(BATCHES, "POST") == 1


def test_batch_items_cost_half(server, make_runner, make_request):
    server.reply = lambda path, body: (200, {}, {**_message(), "usage": {"input_tokens": 1_000_000, "output_tokens": 0}})
    runner = make_runner()
    asyncio.run(_map(runner, [make_request(ANTHROPIC, "x")], batch=True))
    assert runner.spent == pytest.approx(1.5)


def test_errored_and_expired_items_fall_back_to_direct_calls(server, make_runner, make_request):
    requests = [make_request(ANTHROPIC, f"a{n}") for n in range(4)]
    keys = [r.key() for r in requests]

    def batch_result(custom_id, params):
        if custom_id == keys[1]:
            return {"type": "errored", "error": error_body(500, "internal")}
        if custom_id == keys[2]:
            return {"type": "expired"}
        if custom_id == keys[3]:
            return {"type": "canceled"}
        return {"type": "succeeded", "message": _message("from batch")}

    server.batch_result = batch_result
    runner = make_runner()
    results = asyncio.run(_map(runner, requests, batch=True))
    assert [r.response.text for r in results] == ["from batch", "echo: a1", "echo: a2", "echo: a3"]
    assert server.count("/v1/messages") == 3  # only the three that did not succeed, sent directly


def test_unfinished_batch_is_resumed_not_resubmitted(server, make_runner, make_request):
    server.batch_polls_before_end = 10**6  # never ends while the first process runs
    requests = [make_request(ANTHROPIC, f"a{n}") for n in range(3)]

    async def interrupted():
        runner = make_runner()
        try:
            await asyncio.wait_for(runner.map(requests, "judge", batch=True), timeout=0.5)
        except TimeoutError:
            pass  # the process "stops" mid-poll
        finally:
            await runner.aclose()

    asyncio.run(interrupted())
    assert server.count(BATCHES, "POST") == 1
    polls_before = server.count(method="GET")
    assert polls_before >= 2

    server.batch_polls_before_end = 0  # the batch has ended by the time we come back
    runner = make_runner()
    results = asyncio.run(_map(runner, requests, batch=True))
    assert [r.response.text for r in results] == ["echo: a0", "echo: a1", "echo: a2"]
    assert server.count(BATCHES, "POST") == 1  # resumed, not resubmitted
    assert server.count("/v1/messages") == 0
    assert runner.ledger.open_batches("anthropic") == {}


def test_lost_batch_falls_back_to_direct_calls(server, make_runner, make_request):
    req = make_request(ANTHROPIC, "a")
    runner = make_runner()
    runner.ledger.add_batch("msgbatch_gone", "anthropic", [req])  # e.g. a batch from another account
    results = asyncio.run(_map(runner, [req], batch=True))
    assert results[0].response.text == "echo: a"
    assert server.count("/v1/messages") == 1 and server.count(BATCHES, "POST") == 0
    status = sqlite3.connect(runner.ledger.path).execute("SELECT status FROM batches").fetchone()[0]
    assert status == "lost"


def test_batch_creation_failure_sends_requests_directly(server, make_runner, make_request):
    original = server._batch_endpoint

    def batches_disabled(method, path, body):
        return (400, {}, error_body(400, "batches disabled")) if method == "POST" else original(method, path, body)

    server._batch_endpoint = batches_disabled
    results = asyncio.run(_map(make_runner(), [make_request(ANTHROPIC, "a"), make_request(ANTHROPIC, "b")], batch=True))
    assert [r.response.text for r in results] == ["echo: a", "echo: b"]
    assert server.count("/v1/messages") == 2


async def _map(runner, requests, batch):
    try:
        return await runner.map(requests, "test", batch=batch)
    finally:
        await runner.aclose()


def _message(text="x"):
    from tests.support.fakeserver import anthropic_message

    return anthropic_message(text)


def test_unreadable_batch_is_reported_and_left_open_for_a_rerun(server, make_runner, make_request):
    original = server._batch_endpoint

    def polls_fail(method, path, body):
        return (503, {}, error_body(503, "unavailable")) if method == "GET" else original(method, path, body)

    server._batch_endpoint = polls_fail
    runner = make_runner(max_retries=2)
    results = asyncio.run(_map(runner, [make_request(ANTHROPIC, "a")], batch=True))
    assert results[0].error.startswith("batch unreadable: batch msgbatch_0001 could not be read")
    assert server.count(method="GET") == 3 and server.count("/v1/messages") == 0  # not paid twice
    assert runner.failures() == {"batch unreadable": 1}
    assert list(runner.ledger.open_batches("anthropic")) == ["msgbatch_0001"]  # a rerun collects it
