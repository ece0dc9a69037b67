"""`heartbench evaluate run`: the standard evaluation pass.

Every model under test answers every case; the judge decides every rubric item of every
answer (re-asked when its reply is unusable); the verdicts are scored with
`heartbench.evaluation.scoring` and each model's overall score gets a bootstrap interval.

`evaluate run` is a stage on the engine (`EvaluateStage`) whose folder is `--out`: its records
are `verdicts.jsonl` (one Verdict per case and model), its side files `answers.jsonl`,
`scores.json` (the `evaluate score` shape plus bootstrap intervals, P(A > B), separability,
judge self-consistency and rule agreement), `cases.jsonl` (the cases evaluated) and `run.json`
(settings and where the ledger is), so that `evaluate report` and `evaluate agreement` need
nothing but the folder; `stats.json` lists the unscored pairs. They appear together when the
run finishes. Every call goes through the ledger — the workspace's, or `ledger.sqlite` in the
`--out` folder when the cases come from `--dataset` — and the folder is resumable: a rerun
after a crash sends only what is missing, a rerun of a finished run changes nothing. A call
that failed after the retries leaves its pair unfinished (exit 1; the rerun retries it) unless
`--allow-unscored` keeps it as unscored. Without a workspace, the `--out` folder also holds the
replies of `scripted/` models (`OUT/scripted/...`).
"""

from __future__ import annotations

import contextlib
import hashlib
import shutil
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple, get_args

from pydantic import ConfigDict

from heartbench.config import JudgeSettings
from heartbench.errors import EXIT_INPUT, HeartbenchError, InputError, shell_arg
from heartbench.evaluation.answers import ANSWER_SPEC
from heartbench.evaluation.bootstrap import RESAMPLES
from heartbench.evaluation.confirm import confirmation_counts
from heartbench.evaluation.consistency import judge_consistency, rule_agreement
from heartbench.evaluation.contract import Evaluation, pair_key, with_truncated
from heartbench.evaluation.judge import JUDGE_SPEC, Judge, load_judge_template
from heartbench.evaluation.report import write_scores
from heartbench.evaluation.rules import RULE_MODES, RuleBook
from heartbench.evaluation.samples import CONSTRUCTION, EVALUATION
from heartbench.evaluation.scoring import ScoreReport, VerdictRow, add_intervals, score_verdicts
from heartbench.heartbench_jsonl import read_release
from heartbench.jsonio import dumps, read_json, write_json, write_jsonl
from heartbench.lineage import graph
from heartbench.lineage.markers import MARKER
from heartbench.llm.call_options import CallOptions
from heartbench.llm.factory import open_runner
from heartbench.llm.ledger import Ledger
from heartbench.llm.runner import Runner
from heartbench.locking import LOCK_NAME, workspace_lock
from heartbench.model_spec import parse_model
from heartbench.schema import Answer, Case, Leaderboard, Subset, Verdict
from heartbench.stages.engine import ModelStage, StageContext, run_stage
from heartbench.stages.output import STARTED, StageStats
from heartbench.standard import Standard, load_standard
from heartbench.templates import PACKAGED, PromptTemplate, load_template, template_digests
from heartbench.workspace import Workspace, read_records

SUBSETS: tuple[str, ...] = get_args(Subset)
ANSWERS_FILE, VERDICTS_FILE, SCORES_FILE, LEDGER_FILE = "answers.jsonl", "verdicts.jsonl", "scores.json", "ledger.sqlite"
CASES_FILE, RUN_FILE = "cases.jsonl", "run.json"


