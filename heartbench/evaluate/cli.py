"""`heartbench evaluate …` commands."""

from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import Annotated

import typer

from heartbench.errors import EXIT_INCOMPLETE
from heartbench.options import (
    BatchOption,
    ForceOption,
    MaxResamplesOption,
    NoSpendCapOption,
    OptionalWorkspaceOption,
    TimeoutOption,
    call_options,
    warn_about_roles,
)

evaluate_app = typer.Typer(no_args_is_help=True, rich_markup_mode=None, help="Score answers and run the standard evaluation pass.")


class Compat(str, Enum):
    heartbench_v1 = "heartbench-v1"


@evaluate_app.command("score")
def score(
    dataset: Annotated[Path, typer.Option(help="HeartBench JSONL file or release folder.", exists=True)],
    verdicts: Annotated[Path, typer.Option(help="Verdict JSONL: question_id, model, detail.", exists=True, dir_okay=False)],
    out: Annotated[Path, typer.Option(help="Where to write the scores JSON.", dir_okay=False)],
    compat: Annotated[Compat | None, typer.Option(help="Reproduce a released evaluator exactly.")] = None,
    standard: Annotated[str, typer.Option(help="Standard name or YAML path (maps dimension labels).")] = "heartbench-zh",
    force: ForceOption = False,
    allow_unscored: Annotated[bool, typer.Option(help="Exit 0 even when some cases could not be scored (they are listed either way).")] = False,
) -> None:
    """Score judge verdicts against a dataset and print the leaderboard (exit 1 when cases stay unscored)."""
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.evaluate.score_files import score_files
    from heartbench.evaluation.report import print_leaderboard
    from heartbench.standard import load_standard

    std = load_standard(standard)
    report = score_files(dataset, verdicts, out, std, compat.value if compat else "default", force=force)
    print_leaderboard(report.leaderboard, std)
    unscored = 0
    for model, reasons in report.reasons.items():
        if reasons:
            unscored += len(reasons)
            typer.echo(f"{model}: {len(reasons)} unscored case(s), e.g. {next(iter(reasons))}: {next(iter(reasons.values()))}")
    typer.echo(f"scores written to {out}")
    if unscored and not allow_unscored:
        typer.echo(f"{unscored} (case, model) pair(s) unscored: the scores leave them out; exit code 1 (--allow-unscored: 0)", err=True)
        raise typer.Exit(EXIT_INCOMPLETE)


class RuleModeOption(str, Enum):
    off = "off"
    report = "report"
    decide = "decide"


class Subset(str, Enum):
    all = "all"
    normal = "normal"
    hard = "hard"


@evaluate_app.command("run")
def run(
    out: Annotated[Path, typer.Option(help="Folder for answers.jsonl, verdicts.jsonl, scores.json (and ledger.sqlite without -w).")],
    model: Annotated[list[str], typer.Option("--model", help="Model under test as provider/model; repeat for several.")],
    dataset: Annotated[Path | None, typer.Option(help="HeartBench JSONL file or release folder.")] = None,
    workspace: OptionalWorkspaceOption = None,
    judge: Annotated[str | None, typer.Option(help="Judge as provider/model (default: the workspace's models.judge).")] = None,
    subset: Annotated[Subset, typer.Option(help="Which cases to evaluate.")] = Subset.all,
    concurrency: Annotated[int | None, typer.Option(min=1, max=1024, help="Requests in flight at once.")] = None,
    rpm: Annotated[int | None, typer.Option(min=0, help="Requests per minute, 0 = no limit.")] = None,
    batch: BatchOption = False,
    truncated: Annotated[str, typer.Option(help="An answer cut off at [budgets] answer: 'judge' it as it is (counted per model) or leave it 'unscored'.")] = "judge",
    allow_unscored: Annotated[bool, typer.Option(help="Exit 0 when some (case, model) pairs stay unscored; keep a pair whose call failed for good as unscored.")] = False,
    judge_template: Annotated[Path | None, typer.Option(help="Your own judge template file.")] = None,
    answer_template: Annotated[Path | None, typer.Option(help="Your own answer template file.")] = None,
    judge_tool: Annotated[bool, typer.Option(help="Ask the judge for a tool call instead of plain JSON.")] = False,
    reasks: Annotated[int, typer.Option(min=0, max=10, help="Follow-up asks after an unusable judge reply.")] = 2,
    timeout: TimeoutOption = None,
    max_resamples: MaxResamplesOption = None,
    no_spend_cap: NoSpendCapOption = False,
    standard: Annotated[str, typer.Option(help="Standard name or YAML path for --dataset.")] = "heartbench-zh",
    judge_repeats: Annotated[int, typer.Option(min=1, max=15, help="Judge each answer K times (odd); report flip rate and Fleiss' kappa.")] = 1,
    rules: Annotated[RuleModeOption | None, typer.Option(help="Rule-checked items (default: judge.rules of the workspace, else report).")] = None,
    reuse_pilot_answers: Annotated[bool, typer.Option(help="Score the pilots' construction answers (from the ledger) instead of fresh ones; the pilots' figures are then in-sample, and marked so.")] = False,
    confirm_catastrophic: Annotated[int | None, typer.Option(min=0, max=9, help="Focused re-judgements of a catastrophic hit before it zeroes a case (default: [judge] confirm_catastrophic, else 3; 0 = off).")] = None,
    force: Annotated[bool, typer.Option("--force", help="Replace a run of other cases or settings already in --out.")] = False,
) -> None:
    """Answer every case with each model, judge every answer, score, and print the leaderboard."""
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.evaluate.run import RunSettings, check_lines, interval_lines, run_evaluation
    from heartbench.evaluation.report import print_leaderboard
    from heartbench.workspace import Workspace

    settings = RunSettings(
        models=tuple(model), judge=judge, subset=subset.value, concurrency=concurrency, rpm=rpm,
        judge_tool=judge_tool, max_reasks=reasks, judge_template=judge_template, answer_template=answer_template,
        standard=standard, calls=call_options(False, timeout, max_resamples, no_spend_cap, batch), judge_repeats=judge_repeats, rules=rules.value if rules else None,
        allow_unscored=allow_unscored, truncated=truncated, reuse_pilot_answers=reuse_pilot_answers,
        confirm_catastrophic=confirm_catastrophic, force=force,
    )  # fmt: skip
    ws = Workspace.open(workspace) if workspace else None
    result = run_evaluation(out, settings, dataset=dataset, workspace=ws,
                            ready=lambda stage: warn_about_roles(ws, evaluated=tuple(model), judge=stage.judge_model))  # fmt: skip
    if result.leaderboard.in_sample:
        typer.echo(f"in-sample: {', '.join(result.leaderboard.in_sample)} scored on the answers that drafted, pruned and split "
                   "these cases (--reuse-pilot-answers); their figures favour them", err=True)  # fmt: skip
    if result.skipped:
        typer.echo(f"{out} already holds this run (same cases and settings); nothing sent", err=True)
    print_leaderboard(result.leaderboard, result.standard)
    typer.echo("\n".join(interval_lines(result.leaderboard)))
    typer.echo("\n".join(check_lines(result.leaderboard)))
    typer.echo(f"{result.calls}\nwrote {', '.join(str(p) for p in result.outputs)}; ledger {result.ledger}", err=True)
    if result.unscored:
        typer.echo(f"{len(result.unscored)} unscored (case, model) pair(s):", err=True)
        for item in result.unscored:
            typer.echo(f"  {item.case_id} {item.model}: {item.reason}", err=True)
        if not allow_unscored:
            raise typer.Exit(EXIT_INCOMPLETE)


