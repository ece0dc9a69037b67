"""Verdict files for `evaluate score`: one JSON object a line,
`{"question_id": …, "model": …, "detail": [1, 0, null, …]}` — one entry per rubric item in
the case's rubric order, catastrophic item included; null = unscored.

The `verdicts.jsonl` that `evaluate run` writes (Verdict records) is read too, so a run can be
rescored, e.g. with `--compat heartbench-v1`."""

from __future__ import annotations

from collections.abc import Collection
from pathlib import Path

from pydantic import ValidationError

from heartbench.errors import InputError
from heartbench.evaluation.scoring import VerdictRow
from heartbench.jsonio import read_jsonl, validation_problem
from heartbench.schema import Verdict

FIELDS = ("question_id", "model", "detail")


def read_verdicts(path: Path, known_cases: Collection[str]) -> list[VerdictRow]:
    """Validate every line; raise InputError naming the file and line of the first problem."""
    rows: list[VerdictRow] = []
    first_seen: dict[tuple[str, str], int] = {}
    for number, value in read_jsonl(path):
        row = _parse(path, number, value)
        if row.question_id not in known_cases:
            raise InputError(path, f"verdict for unknown case '{row.question_id}'", number)
        key = (row.question_id, row.model)
        if key in first_seen:
            raise InputError(
                path, f"second verdict for case '{row.question_id}' and model '{row.model}' (first on line {first_seen[key]})", number
            )
        first_seen[key] = number
        rows.append(row)
    return rows


def _parse(path: Path, number: int, value: object) -> VerdictRow:
    if not isinstance(value, dict):
        raise InputError(path, f"expected a JSON object, got {type(value).__name__}", number)
    if "case_id" in value and "question_id" not in value:
        return _from_verdict_record(path, number, value)
    for name in FIELDS:
        if name not in value:
            raise InputError(path, f"missing field '{name}'", number)
    extra = sorted(set(value) - set(FIELDS))
    if extra:
        raise InputError(path, f"unknown field '{extra[0]}'", number)
    for name in ("question_id", "model"):
        if not isinstance(value[name], str) or not value[name]:
            raise InputError(path, f"'{name}' must be a non-empty string", number)
    detail = value["detail"]
    if not isinstance(detail, list):
        raise InputError(path, f"'detail' must be a list, got {type(detail).__name__}", number)
    for index, hit in enumerate(detail):
        if hit is not None and (not isinstance(hit, int) or hit not in (0, 1)):
            raise InputError(path, f"detail[{index}] must be 1, 0, true, false or null, got {hit!r}", number)
    return VerdictRow(value["question_id"], value["model"], [None if h is None else int(h) for h in detail])


def _from_verdict_record(path: Path, number: int, value: dict) -> VerdictRow:
    """A Verdict record from `evaluate run`; an unscored pair (no items) stays unscored."""
    try:
        verdict = Verdict.model_validate(value)
    except ValidationError as exc:
        raise InputError(path, validation_problem(exc), number) from None
    return VerdictRow(verdict.case_id, verdict.model, verdict.detail)
