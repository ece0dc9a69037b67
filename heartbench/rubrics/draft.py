"""`rubrics draft`: case-specific binary items from the absolute and the relative standard.

For every current case without case items (all cases with `--redraft`):

1. every `[models] pilots` model answers the case — the very request `pilot` and `evaluate
   run` send for that model and case, so the ledger serves it to them later;
2. the synthesizer reads the dialogue, the standard and the answers (shuffled, P1…Pn) and
   writes items (`heartbench.rubrics.synthesis`);
3. every item is checked (`heartbench.evaluation.item_checks`); a rejected item goes to rejects.jsonl
   with its code. When the usable items are fewer than `min_case_items` or more than
   `max_case_items`, or the reply is unusable, the synthesizer is re-asked once with the
   problems stated; after that the case goes to rejects.jsonl with its reasons;
4. the case's rubric becomes its items (ids `<case_id>-NN`), then the standard's universal
   items, then the catastrophic item with a positive weight.

A pilot call or synthesizer call that fails after the runner's retries leaves its case
unfinished (exit code 1); a rerun sends only what is missing. So does a synthesizer reply
still unusable after the re-ask while fresh samples remain (`limits.max_resamples`): the
rerun asks the synthesizer afresh. Once they are spent the case is rejected as
`reply-unusable`, and the command still exits 1 so scripts notice (content rejections, such
as too few usable items, exit 0).
"""

from __future__ import annotations

import hashlib
import statistics
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ConfigDict

from heartbench.errors import InputError
from heartbench.evaluation.answers import ANSWER_SPEC, answer_request, to_answer
from heartbench.evaluation.item_checks import DraftItem, Similarity, case_level_rejections, ignored_keys, item_checks
from heartbench.llm.call_options import CallOptions
from heartbench.llm.types import CallResult, LLMRequest
from heartbench.rubrics.synthesis import Synthesizer, load_draft_template, pilot_labels, read_reply
from heartbench.schema import Case, ItemEvidence, RubricItem
from heartbench.stages import Rejection
from heartbench.stages.engine import ModelStage, StageContext, StageResult, run_stage
from heartbench.stages.output import StageStats
from heartbench.stages.staleness import STANDARD
from heartbench.standard import V1_ITEM_COUNTS
from heartbench.templates import load_template, template_digests
from heartbench.workspace import Workspace, read_records

if TYPE_CHECKING:
    from heartbench.llm.runner import Runner

STAGE = "rubrics-draft"


@dataclass
class _Job:
    """One case on its way to a drafted rubric."""

    case: Case
    labels: dict[str, str]
    """Pilot label → model spec."""
    answers: dict[str, str] = field(default_factory=dict)
    ledger_keys: list[str] = field(default_factory=list)
    request: LLMRequest | None = None
    first: CallResult | None = None
    """The first synthesizer call: the one a rerun resamples when the case ends unusable."""
    reply: str = ""
    problems: list[str] = field(default_factory=list)
    advice_requested: bool | None = None
    """The synthesizer's reading of the case: does A ask for advice?"""


class DraftStats(StageStats):
    """stats.json of `rubrics draft`."""

    model_config = ConfigDict(extra="forbid")

    cases: int
    """Cases with a drafted rubric."""
    items_per_case: dict[str, dict[str, float | int | None]]
    """Min, mean and max of case items and of all items (with universals) per case."""
    per_capability: dict[str, dict[str, Any]]
    """Per capability code: its label, items drafted, items in HeartBench v1."""
    per_basis: dict[str, int]
    """Case items by basis (absolute, relative)."""
    capabilities_without_items: list[str]
    """Capability codes no drafted item measures."""
    pilots: list[str]
    """The pilots whose answers the synthesizer saw."""
    synthesizer: str
    """The synthesizer model."""
    template_version: str
    """Version of the rubric template."""
    ignored_keys: dict[str, int] = {}
    """Keys the synthesizer added to items besides those asked for (ignored), by how many replies' items had them."""
    advice: dict[str, Any] = {}
    """Cases where A asks for advice (the −3 unsolicited-advice item left out), where not, where
    the synthesizer did not say (the item kept), and the share of cases carrying the item (v1: 205 of 296, 69 %)."""


