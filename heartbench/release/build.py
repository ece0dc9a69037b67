"""`heartbench release VERSION -w WS`: the workspace's current cases as a versioned release.

Layout of `WS/releases/VERSION/`::

    README.md                    dataset card; its front matter declares the configs
    data/{all,normal,hard}/test.parquet
    heartbench/question_{all,normal,hard}.jsonl   the HeartBench interchange format
    croissant.json               Croissant 1.0 + RAI metadata
    CHANGELOG.md                 against the previous release in the workspace
    manifest.json                sha256 and size of every file, counts, versions, ledger digest

`release` is a stage on the engine (`ReleaseStage`, folder `stages/release/`: one record per
released case, stats.json, the marker). Order of work: validate the version, gather the facts,
run the PII gate — all before anything is written — then build the folder under a temporary
name and rename it at the end, so a release either exists whole or not at all. Data files
depend only on the cases, the name and the version (the canary is derived from them), so
rebuilding a release from the same inputs gives the same bytes.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import semver
from pydantic import ConfigDict

from heartbench.errors import ConfigError, InputError
from heartbench.heartbench_jsonl import RELEASE_SUBFOLDER, write_release
from heartbench.jsonio import atomic_folder, read_text_file, write_json, write_text
from heartbench.lineage import graph
from heartbench.release import changelog as changes
from heartbench.release.card import render_card
from heartbench.release.croissant import croissant
from heartbench.release.dataset import (
    CONFIGS,
    case_row,
    config_cases,
    data_path,
    find_data,
    load_config_rows,
    read_rows,
    write_parquet,
)
from heartbench.release.facts import ReleaseFacts, gather
from heartbench.release.gate import check_release
from heartbench.release.manifest import MANIFEST, build_manifest, read_manifest, sha256_of, verify
from heartbench.stages.engine import Stage, StageContext, run_stage
from heartbench.stages.output import StageStats
from heartbench.stages.staleness import first_stale
from heartbench.workspace import Workspace

RELEASES = "releases"
HEARTBENCH_DIR = RELEASE_SUBFOLDER
CARD = "README.md"
CROISSANT = "croissant.json"
CHANGELOG = "CHANGELOG.md"


@dataclass(frozen=True)
class ReleaseResult:
    folder: Path
    facts: ReleaseFacts
    changelog: str


def parse_version(text: str) -> semver.Version:
    try:
        return semver.Version.parse(text)
    except (ValueError, TypeError):
        raise InputError(None, f"release version '{text}' is not a semantic version (MAJOR.MINOR.PATCH, e.g. 0.1.0)") from None


def existing_versions(releases: Path) -> dict[semver.Version, Path]:
    found = {}
    if releases.is_dir():
        for folder in releases.iterdir():
            if folder.is_dir() and not folder.name.startswith(".") and semver.Version.is_valid(folder.name):
                found[semver.Version.parse(folder.name)] = folder
    return found


class ReleaseStats(StageStats):
    """stats.json of `release`."""

    model_config = ConfigDict(extra="forbid")

    version: str
    """The version released."""
    folder: str
    """The release folder, relative to the workspace."""
    source_stage: str
    """The stage whose cases were released."""
    canary: str
    """The release's canary string."""
    cases: dict[str, int]
    """Cases released: all, normal, hard."""


