"""The one way a stage or command gets a runner.

`open_runner(workspace)` applies everything the workspace says about model calls: its ledger,
`[limits]` (timeout and resamples included), `[providers]`, `[reasoning]`, `[prices]` (before
the packaged table), the folder of scripted replies, and an outbound gate that lets the
workspace's own surrogates through. Dry-run (a read-only ledger, nothing sent) and ledger-only
(`HEARTBENCH_LEDGER_ONLY`) modes are applied here too, so every model-calling command behaves
alike; a stage never builds a `Runner` itself.
"""

from __future__ import annotations

import contextlib
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from heartbench.config import Limits, model_origins
from heartbench.llm.call_options import CallOptions
from heartbench.llm.gate import OutboundGate
from heartbench.llm.ledger import Ledger
from heartbench.llm.prices import PriceTable
from heartbench.llm.runner import Runner
from heartbench.pii.mappings import mappings_path
from heartbench.workspace import Workspace


@contextlib.contextmanager
def open_runner(
    workspace: Workspace,
    *,
    calls: CallOptions | None = None,
    ledger_path: Path | None = None,
    limits: Limits | None = None,
    **options: Any,
) -> Iterator[Runner]:
    """A runner for `workspace`, its ledger open for the `with` block.

    `calls` carries the command line's settings; its `dry_run` opens the ledger read-only (an
    absent one is an empty one in a scratch folder) and sends nothing. `ledger_path` puts the
    calls in another ledger (a localised workspace keeps its own); `limits` replaces the
    workspace's `[limits]`. Other keyword arguments go to `Runner` (`run_id`, test settings)."""
    calls = calls or CallOptions()
    dry_run = calls.dry_run
    path = Path(ledger_path or workspace.ledger_path)
    config = workspace.config
    prices = PriceTable.load().with_entries(config.prices)
    limits = limits or config.limits
    if calls.max_resamples is not None:
        limits = limits.model_copy(update={"max_resamples": calls.max_resamples})
    options.setdefault("timeout", calls.timeout or limits.timeout)
    options.setdefault("spend_cap", calls.spend_cap)
    if dry_run is not None:
        dry_run.prices = prices
    with contextlib.ExitStack() as stack:
        if dry_run is not None and not path.is_file():
            path = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="heartbench-dry-run-"))) / path.name
            ledger = stack.enter_context(Ledger(path, prices=prices))
        else:
            ledger = stack.enter_context(Ledger(path, prices=prices, readonly=dry_run is not None))
        yield Runner(
            ledger,
            limits,
            config.providers,
            workspace.root,
            gate=OutboundGate.for_mappings(mappings_path(workspace)),
            dry_run=dry_run,
            reasoning=config.reasoning,
            origins=model_origins(workspace.config_path, config),
            **options,
        )
