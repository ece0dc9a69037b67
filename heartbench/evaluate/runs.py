"""An `evaluate run` output folder, read back: cases, answers, verdicts, scores and settings.

`evaluate report` and `evaluate agreement` work from these folders alone. Several folders can
be read together when they evaluated the same cases (e.g. one run per model under test).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pydantic import ValidationError

from heartbench.config import CONFIG_NAME
from heartbench.errors import InputError
from heartbench.evaluate.run import ANSWERS_FILE, CASES_FILE, RUN_FILE, SCORES_FILE, VERDICTS_FILE
from heartbench.jsonio import read_json, validation_problem
from heartbench.schema import Answer, Case, Leaderboard, Verdict
from heartbench.workspace import read_records


@dataclass(frozen=True)
class RunFolder:
    folder: Path
    cases: list[Case]
    answers: list[Answer]
    verdicts: list[Verdict]
    scores: Leaderboard
    settings: dict
    """`run.json`: models, judge, subset, standard, judge_repeats, rules, ledger, source."""

    @property
    def models(self) -> list[str]:
        return list(self.scores.models)

    @property
    def workspace(self) -> Path | None:
        """The workspace whose cases the run evaluated, or None (a dataset file's run). A run
        kept inside a workspace belongs to the folder it is in now: a workspace copied or
        moved takes its runs along, and its measurements must not land in the original."""
        source = Path(str(self.settings.get("source", "")))
        if not (source / CONFIG_NAME).is_file():
            return None
        return next((folder for folder in self.folder.resolve().parents if (folder / CONFIG_NAME).is_file()), source)


def read_run(folder: Path) -> RunFolder:
    folder = Path(folder)
    if not folder.is_dir():
        raise InputError(folder, "not a folder (give the --out folder of `heartbench evaluate run`)")
    for name in (CASES_FILE, RUN_FILE):
        if not (folder / name).is_file():
            raise InputError(folder / name, "missing: this run folder predates reports; rerun `evaluate run` into it (the ledger serves every call)")
    settings = read_json(folder / RUN_FILE)
    if not isinstance(settings, dict):
        raise InputError(folder / RUN_FILE, "expected a JSON object")
    try:
        scores = Leaderboard.model_validate(read_json(folder / SCORES_FILE))
    except ValidationError as exc:
        raise InputError(folder / SCORES_FILE, validation_problem(exc)) from None
    return RunFolder(
        folder,
        list(read_records(folder / CASES_FILE, Case)),
        list(read_records(folder / ANSWERS_FILE, Answer, allow_empty=True)),
        list(read_records(folder / VERDICTS_FILE, Verdict, allow_empty=True)),
        scores,
        settings,
    )


def read_runs(folders: list[Path]) -> list[RunFolder]:
    """Several run folders over the same cases, each model in one folder only."""
    runs = [read_run(folder) for folder in folders]
    first = runs[0]
    owner: dict[str, Path] = {}
    for run in runs:
        if [c.case_id for c in run.cases] != [c.case_id for c in first.cases]:
            raise InputError(run.folder, f"evaluated other cases than {first.folder}; a report compares models on the same cases")
        if run.settings.get("standard") != first.settings.get("standard"):
            raise InputError(run.folder, f"uses standard {run.settings.get('standard')}, {first.folder} uses {first.settings.get('standard')}")
        for model in run.models:
            if model in owner:
                raise InputError(run.folder, f"model {model} is also in {owner[model]}; give each model once")
            owner[model] = run.folder
    return runs
