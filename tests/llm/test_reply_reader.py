"""The reply reader on the styles real models answer in, for every role that asks for JSON.

Each role's payload is written in the styles seen from real models (plain; preface + fence;
think block; reasoning then bare JSON; JSON then prose; a draft then a correction; extra keys;
a markdown fence before the JSON fence; a trailing comma; a reply cut at the token limit) and
read by the role's own parser, so a role cannot keep a reader of its own.
"""

from __future__ import annotations

import json

import anthropic
import openai
import pytest

from heartbench.dialogues.rewrite import parse_reply as parse_rewrite
from heartbench.evaluation.judge import parse_reply as parse_judge
from heartbench.llm.providers.anthropic_messages import to_response as anthropic_response
from heartbench.llm.providers.openai_chat import to_response as openai_response
from heartbench.llm.reply_json import read_json_reply, strip_reasoning
from heartbench.llm.types import LLMResponse, Usage
from heartbench.localize.checks import parse_translation
from heartbench.rubrics.synthesis import read_reply as read_synthesis
from heartbench.seeds.tag import parse_tags

JUDGE = {"items": [{"id": 1, "reason": "回应点出了疲惫", "hit": True}, {"id": 2, "reason": "没有追问", "hit": False}]}
SYNTH = {"items": [{"dimension": "warmth", "score": 3, "content": "回应肯定用户一直在硬撑的努力", "basis": "absolute"}]}
REWRITE = {"dialogue": [{"role": "A", "content": "最近总是睡不着。"}]}
TAG = {"scenes": ["workplace/burnout"]}
TRANSLATE = {"dialogue": [{"role": "A", "content": "I can't sleep lately."}], "rubric": [{"item_id": "x-01", "content": "Names the fatigue"}]}


def judge(text: str, stop: str = "end_turn"):
    parsed = parse_judge(LLMResponse(text=text, usage=Usage(), stop_reason=stop), 2)
    return ([hit for hit, _ in parsed.decisions] if parsed.decisions else None), parsed.problem


def synth(text: str, stop: str = "end_turn"):
    reply = read_synthesis(LLMResponse(text=text, usage=Usage(), stop_reason=stop))
    return ([item["content"] for item in reply.items] if reply.items else None), reply.problem


def rewrite(text: str):
    parsed = parse_rewrite(text)
    return parsed.turns, parsed.problem


def tag(text: str):
    result = parse_tags(text, {"workplace/burnout"})
    return (result, None) if isinstance(result, list) else (None, result)


def translate(text: str):
    result = parse_translation(text)
    return (None, result) if isinstance(result, str) else (result.turns, None)


ROLES = {
    "judge": (JUDGE, judge, [True, False]),
    "synthesizer": (SYNTH, synth, ["回应肯定用户一直在硬撑的努力"]),
    "rewriter": (REWRITE, rewrite, [("A", "最近总是睡不着。")]),
    "tagger": (TAG, tag, ["workplace/burnout"]),
    "translator": (TRANSLATE, translate, [("A", "I can't sleep lately.")]),
}


def dump(payload: dict) -> str:
    return json.dumps(payload, ensure_ascii=False, indent=2)


def draft_of(payload: dict) -> dict:
    """A first draft of the same shape that reads differently: a verdict flipped, a content
    reworded, or another scene."""
    text = json.dumps(payload, ensure_ascii=False)
    for old, new in (("true", "false"), ('"content": "', '"content": "（初稿）'), ("workplace/burnout", "workplace/other")):
        if old in text:
            return json.loads(text.replace(old, new, 1))
    raise AssertionError("no draft for this payload")


