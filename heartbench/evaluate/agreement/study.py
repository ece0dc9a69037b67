"""`evaluate agreement import`: the raters' sheets and the run's verdicts, joined and measured."""

from __future__ import annotations

from pathlib import Path
from typing import Any, NamedTuple

from heartbench.agreement import judge_measurements
from heartbench.errors import InputError
from heartbench.evaluate.agreement.sheets import KEY_FILE, check_key_cases, read_key, read_rater_sheets
from heartbench.evaluate.agreement.stats import RatedItem, agreement_report
from heartbench.evaluate.runs import read_run
from heartbench.jsonio import files_together, write_json
from heartbench.outputs import check_output


class ImportResult(NamedTuple):
    report: dict[str, Any]
    out: Path
    recorded: Path | None = None
    """The workspace log the measurement was added to (for its releases); None for a run of a `--dataset`."""


def import_agreement(run_folder: Path, files: list[Path], out: Path, *, key_path: Path | None = None,
                     force: bool = False) -> ImportResult:  # fmt: skip
    if not files:
        raise InputError(None, "give the raters' filled sheets (rater-1.xlsx …)")
    key_path = key_path or Path(files[0]).parent / KEY_FILE
    check_output(out, {"--run": run_folder, "--key": key_path, **{f"sheet {f.name}": f for f in map(Path, files)}}, force=force)
    key = read_key(key_path)
    run = read_run(run_folder)
    check_key_cases(key, run.cases)
    sheets = read_rater_sheets(files, key)
    cases = {case.case_id: case for case in run.cases}
    verdicts = {(v.case_id, v.model): v for v in run.verdicts}
    items = []
    for pair_id, pair in key["pairs"].items():
        verdict = verdicts.get((pair["case_id"], pair["model"]))
        if verdict is None or not verdict.items:
            raise InputError(key_path, f"pair {pair_id}: the run has no scored verdict for {pair['case_id']} / {pair['model']}")
        case = cases[pair["case_id"]]
        judged = {item.item_id: item for item in verdict.items}
        for rubric_item in case.rubric:
            judge = judged[rubric_item.item_id]
            sign = "catastrophic" if rubric_item.kind == "catastrophic" else ("negative" if (rubric_item.score or 0) < 0 else "positive")
            items.append(RatedItem(
                pair_id, case.case_id, verdict.model, rubric_item.item_id, rubric_item.content, rubric_item.dimension, sign,
                int(bool(judge.hit)), judge.reason, tuple(sheet.hits[(pair_id, rubric_item.item_id)] for sheet in sheets),
            ))  # fmt: skip
    report = agreement_report(items, [sheet.rater for sheet in sheets])
    report["run"] = str(run.folder)
    report["judge"] = run.settings.get("judge")
    recorded = None
    with files_together() as stage:  # the report and the workspace's record of it, or neither
        write_json(stage(out), report)
        if run.workspace is not None:  # a workspace's run: its releases report this measurement
            entry = judge_measurements.summary(report, run=run.folder, judge=report["judge"])
            recorded = judge_measurements.record(run.workspace, entry, stage=stage)
    return ImportResult(report, Path(out), recorded)


def summary_lines(report: dict[str, Any]) -> list[str]:
    lines = [f"{report['pairs']} pairs, {report['items']} items ({report['items_with_reference']} with a majority), "
             f"{len(report['raters'])} raters"]  # fmt: skip
    for row in report["headline"]:
        value = "—" if row["value"] is None else f"{row['value']:.3f}"
        ci = "" if not row["ci95"] else f"  [{row['ci95'][0]:.3f}, {row['ci95'][1]:.3f}]"
        lines.append(f"  {row['label']}: {value}{ci}")
    lines.append(f"  disagreements judge vs majority: {len(report['disagreements'])}")
    return lines