class ReleaseStage(Stage):
    """The current cases as a release folder, built whole or not at all. Its records name the
    cases released and their subset (the lineage of the latest release)."""

    name = "release"
    stats_model = ReleaseStats

    def __init__(self, ws: Workspace, version: str, notes: Path | None = None, *, require_agreement: float | None = None):
        super().__init__(ws)
        stale = first_stale(ws, self.sources[graph.CASES].stage)  # the engine's check, made first to say it in release's words
        if stale is not None:
            raise InputError(ws.root / "stages" / stale.stage, f"the cases to release are stale: {stale.reason}; rerun "
                                                                f"`{stale.command}` and the stages after it, then release")  # fmt: skip
        if not ws.config.release.sources:
            raise ConfigError(ws.config_path, "[release] sources: a release must say where its seed texts came from, under what "
                                              "licence and on what consent; add a [[release.sources]] entry with name, origin, "
                                              "licence and consent (see the commented example in bench.toml)")  # fmt: skip
        if require_agreement is not None and not 0 < require_agreement <= 1:
            raise InputError(None, f"--require-agreement is a share between 0 and 1 (e.g. 0.75), got {require_agreement}")
        self.require_agreement = require_agreement
        parsed = parse_version(version)
        self.version, self.target = version, ws.root / RELEASES / version
        if self.target.exists():
            raise InputError(self.target, "this release version exists already; releases are never overwritten — pick a new version")
        released = existing_versions(ws.root / RELEASES)
        newest = max(released, default=None)
        if newest is not None and parsed < newest:
            # a lower version would get a changelog against nothing (or an older line) while it
            # holds the newest cases; the release history reads in one direction only
            raise InputError(None, f"release {version} would be older than {newest}, the newest release of this workspace; "
                                   f"versions only go up: pick one above it (e.g. {newest.bump_patch()})")  # fmt: skip
        self.notes = _read_notes(notes)
        self.previous = released[newest] if newest is not None else None
        self.result: ReleaseResult | None = None

    def settings(self) -> dict[str, Any]:
        return {"version": self.version, "notes": self.notes, "previous": self.previous.name if self.previous else None,
                "require_agreement": self.require_agreement}

    def outputs_present(self) -> bool:
        return self.target.is_dir()

    def run(self, ctx: StageContext) -> dict[str, Any]:
        facts = gather(self.ws, self.version, self.previous.name if self.previous else None)
        check_release(self.ws, facts.cases)  # raises before anything is written
        for leftover in self.target.parent.glob(f".{self.version}.*.partial"):  # a killed release's staging folder
            shutil.rmtree(leftover, ignore_errors=True)
        if self.require_agreement is not None:
            check_agreement(facts, self.require_agreement)
        with atomic_folder(self.target) as staging:
            rows = _write_data(staging, facts)
            log = _write_changelog(staging, facts, rows, self.previous, self.notes)
            write_text(staging / CARD, render_card(facts, self.notes))
            hashes = {data_path(c, facts.data_tag): sha256_of(staging / data_path(c, facts.data_tag)) for c in CONFIGS}
            write_json(staging / CROISSANT, croissant(facts, hashes, _description(facts)))
            write_json(staging / MANIFEST, build_manifest(facts, staging))
        for case in facts.cases:
            ctx.keep({"case_id": case.case_id, "difficulty": case.difficulty, "version": self.version}, case.case_id)
        self.result = ReleaseResult(self.target, facts, log)
        counts = facts.counts()
        return {"version": self.version, "folder": f"{RELEASES}/{self.version}", "source_stage": facts.source_stage,
                "canary": facts.canary, "cases": {k: counts[k] for k in ("cases", "normal", "hard")}}  # fmt: skip


def check_agreement(facts: ReleaseFacts, required: float) -> None:
    """InputError unless the latest judge–human agreement for the judge is at least `required`."""
    found = facts.judge_agreement
    how = "run `heartbench evaluate agreement export` on an evaluation of these cases, have people rate the sheets, then `import` them"
    if not found:
        raise InputError(None, f"--require-agreement {required:g}: no judge–human agreement measured for the judge {facts.judge}; {how}")
    rate = (found.get("item_agreement") or {}).get("value")
    if rate is None or rate < required:
        shown = "undefined" if rate is None else f"{rate:.1%}"
        raise InputError(None, f"--require-agreement {required:g}: the latest measurement for {facts.judge} ({found.get('measured_at')}, "
                               f"run {found.get('run')}) has item agreement {shown}, below {required:.0%}")  # fmt: skip


def make_release(ws: Workspace, version: str, notes: Path | None = None, *, require_agreement: float | None = None) -> ReleaseResult:
    """Release the workspace's current cases as `version` (InputError before anything is
    written when the version exists, the notes are unreadable, the PII gate refuses or the
    judge–human agreement is missing or below `require_agreement`)."""
    stage = ReleaseStage(ws, version, notes, require_agreement=require_agreement)
    run_stage(stage)
    assert stage.result is not None  # the target did not exist, so the stage ran
    return stage.result


