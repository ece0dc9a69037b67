"""Runner: ledger first, retries, limits, spend cap, reporting."""

from __future__ import annotations

import asyncio
import re
import time
from pathlib import Path

import pytest

from heartbench.llm.limits import Pacer
from heartbench.llm.types import ContentBlock, LLMRequest, Message, RequestMeta, Usage
from tests.support.fakeserver import anthropic_message, error_body, sequence, slow

OK = None  # `sequence` item: the default reply


def err(status: int, **headers: str):
    return status, headers, error_body(status, f"status {status}")


@pytest.mark.parametrize("model", ["anthropic/claude-sonnet-4-6", "openai/gpt-4o"])
@pytest.mark.parametrize("status", [500, 502, 503, 504, 529])
def test_server_errors_retried_then_succeed(server, make_runner, make_request, model, status):
    server.reply = sequence(err(status), err(status), OK)
    runner = make_runner(max_retries=3)
    [result] = runner.run([make_request(model)])
    assert result.ok and result.attempts == 3
    assert server.count() == 3
    assert runner.failures() == {}


def test_timeout_retried_then_succeeds(server, make_runner, make_request):
    calls = {"n": 0}

    def reply(path, body):
        calls["n"] += 1
        if calls["n"] == 1:
            time.sleep(1.5)  # beyond the client's timeout
        return None

    server.reply = reply
    [result] = make_runner(timeout=0.4, max_retries=2).run([make_request("openai/gpt-4o")])
    assert result.ok and result.attempts == 2


def test_timeouts_exhausted_reported_as_timeout(server, make_runner, make_request):
    server.reply = slow(1.0)
    runner = make_runner(timeout=0.2, max_retries=1)
    [result] = runner.run([make_request("anthropic/claude-sonnet-4-6")])
    assert not result.ok and result.attempts == 2
    assert result.error.startswith("timeout: ")
    assert runner.failures() == {"timeout": 1}


def test_retries_exhausted_error_reason_and_attempt_count(server, make_runner, make_request):
    server.reply = lambda path, body: err(503)
    runner = make_runner(max_retries=4)
    results = runner.run([make_request("anthropic/claude-sonnet-4-6", "a"), make_request("openai/gpt-4o", "b")])
    for result in results:
        assert result.response is None and result.attempts == 5
        assert result.error.startswith("server error (503): HTTP 503")
        assert result.error.endswith("(after 5 attempts)")
    assert server.count("/v1/messages") == 5 and server.count("/v1/chat/completions") == 5
    assert runner.failures() == {"server error (503)": 2}
    assert "2 failed" in runner.report() and "2 server error (503)" in runner.report()
    assert runner.ledger.failure_stats()[0].reason == "server error (503)"


@pytest.mark.parametrize("status", [400, 401, 403, 404])
def test_client_errors_not_retried(server, make_runner, make_request, status):
    server.reply = lambda path, body: err(status)
    [result] = make_runner(max_retries=5).run([make_request("anthropic/claude-sonnet-4-6")])
    assert result.attempts == 1 and server.count() == 1
    assert result.error.startswith(f"rejected ({status})")


def test_retry_after_is_honoured(server, make_runner, make_request):
    server.reply = sequence(err(429, **{"retry-after": "1"}), OK)
    started = time.monotonic()
    [result] = make_runner(max_retry_wait=30).run([make_request("openai/gpt-4o")])
    gap = server.requests[1].at - server.requests[0].at
    assert result.ok and result.attempts == 2
    assert gap >= 0.95  # waited what the server asked, not the (tiny) test backoff
    assert time.monotonic() - started < 10


def test_retry_after_is_capped(server, make_runner, make_request):
    server.reply = sequence(err(429, **{"retry-after": "3600"}), err(529, **{"retry-after": "3600"}), OK)
    started = time.monotonic()
    [result] = make_runner(max_retry_wait=0.2).run([make_request("anthropic/claude-sonnet-4-6")])
    assert result.ok and result.attempts == 3
    assert time.monotonic() - started < 5


