"""The reply reader: the JSON value a model meant as its final answer, or the exact problem.

Every role that asks for JSON (judge, rubric synthesizer, rewriter, scene tagger, translator)
reads its replies here, because real models do not answer only in the format asked for:

* reasoning first — a `<think>…</think>` block (Qwen3, DeepSeek-R1 served without a reasoning
  parser), or plain analysis before the JSON: set aside (`strip_reasoning`);
* the JSON fenced (```json, ``` or ```JSON), bare, or after/before prose; other fences
  (```markdown …) are read as their own blocks, never paired with the JSON's fence;
* a draft, then a correction ("修正后的最终结果：", "Corrected:") and the final JSON: the last
  one is the answer when a correction cue stands between them; two different JSON values
  without one are ambiguous, and the reply is re-asked naming that, never read as either;
* a value that repeats (a model restating its answer) is one candidate;
* `required` keys pick the candidates of the expected shape out of examples quoted in prose;
* broken JSON is reported with the decoder's message, line and column (relative to the reply),
  so the re-ask says exactly what to fix; a reply cut at the token limit says so.

Unknown keys inside the value are the caller's to ignore (and count); the reader never drops
or renames anything.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any, NamedTuple

from heartbench.jsonio import JsonProblem, parse_json

if TYPE_CHECKING:
    from heartbench.llm.types import LLMResponse

EMPTY = "empty reply, expected a JSON object"

# Reasoning blocks of models served without a reasoning parser: closed anywhere, or left open at
# the start (the reply was cut off while still thinking).
_REASONING = re.compile(r"<(think|thinking|reasoning)>.*?</\1>", re.DOTALL | re.IGNORECASE)
_OPEN_REASONING = re.compile(r"^\s*<(think|thinking|reasoning)>", re.IGNORECASE)
_FENCE = re.compile(r"^[ \t]*```[ \t]*([A-Za-z0-9_+-]*)[ \t]*$", re.MULTILINE)
# Words with which a model announces that what follows replaces what came before.
_CORRECTION = re.compile(
    r"修正|更正|纠正|改正|最终|最后的?结果|重新输出|以此为准|以下为准|正确的|更新后|"
    r"\b(?:correct(?:ed|ion)|revised|final|updated|fixed|instead)\b",
    re.IGNORECASE,
)


class ReplyJson(NamedTuple):
    """The parsed value, or why there is none."""

    value: Any
    problem: str | None


class _Candidate(NamedTuple):
    value: Any
    start: int
    end: int


def strip_reasoning(text: str | None) -> str:
    """The reply without its reasoning blocks ("" when nothing but reasoning is left)."""
    stripped = _REASONING.sub("", text or "")
    if _OPEN_REASONING.match(stripped):
        return ""  # an unclosed block at the start: the model never got past its reasoning
    return stripped.strip()


def read_json_reply(text: str | None, *, expected: str = "a JSON object", required: tuple[str, ...] = ()) -> ReplyJson:
    """The JSON object the model meant as its answer in `text` (see the module docstring);
    `required` keys select candidates of the expected shape; `expected` names it in problems."""
    if not (text or "").strip():
        return ReplyJson(None, EMPTY)
    body = strip_reasoning(text)
    if not body:
        return ReplyJson(None, f"the reply holds only reasoning (a <think> block), no answer; expected {expected}")
    whole_problem = None
    try:  # the reply is the JSON and nothing else: the format asked for
        whole = parse_json(body)
    except JsonProblem as exc:
        if body.startswith(("{", "[")):  # meant as bare JSON: its own problem is the one to report
            whole_problem = _located(exc, body, 0, "the reply")
    else:
        return ReplyJson(whole, None) if _has(whole, required) else _lacks(whole, required, expected)
    candidates, broken = _candidates(body)
    broken = whole_problem or broken
    shaped = [c for c in candidates if _has(c.value, required)]
    if not shaped:
        if broken is not None:
            return ReplyJson(None, broken)
        objects = [c.value for c in candidates if isinstance(c.value, dict)]
        if objects and required:
            return _lacks(objects[-1], required, expected)
        return ReplyJson(None, f"no JSON object in the reply; expected {expected}")
    distinct = _distinct(shaped)
    if len(distinct) == 1:
        return ReplyJson(distinct[0].value, None)
    earlier, last = distinct[-2], distinct[-1]
    if _CORRECTION.search(body[earlier.end : last.start]):
        return ReplyJson(last.value, None)
    return ReplyJson(None, f"the reply holds {len(distinct)} different JSON objects and does not say which is final; "
                           f"send only the final one, {expected}")  # fmt: skip


def _has(value: Any, required: tuple[str, ...]) -> bool:
    """An object with every required key (any object or list when nothing is required)."""
    if not required:
        return isinstance(value, (dict, list))
    return isinstance(value, dict) and all(key in value for key in required)


def _lacks(value: Any, required: tuple[str, ...], expected: str) -> ReplyJson:
    if not isinstance(value, dict):
        return ReplyJson(None, f"the reply is a JSON {type(value).__name__.replace('dict', 'object')}, not an object; expected {expected}")
    missing = ", ".join(repr(key) for key in required if key not in value)
    return ReplyJson(None, f"the JSON object lacks {missing} (its keys: {', '.join(map(str, value)) or 'none'}); expected {expected}")


def _candidates(body: str) -> tuple[list[_Candidate], str | None]:
    """Complete top-level JSON objects in reading order (fenced blocks and bare ones), and the
    first decoding problem of a block that looked like JSON but did not parse."""
    found: list[_Candidate] = []
    broken: str | None = None
    taken: list[tuple[int, int]] = []
    for start, end, language, inner_start, inner_end in _fenced_blocks(body):
        taken.append((start, end))
        content = body[inner_start:inner_end]
        if not content.strip().startswith(("{", "[")) and language.lower() != "json":
            continue  # a fence of prose (```markdown, ```text): not an answer
        try:
            found.append(_Candidate(parse_json(content), start, end))
        except JsonProblem as exc:
            broken = broken or _located(exc, body, inner_start, "the fenced JSON")
    decoder = json.JSONDecoder()
    position = 0
    while (opening := body.find("{", position)) != -1:
        inside = next((e for s, e in taken if s <= opening < e), None)
        if inside is not None:
            position = inside
            continue
        try:
            _, end = decoder.raw_decode(body, opening)
        except RecursionError:
            broken = broken or "the JSON in the reply is nested too deeply"
            position = opening + 1
            continue
        except json.JSONDecodeError as exc:
            if broken is None and re.match(r'\{\s*"', body[opening:]) and _starts_line(body, opening):
                broken = f"the JSON in the reply is not valid ({exc.msg.removesuffix(' at')} at line {exc.lineno} column {exc.colno})"
            position = opening + 1
            continue
        try:
            found.append(_Candidate(parse_json(body[opening:end]), opening, end))
        except JsonProblem as exc:  # valid for the lenient decoder, not for us (a duplicate key)
            broken = broken or _located(exc, body, opening, "the JSON in the reply")
        position = end
    found.sort(key=lambda candidate: candidate.start)
    return found, broken


def _fenced_blocks(body: str) -> list[tuple[int, int, str, int, int]]:
    """(start, end, language, content start, content end) of each ``` block, fences paired in order."""
    blocks = []
    fences = list(_FENCE.finditer(body))
    index = 0
    while index + 1 < len(fences):
        opening, closing = fences[index], fences[index + 1]
        if closing.group(1):  # "```json" cannot close a block: the opening fence was never closed
            index += 1
            continue
        blocks.append((opening.start(), closing.end(), opening.group(1), min(opening.end() + 1, closing.start()), closing.start()))
        index += 2
    return blocks


