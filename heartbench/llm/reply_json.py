"""One JSON value out of a model's reply text, with the leniency the caller chooses.

Models wrap JSON in code fences or talk around it; how much of that a stage tolerates is a
contract of that stage, so it is a parameter here rather than three hand-written parsers:

* `whole` — the reply is the JSON value, or a single code fence that wraps the whole reply
  (the rewrite: any other text means the output format was not followed);
* `fenced` — the reply is the JSON value, or contains exactly one fenced block holding it
  (the judge and the rubric synthesizer: they are asked to reason first, in the fence's
  surroundings or in the JSON itself);
* `anywhere` — the outermost `{…}` anywhere in the text (the scene tagger: a short label
  reply where any framing is harmless).
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

from heartbench.jsonio import JsonProblem, parse_json

if TYPE_CHECKING:
    from heartbench.llm.types import LLMResponse

Leniency = Literal["whole", "fenced", "anywhere"]

_WHOLE_FENCE = re.compile(r"^\s*```[A-Za-z]*\s*\n(.*?)\n?```\s*$", re.DOTALL)
_ANY_FENCE = re.compile(r"```[ \t]*(?:json|JSON)?[ \t]*\n(.*?)```", re.DOTALL)
_OUTER_BRACES = re.compile(r"\{.*\}", re.DOTALL)
EMPTY = "empty reply, expected a JSON object"


class ReplyJson(NamedTuple):
    """The parsed value, or why there is none."""

    value: Any
    problem: str | None


def _decode(text: str, what: str) -> ReplyJson:
    try:
        return ReplyJson(parse_json(text), None)
    except JsonProblem as exc:
        line = f" on line {exc.line}" if exc.line else ""
        return ReplyJson(None, f"{what} is not valid JSON ({exc.problem}{line})")


def extract_json(text: str | None, leniency: Leniency, *, expected: str = "a JSON object") -> ReplyJson:
    """The JSON value in `text` under `leniency`; `expected` names the shape in messages."""
    stripped = (text or "").strip()
    if not stripped:
        return ReplyJson(None, EMPTY)
    if leniency == "whole":
        fenced = _WHOLE_FENCE.match(stripped)
        body = (fenced.group(1) if fenced else stripped).strip()
        return _decode(body, "the reply") if body else ReplyJson(None, EMPTY)
    if leniency == "anywhere":
        found = _OUTER_BRACES.search(stripped)
        return _decode(found.group(), "the reply") if found else ReplyJson(None, "no JSON object in the reply")
    try:
        return ReplyJson(parse_json(stripped), None)
    except JsonProblem:
        pass
    fenced_blocks = _ANY_FENCE.findall(stripped)
    if len(fenced_blocks) > 1:
        return ReplyJson(None, f"{len(fenced_blocks)} fenced blocks in the reply, expected exactly one JSON object")
    if len(fenced_blocks) == 1:
        return _decode(fenced_blocks[0], "the fenced block")
    return ReplyJson(None, f"reply is not JSON; expected only {expected}")


def reply_text(response: LLMResponse) -> str:
    """What the model said, as text: the tool call's arguments when it made one."""
    if response.tool_input is not None:
        return json.dumps(response.tool_input, ensure_ascii=False)
    return response.text


def response_json(response: LLMResponse, *, expected: str) -> ReplyJson:
    """The JSON of a structured reply: a tool call's arguments, else the text read under
    `fenced` leniency; a problem says when the reply was cut off at the token limit."""
    if response.tool_input is not None:
        return ReplyJson(response.tool_input, None)
    value, problem = extract_json(response.text, "fenced", expected=expected)
    if problem is not None and response.stop_reason in ("max_tokens", "length"):
        problem += " (the reply was cut off at the token limit)"
    return ReplyJson(value, problem)
