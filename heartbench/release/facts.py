"""What a release says about itself, gathered once from the workspace.

The card, `croissant.json` and `manifest.json` are three renderings of these facts, so a
figure cannot differ between them. Everything comes from finished stages (their records and
stats.json), the ledger and the standard; nothing is typed in by hand.
"""

from __future__ import annotations

import hashlib
import uuid
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import heartbench
from heartbench.agreement import judge_measurements
from heartbench.errors import InputError
from heartbench.evaluation.matrix import PilotVerdicts
from heartbench.evaluation.samples import CONSTRUCTION
from heartbench.jsonio import dumps, read_json
from heartbench.lineage import graph
from heartbench.llm.ledger import Ledger
from heartbench.release.dataset import case_row, data_tag
from heartbench.schema import SCHEMA_VERSION, Answer, Case, Leaderboard
from heartbench.stages.engine import read_stats
from heartbench.standard import V1_ITEM_COUNTS, Standard
from heartbench.workspace import Workspace, read_records

CANARY_NAMESPACE = uuid.UUID("6f1d1c58-2a5e-4c38-9a51-0b3f3f0c8e21")
"""Namespace of release canaries (uuid5): the same data under the same name and version gives
the same canary, so a rebuilt release is byte-identical; any other release gets a new one."""


@dataclass(frozen=True)
class CapabilityCount:
    code: str
    zh: str
    en: str
    primary: str
    items: int
    v1: int | None


@dataclass(frozen=True)
class FunnelStep:
    step: str
    count: int
    unit: str
    """`documents`, `cases` or `case items`."""


@dataclass
class ReleaseFacts:
    name: str
    version: str
    previous: str | None
    language: str
    cases: list[Case]
    source_stage: str
    standard: Standard
    standard_sha256: str
    license: str
    authors: list[str]
    homepage: str | None
    canary: str = ""
    capabilities: list[CapabilityCount] = field(default_factory=list)
    scenes: dict[str, int] = field(default_factory=dict)
    funnel: list[FunnelStep] = field(default_factory=list)
    models: dict[str, list[str]] = field(default_factory=dict)
    review: dict[str, Any] | None = None
    pilot_board: Leaderboard | None = None
    sources: list[dict[str, str]] = field(default_factory=list)
    """`[[release.sources]]`: what the seed texts are, where from, licence, consent."""
    localization: dict[str, Any] | None = None
    """For a localised variant: `localization.json` (source, translator, template version)."""
    judge: str | None = None
    judge_agreement: dict[str, Any] | None = None
    """The latest judge–human agreement measured for the workspace's judge (`measurements/judge-human.jsonl`)."""
    ledger: dict[str, Any] = field(default_factory=dict)

    @property
    def data_tag(self) -> str:
        """The release's own folder under `data/` (`heartbench.release.dataset.data_tag`)."""
        return data_tag(self.name, self.version, self.canary)

    @property
    def tool_version(self) -> str:
        return heartbench.__version__

    @property
    def schema_version(self) -> int:
        return SCHEMA_VERSION

    def counts(self) -> dict[str, int]:
        items = [item for case in self.cases for item in case.rubric]
        return {
            "cases": len(self.cases),
            "normal": sum(case.difficulty == "normal" for case in self.cases),
            "hard": sum(case.difficulty == "hard" for case in self.cases),
            "items": len(items),
            "scored_items": sum(item.kind != "catastrophic" for item in items),
            "catastrophic_items": sum(item.kind == "catastrophic" for item in items),
        }


def gather(ws: Workspace, version: str, previous: str | None) -> ReleaseFacts:
    """The facts of releasing the workspace's current cases as `version`."""
    stages = ws.root / "stages"
    current = graph.current_cases(stages, before="release", review_at=ws.config.review.stage)
    cases = ws.load_cases(current.stage)
    _check_releasable(cases, current.records)
    standard = ws.standard
    settings = ws.config.release
    facts = ReleaseFacts(
        name=ws.config.name,
        version=version,
        previous=previous,
        language=ws.config.language,
        cases=cases,
        source_stage=current.stage,
        standard=standard,
        standard_sha256=hashlib.sha256(ws.standard_path.read_bytes()).hexdigest(),
        license=settings.license,
        authors=list(settings.authors),
        homepage=settings.homepage,
    )
    facts.canary = make_canary(facts.name, version, content_digest(cases, standard))
    facts.capabilities = _capabilities(cases, standard)
    facts.scenes = dict(Counter(case.primary_scene or "(none)" for case in cases).most_common())
    facts.funnel = _funnel(ws, cases)
    facts.models = _models(ws)
    review = _finished_stats(ws, "rubrics-review")
    if review is not None:
        facts.review = {"reviewers": len(review.get("reviewers", [])), "rule": review.get("rule"), **review.get("agreement", {})}
    facts.pilot_board = _pilot_board(ws, cases)
    facts.sources = [source.model_dump() for source in settings.sources]
    facts.localization = _localization(ws)
    facts.judge = ws.config.models.judge
    facts.judge_agreement = judge_measurements.latest(ws.root, facts.judge)
    facts.ledger = _ledger_digest(ws, cases)
    return facts


def make_canary(name: str, version: str, content: str) -> str:
    """`HEARTBENCH-CANARY-<uuid>`: unique to this name, version and content; searchable as one token."""
    return f"HEARTBENCH-CANARY-{uuid.uuid5(CANARY_NAMESPACE, f'{name}/{version}/{content}')}"


def content_digest(cases: list[Case], standard: Standard) -> str:
    """sha256 of the released rows, in order."""
    hasher = hashlib.sha256()
    for case in cases:
        hasher.update(dumps(case_row(case, standard)).encode() + b"\n")
    return hasher.hexdigest()