@dataclass(frozen=True)
class RunSettings:
    """Everything `evaluate run` takes besides where the cases come from."""

    models: tuple[str, ...]
    judge: str | None = None
    """Judge model; None = the workspace's `models.judge`."""
    subset: str = "all"
    concurrency: int | None = None
    """Overrides `limits.concurrency` (workspace) or the default."""
    rpm: int | None = None
    """Overrides `limits.rpm`."""
    judge_tool: bool = False
    """Ask the judge for a tool call instead of plain JSON."""
    max_reasks: int = 2
    judge_template: Path | None = None
    answer_template: Path | None = None
    standard: str = "heartbench-zh"
    """Standard used to read a `--dataset` release (a workspace names its own)."""
    calls: CallOptions = field(default_factory=CallOptions)
    """Timeout, resamples, spend cap and `--batch` (Anthropic Message Batches for both passes)."""
    judge_repeats: int = 1
    """Judgements per answer; the verdict is the per-item majority (odd, so one always exists)."""
    rules: str | None = None
    """`off`, `report` or `decide`; None = the workspace's `judge.rules`, else `report`."""
    truncated: str = "judge"
    """An answer cut off at its token budget: `judge` it as it is (counted per model in
    scores.json) or leave it `unscored`."""
    reuse_pilot_answers: bool = False
    """Score the pilots' construction answers (the ledger serves them) instead of drawing the
    evaluation sample: cheaper, but a pilot's figures are then in-sample, and marked so."""
    confirm_catastrophic: int | None = None
    """Focused re-judgements of a catastrophic hit; None = the workspace's `[judge]
    confirm_catastrophic`, else 3."""
    force: bool = False
    """Replace a run of other cases or settings already in `--out` (without it, that is refused)."""
    allow_unscored: bool = False
    """Keep a pair whose call failed after the retries as unscored, instead of leaving the run
    unfinished for a rerun to retry (a provider that refuses one case for good)."""
    runner_options: dict = field(default_factory=dict)
    """Extra `Runner` keyword arguments (tests shorten backoff and batch polling)."""


class Unscored(NamedTuple):
    case_id: str
    model: str
    reason: str


class RunResult(NamedTuple):
    leaderboard: Leaderboard
    standard: Standard
    unscored: list[Unscored]
    outputs: list[Path]
    ledger: Path
    calls: str
    """The runner's account of this run: requests, served from the ledger, sent, failed."""
    skipped: bool = False
    """True when the folder already held a finished run of the same cases and settings."""


class EvaluateStats(StageStats):
    """stats.json of `evaluate run`."""

    model_config = ConfigDict(extra="forbid")

    models: list[str]
    """The models under test."""
    judge: str
    """The judge model."""
    subset: str
    """all, normal or hard."""
    cases: int
    """Cases evaluated."""
    unscored: list[dict[str, str]]
    """Unscored pairs: case_id, model, reason."""