def test_ledger_serves_rerun_with_zero_requests(server, make_runner, make_request):
    requests = [make_request("anthropic/claude-sonnet-4-6", f"q{n}", case_id=f"c{n}") for n in range(5)]
    requests += [make_request("openai/gpt-4o", f"q{n}") for n in range(5)]
    first = make_runner().run(requests)
    assert server.count() == 10 and all(result.ok for result in first)
    runner = make_runner()
    again = runner.run(requests)
    assert server.count() == 10
    assert all(result.cached and result.attempts == 0 for result in again)
    assert [r.response for r in again] == [r.response for r in first]
    assert runner.counts["cached"] == 10 and runner.counts["sent"] == 0


def test_meta_is_not_part_of_the_key(server, make_runner, make_request):
    make_runner().run([make_request(text="same", case_id="a")])
    [result] = make_runner().run([make_request(text="same", case_id="b", stage="other")])
    assert result.cached and server.count() == 1


def test_failures_are_never_served_from_the_ledger(server, make_runner, make_request):
    server.reply = lambda path, body: err(400)
    req = make_request("openai/gpt-4o")
    make_runner(max_retries=0).run([req])
    server.reply = None
    [result] = make_runner().run([req])
    assert result.ok and not result.cached and server.count() == 2
    assert make_runner().ledger.failure_stats() == []  # answered since


def test_duplicate_requests_in_one_map_are_sent_once(server, make_runner, make_request):
    server.latency = 0.1
    requests = [make_request("openai/gpt-4o", "same")] * 4 + [make_request("openai/gpt-4o", "other")]
    results = make_runner(concurrency=8).run(requests)
    assert server.count() == 2
    assert [r.response.text for r in results] == ["echo: same"] * 4 + ["echo: other"]
    assert sorted(r.attempts for r in results) == [0, 0, 0, 1, 1]


def test_results_in_input_order_with_bounded_concurrency(server, make_runner, make_request):
    server.latency = 0.05
    requests = [make_request("openai/gpt-4o", f"n{n}") for n in range(12)]
    results = make_runner(concurrency=3).run(requests)
    assert [r.response.text for r in results] == [f"echo: n{n}" for n in range(12)]
    assert server.max_in_flight == 3


def test_rpm_spaces_requests():
    """Read on the clock the limiter itself uses (the event loop's), so a loaded machine cannot
    make it pass or fail: each grant comes at least 60/rpm seconds after the one before."""

    async def scenario() -> list[float]:
        pacer = Pacer(rpm=600, tpm=0)  # one request every 0.1 s, no burst
        loop = asyncio.get_running_loop()
        grants = []

        async def one() -> None:
            await pacer.acquire(1)
            grants.append(loop.time())

        await asyncio.gather(*(one() for _ in range(5)))
        return sorted(grants)

    grants = asyncio.run(scenario())
    assert grants[-1] - grants[0] >= 0.35  # four intervals of 0.1 s (a burst would take ~0)


def test_tpm_charge_is_corrected_by_reported_usage():
    async def scenario():
        pacer = Pacer(rpm=0, tpm=60_000)
        charged = await pacer.acquire(50_000)
        assert charged == 50_000 and not pacer.tpm.has_capacity(20_000)
        pacer.settle(charged, Usage(input_tokens=800, output_tokens=200))  # the estimate was high
        assert pacer.tpm.has_capacity(55_000)
        charged = await pacer.acquire(1_000)
        pacer.settle(charged, Usage(input_tokens=40_000, cache_read_input_tokens=90_000, output_tokens=10_000))
        assert not pacer.tpm.has_capacity(15_000)  # under-estimate charged afterwards (cache reads free)
        fresh = Pacer(rpm=0, tpm=60_000)
        assert await fresh.acquire(10**9) == 60_000  # a huge request is charged at most a minute's worth

    asyncio.run(scenario())


