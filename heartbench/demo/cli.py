"""`heartbench demo [DIR]`. Thin: pick the folder, call the demo, print."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer


def demo(
    directory: Annotated[
        Path | None,
        typer.Argument(help="New or empty folder for the demo workspace (default: ./demo-workspace, or -2, -3… if taken)."),
    ] = None,
) -> None:
    """Copy a small offline demo workspace and run every stage on it (no API key needed)."""
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.demo.run import free_default_dir, run_demo

    run_demo(directory if directory is not None else free_default_dir(Path.cwd()), typer.echo)