class EvaluateStage(ModelStage):
    """The models under test answer every case; the judge scores every answer. Output folder:
    `--out`; the cases are the workspace's current cases (`-w`) or a release's (`--dataset`)."""

    name = "evaluate"
    version = 1
    side_files = (ANSWERS_FILE, SCORES_FILE, CASES_FILE, RUN_FILE)
    stats_model = EvaluateStats

    def __init__(self, out: Path, options: RunSettings, *, dataset: Path | None = None, workspace: Workspace | None = None):
        if (dataset is None) == (workspace is None):
            raise InputError(None, "give exactly one of --dataset or --workspace/-w")
        out = Path(out)
        if out.exists() and not out.is_dir():
            raise InputError(out, "--out must be a folder")
        super().__init__(workspace or Workspace.detached(out), calls=options.calls, runner_options=options.runner_options)
        self.out, self.options, self.dataset = out, options, dataset
        self.standard = workspace.standard if workspace is not None else load_standard(options.standard)
        config = workspace.config if workspace is not None else None
        self.judge_model = options.judge or (config.models.judge if config is not None else None)
        if self.judge_model is None:
            raise InputError(None, "--judge is required with --dataset (a workspace names its judge in bench.toml)")
        _check_models(options.models, self.judge_model)
        if options.judge_repeats < 1 or options.judge_repeats % 2 == 0:
            raise InputError(None, f"--judge-repeats must be 1 or an odd number (a majority must exist), got {options.judge_repeats}")
        self.rule_mode = options.rules or (config.judge.rules if config is not None else "report")
        if self.rule_mode not in RULE_MODES:
            raise InputError(None, f"--rules must be one of {', '.join(RULE_MODES)}, got '{self.rule_mode}'")
        self.rules = RuleBook(self.standard, self.rule_mode)
        every_case = read_release(dataset, self.standard) if dataset is not None else list(read_records(self.source, Case, allow_empty=True))
        self.cases = _subset(every_case, options.subset, dataset or self.ws.root)
        language = self.standard.language
        budgets, structured = self.ws.config.budgets, self.ws.config.structured
        if options.reuse_pilot_answers and workspace is None:
            raise InputError(None, "--reuse-pilot-answers needs a workspace (-w): the pilot answers live in its ledger")
        template = (load_judge_template(workspace, options.judge_template) if workspace is not None
                    else load_template(JUDGE_SPEC, options.judge_template, language=language))  # fmt: skip
        confirm = options.confirm_catastrophic
        if confirm is None:
            confirm = config.judge.confirm_catastrophic if config is not None else JudgeSettings().confirm_catastrophic
        judge = Judge(self.judge_model, template, self.standard, use_tool=options.judge_tool, max_reasks=options.max_reasks,
                      repeats=options.judge_repeats, rules=self.rules, max_tokens=budgets.judge, structured=structured.judge,
                      confirm_catastrophic=confirm)  # fmt: skip
        self.sample = CONSTRUCTION if options.reuse_pilot_answers else EVALUATION
        self.in_sample = [model for model in options.models if model in config.models.pilots] if options.reuse_pilot_answers else []
        answer_template = load_template(ANSWER_SPEC, options.answer_template, language=language)
        if options.truncated not in ("judge", "unscored"):
            raise InputError(None, f"--truncated must be judge or unscored, got '{options.truncated}'")
        self.evaluation = Evaluation(options.models, answer_template, judge, stage="evaluate", answer_budget=budgets.answer,
                                     truncated=options.truncated, sample=self.sample)  # fmt: skip
        self.evaluation.check(self.cases)  # unknown dimensions surface now, not after the answers were paid for

    # Declaration -----------------------------------------------------------------------
    @property
    def sources(self) -> dict[str, graph.Resolved]:  # type: ignore[override]
        """A release is not a stage of the graph: only a workspace's current cases are a source."""
        return {} if self.dataset is not None else super().sources

    def output_dir(self) -> Path:
        return self.out

    def rerun_command(self) -> str:
        source = f"--dataset {shell_arg(self.dataset)}" if self.dataset is not None else f"-w {shell_arg(self.ws.root)}"
        models = " ".join(f"--model {shell_arg(model)}" for model in self.options.models)
        return f"heartbench evaluate run {source} --out {shell_arg(self.out)} {models} …"

    def settings(self) -> dict[str, Any]:
        options = self.options
        return {
            "models": list(options.models), "judge": self.judge_model, "subset": options.subset, "standard": self.standard.name,
            "judge_tool": options.judge_tool, "max_reasks": options.max_reasks, "judge_repeats": options.judge_repeats,
            "rules": self.rule_mode, "allow_unscored": options.allow_unscored, "truncated": options.truncated,
            "budgets": [self.evaluation.answer_budget, self.evaluation.judge.max_tokens], "structured": self.evaluation.judge.structured,
            "templates": template_digests(self.evaluation.answer_template, self.evaluation.judge.template),
            "cases": hashlib.sha256(dumps([case.model_dump(mode="json") for case in self.cases]).encode()).hexdigest(),
            "sample": self.sample, "confirm_catastrophic": self.evaluation.judge.confirm_catastrophic,
        }  # fmt: skip

    def open_runner(self) -> contextlib.AbstractContextManager[Runner]:
        options = self.options
        overrides = {"concurrency": options.concurrency, "rpm": options.rpm}
        limits = self.ws.config.limits.model_copy(update={k: v for k, v in overrides.items() if v is not None})
        # The same run id on a rerun into the same folder: the spend cap counts the interrupted run too.
        run_id = "evaluate-" + hashlib.sha256(str(self.out.resolve()).encode()).hexdigest()[:16]
        return open_runner(self.ws, calls=self.calls, limits=limits, run_id=run_id, **self.runner_options)

    # Work ------------------------------------------------------------------------------
    async def run_async(self, ctx: StageContext, runner: Runner) -> dict[str, Any]:
        options = self.options
        answers = await self.evaluation.run(ctx, runner, self.cases, batch=self.calls.batch, keep_failed_calls=options.allow_unscored)
        if ctx.failures:
            return {}
        verdicts = _in_case_order(self.cases, options.models, ctx.out.written_rows())
        report = score_verdicts(self.cases, [VerdictRow(v.case_id, v.model, v.detail) for v in verdicts])
        marks = {"answer_sample": self.sample, "in_sample": self.in_sample, "catastrophic_checks": confirmation_counts(verdicts)}
        board = with_truncated(add_intervals(report).model_copy(update={**self._checks(answers, verdicts), **marks}), answers)
        write_jsonl(ctx.side_file(ANSWERS_FILE), answers)
        write_jsonl(ctx.side_file(CASES_FILE), self.cases)
        write_json(ctx.side_file(RUN_FILE), self._run_facts())
        write_scores(board, ctx.side_file(SCORES_FILE))
        return {"models": list(options.models), "judge": self.judge_model, "subset": options.subset,
                "cases": len(self.cases), "unscored": [u._asdict() for u in unscored_pairs(report, verdicts)]}  # fmt: skip

    def _checks(self, answers: list[Answer], verdicts: list[Verdict]) -> dict[str, Any]:
        """Leaderboard fields from the measurement checks that were asked for."""
        checks = {}
        if self.options.judge_repeats > 1:
            checks["judge_consistency"] = judge_consistency(self.cases, verdicts, self.options.judge_repeats)
        if self.rules.mode != "off":
            checks["rules"] = rule_agreement(self.rules, self.cases, answers, verdicts)
        return checks

    def _run_facts(self) -> dict[str, Any]:
        options = self.options
        judge = self.evaluation.judge
        return {"models": list(options.models), "judge": self.judge_model, "subset": options.subset, "standard": self.standard.name,
                "judge_repeats": options.judge_repeats, "rules": self.rule_mode, "ledger": str(self.ws.ledger_path.resolve()),
                "source": str((self.dataset or self.ws.root).resolve()),
                "judge_template": {"version": judge.template.version, **_template_origin(judge.template)},
                "answer_sample": self.sample, "in_sample": self.in_sample,
                "confirm_catastrophic": judge.confirm_catastrophic}  # fmt: skip


