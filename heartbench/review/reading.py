"""Reading the filled review files: every cell checked, every problem one line naming file,
sheet and row (InputError), nothing decided here.

Files are grouped by round (`reviewer-N.xlsx` is round 1, `reviewer-N-round-R.xlsx` round R)
and read round by round against the items that round put before the reviewers. What a
reviewer may write, besides a decision per item:

* an edit — new text, weight or capability (`edited_dimension`) — checked with the same item
  checks drafted items pass;
* an added item: a row with the case id, an empty `item_id`, and its capability, weight and
  text, checked the same way and against the case's other items;
* `mock_hit` 1/0: whether the blinded answer shown above the case does what the item says;
* in `cases`: a difficulty label and the advice reading (round 1), and `keep`/`drop` for the
  dialogue, a drop with its reason.

Text typed over the exported `content`, `score` or `dimension` is refused: an edit belongs in
the `edited_…` columns, and a change there is never read silently as an accept.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from heartbench.agreement.workbooks import Row, read_table
from heartbench.errors import InputError
from heartbench.evaluation.item_checks import MAX_WEIGHT, DraftItem, Similarity, item_checks
from heartbench.review.consensus import CaseDecision, Decision, normalise_text
from heartbench.review.sheets import (
    ADD,
    ADJUDICATION,
    ADJUDICATION_COLUMNS,
    ADVICE,
    CASE_COLUMNS,
    CASE_DECISIONS,
    CASES,
    DECISIONS,
    DIFFICULTIES,
    ITEM_COLUMNS,
    ITEMS,
    MOCK,
    REVIEWER_FILE,
)
from heartbench.schema import Case, RubricItem
from heartbench.standard import Standard


@dataclass(frozen=True)
class Proposal:
    """An item a reviewer adds to a case."""

    reviewer: str
    case_id: str
    dimension: str
    """Capability code."""
    score: int
    content: str
    comment: str


@dataclass
class RoundFiles:
    """What the reviewers of one round wrote, validated."""

    number: int
    reviewers: list[str] = field(default_factory=list)
    decisions: dict[str, list[Decision]] = field(default_factory=dict)
    """Item id → one decision per reviewer, in `reviewers` order."""
    added: list[Proposal] = field(default_factory=list)
    labels: dict[str, list[str]] = field(default_factory=dict)
    """Case id → each reviewer's difficulty label ("" = blank); round 1 only."""
    advice: dict[str, list[str]] = field(default_factory=dict)
    """Case id → each reviewer's reading of whether A asks for advice (yes, no, "")."""
    case_decisions: dict[str, list[CaseDecision]] = field(default_factory=dict)
    paths: list[Path] = field(default_factory=list)


class ReviewFileSet:
    """The given files sorted into rounds and adjudication files (names checked)."""

    def __init__(self, files: list[Path], expected_reviewers: int):
        self.rounds: dict[int, dict[str, Path]] = {}
        self.adjudication: list[Path] = []
        for path in map(Path, files):
            if not path.is_file():
                raise InputError(path, "no such file")
            if path.stem.startswith(ADJUDICATION):
                self.adjudication.append(path)
                continue
            if path.suffix.lower() == ".csv" and path.stem.endswith("-cases"):
                continue  # read with its items file
            match = REVIEWER_FILE.match(path.stem)
            if match is None:
                raise InputError(path, "not a review file: expected reviewer-N.xlsx (reviewer-N-round-R.xlsx), "
                                       "reviewer-N-items.csv or adjudication.xlsx")  # fmt: skip
            number, reviewer = int(match.group("round") or 1), match.group("reviewer")
            given = self.rounds.setdefault(number, {})
            if reviewer in given:
                raise InputError(path, f"{reviewer} is given twice for round {number} (also {given[reviewer]})")
            given[reviewer] = path
        if not self.rounds:
            raise InputError(None, "no reviewer file given (reviewer-N.xlsx or reviewer-N-items.csv)")
        missing_rounds = [n for n in range(1, max(self.rounds) + 1) if n not in self.rounds]
        if missing_rounds:
            raise InputError(None, f"round {missing_rounds[0]}'s reviewer files are missing; give every round's files, round 1 first")
        for number, given in self.rounds.items():
            expected = [f"reviewer-{n}" for n in range(1, expected_reviewers + 1)]
            missing = [name for name in expected if name not in given]
            extra = sorted(set(given) - set(expected))
            if extra:
                raise InputError(given[extra[0]], f"[review] reviewers = {expected_reviewers}: there is no {extra[0]}")
            if missing:
                raise InputError(None, f"round {number}: {missing[0]}'s file is missing ([review] reviewers = {expected_reviewers})")

    def paths(self) -> list[Path]:
        return sorted([*(p for given in self.rounds.values() for p in given.values()), *self.adjudication])


