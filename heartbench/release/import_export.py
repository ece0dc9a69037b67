"""`heartbench import` and `heartbench export`: a HeartBench release into a workspace and back.

The format itself (reading, validating, writing) is `heartbench.heartbench_jsonl`, shared with
`evaluate` (which scores release files) and `release`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import ConfigDict

from heartbench.errors import InputError, shell_arg
from heartbench.heartbench_jsonl import locate, read_release, write_release
from heartbench.jsonio import atomic_folder
from heartbench.lineage.markers import MARKER
from heartbench.outputs import check_output
from heartbench.stages.engine import Stage, StageContext, run_stage
from heartbench.stages.output import StageStats
from heartbench.stages.staleness import STANDARD
from heartbench.workspace import Workspace


class ImportStats(StageStats):
    """stats.json of `import`."""

    model_config = ConfigDict(extra="forbid")

    files: list[str]
    """The HeartBench JSONL files imported."""


class ImportStage(Stage):
    """A HeartBench release, validated line by line before anything is written, as cases."""

    name = "import"
    config_reads = (STANDARD,)
    stats_model = ImportStats
    version = 1

    def __init__(self, workspace: Workspace, release: Path):
        super().__init__(workspace)
        self.files = [path for path, _ in locate(release).files]
        self.cases = read_release(release, workspace.standard)  # raises before anything is written

    def input_files(self) -> list[Path]:
        return self.files

    def settings(self) -> dict[str, Any]:
        return {"standard": self.ws.standard.name}

    def run(self, ctx: StageContext) -> dict[str, Any]:
        for case in self.cases:
            ctx.keep(case, case.case_id)
        return {"files": [str(p) for p in self.files]}


def import_release(release: Path, ws: Workspace, *, force: bool = False) -> str:
    """Validate every line of the release, then store its cases as the `import` stage. A
    workspace whose cases came from its own seeds is not superseded without `force`."""
    stage = ImportStage(ws, release)
    built = ws.stage_dir("build-dialogues") / MARKER
    if built.is_file() and not force:
        raise InputError(ws.root, "already holds cases built from its own seeds (build dialogues); importing would make the "
                                  "imported cases the current ones — pass --force to do so, or import into a new workspace")  # fmt: skip
    result = run_stage(stage)
    cases = stage.cases
    if result.skipped:
        return f"import: up to date ({len(cases)} cases from {', '.join(p.name for p in stage.files)})"
    levels = {level: sum(c.difficulty == level for c in cases) for level in ("normal", "hard")}
    return (
        f"imported {len(cases)} cases ({levels['normal']} normal, {levels['hard']} hard, "
        f"{sum(len(c.rubric) for c in cases)} rubric items) into {result.outputs / 'records.jsonl'}"
    )


def export_release(ws: Workspace, out: Path, *, force: bool = False) -> str:
    """The current cases as a HeartBench release folder — only cases our `import` accepts back,
    so a stage that has not drafted rubrics yet is refused with the command to run."""
    check_output(out, ws.internal_folders, force=force, option="OUT", folder=True)
    stage = ws.current_case_stage()
    cases = ws.load_cases(stage)
    if not cases:  # three empty files that our own import would refuse
        raise InputError(ws.stage_dir(stage) / "records.jsonl", f"no cases to export (the current stage, {stage}, kept none)")
    bare = [case.case_id for case in cases if not any(item.kind != "catastrophic" for item in case.rubric)]
    if bare:
        raise InputError(
            ws.stage_dir(stage) / "records.jsonl",
            f"{len(bare)} of {len(cases)} current cases have no case-specific rubric items yet (first: {bare[0]}); "
            f"run `heartbench rubrics draft -w {shell_arg(ws.root)}` before exporting",
        )
    if force and Path(out).is_dir():
        counts = write_release(cases, out, ws.standard)
    else:
        with atomic_folder(out) as staging:
            counts = write_release(cases, staging, ws.standard)
    return "exported " + ", ".join(f"{name}: {n}" for name, n in counts.items()) + f" to {out}"
