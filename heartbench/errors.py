"""Errors a user can act on, and the exit codes of every command.

Exit codes, the same for every command:

* 0 (`EXIT_OK`) — done;
* 1 (`EXIT_INCOMPLETE`) — the command ran, but some records could not be completed (model
  calls that failed after retries, unscored pairs); they are listed with their reasons, what
  finished is kept, and a rerun retries the rest;
* 2 (`EXIT_INPUT`) — the user's input or configuration is wrong (file, line, problem).

Anything raised as a `HeartbenchError` reaches the terminal as one line (plus the listed
records for `IncompleteError`) and its `exit_code` (see `heartbench.cli`); everything else is
a bug and keeps its traceback.
"""

from __future__ import annotations

import shlex
from pathlib import Path

EXIT_OK = 0
EXIT_INCOMPLETE = 1
EXIT_INPUT = 2


def shell_arg(value: Path | str) -> str:
    """A path or value as it must be typed in a command the user is told to run, quoted where
    the shell would split it (`-w '/data/my workspace'`), unchanged otherwise."""
    return shlex.quote(str(value))


class HeartbenchError(Exception):
    """A problem with the user's input, configuration or environment."""

    exit_code = EXIT_INPUT


class IncompleteError(HeartbenchError):
    """The work ran but some records could not be completed."""

    exit_code = EXIT_INCOMPLETE


class InputError(HeartbenchError):
    """Bad input, located as precisely as we can: `file:line: problem`."""

    def __init__(self, path: Path | str | None, problem: str, line: int | None = None):
        self.path = None if path is None else Path(path)
        self.line = line
        self.problem = problem
        super().__init__(self.render())

    def render(self) -> str:
        if self.path is None:
            return self.problem
        where = str(self.path) if self.line is None else f"{self.path}:{self.line}"
        return f"{where}: {self.problem}"


class InputErrors(HeartbenchError):
    """Several problems found in one pass over the input (a rater's sheet): one line each."""

    def __init__(self, problems: list[InputError]):
        self.problems = problems
        super().__init__("\n".join(problem.render() for problem in problems))

    @property
    def lines(self) -> list[str]:
        return [problem.render() for problem in self.problems]


class ConfigError(InputError):
    """bench.toml (or another configuration file) is wrong."""


class MissingDependencyError(HeartbenchError):
    """An optional library is needed for what the user asked for."""
