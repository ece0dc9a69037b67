"""`build dialogues`: every anonymised seed becomes a dialogue case, or a reject with its reason.

Input: stages/seeds-anonymize, or stages/seeds-tag when the model tagger ran on that very
output (same seeds, better scene tags; the stage graph decides). Per seed: transcripts get the structural pass (`structure`), then one rewrite request goes to
the `rewriter` model; the reply is parsed and checked (`checks`, leak gate first). A reply
that fails a check is retried once with the problem stated; a second failure is a reject. A
failed model call (after the runner's own retries) is neither kept nor rejected: the stage
stays unfinished and says so, and a rerun resumes with only the missing seeds (replies
already paid for come back from the ledger).
"""

from __future__ import annotations

import hashlib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import ConfigDict, ValidationError

from heartbench.dialogues.checks import Candidate, build_checks
from heartbench.dialogues.ids import assign_case_ids
from heartbench.dialogues.leak import LeakGate
from heartbench.dialogues.rewrite import STAGE, Rewriter, load_rewrite_template
from heartbench.dialogues.structure import Draft, structural_pass
from heartbench.errors import InputError
from heartbench.jsonio import read_jsonl, validation_problem
from heartbench.llm.call_options import CallOptions
from heartbench.llm.runner import Runner
from heartbench.llm.types import LLMRequest
from heartbench.schema import Case, Provenance, SeedDoc
from heartbench.stages import FilterChain, Rejection
from heartbench.stages.engine import ModelStage, StageContext, StageResult, run_stage
from heartbench.stages.output import StageStats
from heartbench.stages.staleness import STANDARD
from heartbench.standard import Standard
from heartbench.workspace import Workspace


@dataclass
class _Job:
    """One seed on its way to a case."""

    seed: SeedDoc
    case_id: str
    scenes: tuple[str, str]
    draft: Draft | None
    request: LLMRequest | None = None
    ledger_keys: list[str] = field(default_factory=list)
    reasons: list[Rejection] = field(default_factory=list)
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


class BuildStats(StageStats):
    """stats.json of `build dialogues`."""

    model_config = ConfigDict(extra="forbid")

    first_attempt_rejections: dict[str, int]
    """Checks failed by first rewrites (each retried once), by check."""
    final_rejections: dict[str, int]
    """Checks failed by the retry too (the case is rejected), by check."""
    template_version: str
    """Version of the rewrite template."""
    rewriter: str
    """The rewriter model."""
    input: str
    """The stage whose seeds were read (seeds-anonymize or seeds-tag)."""


class BuildStage(ModelStage):
    """Every anonymised seed (model-tagged when `seeds tag` ran on them) becomes a case or a reject."""

    name = STAGE
    config_reads = ("thresholds.max_turns", "models.rewriter", STANDARD)
    stats_model = BuildStats
    version = 1

    def __init__(self, ws: Workspace, *, calls: CallOptions | None = None):
        super().__init__(ws, calls=calls)
        self.source  # the missing stage is the error to report, not its missing mappings
        self.leak_gate = LeakGate.for_workspace(ws)
        self.template = load_rewrite_template(ws.config.language)
        self.max_turns = ws.config.thresholds.max_turns
        self.rewriter = Rewriter(self.template, ws.config.models.rewriter, self.max_turns, max_tokens=ws.config.budgets.rewriter,
                                 structured=ws.config.structured.rewriter)  # fmt: skip

    def input_files(self) -> list[Path]:
        return [*super().input_files(), *self.leak_gate.inputs]

    def settings(self) -> dict:
        return {
            "rewriter": self.rewriter.model,
            "max_turns": self.max_turns,
            "template": self.template.version,
            "template_sha256": hashlib.sha256(self.template.path.read_bytes()).hexdigest(),
            "budget": self.rewriter.max_tokens, "structured": self.rewriter.json_schema is not None,
        }

    async def run_async(self, ctx: StageContext, runner: Runner) -> dict:
        source = self.source
        scenes = SceneLabels(self.ws.standard)
        seeds = read_seeds(source, scenes)
        self.leak_gate.require([seed.id for seed in seeds], source)
        case_ids = assign_case_ids(seed.id for seed in seeds)
        # Chunks bound memory on a large corpus and let finished cases reach disk as they come.
        chunk = max(64, 32 * self.ws.config.limits.concurrency)
        pending = [seed for seed in seeds if not ctx.done(case_ids[seed.id])]
        rounds = _Rounds(runner, build_checks(self.max_turns, self.leak_gate), ctx)
        for start in range(0, len(pending), chunk):
            jobs = []
            for seed in pending[start : start + chunk]:
                draft = structural_pass(seed.turns, self.max_turns) if seed.turns else None
                job = _Job(seed, case_ids[seed.id], scenes.labels(seed.scenes), draft)
                if draft is not None and not draft.turns:
                    rounds.reject(job, Rejection("structure", "no A turn with content is left after removing fillers"))
                    continue
                job.request = self.rewriter.request(seed, job.case_id, draft)
                jobs.append(job)
            where = f"{start + len(jobs)}/{len(pending)}" if len(pending) > chunk else ""
            retry = await rounds.attempt(jobs, [job.request for job in jobs], f"build: rewriting seeds {where}", final=False)
            requests = [self.rewriter.retry(job.request, job.reply, str(job.reasons[-1])) for job in retry]
            await rounds.attempt(retry, requests, f"build: retrying rejected rewrites {where}", final=True)
        return {
            "first_attempt_rejections": dict(sorted(rounds.first_rejections.items())),
            "final_rejections": dict(sorted(rounds.final_rejections.items())),
            "template_version": self.template.version,
            "rewriter": self.rewriter.model,
            "input": source.parent.name,
        }


class _Rounds:
    """Sends a round of rewrite requests and files each reply as a case, a retry or a reject."""

    def __init__(self, runner: Runner, chain: FilterChain, ctx: StageContext):
        self.runner, self.chain, self.ctx = runner, chain, ctx
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
                self.ctx.fail(job.case_id, result.error or "call failed")
                continue
            job.ledger_keys.append(result.key)
            candidate = Candidate.from_reply(job.seed.id, result.response.text, job.seed.lang)
            problem = self.chain(candidate)
            if problem is None:
                self.ctx.keep(_case(job, candidate, request), job.case_id)
                continue
            if final:
                self.reject(job, problem)
                continue
            job.reasons.append(problem)
            self.first_rejections[problem.code] += 1
            self.ctx.counts["retried"] += 1
            # Only a parsed reply the leak gate passed is shown to the model again.
            passed_gate = problem.code != LeakGate.name
            job.reply = candidate.reply if passed_gate and candidate.turns is not None else None
            again.append(job)
        return again

    def reject(self, job: _Job, problem: Rejection) -> None:
        """File the seed under rejects: ids, the reason of every attempt, ledger keys — never
        the reply, which may be the very leak that got it rejected."""
        job.reasons.append(problem)
        self.final_rejections[problem.code] += 1
        row = {
            "case_id": job.case_id,
            "seed_id": job.seed.id,
            "source": job.seed.source,
            "attempt_reasons": [str(reason) for reason in job.reasons],
            "ledger_keys": list(job.ledger_keys),
        }
        self.ctx.reject(row, job.case_id, problem)


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


def build_dialogues(ws: Workspace, *, calls: CallOptions | None = None) -> StageResult:
    """The stage on a workspace, with its ledger, limits, models and leak gate."""
    return run_stage(BuildStage(ws, calls=calls))


def describe(summary: StageResult, *, named: bool = True) -> str:
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
    lines.append("  " + summary.outputs_line())
    return "\n".join(lines)
