"""The `heartbench` command. Commands parse arguments and call a stage; nothing more.

Each stage group (`seeds`, `build`, `evaluate`, ...) keeps its commands in its own
`cli.py` and is added to the root app here.
"""

from __future__ import annotations

import errno
import os
import signal
import sys
import threading
import traceback
from enum import Enum
from pathlib import Path
from typing import Annotated

import typer
from typer.core import TyperGroup

from heartbench.errors import EXIT_INPUT, HeartbenchError
from heartbench.jsonio import WRITE_ERRNOS
from heartbench.llm.runner import LEDGER_ONLY_ENV
from heartbench.options import ForceOption, ReadWorkspaceOption, WorkspaceOption
from heartbench.workspace import Workspace


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
            line = os_error_line(exc) or unnamed_write_error_line(exc, self._command_path(ctx))
            if line is None:
                raise
            typer.echo(f"error: {line}", err=True)
            ctx.exit(EXIT_INPUT)
        except KeyboardInterrupt as exc:  # here, before typer turns it into a silent exit
            typer.echo(INTERRUPTED, err=True)
            ctx.exit(_interrupted_code(exc))

    def _command_path(self, ctx: typer.Context) -> str:
        """`heartbench evaluate run`: the command words of this invocation."""
        words, command = [ctx.command_path], self
        for arg in [*ctx.protected_args, *ctx.args]:
            sub = getattr(command, "commands", {}).get(arg)
            if sub is None:
                break
            words.append(arg)
            command = sub
        return " ".join(words)

    def main(self, args=None, prog_name=None, complete_var=None, standalone_mode=True, **extra):
        _DEBUG.clear()
        previous_hook, sys.unraisablehook = sys.unraisablehook, _quiet_failed_close(sys.unraisablehook)
        previous_handlers = _on_stop_signals(None)
        # Only typer's public exceptions: typer vendors click, so click's own classes are not
        # the ones raised, and typer's private module layout changes between releases.
        try:
            code = super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        except typer.TyperException as exc:  # usage errors, bad parameters, help for a bare group
            code = _typer_error(exc)
        except typer.Abort:
            typer.echo("error: aborted", err=True)
            code = 1
        except KeyboardInterrupt as exc:
            typer.echo(INTERRUPTED, err=True)
            code = _interrupted_code(exc)
        except Exception as exc:  # a bug: one line, the traceback only when asked for
            code = _unexpected(exc)
        finally:
            sys.unraisablehook = previous_hook
            if previous_handlers is not None:
                _on_stop_signals(previous_handlers)
        if not standalone_mode:
            return code
        sys.exit(code if isinstance(code, int) else 0)


def _quiet_failed_close(hook):
    """An unraisable hook that stays silent about a file object failing to close on a full disk
    while it is collected (openpyxl's zip writer after a failed save): the write's own error
    has been reported in one line; anything else goes to `hook`."""

    def quiet(unraisable) -> None:
        if isinstance(unraisable.exc_value, OSError) and unraisable.exc_value.errno in WRITE_ERRNOS:
            return
        hook(unraisable)

    return quiet


class Terminated(KeyboardInterrupt):
    """SIGTERM (`kill`, `timeout`, a scheduler or a container stopping the job) or SIGHUP (the
    terminal or SSH session closed), handled as Ctrl-C is: the command unwinds, so staging
    folders and temporary files are removed and finished records kept, instead of the process
    vanishing mid-write."""

    def __init__(self, signum: int):
        super().__init__(signum)
        self.signum = signum


STOPPING_SIGNALS = (signal.SIGTERM, signal.SIGHUP)


def _terminate(signum, frame) -> None:
    raise Terminated(signum)


def _on_stop_signals(handlers: dict[int, object] | None) -> dict[int, object] | None:
    """Install `_terminate` for the stopping signals, or put back `handlers` (what the first call
    returned); None off the main thread, where Python allows no signal handlers."""
    if threading.current_thread() is not threading.main_thread():
        return None
    if handlers is None:
        return {signum: signal.signal(signum, _terminate) for signum in STOPPING_SIGNALS}
    for signum, handler in handlers.items():
        if handler is not None:  # None: a handler not installed from Python, which cannot be put back
            signal.signal(signum, handler)
    return None


def _interrupted_code(exc: KeyboardInterrupt) -> int:
    return 128 + exc.signum if isinstance(exc, Terminated) else EXIT_INTERRUPTED

