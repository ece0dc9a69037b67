"""`heartbench localize -w WS --to LANG --out WS2`."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from heartbench.options import MaxResamplesOption, NoSpendCapOption, ReadWorkspaceOption, TimeoutOption, call_options
from heartbench.workspace import Workspace


def localize(
    workspace: ReadWorkspaceOption,
    to: Annotated[str, typer.Option("--to", help="Target language (BCP-47), e.g. en; needs a packaged standard heartbench-LANG.")],
    out: Annotated[Path, typer.Option("--out", help="New folder for the localised workspace (rerun with the same folder to resume).")],
    translator: Annotated[str | None, typer.Option(help="Translator model P/M (default: bench.toml models.translator).")] = None,
    limit: Annotated[int | None, typer.Option(min=1, help="Localise only the first N cases.")] = None,
    case: Annotated[list[str] | None, typer.Option("--case", help="Localise only this case id (repeatable).")] = None,
    timeout: TimeoutOption = None,
    max_resamples: MaxResamplesOption = None,
    no_spend_cap: NoSpendCapOption = False,
) -> None:
    """Translate and culturally adapt every case into a new workspace: names and places become
    target-locale surrogates, turns, items, ids, dimensions and weights stay; pilot, prune,
    split and release then run on it as on any workspace."""
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.localize.stage import describe
    from heartbench.localize.stage import localize as run

    target, result = run(Workspace.open(workspace), to, out, model=translator, limit=limit, case_ids=case,
                         calls=call_options(False, timeout, max_resamples, no_spend_cap))
    typer.echo(describe(target, result))
