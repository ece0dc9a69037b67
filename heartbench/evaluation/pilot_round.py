"""The pilot round's evaluation, built once from the workspace: the `[models] pilots` answer,
the workspace's judge decides. `pilot` runs it; `rubrics review import` runs it again on the
cases whose items the experts changed, so both send the very same requests (answers come
from the ledger) and read replies the same way."""

from __future__ import annotations

from heartbench.evaluation.answers import ANSWER_SPEC
from heartbench.evaluation.contract import Evaluation
from heartbench.evaluation.judge import Judge, load_judge_template
from heartbench.templates import load_template
from heartbench.workspace import Workspace


def pilot_evaluation(ws: Workspace, stage: str) -> Evaluation:
    """The pilots and the judge as `[models]`, `[budgets]`, `[structured]` and `[judge]` set them;
    `stage` files the calls in the ledger (not part of their keys)."""
    models, budgets = ws.config.models, ws.config.budgets
    pilots = ws.pilot_models("the pilot round", models.judge)
    judge = Judge(models.judge, load_judge_template(ws), ws.standard, stage=stage, max_tokens=budgets.judge,
                  structured=ws.config.structured.judge, confirm_catastrophic=ws.config.judge.confirm_catastrophic)  # fmt: skip
    return Evaluation(tuple(pilots), load_template(ANSWER_SPEC, language=ws.config.language), judge, stage=stage,
                      answer_budget=budgets.answer)  # fmt: skip
