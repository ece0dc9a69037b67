"""No API key value in the ledger, outputs or logs — even when a server echoes it back."""

from __future__ import annotations

import logging

from typer.testing import CliRunner

from heartbench.cli import app
from tests.support.fakeserver import ANTHROPIC_KEY, OPENAI_KEY, error_body


def test_keys_never_stored_or_printed(server, make_runner, make_request, ledger_path, capsys, caplog):
    caplog.set_level(logging.DEBUG)

    def reply(path, body):
        text = body["messages"][-1]["content"]
        if "fail" not in text:
            return None
        headers = server.requests[-1].headers
        sent = headers.get("x-api-key") or headers.get("authorization") or headers.get("Authorization") or ""
        assert ANTHROPIC_KEY in sent or OPENAI_KEY in sent  # the SDK did send the key
        return 401, {}, error_body(401, f"invalid key {sent}")  # a careless server echoes it

    server.reply = reply
    runner = make_runner(max_retries=0)
    results = runner.run([make_request("anthropic/claude-sonnet-4-6", "ok"), make_request("openai/gpt-4o", "ok"),
                          make_request("anthropic/claude-sonnet-4-6", "fail"), make_request("openai/gpt-4o", "fail")])  # fmt: skip
    assert [r.ok for r in results] == [True, True, False, False]
    assert "***" in results[2].error and "***" in results[3].error
    report = runner.report()
    runner.ledger.close()
    stats = CliRunner().invoke(app, ["ledger", "stats", "--ledger", str(ledger_path)])
    assert stats.exit_code == 0
    captured = capsys.readouterr()
    stored = b"".join(path.read_bytes() for path in ledger_path.parent.glob("ledger.sqlite*"))
    texts = [captured.out, captured.err, caplog.text, stats.output, report, *(r.error or "" for r in results)]
    for key in (ANTHROPIC_KEY, OPENAI_KEY):
        assert key.encode() not in stored
        assert all(key not in text for text in texts)
