"""`heartbench evaluate …` commands."""

from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import Annotated

import typer

from heartbench.errors import EXIT_INCOMPLETE

evaluate_app = typer.Typer(no_args_is_help=True, help="Score answers and run the standard evaluation pass.")


class Compat(str, Enum):
    heartbench_v1 = "heartbench-v1"


@evaluate_app.command("score")
def score(
    dataset: Annotated[Path, typer.Option(help="HeartBench JSONL file or release folder.", exists=True)],
    verdicts: Annotated[Path, typer.Option(help="Verdict JSONL: question_id, model, detail.", exists=True, dir_okay=False)],
    out: Annotated[Path, typer.Option(help="Where to write the scores JSON.", dir_okay=False)],
    compat: Annotated[Compat | None, typer.Option(help="Reproduce a released evaluator exactly.")] = None,
    standard: Annotated[str, typer.Option(help="Standard name or YAML path (maps dimension labels).")] = "heartbench-zh",
) -> None:
    """Score judge verdicts against a dataset and print the leaderboard."""
    from heartbench.evaluate.report import print_leaderboard
    from heartbench.evaluate.score_files import score_files
    from heartbench.standard import load_standard

    std = load_standard(standard)
    report = score_files(dataset, verdicts, out, std, compat.value if compat else "default")
    print_leaderboard(report.leaderboard, std)
    for model, reasons in report.reasons.items():
        if reasons:
            typer.echo(f"{model}: {len(reasons)} unscored case(s), e.g. {next(iter(reasons))}: {next(iter(reasons.values()))}")
    typer.echo(f"scores written to {out}")


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
    workspace: Annotated[Path | None, typer.Option("--workspace", "-w", help="Workspace folder (its cases, ledger, limits).")] = None,
    judge: Annotated[str | None, typer.Option(help="Judge as provider/model (default: the workspace's models.judge).")] = None,
    subset: Annotated[Subset, typer.Option(help="Which cases to evaluate.")] = Subset.all,
    concurrency: Annotated[int | None, typer.Option(min=1, max=1024, help="Requests in flight at once.")] = None,
    rpm: Annotated[int | None, typer.Option(min=0, help="Requests per minute, 0 = no limit.")] = None,
    batch: Annotated[bool, typer.Option(help="Anthropic Message Batches (half price, slower).")] = False,
    allow_unscored: Annotated[bool, typer.Option(help="Exit 0 even when some (case, model) pairs stay unscored.")] = False,
    judge_template: Annotated[Path | None, typer.Option(help="Your own judge template file.")] = None,
    answer_template: Annotated[Path | None, typer.Option(help="Your own answer template file.")] = None,
    judge_tool: Annotated[bool, typer.Option(help="Ask the judge for a tool call instead of plain JSON.")] = False,
    reasks: Annotated[int, typer.Option(min=0, max=10, help="Follow-up asks after an unusable judge reply.")] = 2,
    timeout: Annotated[float, typer.Option(min=0.1, help="Seconds before one HTTP attempt is abandoned and retried.")] = 600.0,
    standard: Annotated[str, typer.Option(help="Standard name or YAML path for --dataset.")] = "heartbench-zh",
    judge_repeats: Annotated[int, typer.Option(min=1, max=15, help="Judge each answer K times (odd); report flip rate and Fleiss' kappa.")] = 1,
    rules: Annotated[RuleModeOption | None, typer.Option(help="Rule-checked items (default: judge.rules of the workspace, else report).")] = None,
) -> None:
    """Answer every case with each model, judge every answer, score, and print the leaderboard."""
    from heartbench.evaluate.report import print_leaderboard
    from heartbench.evaluate.run import RunSettings, check_lines, interval_lines, run_evaluation

    settings = RunSettings(
        models=tuple(model), judge=judge, subset=subset.value, concurrency=concurrency, rpm=rpm, batch=batch,
        judge_tool=judge_tool, max_reasks=reasks, judge_template=judge_template, answer_template=answer_template,
        standard=standard, timeout=timeout, judge_repeats=judge_repeats, rules=rules.value if rules else None,
    )  # fmt: skip
    result = run_evaluation(out, settings, dataset=dataset, workspace=workspace)
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