@evaluate_app.command("report")
def report(
    run: Annotated[list[Path], typer.Option("--run", help="An `evaluate run` output folder; repeat to compare runs over the same cases.", exists=True, file_okay=False)],
    out: Annotated[Path, typer.Option(help="The HTML file to write; the figures also go to the same name with .json.", dir_okay=False)],
    agreement: Annotated[Path | None, typer.Option(help="agreement.json from `evaluate agreement import`, shown in the report.", exists=True, dir_okay=False)] = None,
    title: Annotated[str | None, typer.Option(help="Report title.")] = None,
    force: ForceOption = False,
) -> None:
    """Write one self-contained HTML report: leaderboard with intervals, separability, capabilities, Normal vs Hard, scenes, length, cost."""
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.evaluate.html_report import write_report

    result = write_report(run, out, agreement=agreement, title=title, force=force)
    facts = result.facts
    separability = "—" if facts["separability"] is None else f"{facts['separability']:.0%}"
    typer.echo(f"{len(facts['models'])} model(s), {facts['counts']['cases']} cases, separability {separability}")
    typer.echo(f"wrote {result.html} and {result.facts_file}")


agreement_app = typer.Typer(no_args_is_help=True, rich_markup_mode=None, help="Judge-human agreement: blinded rater sheets out, ratings in.")
evaluate_app.add_typer(agreement_app, name="agreement")


@agreement_app.command("export")
def agreement_export(
    run: Annotated[Path, typer.Option(help="An `evaluate run` output folder.", exists=True, file_okay=False)],
    out: Annotated[Path, typer.Option(help="New folder for rater-N.xlsx and key.json (keep key.json from the raters).")],
    fraction: Annotated[float, typer.Option(min=0.0, max=1.0, help="Share of scored (case, model) pairs to sample, per model and difficulty.")] = 0.3,
    raters: Annotated[int, typer.Option(min=1, max=50, help="How many rater workbooks to write.")] = 3,
    seed: Annotated[int, typer.Option(help="Seed of the sample and of each rater's row order.")] = 0,
) -> None:
    """Write blinded rater sheets (no model name, no judge verdict) for a stratified sample of pairs."""
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.evaluate.agreement.sheets import export_sheets
    from heartbench.evaluate.runs import read_run

    result = export_sheets(read_run(run), out, fraction=fraction, raters=raters, seed=seed)
    typer.echo(f"{result.pairs} pairs, {result.items} items, {result.raters} rater workbook(s) in {result.folder}")


@agreement_app.command("import")
def agreement_import(
    run: Annotated[Path, typer.Option(help="The `evaluate run` folder the sheets were exported from.", exists=True, file_okay=False)],
    files: Annotated[list[Path], typer.Argument(help="The raters' filled workbooks (rater-1.xlsx …); the file name names the rater.", exists=True, dir_okay=False)],
    out: Annotated[Path, typer.Option(help="Where to write agreement.json.", dir_okay=False)],
    key: Annotated[Path | None, typer.Option(help="key.json (default: beside the first sheet).", exists=True, dir_okay=False)] = None,
    force: ForceOption = False,
) -> None:
    """Validate the sheets and compare the judge with the raters (agreement, kappa, alpha, macro-F1, with intervals)."""
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.evaluate.agreement.study import import_agreement, summary_lines

    result = import_agreement(run, files, out, key_path=key, force=force)
    typer.echo("\n".join(summary_lines(result.report)))
    if result.recorded is not None:
        typer.echo(f"recorded for the workspace's releases in {result.recorded}", err=True)
    typer.echo(f"wrote {result.out}")
