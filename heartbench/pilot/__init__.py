"""The pilot round and what follows from it: `pilot` (every pilot answers, the judge scores),
`rubrics prune` (saturated items and cases out, item analysis) and `split` (Normal / Hard).

* `heartbench.pilot.run` — the `pilot` stage.
* `heartbench.pilot.prune` — the `rubrics prune` stage.
* `heartbench.pilot.split` — the `split` stage.

The pilots' verdicts indexed for rescoring on a changed rubric: `heartbench.evaluation.matrix`.
"""
