"""Options shared by the commands: the workspace (locked for writers) and `--force`."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from heartbench.evaluation.roles import role_warnings
from heartbench.llm.call_options import CallOptions
from heartbench.llm.dryrun import DryRun
from heartbench.locking import workspace_lock
from heartbench.workspace import CONFIG_NAME, Workspace


def _lock_for_writing(ctx: typer.Context, value: Path | None) -> Path | None:
    """Take the workspace's writer lock for the life of the command (a folder that is not a
    workspace is left to the command, which says so)."""
    if value is not None and (Path(value) / CONFIG_NAME).is_file():
        ctx.with_resource(workspace_lock(value, ctx.command_path))
    return value


WorkspaceOption = Annotated[
    Path,
    typer.Option(
        "--workspace", "-w", help="Workspace folder (has bench.toml); one writer at a time.", file_okay=False,
        callback=_lock_for_writing,
    ),
]  # fmt: skip
"""A workspace the command writes: held under the writer lock while the command runs."""

OptionalWorkspaceOption = Annotated[
    Path | None,
    typer.Option(
        "--workspace", "-w", help="Workspace folder (its cases, ledger, limits); one writer at a time.",
        file_okay=False, callback=_lock_for_writing,
    ),
]  # fmt: skip

ReadWorkspaceOption = Annotated[
    Path, typer.Option("--workspace", "-w", help="Workspace folder (has bench.toml); only read.", file_okay=False)
]
"""A workspace the command only reads: no lock, so it runs beside a writer."""

ForceOption = Annotated[
    bool, typer.Option("--force", help="Replace an existing output file, or write into a non-empty output folder.")
]

DryRunOption = Annotated[
    bool,
    typer.Option(
        "--dry-run",
        help="Send nothing and write nothing: count the requests the ledger does not hold yet and estimate "
        "their cost from prices.toml.",
    ),
]


TimeoutOption = Annotated[
    float | None,
    typer.Option("--timeout", min=0.1, help="Seconds to wait for one reply before the attempt is retried (default: [limits] timeout, 600; connecting: 10)."),
]  # fmt: skip
MaxResamplesOption = Annotated[
    int | None,
    typer.Option("--max-resamples", min=0, max=10, help="Fresh samples a rerun may ask for after replies that were unusable (default: [limits] max_resamples, 2)."),
]  # fmt: skip
NoSpendCapOption = Annotated[
    bool,
    typer.Option("--no-spend-cap", help="Lift [limits] spend_cap_usd for this run, and accept models without a price."),
]  # fmt: skip
BatchOption = Annotated[bool, typer.Option("--batch", help="Anthropic Message Batches (half price, slower).")]


def dry_run_for(enabled: bool):
    """A fresh `DryRun` when `--dry-run` was given, else None."""
    if not enabled:
        return None

    return DryRun()


def call_options(dry_run: bool = False, timeout: float | None = None, max_resamples: int | None = None,
                 no_spend_cap: bool = False, batch: bool = False) -> CallOptions:  # fmt: skip
    """The command line's settings for a command's model calls."""
    return CallOptions(dry_run=dry_run_for(dry_run), timeout=timeout, max_resamples=max_resamples,
                       spend_cap=not no_spend_cap, batch=batch)  # fmt: skip


def warn_about_roles(ws: Workspace | None, *, evaluated: tuple[str, ...] = (), judge: str | None = None) -> None:
    """Say once, on stderr, where a model's roles bias this command's measurement: the pilots'
    commands (`evaluated` empty) check the judge, the synthesizer and the number of pilots;
    `evaluate run` checks the judge against the pilots and the models evaluated."""
    models = ws.config.models if ws is not None else None
    lines = role_warnings(
        judge=judge or (models.judge if models else None), pilots=models.pilots if models else [], evaluated=evaluated,
        synthesizer=models.synthesizer if models and not evaluated else None, saturation=not evaluated,
    )  # fmt: skip
    for line in lines:
        typer.echo(f"warning: {line}", err=True)
