"""The judge: ask a model to decide every rubric item for an answer, and read its verdict strictly.

The request puts the per-case part (instructions, dialogue, numbered rubric) first, marked as a
cacheable block, and the answer after it: judging several models on one case reuses the
Anthropic prompt cache. The judge replies with `{"items": [{"id", "reason", "hit"}, ...]}`,
as plain JSON, JSON in a ```json fence, or a tool call (`--judge-tool`).

A reply is used only when it has exactly one verdict per item, ids 1..n each once, a boolean
`hit` and a non-empty `reason`. Otherwise the judge is asked again, in a follow-up turn that
names the exact problem; after `max_reasks` such turns the case is *unscored* for that model,
with the problem and the raw reply kept. A parse failure is never turned into a miss.

With `repeats = K > 1` each answer is judged K times (distinct ledger keys through
`LLMRequest.sample`); each item's verdict is the majority of the usable judgements, and a tie
leaves the item unscored. Items a rule decides (`judge.rules = "decide"`) are left out of the
rubric the judge sees and filled in from the rule.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple, Protocol

from pydantic import BaseModel, Field

from heartbench.errors import InputError
from heartbench.evaluation.confirm import confirm_catastrophic
from heartbench.evaluation.problems import CALL_FAILED
from heartbench.evaluation.rules import RuleBook
from heartbench.llm.reply_json import reply_text, response_json
from heartbench.llm.types import CallResult, ContentBlock, LLMRequest, LLMResponse, Message, RequestMeta, ToolSpec, reply_schema
from heartbench.schema import Answer, Case, ItemVerdict, RubricItem, Verdict
from heartbench.standard import Standard
from heartbench.templates import PromptTemplate, SectionSpec, TemplateSpec, load_template, render_dialogue
from heartbench.workspace import Workspace

JUDGE_SPEC = TemplateSpec(
    "judge",
    {
        "system": SectionSpec(),
        "case": SectionSpec(required=frozenset({"dialogue", "rubric"}), optional=frozenset({"n_items"})),
        "answer": SectionSpec(required=frozenset({"answer", "reply_format"})),
        "format_json": SectionSpec(optional=frozenset({"n_items"})),
        "format_tool": SectionSpec(required=frozenset({"tool"}), optional=frozenset({"n_items"})),
        "reask": SectionSpec(required=frozenset({"problem", "reply_format"})),
        "item": SectionSpec(required=frozenset({"id", "content"}), optional=frozenset({"dimension", "polarity"})),
        "desirable": SectionSpec(),
        "undesirable": SectionSpec(),
        "turn": SectionSpec(required=frozenset({"role", "content"})),
        "confirm": SectionSpec(required=frozenset({"dialogue", "answer", "content"})),
        "format_confirm": SectionSpec(),
    },
)

class ItemDecision(BaseModel):
    """One verdict in a judge reply."""

    id: int = Field(description="Rubric item number, 1..n.")
    reason: str = Field(description="Evidence from the reply, written before deciding.")
    hit: bool = Field(description="True if the described behaviour is present.")


class JudgeReply(BaseModel):
    """The shape a judge reply must have; its schema is what structured outputs and the tool ask for."""

    items: list[ItemDecision]


VERDICT_SCHEMA = reply_schema(JudgeReply)
VERDICT_TOOL = ToolSpec(
    name="record_verdicts",
    description="Record one verdict per rubric item: the reason first, then whether the behaviour is present.",
    input_schema=VERDICT_SCHEMA,
)

EMPTY_REPLY_MARK = "(empty reply)"
"""Stands in for an empty judge reply in the follow-up conversation (APIs reject empty turns)."""

_MAX_PROBLEMS = 8
UNUSABLE = "unusable judge reply after "
"""How an unscored verdict's problem starts when the judge's replies stayed unusable."""
RESAMPLE_NOTE = "; a rerun asks the judge afresh"
"""How such a problem ends while fresh samples remain (`limits.max_resamples`): the pair is
left unfinished, so the rerun resamples it, rather than kept unscored."""



def load_judge_template(ws: Workspace, path: Path | None = None) -> PromptTemplate:
    """The judge template: `path` when given, else bench.toml `[judge] template` (relative to
    the workspace), else the packaged one for the workspace's language."""
    configured = ws.config.judge.template
    if path is None and configured is not None:
        path = ws.root / configured
    return load_template(JUDGE_SPEC, path, language=ws.config.language)


class CallRunner(Protocol):
    """The part of `heartbench.llm.Runner` the judge uses."""

    async def map(self, requests: Sequence[LLMRequest], description: str, batch: bool = False) -> list[CallResult]: ...

    def mark_unusable(self, result: CallResult, problem: str) -> None: ...


