"""`build dialogues`: every anonymised seed becomes a dialogue case, or a reject with its reason.

Input: stages/seeds-anonymize, or stages/seeds-tag when the model tagger ran on that output
(same seeds, better scene tags). Per seed: transcripts get the structural pass (`structure`), then one rewrite request goes to
the `rewriter` model; the reply is parsed and checked (`checks`, leak gate first). A reply
that fails a check is retried once with the problem stated; a second failure is a reject. A
failed model call (after the runner's own retries) is neither kept nor rejected: the stage
stays unfinished and says so, and a rerun resumes with only the missing seeds (replies
already paid for come back from the ledger).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

from pydantic import ValidationError

from heartbench.build.checks import Candidate, build_checks
from heartbench.build.ids import assign_case_ids
from heartbench.build.leak import LeakGate
from heartbench.build.rewrite import STAGE, Rewriter, load_rewrite_template
from heartbench.build.structure import Draft, structural_pass
from heartbench.errors import HeartbenchError, InputError
from heartbench.jsonio import read_jsonl, validation_problem
from heartbench.llm.runner import Runner
from heartbench.llm.types import LLMRequest
from heartbench.schema import Case, Provenance, SeedDoc
from heartbench.stages import MARKER, FilterChain, StageOutput, fingerprint
from heartbench.standard import Standard
from heartbench.workspace import Workspace

INPUT_STAGE = "seeds-anonymize"
TAGGED_STAGE = "seeds-tag"
"""Optional: the same seeds with scene tags from a model (`heartbench seeds tag`)."""
# Bump when a rule or the stage logic changes what a rerun would produce.
LOGIC_VERSION = "1"


class BuildSummary(NamedTuple):
    """What one run of the stage did."""

    skipped: bool
    """True when a finished run with the same inputs and configuration was found."""
    stats: dict
    """The stage's stats.json content."""
    outputs: Path
    """The stage folder (records.jsonl, rejects.jsonl, stats.json)."""
    calls: str = ""
    """The runner's report on the model calls of this run (empty when skipped)."""


@dataclass
class _Job:
    """One seed on its way to a case."""

    seed: SeedDoc
    case_id: str
    scenes: tuple[str, str]
    draft: Draft | None
    request: LLMRequest | None = None
    ledger_keys: list[str] = field(default_factory=list)
    reasons: list[str] = field(default_factory=list)
    reply: str | None = None
    """The last rejected reply, when it may be shown to the model again."""


class SceneLabels:
    """`primary/secondary` scene codes of seeds → the zh labels cases carry."""

    def __init__(self, standard: Standard):
        self.primary = {scene.code: scene.zh for scene in standard.scenes}
        self.secondary = {(scene.code, sub.code): sub.zh for scene in standard.scenes for sub in scene.secondary}

    def known(self, code: str) -> bool:
        primary, _, secondary = code.partition("/")
        return primary in self.primary and (not secondary or (primary, secondary) in self.secondary)

    def labels(self, scenes: list[str]) -> tuple[str, str]:
        """Labels of the best (first) tag; empty strings for an untagged seed."""
        if not scenes:
            return "", ""
        primary, _, secondary = scenes[0].partition("/")
        return self.primary[primary], self.secondary.get((primary, secondary), "")


def anonymised_seeds(ws: Workspace) -> Path:
    """The stage's input file: the model-tagged seeds when `seeds tag` finished after the
    latest anonymisation, else the anonymised seeds; an error unless anonymisation finished."""
    anonymised = ws.finished_output(INPUT_STAGE, "no finished anonymisation here; run `heartbench seeds anonymize -w WS` first")
    tagged = ws.stage_dir(TAGGED_STAGE)
    if (tagged / MARKER).is_file() and (tagged / MARKER).stat().st_mtime_ns >= (anonymised.parent / MARKER).stat().st_mtime_ns:
        return tagged / "records.jsonl"
    return anonymised


