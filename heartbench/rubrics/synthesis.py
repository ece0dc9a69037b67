"""The synthesizer's request and reply: absolute standard + relative standard → draft items.

The request shows the dialogue, every capability of the standard (code, label, definition,
markers), the universal items (so they are not repeated) and the pilot answers — shuffled per
case with a seed taken from the case id and labelled P1…Pn, so the synthesizer never learns
which model wrote which answer and a rerun shows them in the same order.

The reply is `{"items": [...]}` as plain JSON, in one fenced block, or as a tool call.
"""

from __future__ import annotations

import hashlib
import random
from pathlib import Path
from typing import Any, NamedTuple

from heartbench.evaluation.item_checks import DraftReplyShape
from heartbench.llm.reply_json import reply_text, response_json
from heartbench.llm.types import LLMRequest, LLMResponse, Message, RequestMeta, reply_schema
from heartbench.schema import Case
from heartbench.standard import Standard
from heartbench.templates import PromptTemplate, SectionSpec, TemplateSpec, load_template, render_dialogue

TASK = "rubric"
RETRY_SUBJECT = "retry"
_SIZE = frozenset({"min_items", "max_items"})
DRAFT_SPEC = TemplateSpec(
    "rubric-draft",
    {
        "system": SectionSpec(optional=_SIZE),
        "user": SectionSpec(required=frozenset({"dialogue", "capabilities", "universal", "answers"}), optional=_SIZE),
        "turn": SectionSpec(required=frozenset({"role", "content"})),
        "capability": SectionSpec(required=frozenset({"code", "definition"}), optional=frozenset({"label", "markers"})),
        "universal": SectionSpec(required=frozenset({"content"}), optional=frozenset({"score"})),
        "answer": SectionSpec(required=frozenset({"label", "text"})),
        "retry": SectionSpec(required=frozenset({"problems"}), optional=_SIZE),
    },
)
EXPECTED = 'a JSON object {"items": [...]}'
DRAFT_SCHEMA = reply_schema(DraftReplyShape)


def load_draft_template(language: str, path: Path | None = None) -> PromptTemplate:
    return load_template(DRAFT_SPEC, path, language=language)


def pilot_labels(case_id: str, pilots: list[str]) -> dict[str, str]:
    """P1…Pn → model spec, in an order shuffled with a seed taken from the case id."""
    order = list(pilots)
    random.Random(int(hashlib.sha256(case_id.encode()).hexdigest()[:16], 16)).shuffle(order)
    return {f"P{number}": model for number, model in enumerate(order, start=1)}


class Synthesizer:
    """Builds the synthesizer's requests for one standard, template and item range."""

    def __init__(self, template: PromptTemplate, model: str, standard: Standard, min_items: int, max_items: int, *,
                 max_tokens: int = 8192, structured: bool = True):  # fmt: skip
        self.template, self.model, self.standard = template, model, standard
        self.max_tokens = max_tokens
        self.json_schema = DRAFT_SCHEMA if structured else None
        self.size = {"min_items": min_items, "max_items": max_items}
        self.capabilities = "\n".join(
            template.render("capability", code=c.code, label=c.zh, definition=c.definition, markers="；".join(c.markers))
            for c in standard.capabilities
        )
        self.universal = "\n".join(
            template.render("universal", content=item.content, score=item.score) for item in standard.universal_items
        )

    def request(self, case: Case, answers: dict[str, str]) -> LLMRequest:
        """The first request for `case`; `answers` maps each pilot label to its answer."""
        shown = "\n\n".join(self.template.render("answer", label=label, text=text) for label, text in answers.items())
        user = self.template.render(
            "user", dialogue=render_dialogue(self.template, case.dialogue), capabilities=self.capabilities,
            universal=self.universal, answers=shown, **self.size,
        )  # fmt: skip
        return LLMRequest(
            model=self.model,
            system=self.template.render("system", **self.size),
            messages=[Message(role="user", content=user)],
            max_tokens=self.max_tokens,
            json_schema=self.json_schema,
            template_version=self.template.version,
            meta=RequestMeta(task=TASK, stage="rubrics-draft", case_id=case.case_id),
        )

    def retry(self, first: LLMRequest, reply: str, problems: list[str]) -> LLMRequest:
        """The one re-ask: the first exchange, then the problems found in the reply."""
        follow_up = self.template.render("retry", problems="\n".join(f"- {p}" for p in problems), **self.size)
        messages = [*first.messages, Message(role="assistant", content=reply or "(empty reply)"), Message(role="user", content=follow_up)]
        meta = first.meta.model_copy(update={"subject": RETRY_SUBJECT})
        return first.model_copy(update={"messages": messages, "meta": meta})


class DraftReply(NamedTuple):
    items: list[Any] | None
    """The raw items, unchecked; None when the reply is unusable."""
    problem: str | None
    text: str
    """The reply as text (the tool call's arguments when it made one), to show on a re-ask."""
    advice_requested: bool | None = None
    """The synthesizer's reading of whether A asks for advice; None when it did not say."""


def read_reply(response: LLMResponse) -> DraftReply:
    """The items of a synthesizer reply, from a tool call or the reply text."""
    text = reply_text(response)
    payload, problem = response_json(response, expected=EXPECTED, required=("items",))
    if problem is not None:
        return DraftReply(None, problem, text)
    if not isinstance(payload, dict) or not isinstance(payload.get("items"), list):
        return DraftReply(None, f'expected {EXPECTED} with a list under "items"', text)
    advice = payload.get("advice_requested")
    if advice is not None and not isinstance(advice, bool):
        return DraftReply(None, f'"advice_requested" must be true or false, got {advice!r}', text)
    return DraftReply(payload["items"], None, text, advice)