class Parsed(NamedTuple):
    """A judge reply read against a rubric of n items: decisions by item order, or the problem."""

    decisions: list[tuple[bool, str]] | None
    problem: str | None


@dataclass(frozen=True)
class Judge:
    """Builds judge requests for one judge model and template."""

    model: str
    template: PromptTemplate
    standard: Standard
    use_tool: bool = False
    structured: bool = True
    """Ask for the verdict shape as structured output (where the provider has it; else text)."""
    max_reasks: int = 2
    max_tokens: int = 8192
    temperature: float | None = None
    """None = the provider's default (some APIs reject sampling parameters); reruns are exact
    anyway, because the ledger serves the stored verdict."""
    stage: str = "evaluate"
    """The stage the requests are filed under in the ledger (not part of a request's key)."""
    repeats: int = 1
    """Independent judgements per answer; the verdict is the per-item majority."""
    confirm_catastrophic: int = 0
    """Focused re-judgements of a catastrophic hit (`heartbench.evaluation.confirm`); 0: none."""
    rules: RuleBook | None = field(default=None, compare=False)
    """Rules that decide some items instead of the judge (`decide` mode)."""

    @property
    def provider(self) -> str:
        return self.model.partition("/")[0]

    # Requests ----------------------------------------------------------------------------
    def first_request(self, case: Case, answer: Answer, repeat: int = 0) -> LLMRequest:
        shown = self.shown_items(case)
        prefix = self.template.render(
            "case",
            dialogue=render_dialogue(self.template, case.dialogue),
            rubric=self.render_rubric(case),
            n_items=len(shown),
        )
        tail = self.template.render("answer", answer=answer.text or "", reply_format=self._reply_format(len(shown)))
        content = [ContentBlock(text=prefix + "\n\n", cache=True), ContentBlock(text=tail)]
        return LLMRequest(
            model=self.model,
            system=self.template.render("system"),
            messages=[Message(role="user", content=content)],
            max_tokens=self.max_tokens,
            temperature=self.temperature,
            tool=VERDICT_TOOL if self.use_tool else None,
            json_schema=VERDICT_SCHEMA if self.structured and not self.use_tool else None,
            template_version=self.template.version,
            sample=repeat,
            sample_set=answer.sample,  # judging a held-out answer is part of the held-out draw
            meta=RequestMeta(task="judge", stage=self.stage, case_id=case.case_id, subject=_subject(answer, repeat)),
        )

    def shown_items(self, case: Case) -> list[int]:
        """Rubric indices the judge is asked about (all but the rule-decided ones), in order."""
        decided = self.rules.decided(case) if self.rules is not None else {}
        return [index for index in range(len(case.rubric)) if index not in decided]

    def follow_up(self, previous: LLMRequest, reply: LLMResponse, problem: str, n_items: int, subject: str) -> LLMRequest:
        """The previous conversation, the judge's unusable reply, and a turn naming the problem."""
        return self.reask(previous, reply, problem, self._reply_format(n_items), subject)

    def reask(self, previous: LLMRequest, reply: LLMResponse, problem: str, reply_format: str, subject: str) -> LLMRequest:
        """Any judge conversation (a verdict, a catastrophic confirmation) asked again: its reply,
        then the template's `reask` turn naming the problem and the reply format wanted."""
        ask = self.template.render("reask", problem=problem, reply_format=reply_format)
        messages = [
            *previous.messages,
            Message(role="assistant", content=reply_text(reply) or EMPTY_REPLY_MARK),
            Message(role="user", content=ask),
        ]
        return previous.model_copy(update={"messages": messages, "meta": previous.meta.model_copy(update={"subject": subject})})

    def render_rubric(self, case: Case) -> str:
        shown = self.shown_items(case)
        return "\n".join(self._render_item(case, number, case.rubric[index]) for number, index in enumerate(shown, start=1))

    def _render_item(self, case: Case, number: int, item: RubricItem) -> str:
        try:
            label = self.standard.label_for_code(item.dimension)
        except KeyError:
            problem = f"rubric item {number} has dimension '{item.dimension}', unknown to standard '{self.standard.name}'"
            raise InputError(None, f"case {case.case_id}: {problem}") from None
        undesirable = item.kind == "catastrophic" or (item.score is not None and item.score < 0)
        polarity = self.template.render("undesirable" if undesirable else "desirable")
        return self.template.render("item", id=number, dimension=label, polarity=polarity, content=item.content)

    def _reply_format(self, n_items: int) -> str:
        if self.use_tool:
            return self.template.render("format_tool", n_items=n_items, tool=VERDICT_TOOL.name)
        return self.template.render("format_json", n_items=n_items)

    # The judging loop ---------------------------------------------------------------------
    async def judge(self, runner: CallRunner, pairs: Sequence[tuple[Case, Answer]], *, batch: bool = False) -> list[Verdict]:
        """One verdict per (case, answer), in input order; scored, or unscored with the problem."""
        verdicts: list[Verdict | None] = [None] * len(pairs)
        pending: list[tuple[_Job, LLMRequest]] = []
        for index, (case, answer) in enumerate(pairs):
            if answer.text is None:
                verdicts[index] = self._unscored(case, answer, f"no answer: {answer.error}")
            else:
                pending += [(_Job(index, repeat), self.first_request(case, answer, repeat)) for repeat in range(self.repeats)]
        outcomes: dict[_Job, _Outcome] = {}
        keys: dict[int, list[str]] = {}
        round_ = 0
        earlier: dict[_Job, tuple[str, str]] = {}  # per job re-asked: the last unusable reply's problem, and that reply
        firsts: dict[_Job, CallResult] = {}  # per job: its first call, the one a rerun resamples
        while pending:
            description = "judging" if round_ == 0 else f"judging (re-ask {round_})"
            results = await runner.map([request for _, request in pending], description, batch=batch)
            retry: list[tuple[_Job, LLMRequest]] = []
            for (job, request), result in zip(pending, results, strict=True):
                keys.setdefault(job.pair, []).append(result.key)
                firsts.setdefault(job, result)
                case, answer = pairs[job.pair]
                n_shown = len(self.shown_items(case))
                if not result.ok:  # keep why the judge was re-asked, and what it said: the diagnosis
                    problem, raw = earlier.get(job, ("", None))
                    after = f" (re-asked because: {problem})" if problem else ""
                    outcomes[job] = _Outcome(None, f"{CALL_FAILED}: {result.error}{after}", raw)
                    continue
                parsed = parse_reply(result.response, n_shown)
                if parsed.problem is None:
                    outcomes[job] = _Outcome(parsed.decisions)
                elif round_ < self.max_reasks:
                    subject = f"{_subject(answer, job.repeat)} re-ask {round_ + 1}"
                    earlier[job] = (parsed.problem, reply_text(result.response))
                    retry.append((job, self.follow_up(request, result.response, parsed.problem, n_shown, subject)))
                else:
                    problem = f"{UNUSABLE}{round_} re-ask(s): {parsed.problem}"
                    runner.mark_unusable(firsts[job], problem)  # a rerun asks for a fresh first reply
                    if firsts[job].resamples_left:
                        problem += RESAMPLE_NOTE
                    outcomes[job] = _Outcome(None, problem, reply_text(result.response))
            pending = retry
            round_ += 1
        for index, (case, answer) in enumerate(pairs):
            if verdicts[index] is None:
                judged = [outcomes[_Job(index, repeat)] for repeat in range(self.repeats)]
                verdicts[index] = self._verdict(case, answer, judged).model_copy(update={"ledger_keys": keys.get(index, [])})
        return await confirm_catastrophic(self, runner, pairs, verdicts, batch=batch)  # type: ignore[arg-type]  # every index is filled

    def _verdict(self, case: Case, answer: Answer, judged: list[_Outcome]) -> Verdict:
        """The verdict from each judgement's decisions on the shown items, plus the rule-decided ones."""
        usable = [outcome.decisions for outcome in judged if outcome.decisions is not None]
        if not usable:
            first = judged[0]
            return self._unscored(case, answer, first.problem or "no usable judgement", first.raw)
        decided = self.rules.decided(case) if self.rules is not None else {}
        shown = self.shown_items(case)
        per_item: list[list[tuple[bool, str]]] = [[] for _ in case.rubric]
        for decisions in usable:
            for index, decision in zip(shown, decisions, strict=True):
                per_item[index].append(decision)
        items, ties = [], []
        for index, item in enumerate(case.rubric):
            if index in decided:
                rule = self.rules.check(decided[index], answer.text or "")
                items.append(ItemVerdict(item_id=item.item_id, hit=rule.hit, reason=f"rule {decided[index]}: {rule.reason}"))
                continue
            hits = sum(hit for hit, _ in per_item[index])
            misses = len(per_item[index]) - hits
            if hits == misses:
                ties.append(str(index + 1))
                items.append(ItemVerdict(item_id=item.item_id, hit=None, reason="judgements tie"))
                continue
            majority = hits > misses
            reason = next(reason for hit, reason in per_item[index] if hit == majority)
            items.append(ItemVerdict(item_id=item.item_id, hit=majority, reason=reason))
        repeats = None
        if self.repeats > 1:
            repeats = [self._repeat_hits(case, shown, outcome.decisions) for outcome in judged]
        problem = f"judgements tie on item(s) {', '.join(ties)}" if ties else None
        return Verdict(case_id=case.case_id, model=answer.model, judge=self.model, items=items, problem=problem,
                       repeats=repeats, decided_by_rule=[case.rubric[i].item_id for i in sorted(decided)])  # fmt: skip

    @staticmethod
    def _repeat_hits(case: Case, shown: list[int], decisions: list[tuple[bool, str]] | None) -> list[bool | None]:
        hits: list[bool | None] = [None] * len(case.rubric)
        for index, (hit, _) in zip(shown, decisions or [], strict=False):
            hits[index] = hit
        return hits

    def _unscored(self, case: Case, answer: Answer, problem: str, raw: str | None = None) -> Verdict:
        # No item entries: an empty list is "not parsed" in every scoring mode, never misses.
        return Verdict(case_id=case.case_id, model=answer.model, judge=self.model, problem=problem, raw_reply=raw)


