"""`heartbench build …`: commands of the build stage. Thin: parse, call the stage, print."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

app = typer.Typer(no_args_is_help=True, help="Build dialogue cases from the anonymised seeds.")


@app.command("dialogues")
def dialogues(
    workspace: Annotated[
        Path, typer.Option("--workspace", "-w", help="Workspace folder (has bench.toml).", file_okay=False)
    ],
) -> None:
    """Rewrite every anonymised seed into a dialogue of at most max_turns turns ending on A."""
    from heartbench.dialogues.stage import build_dialogues, describe

    typer.echo(describe(build_dialogues(workspace)))
