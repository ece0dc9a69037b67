"""Evaluation as a service: a model answers a case, the judge decides every rubric item of the
answer, the verdicts are scored. One component (`heartbench.evaluation.contract.Evaluation`)
does the answering and judging for both the `pilot` stage and `evaluate run`.

* `answers` — the answer request and reading its reply;
* `judge` — judge requests, strict verdict parsing, re-asks, repeats;
* `rules` — items decided by rule (first person, point count);
* `scoring` — per-dimension log-normalised scores, the leaderboard, v1 compatibility;
* `bootstrap`, `consistency` — intervals, judge self-consistency, rule agreement;
* `matrix` — verdicts indexed by item, for rescoring a changed rubric (prune, split, release);
* `report` — the scores.json shape and terminal tables.
"""
