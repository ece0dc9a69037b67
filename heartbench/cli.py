"""The `heartbench` command. Commands parse arguments and call a stage; nothing more.

Each stage group (`seeds`, `build`, `evaluate`, ...) keeps its commands in its own
`cli.py` and is added to the root app here.
"""

from __future__ import annotations

import os
from enum import Enum
from pathlib import Path
from typing import Annotated

import click
import typer
from typer.core import TyperGroup

from heartbench.errors import HeartbenchError


class _Group(TyperGroup):
    """Turns HeartbenchError anywhere below into one line on stderr and exit code 2."""

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except HeartbenchError as exc:
            for line in getattr(exc, "lines", None) or [str(exc)]:
                click.echo(f"error: {line}", err=True)
            ctx.exit(exc.exit_code)


app = typer.Typer(
    cls=_Group,
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    help="Build, evaluate and release HeartBench-style benchmarks.\n\nExit codes: 0 done; 1 ran, but some records "
    "could not be completed (listed; rerun to retry); 2 bad input or configuration (one line: file, line, problem).",
)


def _show_version(value: bool) -> None:
    if value:
        from heartbench import __version__

        typer.echo(f"heartbench-kit {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    ctx: typer.Context,
    ledger_only: Annotated[
        bool,
        typer.Option(
            "--ledger-only",
            help="Serve every model request from the ledger and send none; a request the ledger lacks fails "
            "that record (same as HEARTBENCH_LEDGER_ONLY=1). For rebuilding a release from its ledger.",
        ),
    ] = False,
    version: Annotated[
        bool, typer.Option("--version", callback=_show_version, is_eager=True, help="Print the version and exit.")
    ] = False,
) -> None:
    """Options for every command."""
    if ledger_only:
        from heartbench.llm.runner import LEDGER_ONLY_ENV

        previous = os.environ.get(LEDGER_ONLY_ENV)
        os.environ[LEDGER_ONLY_ENV] = "1"
        ctx.call_on_close(lambda: _restore_env(LEDGER_ONLY_ENV, previous))


def _restore_env(name: str, value: str | None) -> None:
    if value is None:
        os.environ.pop(name, None)
    else:
        os.environ[name] = value


WorkspaceOption = Annotated[
    Path, typer.Option("--workspace", "-w", help="Workspace folder (has bench.toml).", file_okay=False)
]


@app.command()
def init(
    directory: Annotated[Path, typer.Argument(help="Folder to create the workspace in.")],
    name: Annotated[str | None, typer.Option(help="Dataset name (default: the folder name).")] = None,
) -> None:
    """Create a workspace: a commented bench.toml and its folders."""
    from heartbench.workspace import Workspace

    ws = Workspace.init(directory, name)
    typer.echo(f"workspace created: {ws.root} (edit {ws.root / 'bench.toml'})")


@app.command("import")
def import_release(
    release: Annotated[Path, typer.Argument(help="A HeartBench release folder or JSONL file.", exists=True)],
    workspace: WorkspaceOption,
) -> None:
    """Import an existing HeartBench release into a workspace."""
    from heartbench.release.heartbench_jsonl import import_release as run

    summary = run(release, workspace)
    typer.echo(summary)


class ExportFormat(str, Enum):
    heartbench = "heartbench"


@app.command("export")
def export_release(
    out: Annotated[Path, typer.Argument(help="Folder to write question_all/normal/hard.jsonl to.")],
    workspace: WorkspaceOption,
    format: Annotated[ExportFormat, typer.Option("--format", help="Output format.")] = ExportFormat.heartbench,
) -> None:
    """Export the workspace's current cases in the HeartBench JSONL format."""
    from heartbench.release.heartbench_jsonl import export_release as run

    typer.echo(run(workspace, out))


from heartbench.evaluate.cli import evaluate_app  # noqa: E402

app.add_typer(evaluate_app, name="evaluate")


from heartbench.seeds.cli import app as seeds_app  # noqa: E402

app.add_typer(seeds_app, name="seeds")


from heartbench.dialogues.cli import app as build_app  # noqa: E402

app.add_typer(build_app, name="build")


from heartbench.rubrics.cli import app as rubrics_app  # noqa: E402

app.add_typer(rubrics_app, name="rubrics")


from heartbench.pilot.cli import pilot, split  # noqa: E402

app.command("pilot")(pilot)
app.command("split")(split)


from heartbench.release.cli import app as release_app  # noqa: E402

app.add_typer(release_app, name="release")


from heartbench.localize.cli import localize  # noqa: E402

app.command("localize")(localize)


from heartbench.demo.cli import demo  # noqa: E402

app.command("demo")(demo)


from heartbench.llm.cli import app as ledger_app  # noqa: E402

app.add_typer(ledger_app, name="ledger")


def main() -> None:
    app()
