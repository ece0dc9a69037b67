"""`heartbench import` and `heartbench export`: a release in, a release out."""

from __future__ import annotations

from pathlib import Path

from heartbench.release.heartbench_jsonl import locate, read_release, write_release
from heartbench.stages import StageOutput, fingerprint
from heartbench.workspace import Workspace

IMPORT_STAGE = "import"


def import_release(release: Path, workspace: Path) -> str:
    """Validate every line of the release, then store its cases as the `import` stage."""
    ws = Workspace.open(workspace)
    standard = ws.standard
    files = [path for path, _ in locate(release).files]
    cases = read_release(release, standard)  # raises before anything is written
    output = StageOutput(ws.stage_dir(IMPORT_STAGE), fingerprint(inputs=files, config={"standard": standard.name}))
    if output.complete:
        return f"import: up to date ({len(cases)} cases from {', '.join(p.name for p in files)})"
    with output:
        for case in cases:
            output.keep(case, key=case.case_id)
        output.finish({"files": [str(p) for p in files]})
    levels = {level: sum(c.difficulty == level for c in cases) for level in ("normal", "hard")}
    return (
        f"imported {len(cases)} cases ({levels['normal']} normal, {levels['hard']} hard, "
        f"{sum(len(c.rubric) for c in cases)} rubric items) into {ws.stage_dir(IMPORT_STAGE) / 'records.jsonl'}"
    )


def export_release(workspace: Path, out: Path) -> str:
    ws = Workspace.open(workspace)
    cases = ws.load_cases()
    counts = write_release(cases, out, ws.standard)
    return "exported " + ", ".join(f"{name}: {n}" for name, n in counts.items()) + f" to {out}"