def test_spend_cap_stops_new_calls(server, make_runner, make_request):
    # claude-sonnet-4-6: $3 per million input tokens -> each reply below is estimated at $3.
    server.reply = lambda path, body: (200, {}, anthropic_message("x", usage={"input_tokens": 1_000_000, "output_tokens": 0}))
    requests = [make_request("anthropic/claude-sonnet-4-6", f"q{n}") for n in range(4)]
    runner = make_runner(concurrency=1, spend_cap_usd=5.0)
    results = runner.run(requests)
    # which two are sent first depends on the order the outbound gate's threads finish in; two are, two are not
    sent, stopped = [r for r in results if r.ok], [r for r in results if not r.ok]
    assert len(sent) == 2 and len(stopped) == 2
    assert server.count() == 2
    assert all(r.error.startswith("spend cap reached: estimated spend $6.00 reached the cap of $5.00") for r in stopped)
    assert all(r.attempts == 0 for r in stopped)
    assert runner.failures() == {"spend cap reached": 2}
    assert runner.ledger.spend(runner.run_id) == pytest.approx(6.0)


def test_spend_cap_counts_a_resumed_run(server, make_runner, make_request):
    server.reply = lambda path, body: (200, {}, anthropic_message("x", usage={"input_tokens": 1_000_000, "output_tokens": 0}))
    first = make_runner(spend_cap_usd=5.0)
    first.run([make_request("anthropic/claude-sonnet-4-6", "a"), make_request("anthropic/claude-sonnet-4-6", "b")])
    resumed = make_runner(spend_cap_usd=5.0, run_id=first.run_id)
    assert resumed.spent == pytest.approx(6.0)
    [result] = resumed.run([make_request("anthropic/claude-sonnet-4-6", "c")])
    assert result.error.startswith("spend cap reached") and server.count() == 2


def test_shared_cache_prefix_waits_for_the_first_call(server, make_runner):
    server.latency = 0.1

    def judge(model_answer: str) -> LLMRequest:
        blocks = [ContentBlock(text="dialogue and rubric " * 20, cache=True), ContentBlock(text=model_answer)]
        return LLMRequest(model="anthropic/claude-sonnet-4-6", system="judge", messages=[Message(role="user", content=blocks)],
                          meta=RequestMeta(task="judge", case_id="c1", subject=model_answer))  # fmt: skip

    results = make_runner(concurrency=8).run([judge(f"answer {n}") for n in range(5)])
    usage = [r.response.usage for r in results]
    assert sum(u.cache_creation_input_tokens > 0 for u in usage) == 1
    assert sum(u.cache_read_input_tokens > 0 for u in usage) == 4


def test_run_twice_on_one_runner_uses_fresh_loops(server, make_runner, make_request):
    runner = make_runner()
    assert runner.run([make_request("openai/gpt-4o", "one")])[0].ok
    assert runner.run([make_request("anthropic/claude-sonnet-4-6", "two")])[0].ok
    assert runner.counts["ok"] == 2


def test_call_is_safe_to_use_concurrently(server, make_runner, make_request):
    async def scenario():
        runner = make_runner(concurrency=4)
        try:
            return await asyncio.gather(*(runner.call(make_request("openai/gpt-4o", f"n{n}")) for n in range(8)))
        finally:
            await runner.aclose()

    results = asyncio.run(scenario())
    assert [r.response.text for r in results] == [f"echo: n{n}" for n in range(8)]


def test_duplicate_of_a_failed_request_is_counted_as_failed(server, make_runner, make_request):
    server.latency = 0.05
    server.reply = lambda path, body: err(400)
    runner = make_runner()
    results = runner.run([make_request("openai/gpt-4o", "same")] * 3)
    assert [r.ok for r in results] == [False] * 3 and server.count() == 1
    assert runner.failures() == {"rejected (400)": 3}
    assert runner.counts["failed"] == 3 and runner.counts["cached"] == 0


