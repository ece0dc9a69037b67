"""Which draw of answers a figure comes from.

Items are written to separate the pilots' answers, pruned where those answers all pass, and
Hard is defined as the cases those answers score low on. Scoring the same answers again says
more about the selection than about the models: with no real difficulty difference a pilot
still "decays" on Hard, and a pilot scores below an identical model that was never a pilot.
So every answer request names its sample (`LLMRequest.sample_set`, part of the ledger key):

* `construction` — the answers `rubrics draft` shows the synthesizer and `pilot` judges; prune
  and split *decide* on them;
* `held-out` — a second, independent answer of every pilot to every case (`[pilot] holdout`,
  on by default), judged the same way; the figures prune, split and the release card
  *report* come from it;
* `evaluation` — what `evaluate run` draws by default; with `--reuse-pilot-answers` it reuses
  the construction sample instead, and the pilots' scores are marked in-sample.
"""

from __future__ import annotations

from typing import Literal

Sample = Literal["construction", "held-out", "evaluation"]
CONSTRUCTION: Sample = "construction"
HELD_OUT: Sample = "held-out"
EVALUATION: Sample = "evaluation"

IN_SAMPLE_NOTE = "in-sample: the answers that chose the items and defined Hard are the ones scored"
"""How a figure computed on construction answers is labelled wherever it is shown."""
HELD_OUT_NOTE = "held out: a second answer of each pilot, never shown to the synthesizer nor used to prune or split"


def figures_note(sample: Sample) -> str:
    """The label of a figure computed on `sample`."""
    return HELD_OUT_NOTE if sample == HELD_OUT else IN_SAMPLE_NOTE