def read_seeds(path: Path, scenes: SceneLabels) -> list[SeedDoc]:
    """Anonymised seeds, each validated; a bad line or unknown scene code names file and line."""
    seeds = []
    for number, value in read_jsonl(path, allow_empty=True):
        try:
            seed = SeedDoc.model_validate(value)
        except ValidationError as exc:
            raise InputError(path, validation_problem(exc), number) from None
        unknown = [code for code in seed.scenes if not scenes.known(code)]
        if unknown:
            raise InputError(path, f"scene tag '{unknown[0]}' is not in the standard's scene tree", number)
        seeds.append(seed)
    return seeds


async def build_dialogues_with(ws: Workspace, runner: Runner, leak_gate: LeakGate) -> BuildSummary:
    """The stage, given a runner and the leak gate."""
    source = anonymised_seeds(ws)
    scenes = SceneLabels(ws.standard)
    seeds = read_seeds(source, scenes)
    leak_gate.require([seed.id for seed in seeds], source)
    template = load_rewrite_template(ws.config.language)
    max_turns = ws.config.thresholds.max_turns
    rewriter = Rewriter(template, ws.config.models.rewriter, max_turns)
    config = {
        "input": source.parent.name,
        "rewriter": rewriter.model,
        "max_turns": max_turns,
        "template": template.version,
        "template_sha256": hashlib.sha256(template.path.read_bytes()).hexdigest(),
    }
    inputs = [source, *leak_gate.inputs]
    out = StageOutput(ws.stage_dir(STAGE), fingerprint(inputs=inputs, config=config, version=LOGIC_VERSION))
    if out.complete:
        return BuildSummary(True, _read_stats(out.dir), out.dir)

    case_ids = assign_case_ids(seed.id for seed in seeds)
    # Chunks bound memory on a large corpus and let finished cases reach disk as they come.
    chunk = max(64, 32 * ws.config.limits.concurrency)
    with out:  # opening reads what an interrupted run finished into `done_keys`
        pending = [seed for seed in seeds if case_ids[seed.id] not in out.done_keys]
        rounds = _Rounds(runner, build_checks(max_turns, leak_gate), leak_gate.name, out)
        for start in range(0, len(pending), chunk):
            jobs = []
            for seed in pending[start : start + chunk]:
                draft = structural_pass(seed.turns, max_turns) if seed.turns else None
                job = _Job(seed, case_ids[seed.id], scenes.labels(seed.scenes), draft)
                if draft is not None and not draft.turns:
                    rounds.reject(job, "structure: no A turn with content is left after removing fillers")
                    continue
                job.request = rewriter.request(seed, job.case_id, draft)
                jobs.append(job)
            where = f"{start + len(jobs)}/{len(pending)}" if len(pending) > chunk else ""
            retry = await rounds.attempt(jobs, [job.request for job in jobs], f"build: rewriting seeds {where}", final=False)
            requests = [rewriter.retry(job.request, job.reply, job.reasons[-1]) for job in retry]
            await rounds.attempt(retry, requests, f"build: retrying rejected rewrites {where}", final=True)
        if rounds.failures:
            raise HeartbenchError(
                f"{len(rounds.failures)} rewrite call(s) failed (first: {rounds.failures[0]}); the cases finished so far "
                f"are kept — rerun `heartbench build dialogues -w {ws.root}` to retry the rest"
            )
        stats = out.finish(
            {
                "first_attempt_rejections": dict(sorted(rounds.first_rejections.items())),
                "final_rejections": dict(sorted(rounds.final_rejections.items())),
                "template_version": template.version,
                "rewriter": rewriter.model,
                "input": source.parent.name,
            }
        )
    return BuildSummary(False, stats, out.dir)


