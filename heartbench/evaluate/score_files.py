"""`heartbench evaluate score`: score verdicts against a HeartBench dataset."""

from __future__ import annotations

from pathlib import Path

from heartbench.evaluate.verdicts import read_verdicts
from heartbench.evaluation.report import write_scores
from heartbench.evaluation.scoring import Mode, ScoreReport, score_verdicts
from heartbench.heartbench_jsonl import read_release
from heartbench.outputs import check_output
from heartbench.standard import Standard


def score_files(dataset: Path, verdicts: Path, out: Path, standard: Standard, mode: Mode = "default", *,
                force: bool = False) -> ScoreReport:  # fmt: skip
    """Read and validate both inputs completely, then score and write `out` atomically."""
    check_output(out, {"--dataset": dataset, "--verdicts": verdicts}, force=force)
    cases = read_release(dataset, standard)
    rows = read_verdicts(verdicts, {case.case_id for case in cases})
    report = score_verdicts(cases, rows, mode)
    write_scores(report.leaderboard, out)
    return report
