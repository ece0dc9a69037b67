"""The one way a stage or command gets a runner.

`open_runner(workspace)` applies everything the workspace says about model calls: its ledger,
`[limits]`, `[providers]`, the folder of scripted replies, and an outbound gate that lets the
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

from heartbench.config import Limits
from heartbench.llm.dryrun import DryRun
from heartbench.llm.gate import OutboundGate
from heartbench.llm.ledger import Ledger
from heartbench.llm.runner import Runner
from heartbench.pii.mappings import mappings_path
from heartbench.workspace import Workspace


@contextlib.contextmanager
def open_runner(
    workspace: Workspace,
    *,
    ledger_path: Path | None = None,
    dry_run: DryRun | None = None,
    limits: Limits | None = None,
    **options: Any,
) -> Iterator[Runner]:
    """A runner for `workspace`, its ledger open for the `with` block.

    `ledger_path` puts the calls in another ledger (a localised workspace keeps its own);
    `limits` replaces the workspace's `[limits]` (command-line overrides); `dry_run` opens
    the ledger read-only (an absent one is an empty one in a scratch folder) and sends
    nothing. Other keyword arguments go to `Runner` (`timeout`, `run_id`, test settings)."""
    path = Path(ledger_path or workspace.ledger_path)
    with contextlib.ExitStack() as stack:
        if dry_run is not None and not path.is_file():
            path = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="heartbench-dry-run-"))) / path.name
            ledger = stack.enter_context(Ledger(path))
        else:
            ledger = stack.enter_context(Ledger(path, readonly=dry_run is not None))
        yield Runner(
            ledger,
            limits or workspace.config.limits,
            workspace.config.providers,
            workspace.root,
            gate=OutboundGate.for_mappings(mappings_path(workspace)),
            dry_run=dry_run,
            **options,
        )