EXIT_INTERRUPTED = 130  # the shell's code for a process stopped by Ctrl-C (128 + SIGINT)
INTERRUPTED = "error: interrupted; finished records are kept — rerun the command to go on"
DEBUG_ENV = "HEARTBENCH_DEBUG"
"""Set to 1 (or pass `heartbench --debug`) to print the traceback of an unexpected error."""


def _typer_error(exc: typer.TyperException) -> int:
    if type(exc).__name__ == "NoArgsIsHelpError":  # a group called bare: its help, on stdout
        typer.echo(exc.format_message())
        return EXIT_INPUT
    if getattr(exc, "ctx", None) is not None or isinstance(exc, typer.BadParameter):  # a usage error
        typer.echo(f"error: {usage_line(exc)}", err=True)
        return EXIT_INPUT
    typer.echo(f"error: {exc.format_message()}", err=True)
    return getattr(exc, "exit_code", 1)


def _unexpected(exc: Exception) -> int:
    if _debugging():
        traceback.print_exception(exc)
    hint = "" if _debugging() else f" (run with --debug or {DEBUG_ENV}=1 for the traceback)"
    typer.echo(f"error: unexpected {type(exc).__name__}: {exc}{hint}; please report it", err=True)
    return 1


_DEBUG: set[bool] = set()
"""Holds True while a command given `--debug` runs."""


def _debugging() -> bool:
    return bool(_DEBUG) or os.environ.get(DEBUG_ENV, "").strip() not in ("", "0")


def usage_line(exc: typer.TyperException) -> str:
    """`--concurrency: 0 is not in the range 1<=x<=1024 (see heartbench evaluate run --help)`."""
    param = getattr(exc, "param", None)
    message = getattr(exc, "message", None) or exc.format_message()
    if type(exc).__name__ == "MissingParameter" and param is not None:
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


def unnamed_write_error_line(exc: OSError, command: str) -> str | None:
    """The one line for a write error that no write site named (a safety net: every write of
    the kit names its file), so that a full disk is never an "unexpected" error."""
    if exc.errno not in WRITE_ERRNOS:
        return None
    return os_error_line(OSError(exc.errno, exc.strerror, f"`{command}`"))


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
        # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
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
    debug: Annotated[
        bool, typer.Option("--debug", help=f"Print the traceback of an unexpected error (same as {DEBUG_ENV}=1).")
    ] = False,
) -> None:
    """Options for every command."""
    if debug:
        _DEBUG.add(True)  # read after the command's context has closed, so not an environment variable
    if ledger_only:
        _set_env(ctx, LEDGER_ONLY_ENV)


def _set_env(ctx: typer.Context, name: str) -> None:
    """Set `name`=1 for this command; restored when it ends (tests run many in one process)."""
    previous = os.environ.get(name)
    os.environ[name] = "1"
    ctx.call_on_close(lambda: _restore_env(name, previous))


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


    ws = Workspace.init(directory, name)
    typer.echo(f"workspace created: {ws.root} (edit {ws.root / 'bench.toml'})")


@app.command("import")
def import_release(
    release: Annotated[Path, typer.Argument(help="A HeartBench release folder or JSONL file.", exists=True)],
    workspace: WorkspaceOption,
    force: Annotated[bool, typer.Option("--force", help="Import even into a workspace whose own built cases it would supersede.")] = False,
) -> None:
    """Import an existing HeartBench release into a workspace."""
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.release.import_export import import_release as run

    summary = run(release, Workspace.open(workspace), force=force)
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
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.release.import_export import export_release as run

    typer.echo(run(Workspace.open(workspace), out, force=force))


from heartbench.evaluate.cli import evaluate_app  # noqa: E402

app.add_typer(evaluate_app, name="evaluate")


from heartbench.seeds.cli import app as seeds_app  # noqa: E402

app.add_typer(seeds_app, name="seeds")


from heartbench.dialogues.cli import app as build_app  # noqa: E402

app.add_typer(build_app, name="build")


from heartbench.pilot.cli import pilot, prune, split  # noqa: E402
from heartbench.review.cli import app as review_app  # noqa: E402
from heartbench.rubrics.cli import app as rubrics_app  # noqa: E402

rubrics_app.command("prune")(prune)
rubrics_app.add_typer(review_app, name="review")
app.add_typer(rubrics_app, name="rubrics")
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
