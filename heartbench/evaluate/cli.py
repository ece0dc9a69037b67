"""`heartbench evaluate …` commands."""

from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import Annotated

import typer

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
    from heartbench.evaluate.score import score_files
    from heartbench.standard import load_standard

    std = load_standard(standard)
    report = score_files(dataset, verdicts, out, std, compat.value if compat else "default")
    print_leaderboard(report.leaderboard, std)
    for model, reasons in report.reasons.items():
        if reasons:
            typer.echo(f"{model}: {len(reasons)} unscored case(s), e.g. {next(iter(reasons))}: {next(iter(reasons.values()))}")
    typer.echo(f"scores written to {out}")
