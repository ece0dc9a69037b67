"""`heartbench evaluate run`: the standard evaluation pass.

Every model under test answers every case; the judge decides every rubric item of every
answer (re-asked when its reply is unusable); the verdicts are scored with
`heartbench.evaluation.scoring` and each model's overall score gets a bootstrap interval.

Outputs in the `--out` folder, each written atomically: `answers.jsonl` (Answer records),
`verdicts.jsonl` (Verdict records), `scores.json` (the `evaluate score` shape plus bootstrap
intervals, P(A > B), separability, judge self-consistency and rule agreement), `cases.jsonl`
(the cases evaluated) and `run.json` (settings and where the ledger is), so that `evaluate
report` and `evaluate agreement` need nothing but the folder. Every call goes through the ledger — the workspace's, or `ledger.sqlite` in
the `--out` folder when the cases come from `--dataset` — so a rerun, after a crash or not,
is served from the ledger and sends only what is missing. Without a workspace, the `--out`
folder also holds the replies of `scripted/` models (`OUT/scripted/...`).
"""

from __future__ import annotations

import asyncio
import hashlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple, get_args

from heartbench.config import BenchConfig
from heartbench.errors import InputError
from heartbench.evaluation.answers import ANSWER_SPEC
from heartbench.evaluation.bootstrap import RESAMPLES
from heartbench.evaluation.consistency import judge_consistency, rule_agreement
from heartbench.evaluation.contract import Evaluation
from heartbench.evaluation.judge import JUDGE_SPEC, Judge
from heartbench.evaluation.report import write_scores
from heartbench.evaluation.rules import RULE_MODES, RuleBook
from heartbench.evaluation.scoring import ScoreReport, VerdictRow, add_intervals, score_verdicts
from heartbench.heartbench_jsonl import read_release
from heartbench.jsonio import write_json, write_jsonl
from heartbench.llm.factory import open_runner
from heartbench.model_spec import parse_model
from heartbench.schema import Answer, Case, Leaderboard, Subset, Verdict
from heartbench.standard import Standard, load_standard
from heartbench.templates import load_template
from heartbench.workspace import Workspace

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
    batch: bool = False
    """Anthropic Message Batches for both passes."""
    judge_tool: bool = False
    """Ask the judge for a tool call instead of plain JSON."""
    max_reasks: int = 2
    judge_template: Path | None = None
    answer_template: Path | None = None
    standard: str = "heartbench-zh"
    """Standard used to read a `--dataset` release (a workspace names its own)."""
    timeout: float = 600.0
    """Seconds before one HTTP attempt is abandoned (and retried)."""
    judge_repeats: int = 1
    """Judgements per answer; the verdict is the per-item majority (odd, so one always exists)."""
    rules: str | None = None
    """`off`, `report` or `decide`; None = the workspace's `judge.rules`, else `report`."""
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


class _Source(NamedTuple):
    cases: list[Case]
    standard: Standard
    home: Workspace
    """Holds the ledger and scripted replies: the workspace, or the --out folder with default settings."""
    config: BenchConfig | None
    """The workspace's configuration, when there is one."""


