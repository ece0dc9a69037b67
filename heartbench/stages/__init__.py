"""Stages: the engine every pipeline step runs on, the stage graph, typed rejections, outputs.

* `heartbench.stages.engine` — `Stage` (a declaration plus per-record work), `run_stage`.
* `heartbench.stages.graph` — which stage reads which, in pipeline order; the current cases.
* `heartbench.stages.rejection` — `Rejection(code, detail)`, `Filter`, `FilterChain`.
* `heartbench.stages.output` — `StageOutput` (resumable files, markers), `fingerprint`, `bar`.
"""

from heartbench.stages.output import (
    MARKER,
    STARTED,
    Marker,
    StageOutput,
    StageStats,
    bar,
    fingerprint,
    read_marker,
    read_stage_rows,
)
from heartbench.stages.rejection import Filter, FilterChain, Rejection

__all__ = [
    "MARKER", "STARTED", "Filter", "FilterChain", "Marker", "Rejection", "StageOutput", "StageStats", "bar", "fingerprint",
    "read_marker", "read_stage_rows",
]  # fmt: skip