def _write_data(folder: Path, facts: ReleaseFacts) -> list[dict]:
    """Parquet configs and HeartBench JSONL; returns the rows of `all`."""
    standard = facts.standard
    rows = [case_row(case, standard) for case in facts.cases]
    for config in CONFIGS:
        wanted = {case.case_id for case in config_cases(facts.cases, config)}
        write_parquet(folder / data_path(config, facts.data_tag), [row for row in rows if row["case_id"] in wanted], facts.canary)
    write_release(facts.cases, folder / HEARTBENCH_DIR, standard)
    return rows


def _write_changelog(folder: Path, facts: ReleaseFacts, rows: list[dict], previous: Path | None, notes: str | None) -> str:
    new = changes.ReleaseContents(facts.version, {row["case_id"]: row for row in rows})
    entry = changes.diff(changes.ReleaseContents.read(previous), new).render() if previous else changes.first_release(facts.version, new)
    if notes:
        entry = entry.rstrip() + "\n\n" + notes.strip() + "\n"
    history = ""
    if previous is not None and (previous / CHANGELOG).is_file():
        history = (previous / CHANGELOG).read_text(encoding="utf-8").split("\n", 2)[-1].lstrip("\n")
    write_text(folder / CHANGELOG, f"# {facts.name} changelog\n\n{entry.rstrip()}\n\n{history}".rstrip() + "\n")
    return entry


def _description(facts: ReleaseFacts) -> str:
    counts = facts.counts()
    return (
        f"{facts.name} {facts.version}: {counts['cases']} multi-turn counselling dialogues ({counts['normal']} Normal, "
        f"{counts['hard']} Hard) with {counts['scored_items']} case-specific binary rubric items and "
        f"{counts['catastrophic_items']} catastrophic items, for evaluating the anthropomorphic intelligence of "
        f"language models with an LLM judge (HeartBench method). Canary: {facts.canary}."
    )


def _read_notes(notes: Path | None) -> str | None:
    if notes is None:
        return None
    return read_text_file(notes, missing="notes file not found")


def describe(result: ReleaseResult) -> str:
    counts = result.facts.counts()
    return (
        f"release {result.facts.version}: {counts['cases']} cases ({counts['normal']} Normal, {counts['hard']} Hard), "
        f"{counts['items']} rubric items, canary {result.facts.canary}\n  written to {result.folder}\n"
        f"  {result.changelog.strip().splitlines()[0].lstrip('# ')}"
        + (f" — {len(result.changelog.strip().splitlines())} changelog lines" if result.facts.previous else "")
    )


def verify_release(folder: Path) -> tuple[list[str], dict[str, int]]:
    """(problems, rows per config): hashes against the manifest, then every config loaded with
    `datasets` in a fresh cache and in the user's own, each giving this release's own rows."""
    folder = Path(folder).resolve()  # `verify .` from inside the release
    manifest = read_manifest(folder)
    problems = [f"{m.path}: {m.problem}" for m in verify(folder, manifest)]
    rows: dict[str, int] = {}
    for config in CONFIGS:
        data = find_data(folder, config)
        if data is None:
            problems.append(f"config {config}: no single data/*/{config}/test.parquet")
            continue
        own = [row["case_id"] for row in read_rows(data)]
        for fresh, where in ((True, "a fresh cache"), (False, "your default cache")):
            try:
                loaded = load_config_rows(folder, config, fresh_cache=fresh)
            except Exception as exc:  # datasets raises many types; each is a failed check here
                problems.append(f"config {config}: does not load in {where} ({type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''})")
                continue
            if loaded != own:
                problems.append(f"config {config}: `datasets` in {where} gives {len(loaded)} rows that are not this release's "
                                f"{len(own)} (another release answered from the cache)")  # fmt: skip
        rows[config] = len(own)
        expected = manifest.get("counts", {}).get("cases" if config == "all" else config)
        if expected is not None and rows[config] != expected:
            problems.append(f"config {config}: {rows[config]} rows, manifest says {expected}")
    return problems, rows