def test_open_runner_uses_the_workspaces_ledger_limits_and_scripted_folder(workspace, make_request):
    from heartbench.llm.factory import open_runner
    from heartbench.workspace import Workspace

    reply = workspace / "scripted" / "demo" / "answer" / "c1.txt"
    reply.parent.mkdir(parents=True)
    reply.write_text("hi", encoding="utf-8")
    ws = Workspace.open(workspace)
    with open_runner(ws) as runner:
        assert runner.ledger.path == workspace / "ledger.sqlite"
        assert runner.limits == ws.config.limits
        [result] = runner.run([make_request("scripted/demo", case_id="c1")])
        assert result.response.text == "hi"


def test_open_runner_lets_the_workspaces_own_surrogates_through_its_gate(workspace, make_request):
    """Every stage and command gets its runner from `open_runner`, so a surrogate the
    workspace's anonymiser made passes the outbound gate everywhere; any other number does not."""
    from heartbench.jsonio import write_jsonl
    from heartbench.llm.factory import open_runner
    from heartbench.pii.mappings import mappings_path
    from heartbench.schema import MappedEntity, PiiMapping
    from heartbench.workspace import Workspace

    ws = Workspace.open(workspace)
    surrogate = "13912345678"
    mapping = PiiMapping(id="d1", entities=[MappedEntity(type="CN_MOBILE", original="13800001111", surrogate=surrogate)])
    write_jsonl(mappings_path(ws), [mapping])
    with open_runner(ws) as runner:
        assert runner.gate.reason(make_request("openai/gpt-4o", f"打我电话{surrogate}")) is None
        refused = runner.gate.reason(make_request("openai/gpt-4o", "打我电话13600002222", case_id="c1"))
        assert refused is not None and "CN_MOBILE" in refused


def test_runners_are_built_only_by_the_factory():
    """No stage or command builds a `Runner` itself (the factory applies the workspace's settings)."""
    package = Path(__file__).resolve().parents[2] / "heartbench"
    builders = sorted(str(path.relative_to(package)) for path in package.rglob("*.py") if re.search(r"(?<![A-Za-z])Runner\(", path.read_text(encoding="utf-8"))
                      and path.name != "runner.py")  # fmt: skip
    assert builders == ["llm/factory.py"]


def test_a_key_refused_mid_run_stops_the_calls_to_that_provider(server, make_runner, make_request):
    """Pre-flight passed, then the key is revoked (401): the rest of the run's requests to that
    provider are not sent (each would be refused the same way), and each failure says why."""
    answered = {"n": 0}

    def reply(path, body):
        answered["n"] += 1
        return None if answered["n"] <= 2 else err(401)

    server.reply = reply
    runner = make_runner(concurrency=1, max_retries=5)
    results = runner.run([make_request("anthropic/claude-sonnet-4-6", f"q{n}", case_id=f"c{n}") for n in range(8)])
    assert [result.ok for result in results] == [True, True] + [False] * 6
    assert server.count() == 3  # two answers, one refusal, nothing more
    assert results[2].error.startswith("rejected (401)") and results[2].attempts == 1
    assert all("not sent" in result.error and result.attempts == 0 for result in results[3:])
    assert runner.failures() == {"rejected (401)": 6}


def test_a_model_the_key_cannot_use_stops_only_that_model(server, make_runner, make_request):
    server.reply = lambda path, body: err(403) if body.get("model") == "gpt-4o" else None
    runner = make_runner(concurrency=1)
    results = runner.run([make_request("openai/gpt-4o", "a"), make_request("openai/gpt-4o", "b"), make_request("openai/gpt-4o-mini", "c")])
    assert [result.ok for result in results] == [False, False, True]
    assert server.count() == 2 and "not sent" in results[1].error