def run_evaluation(out: Path, settings: RunSettings, *, dataset: Path | None = None, workspace: Path | None = None) -> RunResult:
    """Answer, judge, score; write the outputs to `out`. Bad input raises before any call."""
    out = Path(out)
    if out.exists() and not out.is_dir():
        raise InputError(out, "--out must be a folder")
    source = _load_source(dataset, workspace, out, settings)
    judge_model = settings.judge or (source.config.models.judge if source.config is not None else None)
    if judge_model is None:
        raise InputError(None, "--judge is required with --dataset (a workspace names its judge in bench.toml)")
    _check_models(settings.models, judge_model)
    if settings.judge_repeats < 1 or settings.judge_repeats % 2 == 0:
        raise InputError(None, f"--judge-repeats must be 1 or an odd number (a majority must exist), got {settings.judge_repeats}")
    rule_mode = settings.rules or (source.config.judge.rules if source.config is not None else "report")
    if rule_mode not in RULE_MODES:
        raise InputError(None, f"--rules must be one of {', '.join(RULE_MODES)}, got '{rule_mode}'")
    rules = RuleBook(source.standard, rule_mode)
    cases = _subset(source.cases, settings.subset, dataset or workspace)
    language = source.standard.language
    judge = Judge(
        judge_model,
        load_template(JUDGE_SPEC, settings.judge_template, language=language),
        source.standard,
        use_tool=settings.judge_tool,
        max_reasks=settings.max_reasks,
        repeats=settings.judge_repeats,
        rules=rules,
    )
    answer_template = load_template(ANSWER_SPEC, settings.answer_template, language=language)
    evaluation = Evaluation(settings.models, answer_template, judge, stage="evaluate")
    evaluation.check(cases)  # unknown dimensions surface now, not after the answers were paid for

    overrides = {"concurrency": settings.concurrency, "rpm": settings.rpm}
    limits = source.home.config.limits.model_copy(update={k: v for k, v in overrides.items() if v is not None})
    ledger_path = source.home.ledger_path
    # The same run id on a rerun into the same folder: the spend cap counts the interrupted run too.
    run_id = "evaluate-" + hashlib.sha256(str(out.resolve()).encode()).hexdigest()[:16]
    with open_runner(source.home, limits=limits, timeout=settings.timeout, run_id=run_id, **settings.runner_options) as runner:
        answers, verdicts = asyncio.run(_answer_and_judge(runner, evaluation, cases, settings.batch, out))
        calls = runner.report()
    checks = _checks(cases, answers, verdicts, settings.judge_repeats, rules)
    run_facts = {"models": list(settings.models), "judge": judge_model, "subset": settings.subset, "standard": source.standard.name,
                 "judge_repeats": settings.judge_repeats, "rules": rule_mode, "ledger": str(ledger_path.resolve()),
                 "source": str((dataset or workspace).resolve())}  # fmt: skip
    return _score_and_write(out, cases, verdicts, source.standard, ledger_path, calls, checks, run_facts)


def _checks(cases: list[Case], answers: list[Answer], verdicts: list[Verdict], repeats: int, rules: RuleBook) -> dict:
    """Leaderboard fields from the measurement checks that were asked for."""
    checks = {}
    if repeats > 1:
        checks["judge_consistency"] = judge_consistency(cases, verdicts, repeats)
    if rules.mode != "off":
        checks["rules"] = rule_agreement(rules, cases, answers, verdicts)
    return checks


async def _answer_and_judge(runner, evaluation: Evaluation, cases: list[Case], batch: bool, out: Path) -> tuple[list[Answer], list[Verdict]]:
    try:
        if runner.sends_anything(evaluation.answer_requests(cases)):
            # A new answer means a new verdict: a missing judge key must stop the run before
            # any answer is paid for, not after.
            runner.provider(evaluation.judge.provider)
        answers = [entry.answer for entry in await evaluation.answer(runner, cases, batch=batch)]
        write_jsonl(out / ANSWERS_FILE, answers)  # kept even if judging is interrupted
        # a failed answer is judged too: its pair comes back unscored, with the reason
        return answers, await evaluation.judge_answers(runner, cases, answers, batch=batch)
    finally:
        await runner.aclose()


def _score_and_write(
    out: Path, cases: list[Case], verdicts: list[Verdict], standard: Standard, ledger: Path, calls: str, checks: dict, run_facts: dict
) -> RunResult:
    rows = [VerdictRow(v.case_id, v.model, v.detail) for v in verdicts]
    report = score_verdicts(cases, rows)
    board = add_intervals(report).model_copy(update=checks)
    unscored = unscored_pairs(report, verdicts)
    write_jsonl(out / VERDICTS_FILE, verdicts)
    write_jsonl(out / CASES_FILE, cases)
    write_json(out / RUN_FILE, run_facts)
    write_scores(board, out / SCORES_FILE)
    outputs = [out / name for name in (ANSWERS_FILE, VERDICTS_FILE, SCORES_FILE, CASES_FILE, RUN_FILE)]
    return RunResult(board, standard, unscored, outputs, ledger, calls)


def unscored_pairs(report: ScoreReport, verdicts: list[Verdict]) -> list[Unscored]:
    """Every unscored (case, model) pair, with the judge's problem where it has one."""
    problems = {(v.case_id, v.model): v.problem for v in verdicts if v.problem}
    return [
        Unscored(case_id, model, problems.get((case_id, model)) or reason)
        for model, reasons in report.reasons.items()
        for case_id, reason in reasons.items()
    ]


def _load_source(dataset: Path | None, workspace: Path | None, out: Path, settings: RunSettings) -> _Source:
    if (dataset is None) == (workspace is None):
        raise InputError(None, "give exactly one of --dataset or --workspace/-w")
    if workspace is not None:
        ws = Workspace.open(workspace)
        return _Source(ws.load_cases(), ws.standard, ws, ws.config)
    standard = load_standard(settings.standard)
    return _Source(read_release(dataset, standard), standard, Workspace.detached(out), None)


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