class DraftStage(ModelStage):
    """Case items drafted by the synthesizer from the standard and the pilots' answers."""

    name = STAGE
    stats_model = DraftStats
    version = 1
    config_reads = ("rubrics", "thresholds.min_case_items", "thresholds.max_case_items", "models.synthesizer", "models.pilots", STANDARD)

    def __init__(self, ws: Workspace, *, redraft: bool = False, template: Path | None = None, calls: CallOptions | None = None):
        super().__init__(ws, calls=calls)
        models = ws.config.models
        self.pilots = ws.pilot_models("rubrics draft", models.synthesizer)
        self.ignored_keys: Counter[str] = Counter()
        """Extra keys in drafted items (ignored), counted for stats.json."""
        self.redraft = redraft
        self.standard = ws.standard
        thresholds = ws.config.thresholds
        self.min_items, self.max_items = thresholds.min_case_items, thresholds.max_case_items
        language = ws.config.language
        self.answer_template = load_template(ANSWER_SPEC, language=language)
        self.template = load_draft_template(language, template)
        budgets = ws.config.budgets
        self.answer_budget = budgets.answer
        self.synthesizer = Synthesizer(self.template, models.synthesizer, self.standard, self.min_items, self.max_items,
                                       max_tokens=budgets.synthesizer, structured=ws.config.structured.synthesizer)  # fmt: skip
        self.similarity = Similarity(ws.config.rubrics.duplicate_similarity)
        self.universal = [item.content for item in (*self.standard.universal_items, self.standard.catastrophic_item)]
        # Read (and validate) every case now: bad input stops the stage before anything is written.
        self.cases = list(read_records(self.source, Case, allow_empty=True))
        for case in self.cases:
            if case.dialogue[-1].role != "A":
                raise InputError(self.source, f"case {case.case_id}: the dialogue ends on {case.dialogue[-1].role}; it must end on A")

    def settings(self) -> dict[str, Any]:
        return {
            "pilots": self.pilots, "synthesizer": self.synthesizer.model, "redraft": self.redraft,
            "items": [self.min_items, self.max_items],
            "templates": template_digests(self.template, self.answer_template),
            "standard": hashlib.sha256(self.standard.model_dump_json().encode()).hexdigest(),
            "budgets": [self.answer_budget, self.synthesizer.max_tokens], "structured": self.synthesizer.json_schema is not None,
        }  # fmt: skip

    # The work ---------------------------------------------------------------------------
    async def run_async(self, ctx: StageContext, runner: Runner) -> dict[str, Any]:
        cases = [case for case in self.cases if not ctx.done(case.case_id)]
        jobs = []
        for case in cases:
            if not self.redraft and any(item.kind == "case" for item in case.rubric):
                ctx.keep(case, case.case_id)
                ctx.counts["passed_through"] += 1
            else:
                jobs.append(_Job(case, pilot_labels(case.case_id, self.pilots)))
        # chunks keep a long run resumable; with --batch one chunk makes one submission per round
        chunk = max(1, len(jobs)) if self.calls.batch else max(32, 8 * self.ws.config.limits.concurrency)
        for start in range(0, len(jobs), chunk):
            ready = await self._answer(ctx, runner, jobs[start : start + chunk])
            again = await self._draft(ctx, runner, ready, [self.synthesizer.request(job.case, job.answers) for job in ready], final=False)
            requests = [self.synthesizer.retry(job.request, job.reply, job.problems) for job in again]
            await self._draft(ctx, runner, again, requests, final=True)
        return {} if ctx.failures else self._figures(ctx)

    async def _answer(self, ctx: StageContext, runner: Runner, jobs: list[_Job]) -> list[_Job]:
        """Every pilot's answer to every case; returns the jobs whose answers are all usable."""
        requests = [answer_request(job.case, model, self.answer_template, self.answer_budget, stage=STAGE)
                    for job in jobs for model in job.labels.values()]  # fmt: skip
        results = iter(await runner.map(requests, "rubrics draft: pilot answers", batch=self.calls.batch))
        ready = []
        for job in jobs:
            problems: list[str] | None = []
            for (label, model), result in [(pair, next(results)) for pair in job.labels.items()]:
                answer = to_answer(job.case.case_id, model, result)
                job.ledger_keys.append(result.key)
                if answer.text is not None:
                    job.answers[label] = answer.text
                elif not result.ok:
                    ctx.fail(job.case.case_id, f"pilot {model}: {result.error}")
                    problems = None
                    break
                else:
                    problems.append(f"pilot {model}: {answer.error}")
            if problems is None:
                continue
            if problems:
                self._reject_case(ctx, job, Rejection("pilot-answer-unusable", "; ".join(problems)))
                continue
            ready.append(job)
        return ready

    async def _draft(self, ctx: StageContext, runner: Runner, jobs: list[_Job], requests: list[LLMRequest], *, final: bool) -> list[_Job]:
        """Send one round of synthesizer requests; keep, re-ask (first round) or reject each case."""
        if not jobs:
            return []
        description = "rubrics draft: re-asking the synthesizer" if final else "rubrics draft: synthesizer"
        results = await runner.map(requests, description, batch=self.calls.batch)
        again = []
        for job, request, result in zip(jobs, requests, results, strict=True):
            if not result.ok:
                ctx.fail(job.case.case_id, f"synthesizer: {result.error}")
                continue
            job.ledger_keys.append(result.key)
            if not final:
                job.first = result
            job.request, attempt = request, 2 if final else 1
            reply = read_reply(result.response)
            job.reply, job.advice_requested = reply.text, reply.advice_requested
            kept, rejected, problems = self._assess(job, reply.items, reply.problem)
            for number, rejection in rejected.items():
                key = f"{job.case.case_id}/{attempt}/{number}"
                if not ctx.done(key):
                    ctx.reject({"case_id": job.case.case_id, "attempt": attempt, "item": reply.items[number - 1]}, key, rejection)
            if kept is not None:
                ctx.keep(self._drafted(job, kept), job.case.case_id)
            elif final and reply.items is None and self._resample_later(runner, job, problems[-1]):
                ctx.fail(job.case.case_id, f"synthesizer reply unusable after the re-ask: {problems[-1]}; a rerun asks afresh")
            elif final:
                job.problems += problems
                code = "reply-unusable" if reply.items is None else "item-count"
                self._reject_case(ctx, job, Rejection(code, problems[-1]))
            else:
                job.problems = problems
                ctx.counts["reasked"] += 1
                again.append(job)
        return again

    @staticmethod
    def _resample_later(runner: Runner, job: _Job, problem: str) -> bool:
        """Mark the case's first synthesizer reply unusable; True while a rerun may resample it."""
        if job.first is None:
            return False
        runner.mark_unusable(job.first, problem)
        return job.first.resamples_left > 0

    def _assess(self, job: _Job, raw_items: list | None, problem: str | None) -> tuple[list[DraftItem] | None, dict[int, Rejection], list[str]]:
        """(usable items or None when the case needs a re-ask, item rejections, problems)."""
        if raw_items is None:
            return None, {}, [problem or "unusable reply"]
        checks = item_checks(self.standard, list(job.labels), min_chars=self.ws.config.rubrics.min_item_chars,
                             max_chars=self.ws.config.rubrics.max_item_chars)  # fmt: skip
        items = [DraftItem(number, raw) for number, raw in enumerate(raw_items, start=1)]
        for item in items:
            self.ignored_keys.update(ignored_keys(item))
        rejected = {item.number: r for item in items if (r := checks(item)) is not None}
        passing = [item for item in items if item.number not in rejected]
        rejected.update(case_level_rejections(passing, self.universal, self.similarity))
        kept = [item for item in passing if item.number not in rejected]
        problems = [rejection.detail for _, rejection in sorted(rejected.items())]
        if not self.min_items <= len(kept) <= self.max_items:
            problems.append(f"{len(kept)} usable item(s); this case needs {self.min_items} to {self.max_items}")
            return None, rejected, problems
        return kept, rejected, problems

    def _drafted(self, job: _Job, items: list[DraftItem]) -> Case:
        case_id, standard = job.case.case_id, self.standard
        rubric = []
        for item in items:
            evidence = item.get("evidence") or {}
            rubric.append(RubricItem(
                item_id="", dimension=item.get("dimension"), score=item.get("score"), content=item.get("content").strip(),
                kind="case", origin=item.get("basis"),
                evidence=ItemEvidence(hit=[job.labels[x] for x in evidence.get("hit", [])], miss=[job.labels[x] for x in evidence.get("miss", [])]),
            ))  # fmt: skip
        for universal in standard.universal_items:
            if not universal.applies(job.advice_requested):
                continue
            rubric.append(RubricItem(item_id="", dimension=universal.dimension, score=universal.score, content=universal.content,
                                     kind="universal", origin="absolute"))  # fmt: skip
        catastrophic = standard.catastrophic_item
        rubric.append(RubricItem(item_id="", dimension=catastrophic.dimension, score=standard.catastrophic_weight,
                                 content=catastrophic.content, kind="catastrophic", origin="absolute"))  # fmt: skip
        for number, item in enumerate(rubric, start=1):
            item.item_id = f"{case_id}-{number:02d}"
        provenance = job.case.provenance.model_copy(update={
            "stage": STAGE, "template_version": self.template.version,
            "ledger_keys": [*job.case.provenance.ledger_keys, *job.ledger_keys],
        })  # fmt: skip
        return job.case.model_copy(update={"rubric": rubric, "provenance": provenance, "advice_requested": job.advice_requested})

    def _reject_case(self, ctx: StageContext, job: _Job, rejection: Rejection) -> None:
        row = {"case_id": job.case.case_id, "problems": job.problems, "ledger_keys": job.ledger_keys}
        ctx.reject(row, job.case.case_id, rejection)

    # Stats ------------------------------------------------------------------------------
    def _figures(self, ctx: StageContext) -> dict[str, Any]:
        """Figures over every case written, this run's and an interrupted run's alike."""
        case_counts, all_counts = [], []
        per_capability: Counter[str] = Counter()
        per_basis: Counter[str] = Counter()
        advice: Counter[str] = Counter()
        conditional = {item.content for item in self.standard.universal_items if item.unless == "advice_requested"}
        carrying = 0
        for row in ctx.out.written_rows():
            flag = row.get("advice_requested")
            advice["requested" if flag is True else "not_requested" if flag is False else "not_stated"] += 1
            carrying += any(item["content"] in conditional for item in row["rubric"])
            items = [item for item in row["rubric"] if item.get("kind") == "case"]
            case_counts.append(len(items))
            all_counts.append(len(row["rubric"]))
            per_capability.update(item["dimension"] for item in items)
            per_basis.update(item.get("origin", "imported") for item in items)
        labels = {c.code: c.zh for c in self.standard.capabilities}
        capability_table = {code: {"label": label, "items": per_capability.get(code, 0), "v1": V1_ITEM_COUNTS.get(label)} for code, label in labels.items()}
        return {
            "cases": len(case_counts),
            "items_per_case": {"case_items": _spread(case_counts), "all_items": _spread(all_counts)},
            "per_capability": capability_table,
            "per_basis": dict(sorted(per_basis.items())),
            "capabilities_without_items": [code for code in labels if not per_capability.get(code)],
            "pilots": self.pilots,
            "synthesizer": self.synthesizer.model,
            "template_version": self.template.version,
            "ignored_keys": dict(sorted(self.ignored_keys.items())),
            "advice": {**{key: advice.get(key, 0) for key in ("requested", "not_requested", "not_stated")},
                       "share_with_advice_item": round(carrying / len(case_counts), 4) if case_counts and conditional else None},
        }  # fmt: skip


