"""What a command's line says about its model calls (kept apart from the factory, which loads
the PII package: the CLI imports this to build its options without slowing `--help`)."""

from __future__ import annotations

from dataclasses import dataclass

from heartbench.llm.dryrun import DryRun


@dataclass(frozen=True)
class CallOptions:
    """How one command's model calls run, as its command line says (None: bench.toml's value)."""

    dry_run: DryRun | None = None
    """Count and price what the ledger lacks; send and write nothing (`--dry-run`)."""
    timeout: float | None = None
    """Seconds to wait for one reply (`--timeout`; default `[limits] timeout`)."""
    max_resamples: int | None = None
    """Fresh samples after unusable replies (`--max-resamples`; default `[limits] max_resamples`)."""
    spend_cap: bool = True
    """False (`--no-spend-cap`): no cap for this run, and unpriced models are accepted."""
    batch: bool = False
    """Anthropic Message Batches where the stage can wait for them (`--batch`)."""
