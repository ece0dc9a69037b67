"""Answers of the models under test: each model continues the dialogue, replying to A's last turn.

The dialogue is shown as a transcript inside one user message rather than as alternating
chat turns: B is the other party of the conversation, not the model, so B's turns must not
be presented as the model's own earlier replies.
"""

from __future__ import annotations

from heartbench.errors import InputError
from heartbench.evaluation.samples import CONSTRUCTION, Sample
from heartbench.llm.reply_json import strip_reasoning
from heartbench.llm.types import CallResult, LLMRequest, Message, RequestMeta
from heartbench.schema import Answer, Case
from heartbench.templates import PromptTemplate, SectionSpec, TemplateSpec, render_dialogue

ANSWER_SPEC = TemplateSpec(
    "answer",
    {
        "system": SectionSpec(),
        "user": SectionSpec(required=frozenset({"dialogue"})),
        "turn": SectionSpec(required=frozenset({"role", "content"})),
    },
)



def answer_request(case: Case, model: str, template: PromptTemplate, max_tokens: int = 4096, *, stage: str = "evaluate",
                   sample: Sample = CONSTRUCTION) -> LLMRequest:  # fmt: skip
    """The request asking `model` to answer A's last turn of `case` (default sampling). `stage`
    files it in the ledger and is not part of its key: `rubrics draft` and `pilot` send the very
    same construction-sample request. `sample` is part of the key: each sample is its own draw."""
    if case.dialogue[-1].role != "A":
        raise InputError(None, f"case {case.case_id}: the dialogue ends on {case.dialogue[-1].role}; the model must answer A's last turn")
    user = template.render("user", dialogue=render_dialogue(template, case.dialogue))
    return LLMRequest(
        model=model,
        system=template.render("system"),
        messages=[Message(role="user", content=user)],
        max_tokens=max_tokens,
        template_version=template.version,
        sample_set=sample,
        meta=RequestMeta(task="answer", stage=stage, case_id=case.case_id),
    )


def to_answer(case_id: str, model: str, result: CallResult, sample: Sample = CONSTRUCTION) -> Answer:
    """The answer a call produced, or the reason there is none."""
    if not result.ok:
        return Answer(case_id=case_id, model=model, text=None, error=result.error or "call failed", ledger_key=result.key, sample=sample)
    # Reasoning models served without a reasoning parser put their thoughts before the reply;
    # the judge must see only what the model says to A.
    text = strip_reasoning(result.response.text)
    if not text:
        stop = result.response.stop_reason or "unknown"
        what = "only reasoning, no answer" if result.response.text.strip() else "empty reply"
        # a reasoning model that spent its whole budget thinking: say which setting gives it more
        hint = "; the reply budget ran out first: raise [budgets] answer in bench.toml" if result.response.truncated else ""
        return Answer(case_id=case_id, model=model, text=None, error=f"{what} (stop reason: {stop}{hint})", ledger_key=result.key,
                      sample=sample)  # fmt: skip
    return Answer(case_id=case_id, model=model, text=text, ledger_key=result.key, truncated=result.response.truncated, sample=sample)