class ItemCheck:
    """The drafted items' checks, for an item an expert writes."""

    def __init__(self, standard: Standard, *, min_chars: int, max_chars: int, similarity: Similarity):
        self.standard = standard
        self.chain = item_checks(standard, [], min_chars=min_chars, max_chars=max_chars)
        self.universal = [item.content for item in standard.universal_items]
        self.similarity = similarity

    def dimension(self, text: str) -> str | None:
        """A capability code from a sheet cell: the label as exported, or the code itself."""
        text = text.strip()
        if text in self.standard.dimension_codes:
            return text
        return self.standard.code_for_label(text)

    def problem(self, dimension: str, score: int, content: str, others: dict[str, str] | None = None) -> str | None:
        """Why the item fails a check (None when it passes). `others`: the case's other items
        (id → text), for a new item: it may neither restate a universal item nor repeat one of them."""
        rejection = self.chain(DraftItem(1, {"dimension": dimension, "score": score, "content": content, "basis": "absolute"}))
        if rejection is not None:
            return f"{rejection.detail.removeprefix('item 1: ')} ({rejection.code})"
        for universal in self.universal if others is not None else ():
            if (similarity := self.similarity.same(content, universal)) is not None:
                return f"it says what the universal item “{universal}” says (similarity {similarity:.0f}; restates-universal)"
        for item_id, text in (others or {}).items():
            if (similarity := self.similarity.same(content, text)) is not None:
                return f"it repeats item {item_id} (similarity {similarity:.0f}; duplicate-item)"
        return None


def read_round(number: int, reviewer_paths: dict[str, Path], cases: list[Case], items: set[str] | None, check: ItemCheck) -> RoundFiles:
    """One round's files, each row checked against `cases` as they stand before the round.
    `items`: the item ids the round's sheets hold (None: the union of what the files hold, as
    a sampled round-1 export leaves it open)."""
    by_id = {case.case_id: case for case in cases}
    case_items = {item.item_id: (case, item) for case in cases for item in case.rubric if item.kind == "case"}
    result = RoundFiles(number)
    seen: dict[str, set[str]] = {}
    for reviewer, path in sorted(reviewer_paths.items(), key=lambda kv: int(kv[0].split("-")[1])):
        result.reviewers.append(reviewer)
        decided: dict[str, Decision] = {}
        for row in read_table(path, ITEMS, ITEM_COLUMNS, key="item_id") or []:
            where = f"sheet '{ITEMS}', row {row.number}"
            case_id, item_id = row.values["case_id"], row.values["item_id"]
            if case_id not in by_id:
                raise InputError(path, f"{where}: unknown case '{case_id}'")
            if not item_id:
                result.added.append(_proposal(path, where, row, reviewer, by_id[case_id], check))
                continue
            if item_id not in case_items:
                raise InputError(path, f"{where}: unknown item '{item_id}' (not a case item of the cases under review)")
            if case_items[item_id][0].case_id != case_id:
                raise InputError(path, f"{where}: item {item_id} belongs to case {case_items[item_id][0].case_id}, not '{case_id}'")
            if items is not None and item_id not in items:
                raise InputError(path, f"{where}: item {item_id} is not reviewed in round {number} (only items added or changed in round {number - 1} are)")
            if item_id in decided:
                raise InputError(path, f"{where}: item {item_id} appears twice")
            decided[item_id] = _decision(path, where, row, reviewer, case_items[item_id][1], check)
        seen[reviewer] = set(decided)
        for item_id, decision in decided.items():
            result.decisions.setdefault(item_id, []).append(decision)
        _read_cases(path, reviewer, number, by_id, result)
        result.paths.append(path)
    expected = items if items is not None else set().union(*seen.values())
    for reviewer, path in reviewer_paths.items():
        gone = sorted(expected - seen[reviewer], key=lambda item_id: (case_items[item_id][0].case_id, item_id))
        if gone:  # the file that lacks the row is the one to blame, not the others
            raise InputError(path, f"sheet '{ITEMS}': item {gone[0]} (case {case_items[gone[0]][0].case_id}) is missing — "
                                   f"{len(gone)} row(s) deleted? every reviewer decides every item of the round")  # fmt: skip
    return result