class _Rounds:
    """Sends a round of rewrite requests and files each reply as a case, a retry or a reject."""

    def __init__(self, runner: Runner, chain: FilterChain, leak_gate_name: str, out: StageOutput):
        self.runner, self.chain, self.leak_gate_name, self.out = runner, chain, leak_gate_name, out
        self.failures: list[str] = []
        self.first_rejections: Counter[str] = Counter()
        self.final_rejections: Counter[str] = Counter()

    async def attempt(self, jobs: list[_Job], requests: list[LLMRequest], description: str, *, final: bool) -> list[_Job]:
        """Keep what passes; reject (final round) or return (first round) what does not."""
        if not jobs:
            return []
        results = await self.runner.map(requests, description)
        again = []
        for job, request, result in zip(jobs, requests, results, strict=True):
            if not result.ok:
                self.failures.append(f"{job.case_id}: {result.error}")
                continue
            job.ledger_keys.append(result.key)
            candidate = Candidate.from_reply(job.seed.id, result.response.text, job.seed.lang)
            problem = self.chain(candidate)
            if problem is None:
                self.out.keep(_case(job, candidate, request), job.case_id)
                continue
            if final:
                self.reject(job, problem)
                continue
            job.reasons.append(problem)
            self.first_rejections[_rule(problem)] += 1
            self.out.counts["retried"] += 1
            # Only a parsed reply the leak gate passed is shown to the model again.
            passed_gate = _rule(problem) != self.leak_gate_name
            job.reply = candidate.reply if passed_gate and candidate.turns is not None else None
            again.append(job)
        return again

    def reject(self, job: _Job, problem: str) -> None:
        """File the seed under rejects: ids, the reason of every attempt, ledger keys — never
        the reply, which may be the very leak that got it rejected."""
        job.reasons.append(problem)
        self.final_rejections[_rule(problem)] += 1
        row = {
            "case_id": job.case_id,
            "seed_id": job.seed.id,
            "source": job.seed.source,
            "attempt_reasons": list(job.reasons),
            "ledger_keys": list(job.ledger_keys),
        }
        self.out.reject(row, job.case_id, problem)


def _rule(problem: str) -> str:
    """The name of the rule that produced a `FilterChain` reason (`"<rule>: <reason>"`)."""
    return problem.split(":", 1)[0]


def _case(job: _Job, candidate: Candidate, request: LLMRequest) -> Case:
    primary, secondary = job.scenes
    return Case(
        case_id=job.case_id,
        dialogue=candidate.dialogue(),
        primary_scene=primary,
        secondary_scene=secondary,
        lang=job.seed.lang,
        provenance=Provenance(
            seed_ids=[job.seed.id],
            stage=STAGE,
            template_version=request.template_version,
            ledger_keys=list(job.ledger_keys),
        ),
    )


def _read_stats(stage_dir: Path) -> dict:
    return json.loads((stage_dir / "stats.json").read_text(encoding="utf-8"))


def build_dialogues(root: Path) -> BuildSummary:
    """The stage on a workspace folder, with its ledger, limits, models and leak gate."""
    ws = Workspace.open(root)
    anonymised_seeds(ws)  # the missing stage is the error to report, not its missing mappings
    leak_gate = LeakGate.for_workspace(ws)
    runner = Runner.for_workspace(ws)

    async def run() -> BuildSummary:
        try:
            return await build_dialogues_with(ws, runner, leak_gate)
        finally:
            await runner.aclose()

    try:
        summary = asyncio.run(run())
    finally:
        runner.ledger.close()
    return summary._replace(calls=runner.report())


def describe(summary: BuildSummary, *, named: bool = True) -> str:
    """A few lines for the terminal: counts, reject reasons, where the outputs are.
    `named=False` leaves out the leading "build dialogues: " (the demo names stages itself)."""
    name = "build dialogues: " if named else ""
    if summary.skipped:
        return f"{name}up to date, nothing to do ({summary.outputs})"
    counts = summary.stats["counts"]
    notes = [f"{counts[key]} {what}" for key, what in (("retried", "retried once"), ("resumed", "resumed from an interrupted run")) if counts.get(key)]
    headline = f"{name}{counts.get('kept', 0)} cases, {counts.get('rejected', 0)} rejected"
    lines = [headline + (f" ({', '.join(notes)})" if notes else "")]
    if summary.stats.get("final_rejections"):
        lines.append("  rejected by: " + ", ".join(f"{rule} {n}" for rule, n in summary.stats["final_rejections"].items()))
    if summary.calls:
        lines.append("  model calls: " + summary.calls.replace("\n", "\n  "))
    lines.append(f"  outputs: {summary.outputs}/records.jsonl, rejects.jsonl, stats.json")
    return "\n".join(lines)