STYLES = {
    "plain": lambda p: json.dumps(p, ensure_ascii=False),
    "preface + fence": lambda p: f"好的，结果如下：\n\n```json\n{dump(p)}\n```",
    "think block": lambda p: f"<think>\n先逐条看对话，再决定。{{不是 JSON}}\n</think>\n\n{dump(p)}",
    "reasoning + bare JSON": lambda p: f"分析：用户在第二轮提到失眠，回应需要接住情绪。\n\n最终输出：\n{dump(p)}",
    "JSON + trailing prose": lambda p: f"{dump(p)}\n\n以上是我的判断，如需调整请告诉我。",
    "fence without language": lambda p: f"```\n{dump(p)}\n```",
    "markdown fence, then json fence": lambda p: f"```markdown\n## 思路\n- 第一点\n```\n\n```json\n{dump(p)}\n```",
    "draft then corrected final": lambda p: f"```json\n{dump(draft_of(p))}\n```\n\n等等，第一条写错了。修正后的最终结果：\n\n{dump(p)}",
    "same JSON said twice": lambda p: f"{dump(p)}\n\n再确认一遍：\n```json\n{dump(p)}\n```",
    "extra top-level keys": lambda p: dump({"analysis": "先看情绪", **p, "confidence": 0.8}),
}


@pytest.mark.parametrize("style", list(STYLES))
@pytest.mark.parametrize("role", list(ROLES))
def test_every_role_reads_every_real_style_as_the_model_meant(role, style):
    payload, read, expected = ROLES[role]
    value, problem = read(STYLES[style](payload))
    assert problem is None, f"{role}/{style}: {problem}"
    assert value == expected, f"{role}/{style}"


@pytest.mark.parametrize("role", list(ROLES))
def test_two_different_answers_without_a_correction_are_re_asked_never_guessed(role):
    payload, read, _ = ROLES[role]
    value, problem = read(f"方案一：\n{dump(draft_of(payload))}\n\n方案二：\n{dump(payload)}")
    assert value is None and "2 different JSON objects" in problem and "send only the final one" in problem


@pytest.mark.parametrize("role", list(ROLES))
def test_a_trailing_comma_is_named_with_its_line_and_column(role):
    payload, read, _ = ROLES[role]
    broken = dump(payload)[:-2] + ",\n}"  # a comma after the last member
    value, problem = read(f"结果：\n{broken}")
    assert value is None and "not valid" in problem and "line" in problem and "column" in problem, problem


def test_cut_off_at_the_token_limit_says_so():
    text = dump(JUDGE)[:40]
    for read in (judge, synth):
        value, problem = read(text, "max_tokens")
        assert value is None and problem.endswith("(the reply was cut off at the token limit)"), problem


def test_only_reasoning_is_not_an_answer():
    assert strip_reasoning("<think>还在想……") == ""
    assert "only reasoning" in read_json_reply("<think>还在想，先列出要点：{").problem
    assert strip_reasoning("<think>a</think>答案<think>b</think>") == "答案"


def test_examples_quoted_in_prose_are_not_the_answer():
    text = 'Each verdict looks like {"id": 1, "hit": true}. Mine:\n' + dump(JUDGE)
    assert judge(text) == ([True, False], None)


def test_extra_keys_on_synthesizer_items_are_kept_for_the_stage_to_ignore():
    item = {**SYNTH["items"][0], "id": 7, "rationale": "P1 做到了"}
    assert synth(dump({"items": [item]})) == (["回应肯定用户一直在硬撑的努力"], None)


def test_openai_reasoning_content_is_never_the_answer():
    completion = openai.types.chat.ChatCompletion.model_validate({
        "id": "x", "object": "chat.completion", "created": 0, "model": "deepseek-reasoner",
        "choices": [{"index": 0, "finish_reason": "stop", "message": {
            "role": "assistant", "content": dump(JUDGE), "reasoning_content": '先想想：{"items": []}'}}],
    })  # fmt: skip
    response = openai_response(completion)
    assert response.text == dump(JUDGE)
    assert parse_judge(response, 2).problem is None


def test_anthropic_thinking_blocks_are_never_the_answer():
    message = anthropic.types.Message.model_validate({
        "id": "msg", "type": "message", "role": "assistant", "model": "claude", "stop_reason": "end_turn",
        "usage": {"input_tokens": 1, "output_tokens": 1},
        "content": [{"type": "thinking", "thinking": '草稿 {"items": []}', "signature": "sig"},
                    {"type": "text", "text": dump(JUDGE)}],
    })  # fmt: skip
    response = anthropic_response(message)
    assert response.text == dump(JUDGE)
    assert parse_judge(response, 2).problem is None