def _check_releasable(cases: list[Case], source: Path) -> None:
    if not cases:
        raise InputError(source, "no cases to release")
    unlabelled = [case.case_id for case in cases if case.difficulty is None]
    if unlabelled:
        raise InputError(source, f"{len(unlabelled)} case(s) have no Normal/Hard label (first: {unlabelled[0]}); "
                                 "run `heartbench split` first")  # fmt: skip
    for level in ("normal", "hard"):
        if not any(case.difficulty == level for case in cases):
            raise InputError(source, f"no {level} case: every config (all, normal, hard) needs at least one case "
                                     "(an empty parquet config does not load)")  # fmt: skip
    empty = [case.case_id for case in cases if not case.rubric]
    if empty:
        raise InputError(source, f"{len(empty)} case(s) have no rubric (first: {empty[0]}); run `heartbench rubrics draft` first")


def _capabilities(cases: list[Case], standard: Standard) -> list[CapabilityCount]:
    per_code = Counter(item.dimension for case in cases for item in case.rubric if item.kind != "catastrophic")
    return [
        CapabilityCount(cap.code, cap.zh, cap.en, cap.primary, per_code.get(cap.code, 0), V1_ITEM_COUNTS.get(cap.zh))
        for cap in standard.capabilities
    ]


def _finished_stats(ws: Workspace, stage: str) -> dict[str, Any] | None:
    """A finished stage's stats.json; None when the stage has not finished."""
    if graph.finished(ws.root / "stages", stage) is None:
        return None
    return read_stats(ws.stage_dir(stage))


def _funnel(ws: Workspace, final: list[Case]) -> list[FunnelStep]:
    stages = ws.root / "stages"
    steps: list[FunnelStep] = []
    for stage, label, unit in (
        ("seeds-ingest", "documents ingested", "documents"),
        ("seeds-clean", "kept by cleaning", "documents"),
        ("seeds-anonymize", "anonymised", "documents"),
        ("import", "cases imported", "cases"),
        ("build-dialogues", "dialogues built", "cases"),
    ):
        stats = _finished_stats(ws, stage)
        count = None if stats is None else stats.get("counts", {}).get("kept")
        if count is not None:
            steps.append(FunnelStep(label, count, unit))
    for stage, label in (
        ("rubrics-draft", "case items drafted"),
        ("rubrics-review", "case items after review"),
        ("rubrics-prune", "case items after pruning"),
    ):
        if graph.finished(stages, stage) is not None:
            cases = ws.load_cases(stage)
            steps.append(FunnelStep(label, sum(item.kind == "case" for c in cases for item in c.rubric), "case items"))
            if stage == "rubrics-prune":
                steps.append(FunnelStep("cases after pruning", len(cases), "cases"))
    steps.append(FunnelStep("cases released: Normal", sum(c.difficulty == "normal" for c in final), "cases"))
    steps.append(FunnelStep("cases released: Hard", sum(c.difficulty == "hard" for c in final), "cases"))
    return steps


def _models(ws: Workspace) -> dict[str, list[str]]:
    """Models per role, as the stages that ran recorded them."""
    roles: dict[str, list[str]] = {}
    for stage, key, role in (
        ("build-dialogues", "rewriter", "rewriter"),
        ("rubrics-draft", "synthesizer", "synthesizer"),
        ("rubrics-draft", "pilots", "pilots"),
        ("pilot", "pilots", "pilots"),
        ("pilot", "judge", "judge"),
    ):
        stats = _finished_stats(ws, stage)
        value = None if stats is None else stats.get(key)
        for model in [value] if isinstance(value, str) else value or []:
            if model not in roles.setdefault(role, []):
                roles[role].append(model)
    return roles


def _localization(ws: Workspace) -> dict[str, Any] | None:
    """The workspace's `localization.json` when it is a localised variant (written by `localize`)."""
    path = ws.root / "localization.json"
    if not path.is_file():
        return None
    data = read_json(path)
    return data if isinstance(data, dict) else None


def _pilot_board(ws: Workspace, cases: list[Case]) -> Leaderboard | None:
    """The pilots' scores on the released cases with intervals; None without a pilot run that
    covers them (an imported release, or cases changed after the pilot)."""
    stages = ws.root / "stages"
    if graph.finished(stages, "pilot") is None:
        return None
    records = ws.stage_dir("pilot") / graph.node("pilot").records
    try:
        construction, held_out = PilotVerdicts.read_samples(records, cases)
        verdicts = held_out or construction
        board = verdicts.leaderboard(cases, intervals=True)
    except InputError:
        return None
    return board.model_copy(update={"answer_sample": verdicts.sample, "in_sample": verdicts.pilots if verdicts.sample == CONSTRUCTION else []})


def _ledger_digest(ws: Workspace, cases: list[Case]) -> dict[str, Any]:
    keys = [key for case in cases for key in case.provenance.ledger_keys]
    answers = ws.stage_dir("pilot") / "answers.jsonl"
    if graph.finished(ws.root / "stages", "pilot") is not None and answers.is_file():
        released = {case.case_id for case in cases}
        keys += [a.ledger_key for a in read_records(answers, Answer, allow_empty=True) if a.ledger_key and a.case_id in released]
    if not keys:
        return {"entries": 0, "missing": 0, "sha256": None}
    if not ws.ledger_path.is_file():
        return {"entries": 0, "missing": len(set(keys)), "sha256": None}
    with Ledger(ws.ledger_path, readonly=True) as ledger:
        digest = ledger.digest(keys)
    return digest._asdict()
