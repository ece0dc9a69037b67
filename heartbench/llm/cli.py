"""`heartbench ledger ...`: inspect the model-call ledger."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from heartbench.workspace import Workspace

app = typer.Typer(no_args_is_help=True, rich_markup_mode=None, help="Inspect the model-call ledger (calls, tokens, estimated cost).")


@app.command()
def stats(
    workspace: Annotated[
        Path | None, typer.Option("--workspace", "-w", help="Workspace folder (uses its ledger.sqlite; only read).", file_okay=False)
    ] = None,
    ledger: Annotated[
        Path | None, typer.Option("--ledger", help="A ledger file, e.g. OUT/ledger.sqlite of an evaluation.", dir_okay=False)
    ] = None,
) -> None:
    """Calls, input/output/cache tokens and estimated cost by stage and model."""
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from rich.console import Console

    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.errors import InputError
    from heartbench.llm.ledger import Ledger
    from heartbench.llm.report import stats_tables


    if (workspace is None) == (ledger is None):
        raise InputError(None, "give exactly one of --workspace/-w or --ledger")
    path = Workspace.open(workspace).ledger_path if workspace is not None else ledger
    with Ledger(path, readonly=True) as book:
        console = Console()
        if not console.is_terminal:
            console = Console(width=160)  # piped output: keep rows on one line
        for table in stats_tables(book):
            console.print(table)
