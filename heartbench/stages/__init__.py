"""Stages: the engine every pipeline step runs on, the stage graph, typed rejections, outputs.

* `heartbench.stages.engine` — `Stage` (a declaration plus per-record work), `run_stage`.
* `heartbench.stages.rejection` — `Rejection(code, detail)`, `Filter`, `FilterChain`.
* `heartbench.stages.output` — `StageOutput` (resumable files), `bar`.

Which stage reads which, and the completion markers, are in `heartbench.lineage`.
"""

from heartbench.stages.output import STARTED, StageOutput, StageStats, bar, read_stage_rows
from heartbench.stages.rejection import Filter, FilterChain, Rejection

__all__ = [
    "STARTED", "Filter", "FilterChain", "Rejection", "StageOutput", "StageStats", "bar", "read_stage_rows",
]  # fmt: skip