def _spread(values: list[int]) -> dict[str, float | int | None]:
    if not values:
        return {"min": None, "mean": None, "max": None}
    return {"min": min(values), "mean": round(statistics.fmean(values), 2), "max": max(values)}


def draft_rubrics(ws: Workspace, *, redraft: bool = False, template: Path | None = None, calls: CallOptions | None = None) -> StageResult:
    """The stage on a workspace."""
    return run_stage(DraftStage(ws, redraft=redraft, template=template, calls=calls))


def describe(result: StageResult) -> str:
    """A few lines for the terminal."""
    stats = result.stats
    if result.skipped:
        return f"rubrics draft: up to date ({stats.get('cases', '?')} cases) ({result.outputs})"
    counts, spread = stats["counts"], stats["items_per_case"]["case_items"]
    notes = [f"{counts[k]} {what}" for k, what in (("passed_through", "already had items"), ("reasked", "re-asked once"), ("resumed", "resumed")) if counts.get(k)]
    case_rejects = sum(n for code, n in stats["rejections"].items() if code in ("item-count", "reply-unusable", "pilot-answer-unusable"))
    lines = [f"rubrics draft: {counts.get('kept', 0)} cases with rubrics, {case_rejects} rejected" + (f" ({', '.join(notes)})" if notes else "")]
    if spread["min"] is not None:
        lines.append(f"  case items per case: {spread['min']}–{spread['max']} (mean {spread['mean']}); by basis: "
                     + ", ".join(f"{k} {v}" for k, v in stats["per_basis"].items()))  # fmt: skip
    advice = stats.get("advice") or {}
    if advice.get("share_with_advice_item") is not None:
        lines.append(f"  unsolicited-advice item in {advice['share_with_advice_item']:.0%} of cases (v1: 69 %); A asks for advice in "
                     f"{advice['requested']}, not in {advice['not_requested']}, not stated in {advice['not_stated']}")  # fmt: skip
    if stats["rejections"]:
        lines.append("  rejected: " + ", ".join(f"{code} {n}" for code, n in stats["rejections"].items()))
    if stats["capabilities_without_items"]:
        missing = stats["capabilities_without_items"]
        lines.append(f"  warning: {len(missing)} capabilit{'y has' if len(missing) == 1 else 'ies have'} no item in the whole dataset: {', '.join(missing)}")
    if result.calls:
        lines.append("  model calls: " + result.calls.replace("\n", "\n  "))
    lines.append("  " + result.outputs_line())
    return "\n".join(lines)
