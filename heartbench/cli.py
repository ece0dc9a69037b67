"""The `heartbench` command. Commands parse arguments and call a stage; nothing more.

Each stage group (`seeds`, `build`, `evaluate`, ...) keeps its commands in its own
`cli.py` and is added to the root app here.
"""

from __future__ import annotations

import errno
import os
import sys
from enum import Enum
from pathlib import Path
from typing import Annotated

import typer
from typer._click import exceptions as click_errors  # typer vendors click: its exceptions are these
from typer.core import TyperGroup

from heartbench.errors import EXIT_INPUT, HeartbenchError
from heartbench.options import ForceOption, ReadWorkspaceOption, WorkspaceOption


class _Group(TyperGroup):
    """Every failure the user can act on becomes one line on stderr and its exit code:
    a HeartbenchError (file, line, problem), a usage error (the option and what is wrong),
    or an operating-system error on a named file (permission, disk full, ...)."""

    def invoke(self, ctx: typer.Context):
        try:
            return super().invoke(ctx)
        except HeartbenchError as exc:
            for line in getattr(exc, "lines", None) or [str(exc)]:
                typer.echo(f"error: {line}", err=True)
            ctx.exit(exc.exit_code)
        except OSError as exc:
            line = os_error_line(exc)
            if line is None:
                raise
            typer.echo(f"error: {line}", err=True)
            ctx.exit(EXIT_INPUT)

    def main(self, args=None, prog_name=None, complete_var=None, standalone_mode=True, **extra):
        try:
            code = super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        except click_errors.NoArgsIsHelpError as exc:
            typer.echo(exc.format_message())
            code = EXIT_INPUT
        except click_errors.UsageError as exc:
            typer.echo(f"error: {usage_line(exc)}", err=True)
            code = EXIT_INPUT
        except click_errors.ClickException as exc:
            typer.echo(f"error: {exc.format_message()}", err=True)
            code = exc.exit_code
        except click_errors.Abort:
            typer.echo("error: aborted", err=True)
            code = 1
        if not standalone_mode:
            return code
        sys.exit(code if isinstance(code, int) else 0)


def usage_line(exc: click_errors.UsageError) -> str:
    """`--concurrency: 0 is not in the range 1<=x<=1024 (see heartbench evaluate run --help)`."""
    param = getattr(exc, "param", None)
    message = getattr(exc, "message", None) or exc.format_message()
    if isinstance(exc, click_errors.MissingParameter) and param is not None:
        message = f"missing {param.param_type_name} {_param_name(param)}"
    elif param is not None:
        message = f"{_param_name(param)}: {message}"
    command = exc.ctx.command_path if exc.ctx is not None else "heartbench"
    return f"{message.rstrip('.')} (see {command} --help)"


def _param_name(param) -> str:
    if param.param_type_name == "option" and param.opts:
        return max(param.opts, key=len)  # --workspace rather than -w
    return (param.name or "").upper()


def os_error_line(exc: OSError) -> str | None:
    """`FILE: permission denied` for an OS error on a named file; None for one without a file
    (a bug or a network problem, which keeps its traceback)."""
    if not exc.filename:
        return None
    reasons = {errno.ENOSPC: "no space left on the device; nothing was half-written — free space and rerun",
               errno.EACCES: "permission denied", errno.EPERM: "operation not permitted",
               errno.EROFS: "read-only file system", errno.EDQUOT: "disk quota exceeded"}  # fmt: skip
    reason = reasons.get(exc.errno or 0, (exc.strerror or str(exc)).lower())
    return f"{exc.filename}: {reason}"


app = typer.Typer(
    cls=_Group,
    no_args_is_help=True,
    rich_markup_mode=None,
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
    out: Annotated[Path, typer.Argument(help="New or empty folder to write question_all/normal/hard.jsonl to.")],
    workspace: ReadWorkspaceOption,
    format: Annotated[ExportFormat, typer.Option("--format", help="Output format.")] = ExportFormat.heartbench,
    force: ForceOption = False,
) -> None:
    """Export the workspace's current cases (they need rubrics) in the HeartBench JSONL format."""
    from heartbench.release.heartbench_jsonl import export_release as run

    typer.echo(run(workspace, out, force=force))


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