def _read_cases(items_path: Path, reviewer: str, number: int, by_id: dict[str, Case], result: RoundFiles) -> None:
    path = items_path.with_name(items_path.stem.removesuffix("-items") + "-cases.csv") if items_path.suffix.lower() == ".csv" else items_path
    if not path.is_file():  # its difficulty labels, advice readings and drops would vanish without a word
        raise InputError(path, f"missing: {reviewer}'s cases sheet (difficulty, advice_requested, case_decision) belongs with {items_path.name}")
    for row in read_table(path, CASES, CASE_COLUMNS) or []:
        where = f"sheet '{CASES}', row {row.number}"
        values = row.values
        case_id = values["case_id"]
        if case_id not in by_id:
            raise InputError(path, f"{where}: unknown case '{case_id}'")
        label, advice, decision = values["difficulty"].lower(), values["advice_requested"].lower(), values["case_decision"].lower()
        if label not in ("", *DIFFICULTIES):
            raise InputError(path, f"{where}: difficulty '{label}' is not normal, hard or blank")
        if advice not in ("", *ADVICE):
            raise InputError(path, f"{where}: advice_requested '{advice}' is not yes, no or blank")
        if number > 1 and (label or advice):
            raise InputError(path, f"{where}: difficulty and advice_requested are decided in round 1; leave them blank in round {number}")
        if decision not in ("", *CASE_DECISIONS):
            raise InputError(path, f"{where}: case_decision '{values['case_decision']}' is not keep, drop or blank (keep)")
        if decision == "drop" and not values["case_reason"]:
            raise InputError(path, f"{where}: case_decision is drop but case_reason is blank; say why the dialogue should go")
        if number == 1:
            result.labels.setdefault(case_id, []).append(label)
            result.advice.setdefault(case_id, []).append(advice)
        result.case_decisions.setdefault(case_id, []).append(CaseDecision(reviewer, decision == "drop", values["case_reason"]))


def _weight(path: Path, where: str, column: str, text: str) -> int:
    try:
        score = int(text)
    except ValueError:
        raise InputError(path, f"{where}: {column} '{text}' is not an integer") from None
    if score == 0 or abs(score) > MAX_WEIGHT:
        raise InputError(path, f"{where}: {column} {score} is out of range (a non-zero integer from -{MAX_WEIGHT} to {MAX_WEIGHT})")
    return score


def _mock(path: Path, where: str, text: str) -> int | None:
    if text not in ("", *MOCK):
        raise InputError(path, f"{where}: mock_hit '{text}' is not 1, 0 or blank")
    return int(text) if text else None


