"""Errors a user can act on.

Anything raised as a `HeartbenchError` reaches the terminal as one line and exit code 2
(see `heartbench.cli`); everything else is a bug and keeps its traceback.
"""

from __future__ import annotations

from pathlib import Path


class HeartbenchError(Exception):
    """A problem with the user's input, configuration or environment."""

    exit_code = 2


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


class ConfigError(InputError):
    """bench.toml (or another configuration file) is wrong."""


class MissingDependencyError(HeartbenchError):
    """An optional library is needed for what the user asked for."""
