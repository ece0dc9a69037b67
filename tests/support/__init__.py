"""What tests share: workspaces set up by hand, scripted replies, JSONL reading.

* `Bench` — a fresh workspace whose bench.toml names scripted models; it writes finished
  stages by hand (`cases`), scripted replies (`reply`), reads a stage's rows (`rows`) and runs
  a CLI command on itself (`run`). Test packages extend it with their own fixtures' helpers.
* `scripted_reply` — where a `scripted/` model finds its reply: `scripted/<name>/<task>/<key>.txt`
  (or `<key>/<subject>.txt`), under a workspace or an `evaluate run --out` folder.
* `finished_stage` — records written as a finished stage (marker and sequence), as if a stage ran.
* `read_jsonl` — the rows of a JSONL file we wrote.

The loopback server (`tests.support.fakeserver`) and its `server` fixture (tests/conftest.py)
are here too: provider code is tested with the real SDKs against 127.0.0.1 only.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from pathlib import Path

from pydantic import BaseModel
from typer.testing import CliRunner, Result

from heartbench.cli import app
from heartbench.stages import StageOutput
from heartbench.workspace import CONFIG_NAME, Workspace

__all__ = ["Bench", "finished_stage", "read_jsonl", "scripted_reply"]


def read_jsonl(path: Path) -> list[dict]:
    """Every row of a JSONL file (blank lines skipped)."""
    return [json.loads(line) for line in Path(path).read_text(encoding="utf-8").splitlines() if line.strip()]


def scripted_reply(root: Path, model: str, task: str, key: str, text: str, subject: str | None = None) -> Path:
    """Write the reply `scripted/<name>` gives for `task` on `key` (and `subject`, e.g. a judged model or `retry`)."""
    folder = Path(root) / "scripted" / model.split("/", 1)[1] / task
    path = folder / key / f"{subject}.txt" if subject else folder / f"{key}.txt"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def finished_stage(root: Path, stage: str, records: Iterable[tuple[str, BaseModel | dict]], *, sequence: int = 1,
                   fingerprint: str = "hand-made", folder: Path | None = None) -> Path:  # fmt: skip
    """`records` ((key, record) pairs) written as a finished run of `stage` with this sequence number."""
    out = StageOutput(folder or Path(root) / "stages" / stage, fingerprint)
    with out:
        for key, record in records:
            out.keep(record, key)
        out.finish({}, sequence=sequence)
    return out.dir


class Bench:
    """A fresh workspace at `root` whose bench.toml names the given models (`judge=…`,
    `pilots=[…]`, `synthesizer=…`, `rewriter=…`)."""

    def __init__(self, root: Path, name: str = "test-bench", **models: str | list[str] | tuple[str, ...]):
        self.root = Path(root)
        self.ws = Workspace.init(self.root, name)
        self.configure(**models)

    def configure(self, **keys: str | float | list[str] | tuple[str, ...]) -> None:
        """Set keys of bench.toml: a model role in `[models]`, any other key where it appears
        exactly once (`section__key` names the section: `limits__timeout=5.0`)."""
        config = self.root / CONFIG_NAME
        lines = config.read_text(encoding="utf-8").split("\n")
        for name, value in keys.items():
            section, _, key = name.rpartition("__")
            if isinstance(value, (list, tuple)):
                rendered = "[" + ", ".join(json.dumps(v) for v in value) + "]"
            else:
                rendered = json.dumps(value)
            found, current = [], ""
            for number, line in enumerate(lines):
                if re.match(r"^\[[^\]]+\]\s*(#.*)?$", line):
                    current = line.split("]")[0].strip("[ ")
                elif re.match(rf"^{key} = ", line):
                    found.append((current, number))
            wanted = section or ("models" if any(where == "models" for where, _ in found) else "")
            chosen = [number for where, number in found if not wanted or where == wanted]
            if len(chosen) != 1:
                raise AssertionError(f"bench.toml template changed: {len(chosen)} lines set {name}")
            line = lines[chosen[0]]
            comment = re.search(r"(\s+#.*)$", line)
            lines[chosen[0]] = f"{key} = {rendered}{comment.group(1) if comment else ''}"
            if line.rstrip().endswith("["):  # a list over several lines: drop its other lines
                end = next(n for n in range(chosen[0] + 1, len(lines)) if lines[n].strip() == "]")
                del lines[chosen[0] + 1 : end + 1]
        config.write_text("\n".join(lines), encoding="utf-8")
        self.ws = Workspace.open(self.root)

    def reply(self, model: str, task: str, key: str, text: str, subject: str | None = None) -> Path:
        return scripted_reply(self.root, model, task, key, text, subject)

    def cases(self, stage: str, cases: Iterable[BaseModel], *, sequence: int = 1, fingerprint: str | None = None) -> Path:
        """Cases written as a finished run of `stage`."""
        return finished_stage(self.root, stage, ((case.case_id, case) for case in cases), sequence=sequence,
                              fingerprint=fingerprint or f"hand-made-{sequence}")  # fmt: skip

    def rows(self, stage: str, name: str = "records.jsonl") -> list[dict]:
        return read_jsonl(self.root / "stages" / stage / name)

    def run(self, *args: str) -> Result:
        """`heartbench ARGS… -w ROOT` through typer's CliRunner."""
        return CliRunner().invoke(app, [*args, "-w", str(self.root)])


SOURCES = """
[[release.sources]]
name = "hand-written test cases"
origin = "written by the HeartBench Kit authors for its tests"
licence = "apache-2.0"
consent = "fictional text; no real person's words"
"""


def with_sources(root: Path) -> Path:
    """State a seed source in the workspace's bench.toml (a release refuses without one)."""
    config = Path(root) / CONFIG_NAME
    config.write_text(config.read_text(encoding="utf-8") + SOURCES, encoding="utf-8")
    return Path(root)