def _decision(path: Path, where: str, row: Row, reviewer: str, item: RubricItem, check: ItemCheck) -> Decision:
    values = row.values
    changed = [column for column, same in (("content", normalise_text(values["content"]) == normalise_text(item.content)),
                                           ("score", values["score"] == str(item.score)),
                                           ("dimension", check.dimension(values["dimension"]) == item.dimension)) if not same]  # fmt: skip
    if changed:
        raise InputError(path, f"{where}: {changed[0]} differs from the exported item {item.item_id}; put the change in "
                               f"edited_{changed[0]} (the exported columns stay as they are) and set decision to edit")  # fmt: skip
    kind = values["decision"].lower()
    if kind not in DECISIONS:
        shown = f"'{values['decision']}' is not" if kind else "is blank; it must be"
        raise InputError(path, f"{where}: decision {shown} accept, edit or reject")
    content, raw_score, raw_dimension = values["edited_content"], values["edited_score"], values["edited_dimension"]
    if kind != "edit" and (content or raw_score or raw_dimension):
        raise InputError(path, f"{where}: edited_content/edited_score/edited_dimension are filled but the decision is {kind} (use edit)")
    score = _weight(path, where, "edited_score", raw_score) if raw_score else None
    dimension = None
    if raw_dimension:
        dimension = check.dimension(raw_dimension)
        if dimension is None:
            raise InputError(path, f"{where}: edited_dimension '{raw_dimension}' is not a capability of the standard")
    if kind == "edit":
        if not content and score is None and dimension is None:
            raise InputError(path, f"{where}: decision is edit but edited_content, edited_score and edited_dimension are all blank")
        problem = check.problem(dimension or item.dimension, score if score is not None else item.score or 1, content or item.content)
        if problem:
            raise InputError(path, f"{where}: the edited item fails a check: {problem}")
    return Decision(reviewer, kind, content, score, dimension, values["comment"], _mock(path, where, values["mock_hit"]))


def _proposal(path: Path, where: str, row: Row, reviewer: str, case: Case, check: ItemCheck) -> Proposal:
    values = row.values
    if values["decision"].lower() not in ("", ADD):
        raise InputError(path, f"{where}: a row without item_id is a new item; its decision is '{ADD}' or blank, not '{values['decision']}'")
    content = values["content"] or values["edited_content"]
    raw_dimension = values["dimension"] or values["edited_dimension"]
    raw_score = values["score"] or values["edited_score"]
    if not (content and raw_dimension and raw_score):
        raise InputError(path, f"{where}: a new item needs its dimension, score and content")
    dimension = check.dimension(raw_dimension)
    if dimension is None:
        raise InputError(path, f"{where}: dimension '{raw_dimension}' is not a capability of the standard")
    score = _weight(path, where, "score", raw_score)
    problem = check.problem(dimension, score, content, others={item.item_id: item.content for item in case.rubric if item.kind == "case"})
    if problem:
        raise InputError(path, f"{where}: the new item fails a check: {problem}")
    return Proposal(reviewer, case.case_id, dimension, score, content, values["comment"])


class Adjudication:
    """The adjudicators' rows (item id → row), each checked when its item's conflict is decided."""

    def __init__(self, paths: list[Path]):
        self.rows: dict[str, tuple[Path, Row]] = {}
        for path in paths:
            for row in read_table(path, ADJUDICATION, ADJUDICATION_COLUMNS) or []:
                if row.values["decision"]:  # blank: not decided yet
                    self.rows[row.values["item_id"]] = (path, row)
        self.used: set[str] = set()

    def decision(self, item: RubricItem, check: ItemCheck) -> Decision | None:
        """The adjudicator's decision on `item`, or None when there is none."""
        if item.item_id not in self.rows:
            return None
        path, row = self.rows[item.item_id]
        self.used.add(item.item_id)
        return _decision(path, f"sheet '{ADJUDICATION}', row {row.number}", Row(row.number, {**row.values, "mock_hit": ""}),
                         "adjudicator", item, check)  # fmt: skip

    def check_all_used(self, known: set[str]) -> None:
        """An adjudicated item that is unknown, or was in no conflict, is a mistake worth a line."""
        for item_id, (path, row) in self.rows.items():
            if item_id not in self.used:
                problem = "unknown item" if item_id not in known else "this item is not in conflict"
                raise InputError(path, f"sheet '{ADJUDICATION}', row {row.number}: {problem} '{item_id}'")