def _starts_line(body: str, offset: int) -> bool:
    line_start = body.rfind("\n", 0, offset) + 1
    return not body[line_start:offset].strip() or body[line_start:offset].rstrip().endswith((":", "："))


def _located(exc: JsonProblem, body: str, offset: int, what: str) -> str:
    line = body.count("\n", 0, offset) + (exc.line or 1)
    return f"{what} is not valid JSON ({exc.problem}, line {line} of the reply)"


def _distinct(candidates: list[_Candidate]) -> list[_Candidate]:
    """Candidates whose value differs from the one before (a restated answer counts once)."""
    kept: list[_Candidate] = []
    for candidate in candidates:
        if not any(candidate.value == other.value for other in kept):
            kept.append(candidate)
        else:  # the same value again: it stands where it was last said
            kept = [c for c in kept if c.value != candidate.value] + [candidate]
    return kept


def reply_text(response: LLMResponse) -> str:
    """What the model said, as text: the tool call's arguments when it made one."""
    if response.tool_input is not None:
        return json.dumps(response.tool_input, ensure_ascii=False)
    return response.text


def response_json(response: LLMResponse, *, expected: str, required: tuple[str, ...] = ()) -> ReplyJson:
    """The JSON of a structured reply: a tool call's arguments, else the text read by
    `read_json_reply`; a problem says when the reply was cut off at the token limit."""
    if response.tool_input is not None:
        return ReplyJson(response.tool_input, None)
    value, problem = read_json_reply(response.text, expected=expected, required=required)
    if problem is not None and response.stop_reason in ("max_tokens", "length"):
        problem += " (the reply was cut off at the token limit)"
    return ReplyJson(value, problem)