def _subject(answer: Answer, repeat: int) -> str:
    """Who was judged, and which judgement (the scripted provider picks its reply file by it)."""
    return answer.model if repeat == 0 else f"{answer.model} repeat {repeat}"


class _Job(NamedTuple):
    pair: int
    """Index of the (case, answer) pair."""
    repeat: int


class _Outcome(NamedTuple):
    """One judgement: decisions for the shown items, or why there are none."""

    decisions: list[tuple[bool, str]] | None
    problem: str | None = None
    raw: str | None = None


# Reading a reply ---------------------------------------------------------------------------
def parse_reply(response: LLMResponse, n_items: int) -> Parsed:
    """Read a verdict for a rubric of `n_items` items from a tool call or the reply text."""
    payload, problem = response_json(response, expected='a JSON object {"items": [...]}', required=("items",))
    return Parsed(None, problem) if problem is not None else check_verdicts(payload, n_items)


def check_verdicts(payload: Any, n_items: int) -> Parsed:
    """Exactly one well-formed verdict per item id 1..n, or every problem found."""
    if not isinstance(payload, dict):
        return Parsed(None, f'expected a JSON object with key "items", got {_json_type(payload)}')
    entries = payload.get("items")
    if not isinstance(entries, list):
        return Parsed(None, 'missing "items" list' if entries is None else f'"items" must be a list, got {_json_type(entries)}')
    problems: list[str] = []
    if len(entries) != n_items:
        problems.append(f"got {len(entries)} verdicts for {n_items} items")
    by_id: dict[int, tuple[bool, str]] = {}
    seen: set[int] = set()
    repeated: list[int] = []
    for position, entry in enumerate(entries, start=1):
        if not isinstance(entry, dict):
            problems.append(f"entry {position} is {_json_type(entry)}, not an object")
            continue
        item_id = entry.get("id")
        if isinstance(item_id, bool) or not isinstance(item_id, int):
            problems.append(f"entry {position}: id must be an integer, got {_show(item_id)}")
            continue
        if not 1 <= item_id <= n_items:
            problems.append(f"item {item_id} does not exist (ids are 1..{n_items})")
            continue
        hit, reason = entry.get("hit"), entry.get("reason")
        if not isinstance(hit, bool):
            problems.append(f"item {item_id}: hit must be true or false, got {_show(hit)}")
        if not isinstance(reason, str) or not reason.strip():
            problems.append(f"item {item_id}: reason must be a non-empty string, got {_show(reason)}")
        if item_id in seen and item_id not in repeated:
            repeated.append(item_id)
        seen.add(item_id)
        if isinstance(hit, bool) and isinstance(reason, str):
            by_id.setdefault(item_id, (hit, reason))
    problems += [f"item {item_id} given more than once" for item_id in repeated]
    missing = [str(k) for k in range(1, n_items + 1) if k not in seen]
    if missing:
        problems.append(f"item {missing[0]} missing" if len(missing) == 1 else f"items {', '.join(missing)} missing")
    if problems:
        extra = len(problems) - _MAX_PROBLEMS
        shown = problems[:_MAX_PROBLEMS] + ([f"and {extra} more problem(s)"] if extra > 0 else [])
        return Parsed(None, "; ".join(shown))
    return Parsed([by_id[k] for k in range(1, n_items + 1)], None)


def _json_type(value: Any) -> str:
    names = {dict: "an object", list: "a list", str: "a string", bool: "a boolean", int: "a number", float: "a number"}
    return "null" if value is None else names.get(type(value), type(value).__name__)


def _show(value: Any) -> str:
    if value is None:
        return "nothing"
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:37] + "..."
