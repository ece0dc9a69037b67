"""Rich tables of what the ledger holds (for `heartbench ledger stats`)."""

from __future__ import annotations

from rich.table import Table

from heartbench.llm.ledger import Ledger, StatsRow


def stats_tables(ledger: Ledger) -> list[Table]:
    rows = ledger.stats()
    calls = Table(title=f"Model calls in {ledger.path}", title_justify="left", caption_justify="left")
    for name in ("stage", "model", "calls", "input", "output", "cache write", "cache read", "est. cost USD"):
        calls.add_column(name, justify="left" if name in ("stage", "model") else "right")
    for row in rows:
        calls.add_row(row.stage, row.model, *_figures(row))
    if rows:
        total = StatsRow("", "", *(sum(getattr(row, field) for row in rows) for field in StatsRow._fields[2:]))
        calls.add_section()
        calls.add_row("total", "", *_figures(total))
    tables = [calls]
    unpriced = sorted({row.model for row in rows if row.unpriced_calls})
    if unpriced:
        calls.caption = "* unpriced: no entry in the price table, counted as $0: " + ", ".join(unpriced)
    failures = ledger.failure_stats()
    if failures:
        failed = Table(title="Failed calls not answered since", title_justify="left")
        for name in ("stage", "model", "reason", "calls"):
            failed.add_column(name, justify="right" if name == "calls" else "left")
        for failure in failures:
            failed.add_row(failure.stage, failure.model, failure.reason, str(failure.calls))
        tables.append(failed)
    return tables


def _figures(row: StatsRow) -> list[str]:
    cost = f"{row.cost_usd:,.4f}" + (" *" if row.unpriced_calls else "")
    counts = (row.calls, row.input_tokens, row.output_tokens, row.cache_creation_tokens, row.cache_read_tokens)
    return [f"{value:,}" for value in counts] + [cost]