def check_run_folder(stage: EvaluateStage, *, force: bool) -> None:
    """InputError when `--out` is a release folder, or holds a run (finished or interrupted) of
    other cases or settings that the user did not ask to replace with `--force`."""
    out = stage.out
    # what a --dataset run keeps beside its outputs: its ledger and the replies of scripted models
    own = {LOCK_NAME, LEDGER_FILE, f"{LEDGER_FILE}-wal", f"{LEDGER_FILE}-shm", "scripted"}
    if not out.is_dir() or not any(path.name not in own for path in out.iterdir()):
        return
    if (out / "manifest.json").is_file() or (out / "croissant.json").is_file():
        raise InputError(out, "--out is a release folder; an evaluation goes to a folder of its own")
    marker, started = out / MARKER, out / STARTED
    if not marker.is_file() and not started.is_file():
        return  # the folder's own files (the cases of a --dataset run, scripted replies): nothing of a run to lose
    recorded = read_json(marker if marker.is_file() else started)
    same = isinstance(recorded, dict) and recorded.get("fingerprint") == stage.fingerprint()
    if not same and not force:
        what = "a finished run" if marker.is_file() else "an interrupted run"
        raise InputError(out, f"--out holds {what} of other cases or settings; pass --force to replace it, or choose another folder")


def _template_origin(template: PromptTemplate) -> dict[str, str]:
    """Where a template came from: packaged, or the user's file (with its digest)."""
    digest = hashlib.sha256(template.path.read_bytes()).hexdigest()
    packaged = template.path.resolve().parent == PACKAGED.resolve()
    return {"source": "packaged" if packaged else str(template.path), "sha256": digest}


def run_evaluation(out: Path, settings: RunSettings, *, dataset: Path | None = None, workspace: Workspace | None = None,
                   ready: Callable[[EvaluateStage], None] | None = None) -> RunResult:  # fmt: skip
    """Answer, judge, score; write the outputs to `out`. Bad input raises before any call or
    file (`ready` is called once the input is known to be good); a folder that already holds
    this very run is left as it is."""
    stage = EvaluateStage(out, settings, dataset=dataset, workspace=workspace)
    check_run_folder(stage, force=settings.force)
    if ready is not None:
        ready(stage)
    created = not stage.out.exists()
    stage.out.mkdir(parents=True, exist_ok=True)
    try:
        with workspace_lock(stage.out, "heartbench evaluate run"):  # a second run into the same folder waits its turn, never pays twice
            result = run_stage(stage)
    except HeartbenchError as exc:
        # bad input found once the run began (a missing API key): a folder this run made and that
        # holds no answer and no paid call is not left behind
        if created and exc.exit_code == EXIT_INPUT and _holds_no_work(stage.out):
            shutil.rmtree(stage.out, ignore_errors=True)
        raise
    board = Leaderboard.model_validate(read_json(stage.out / SCORES_FILE))
    unscored = [Unscored(**row) for row in result.stats.get("unscored", [])]
    outputs = [stage.out / name for name in result.files if name not in ("rejects.jsonl", "stats.json")]
    return RunResult(board, stage.standard, unscored, outputs, stage.ws.ledger_path, result.calls, result.skipped)


