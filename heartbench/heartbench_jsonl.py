"""HeartBench JSONL, the interchange format of the public release.

One case a line: `question_id`, `rubric` [{dimension (the Chinese label in every language: the
released evaluator keys on `其他` and aggregates by these names), score, content}], `dialogue`
[{role, content}], `difficulty`, `primary_scene`, `secondary_scene`. `question_all.jsonl`
carries `difficulty`; `question_normal.jsonl` and `question_hard.jsonl` leave it out (the
file says it). Reading validates every line; writing reproduces the release byte for byte
(key order, line order, `ensure_ascii=False` spacing), so import → export is lossless.

`heartbench import` stores a release as the `import` stage (a declared stage of the engine);
`heartbench export` writes the workspace's current cases back in this format.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError

from heartbench.errors import InputError
from heartbench.jsonio import atomic_write, dumps, read_jsonl, validation_problem
from heartbench.schema import Case, Difficulty, Provenance, Role, RubricItem, Turn
from heartbench.standard import Standard

ALL_FILE = "question_all.jsonl"
RELEASE_SUBFOLDER = "heartbench"
"""Where a kit release folder keeps its HeartBench JSONL; `--dataset RELEASE_FOLDER` looks there."""
SPLIT_FILES = {"normal": "question_normal.jsonl", "hard": "question_hard.jsonl"}


class _Line(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ReleaseTurn(_Line):
    role: Role
    content: StrictStr = Field(min_length=1)


class ReleaseItem(_Line):
    dimension: StrictStr
    score: StrictInt | None
    content: StrictStr = Field(min_length=1)


class ReleaseCase(_Line):
    question_id: StrictStr = Field(min_length=1)
    rubric: list[ReleaseItem] = Field(min_length=1)
    dialogue: list[ReleaseTurn] = Field(min_length=1)
    difficulty: Difficulty | None = None
    primary_scene: StrictStr
    secondary_scene: StrictStr


@dataclass(frozen=True)
class ReleaseFiles:
    """Which files of a release folder were read, in reading order, with their difficulty."""

    files: tuple[tuple[Path, str | None], ...]


def locate(path: Path) -> ReleaseFiles:
    """Find the case files of a release: a JSONL file, or a folder with the standard names."""
    path = Path(path)
    if path.is_file():
        return ReleaseFiles(((path, _difficulty_of_name(path.name)),))
    if not path.is_dir():
        raise InputError(path, "no such file or folder")
    if not (path / ALL_FILE).is_file() and (path / RELEASE_SUBFOLDER / ALL_FILE).is_file():
        path = path / RELEASE_SUBFOLDER  # a release folder of the kit
    if (path / ALL_FILE).is_file():
        return ReleaseFiles(((path / ALL_FILE, None),))
    split = [(path / name, level) for level, name in SPLIT_FILES.items() if (path / name).is_file()]
    if not split:
        raise InputError(path, f"no {ALL_FILE} and no {' / '.join(SPLIT_FILES.values())} in this folder")
    return ReleaseFiles(tuple(split))


def _difficulty_of_name(name: str) -> str | None:
    for level, file_name in SPLIT_FILES.items():
        if name == file_name:
            return level
    return None


def read_release(path: Path, standard: Standard) -> list[Case]:
    """Read and validate every line of a release; raise InputError on the first bad line."""
    cases: list[Case] = []
    seen: dict[str, str] = {}
    located = locate(path).files
    for file, file_level in located:
        for number, value in read_jsonl(file):
            where = f"{file}:{number}"
            case = _to_case(file, number, value, file_level, standard)
            if case.case_id in seen:
                raise InputError(file, f"duplicate question_id '{case.case_id}' (first at {seen[case.case_id]})", number)
            seen[case.case_id] = where
            cases.append(case)
    folder = located[0][0].parent
    if Path(path).is_dir() and (folder / ALL_FILE).is_file():  # a folder (or a release's subfolder) with question_all
        _check_split_files(folder, {case.case_id: case.difficulty for case in cases})
    return cases


def _check_split_files(folder: Path, levels: dict[str, str | None]) -> None:
    """A folder with question_all and the split files: the split files must say exactly what
    question_all says (each case in the file of its difficulty, none missing, none twice)."""
    placed: dict[str, str] = {}
    present = [(folder / name, level) for level, name in SPLIT_FILES.items() if (folder / name).is_file()]
    for file, level in present:
        for number, value in read_jsonl(file, allow_empty=True):
            case_id = value.get("question_id") if isinstance(value, dict) else None
            if not isinstance(case_id, str):
                raise InputError(file, "expected a JSON object with a question_id", number)
            if case_id in placed:
                raise InputError(file, f"question_id '{case_id}' is also in {SPLIT_FILES[placed[case_id]]}", number)
            if case_id not in levels:
                raise InputError(file, f"question_id '{case_id}' is not in {ALL_FILE}", number)
            if levels[case_id] != level:
                raise InputError(file, f"question_id '{case_id}' is '{levels[case_id]}' in {ALL_FILE}", number)
            placed[case_id] = level
    for file, level in present:
        missing = [case_id for case_id, known in levels.items() if known == level and case_id not in placed]
        if missing:
            raise InputError(file, f"{len(missing)} {level} case(s) of {ALL_FILE} are missing here (first: {missing[0]}); "
                             "the file is truncated or stale")  # fmt: skip


def _to_case(file: Path, number: int, value: object, file_level: str | None, standard: Standard) -> Case:
    if not isinstance(value, dict):
        raise InputError(file, f"expected a JSON object, got {type(value).__name__}", number)
    try:
        line = ReleaseCase.model_validate(value)
    except ValidationError as exc:
        raise InputError(file, validation_problem(exc), number) from None
    if file_level is not None and line.difficulty not in (None, file_level):
        raise InputError(file, f"difficulty '{line.difficulty}' in the {file_level} file", number)
    items = []
    for index, item in enumerate(line.rubric, start=1):
        code = standard.code_for_interchange_label(item.dimension)
        if code is None:
            raise InputError(file, f"rubric[{index - 1}].dimension: unknown dimension label '{item.dimension}'", number)
        catastrophic = code == standard.catastrophic.code
        items.append(
            RubricItem(
                item_id=f"{line.question_id}-{index:02d}",
                dimension=code,
                score=item.score,
                content=item.content,
                kind="catastrophic" if catastrophic else "case",
                origin="imported",
            )
        )
    return Case(
        case_id=line.question_id,
        dialogue=[Turn(role=t.role, content=t.content) for t in line.dialogue],
        rubric=items,
        difficulty=line.difficulty or file_level,
        primary_scene=line.primary_scene,
        secondary_scene=line.secondary_scene,
        lang=standard.language,
        provenance=Provenance(stage="import", source=f"{file.name}:{number}"),
    )


def case_to_line(case: Case, standard: Standard, *, with_difficulty: bool = True) -> dict:
    """A case as a release line, keys in the release's order."""
    line: dict = {
        "question_id": case.case_id,
        "rubric": [
            {"dimension": standard.interchange_label(item.dimension), "score": item.score, "content": item.content}
            for item in case.rubric
        ],
        "dialogue": [{"role": t.role, "content": t.content} for t in case.dialogue],
    }
    if with_difficulty:
        line["difficulty"] = case.difficulty
    line["primary_scene"] = case.primary_scene
    line["secondary_scene"] = case.secondary_scene
    return line


def write_release(cases: list[Case], out_dir: Path, standard: Standard) -> dict[str, int]:
    """Write question_all/normal/hard.jsonl; returns the line count per file."""
    out_dir = Path(out_dir)
    counts = {ALL_FILE: _write_lines(out_dir / ALL_FILE, cases, standard, True)}
    for level, name in SPLIT_FILES.items():
        subset = [c for c in cases if c.difficulty == level]
        counts[name] = _write_lines(out_dir / name, subset, standard, False)
    return counts


def _write_lines(path: Path, cases: list[Case], standard: Standard, with_difficulty: bool) -> int:
    with atomic_write(path) as handle:
        for case in cases:
            handle.write(dumps(case_to_line(case, standard, with_difficulty=with_difficulty)) + "\n")
    return len(cases)


# `heartbench import` / `heartbench export` ------------------------------------------------------
