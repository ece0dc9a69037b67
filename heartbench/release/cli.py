"""`heartbench release VERSION -w WS`, `release diff A B`, `release verify DIR`."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from typer.core import TyperGroup

from heartbench.errors import EXIT_INCOMPLETE
from heartbench.options import WorkspaceOption
from heartbench.workspace import Workspace


class _CreateByDefault(TyperGroup):
    """`release 0.1.0 -w WS` means `release create 0.1.0 -w WS`: a first argument that is not
    a subcommand name is a version."""

    def parse_args(self, ctx: typer.Context, args: list[str]) -> list[str]:
        if args and not args[0].startswith("-") and args[0] not in self.commands:
            args = ["create", *args]
        return super().parse_args(ctx, args)


app = typer.Typer(
    cls=_CreateByDefault,
    no_args_is_help=True,
    rich_markup_mode=None,
    help="Versioned releases: `heartbench release VERSION -w WS` writes WS/releases/VERSION/; "
    "`diff` and `verify` read any release folder.",
)

ReleaseFolder = Annotated[Path, typer.Argument(exists=True, file_okay=False, help="A release folder.")]


@app.command("create")
def create(
    version: Annotated[str, typer.Argument(help="Semantic version, e.g. 0.1.0; an existing version is refused.")],
    workspace: WorkspaceOption,
    notes: Annotated[Path | None, typer.Option(help="Release notes (Markdown) for the card and the changelog.")] = None,
    require_agreement: Annotated[float | None, typer.Option(min=0.0, max=1.0, help="Refuse to release unless the latest judge–human item agreement measured for the judge is at least this share (e.g. 0.75).")] = None,
) -> None:
    """Release the current (split) cases: parquet configs all/normal/hard, HeartBench JSONL,
    dataset card, croissant.json, CHANGELOG.md and manifest.json, after a PII gate."""
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.release.build import describe, make_release

    typer.echo(describe(make_release(Workspace.open(workspace), version, notes, require_agreement=require_agreement)))


@app.command("diff")
def diff(old: ReleaseFolder, new: ReleaseFolder) -> None:
    """Print the changelog from release OLD to release NEW."""
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.release.changelog import ReleaseContents
    from heartbench.release.changelog import diff as compare

    typer.echo(compare(ReleaseContents.read(old), ReleaseContents.read(new)).render().rstrip())


@app.command("verify")
def verify(folder: ReleaseFolder) -> None:
    """Re-hash every file against manifest.json and load every config with `datasets`;
    exit code 1 on any mismatch."""
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.release.build import verify_release

    problems, rows = verify_release(folder)
    for problem in problems:
        typer.echo(f"{folder}: {problem}", err=True)
    if problems:
        typer.echo(f"release {folder}: {len(problems)} problem(s)", err=True)
        raise typer.Exit(EXIT_INCOMPLETE)
    typer.echo(f"release {folder}: every file matches manifest.json; configs load: "
               + ", ".join(f"{config} {n} rows" for config, n in rows.items()))  # fmt: skip
