"""Leaderboard output: the scores.json shape and the terminal tables."""

from __future__ import annotations

from pathlib import Path

from rich.console import Console
from rich.table import Table

from heartbench.jsonio import write_json
from heartbench.schema import Leaderboard
from heartbench.standard import Standard


def scores_document(board: Leaderboard) -> dict:
    """`{"mode": …, "models": {MODEL: {"overall", "case_mean", "dimensions", "cases", "unscored"}}}`."""
    return board.model_dump(mode="json", exclude_none=True)


def write_scores(board: Leaderboard, out: Path) -> None:
    write_json(out, scores_document(board))


def _fmt(value: float | None) -> str:
    return "—" if value is None else f"{value:.2f}"


def print_leaderboard(board: Leaderboard, standard: Standard, console: Console | None = None) -> None:
    """Two tables: models ranked by overall, then dimension scores per model."""
    console = console or Console()
    ranked = sorted(board.models.items(), key=lambda kv: -(kv[1].overall or 0.0))
    summary = Table(title=f"Leaderboard ({board.mode} scoring, 0-100)")
    truncation = any(result.truncated for _, result in ranked)  # shown only when some answer was cut off
    for column in ("model", "overall", "case mean", "scored", "unscored", *(["truncated"] if truncation else [])):
        summary.add_column(column, justify="left" if column == "model" else "right")
    for model, result in ranked:
        cells = [_fmt(result.overall), _fmt(result.case_mean), str(len(result.cases)), str(len(result.unscored))]
        summary.add_row(model, *cells, *([str(len(result.truncated))] if truncation else []))
    console.print(summary)

    dims = Table(title="Dimension scores")
    dims.add_column("dimension")
    for model, _ in ranked:
        dims.add_column(model, justify="right")
    for capability in standard.capabilities:
        values = [result.dimensions.get(capability.code) for _, result in ranked]
        if any(v is not None for v in values):
            dims.add_row(f"{capability.en} ({capability.zh})", *(_fmt(v) for v in values))
    console.print(dims)
