"""The rewrite request for one seed, its follow-up after a rejection, and reply parsing."""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from pydantic import BaseModel

from heartbench.dialogues.structure import Draft
from heartbench.llm.reply_json import read_json_reply, strip_reasoning
from heartbench.llm.types import LLMRequest, Message, RequestMeta, reply_schema
from heartbench.schema import SeedDoc, Turn
from heartbench.templates import PromptTemplate, SectionSpec, TemplateSpec, load_template

STAGE = "build-dialogues"
TASK = "rewrite"
RETRY_SUBJECT = "retry"
MAX_REPLY_TOKENS = 4096
"""Default reply budget (`[budgets] rewriter`)."""


class RewriteReply(BaseModel):
    """The shape a rewrite reply must have (the structured output schema)."""

    dialogue: list[Turn]


REWRITE_SCHEMA = reply_schema(RewriteReply)

REWRITE_SPEC = TemplateSpec(
    kind="rewrite",
    sections={
        "system": SectionSpec(optional=frozenset({"max_turns"})),
        "prose": SectionSpec(required=frozenset({"text"}), optional=frozenset({"kind", "max_turns"})),
        "transcript": SectionSpec(required=frozenset({"draft", "omitted"}), optional=frozenset({"max_turns"})),
        "omitted": SectionSpec(required=frozenset({"turns"})),
        "retry": SectionSpec(required=frozenset({"problem"}), optional=frozenset({"max_turns"})),
        "turn": SectionSpec(required=frozenset({"role", "content"})),
        "kind_web": SectionSpec(),
        "kind_book": SectionSpec(),
        "kind_social": SectionSpec(),
        "kind_dialogue": SectionSpec(),
    },
)


def load_rewrite_template(language: str, path: Path | None = None) -> PromptTemplate:
    return load_template(REWRITE_SPEC, path, language=language)


class Rewriter:
    """Builds the requests of the build stage from one template and one model."""

    def __init__(self, template: PromptTemplate, model: str, max_turns: int, *, max_tokens: int = MAX_REPLY_TOKENS,
                 structured: bool = True):  # fmt: skip
        self.template = template
        self.model = model
        self.max_turns = max_turns
        self.max_tokens = max_tokens
        self.json_schema = REWRITE_SCHEMA if structured else None

    def request(self, seed: SeedDoc, case_id: str, draft: Draft | None) -> LLMRequest:
        """The first rewrite request: prose seeds as they are, transcripts as their draft."""
        return LLMRequest(
            model=self.model,
            system=self.template.render("system", max_turns=self.max_turns),
            messages=[Message(role="user", content=self._source(seed, draft))],
            max_tokens=self.max_tokens,
            json_schema=self.json_schema,
            template_version=self.template.version,
            meta=RequestMeta(task=TASK, stage=STAGE, case_id=case_id),
        )

    def retry(self, first: LLMRequest, reply: str | None, problem: str) -> LLMRequest:
        """The follow-up after a rejected reply, stating the problem.

        The rejected reply is shown back to the model only when `reply` is given; the caller
        passes None when the leak gate rejected it, so personal data never goes out again.
        """
        note = self.template.render("retry", problem=problem, max_turns=self.max_turns)
        opening = first.messages[0].text()
        if reply and reply.strip():
            messages = [first.messages[0], Message(role="assistant", content=reply), Message(role="user", content=note)]
        else:
            messages = [Message(role="user", content=f"{opening}\n\n{note}")]
        meta = first.meta.model_copy(update={"subject": RETRY_SUBJECT})
        return first.model_copy(update={"messages": messages, "meta": meta})

    def _source(self, seed: SeedDoc, draft: Draft | None) -> str:
        if draft is None:
            kind = self.template.render(f"kind_{seed.kind}")
            return self.template.render("prose", kind=kind, text=seed.text.strip(), max_turns=self.max_turns)
        omitted = ""
        if draft.omitted:
            omitted = "\n" + self.template.render("omitted", turns=self._turns(draft.omitted))
        return self.template.render("transcript", draft=self._turns(draft.turns), omitted=omitted, max_turns=self.max_turns)

    def _turns(self, turns: list[Turn]) -> str:
        return "\n".join(self.template.render("turn", role=t.role, content=t.content) for t in turns)


class ParsedReply(NamedTuple):
    """A reply read as a dialogue: raw (role, content) pairs, or why that failed."""

    turns: list[tuple[object, object]] | None
    """Each turn's role and content as found (unchecked: the rules judge them)."""
    problem: str | None
    """Why the reply is not a dialogue in the expected JSON shape; None when it is."""




def parse_reply(text: str) -> ParsedReply:
    """Read `{"dialogue": [{"role", "content"}, ...]}` (or the bare list) from a reply, as the
    reply reader finds it (reasoning and prose around it set aside; other keys ignored)."""
    bare_list = strip_reasoning(text).startswith("[")  # the bare list of turns is accepted too
    value, problem = read_json_reply(text, expected='a JSON object {"dialogue": [...]}', required=() if bare_list else ("dialogue",))
    if problem is not None:
        return ParsedReply(None, problem)
    if isinstance(value, dict):
        if "dialogue" not in value:
            keys = ", ".join(sorted(map(str, value))) or "none"
            return ParsedReply(None, f'the JSON object has no key "dialogue" (found: {keys})')
        value = value["dialogue"]
    if not isinstance(value, list):
        return ParsedReply(None, '"dialogue" must be a list of turns')
    turns = []
    for number, turn in enumerate(value, start=1):
        if not isinstance(turn, dict) or set(turn) != {"role", "content"}:
            return ParsedReply(None, f'turn {number} must be an object with exactly "role" and "content"')
        if not isinstance(turn["content"], str):
            return ParsedReply(None, f"turn {number}: content must be text")
        turns.append((turn["role"], turn["content"]))
    return ParsedReply(turns, None)
