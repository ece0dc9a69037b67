"""`heartbench build …`: commands of the build stage. Thin: parse, call the stage, print."""

from __future__ import annotations

import typer

from heartbench.options import DryRunOption, MaxResamplesOption, NoSpendCapOption, TimeoutOption, WorkspaceOption, call_options
from heartbench.workspace import Workspace

app = typer.Typer(no_args_is_help=True, rich_markup_mode=None, help="Build dialogue cases from the anonymised seeds.")


@app.command("dialogues")
def dialogues(
    workspace: WorkspaceOption,
    dry_run: DryRunOption = False,
    timeout: TimeoutOption = None,
    max_resamples: MaxResamplesOption = None,
    no_spend_cap: NoSpendCapOption = False,
) -> None:
    """Rewrite every anonymised seed into a dialogue of at most max_turns turns ending on A."""
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.dialogues.stage import build_dialogues, describe

    result = build_dialogues(Workspace.open(workspace), calls=call_options(dry_run, timeout, max_resamples, no_spend_cap))
    typer.echo(result.calls if dry_run else describe(result))