def _holds_no_work(folder: Path) -> bool:
    """Only the lock, a start marker, empty partial records and a ledger without a call."""
    for path in folder.rglob("*"):
        if path.is_dir() or path.name in (LOCK_NAME, STARTED) or (path.suffix == ".partial" and not path.stat().st_size):
            continue
        if not path.name.startswith("ledger.sqlite"):
            return False
    ledger = folder / "ledger.sqlite"
    if not ledger.is_file():
        return True
    try:
        with Ledger(ledger, readonly=True) as opened:
            return not opened.stats()
    except (HeartbenchError, OSError):
        return False


def _in_case_order(cases: list[Case], models: tuple[str, ...], rows: Iterable[dict[str, Any]]) -> list[Verdict]:
    """The verdicts written (this run's and an interrupted run's), case-major like the answers:
    a resumed run's record order must not change what is scored."""
    pairs = [pair_key(case.case_id, model) for case in cases for model in models]
    position = {key: n for n, key in enumerate(pairs)}
    return sorted((Verdict.model_validate(row) for row in rows), key=lambda v: position[pair_key(v.case_id, v.model)])


def unscored_pairs(report: ScoreReport, verdicts: list[Verdict]) -> list[Unscored]:
    """Every unscored (case, model) pair, with the judge's problem where it has one."""
    problems = {(v.case_id, v.model): v.problem for v in verdicts if v.problem}
    return [
        Unscored(case_id, model, problems.get((case_id, model)) or reason)
        for model, reasons in report.reasons.items()
        for case_id, reason in reasons.items()
    ]


def _check_models(models: tuple[str, ...], judge: str) -> None:
    if not models:
        raise InputError(None, "give at least one --model to evaluate")
    seen: set[str] = set()
    for spec in (*models, judge):
        parse_model(spec)
    for spec in models:
        if spec in seen:
            raise InputError(None, f"--model {spec} is given twice")
        seen.add(spec)


def _subset(cases: list[Case], subset: str, where: Path) -> list[Case]:
    if subset not in SUBSETS:
        raise InputError(None, f"--subset must be one of {', '.join(SUBSETS)}, got '{subset}'")
    chosen = cases if subset == "all" else [case for case in cases if case.difficulty == subset]
    if not chosen:
        raise InputError(where, f"no cases in subset '{subset}'" if cases else "no cases")
    return chosen


def interval_lines(board: Leaderboard) -> list[str]:
    """One line per model: its overall score's bootstrap interval."""
    lines = [f"95% interval of overall ({RESAMPLES} bootstrap resamples of cases):"]
    for model, result in board.models.items():
        ci = result.overall_ci95
        lines.append(f"  {model}: " + ("no scored case" if ci is None else f"{ci[0]:.2f} – {ci[1]:.2f}"))
    return lines


def check_lines(board: Leaderboard) -> list[str]:
    """Separability, judge self-consistency and rule agreement, one line each where present."""
    lines = []
    if board.separability is not None:
        lines.append(f"separability (pairs of models whose intervals do not overlap): {board.separability:.0%}")
    if board.judge_consistency:
        overall = board.judge_consistency["overall"]
        kappa = "—" if overall["fleiss_kappa"] is None else f"{overall['fleiss_kappa']:.2f}"
        flips = "—" if overall["flip_rate"] is None else f"{overall['flip_rate']:.1%}"
        lines.append(f"judge self-consistency over {board.judge_consistency['repeats']} judgements: "
                     f"{flips} of {overall['items']} items flip, Fleiss' kappa {kappa}")  # fmt: skip
    for name, entry in (board.rules or {}).items():
        if name == "mode":
            continue
        if "versus_judge" in entry:
            versus = entry["versus_judge"]
            lines.append(f"rule {name} vs judge: {versus['agreement']:.0%} agreement on {versus['items']} items")
        if "decided" in entry:
            lines.append(f"rule {name} decided {entry['decided']['items']} items ({entry['decided']['hit_rate']:.0%} hits)")
    return lines
