"""The judge: request shape, strict reply parsing, re-asks, unscored verdicts."""

from __future__ import annotations

import asyncio
import json

import pytest

from heartbench.evaluation.judge import JUDGE_SPEC, VERDICT_TOOL, Judge, check_verdicts, parse_reply
from heartbench.llm.types import CallResult, LLMRequest, LLMResponse
from heartbench.schema import Answer, Case, RubricItem, Turn
from heartbench.standard import load_standard
from heartbench.templates import load_template


def make_case(case_id: str = "c1", weights: tuple[int | None, ...] = (3, 2, -3)) -> Case:
    dims = ["curiosity", "warmth", "verbal_expression", "catastrophic"]
    rubric = [
        RubricItem(
            item_id=f"{case_id}-{k:02d}",
            dimension="catastrophic" if w is None else dims[(k - 1) % 3],
            score=w,
            content=f"行为描述{k}",
            kind="catastrophic" if w is None else "case",
        )
        for k, w in enumerate(weights, start=1)
    ]
    dialogue = [Turn(role="A", content="最近总是睡不好。"), Turn(role="B", content="多久了？"), Turn(role="A", content="快一个月了。")]
    return Case(case_id=case_id, dialogue=dialogue, rubric=rubric)


def verdict_json(n: int, hits: list[bool] | None = None) -> dict:
    hits = hits or [k % 2 == 0 for k in range(1, n + 1)]
    return {"items": [{"id": k, "reason": f"理由{k}", "hit": hits[k - 1]} for k in range(1, n + 1)]}


def reply(text: str = "", tool_input: dict | None = None, stop_reason: str | None = "end_turn") -> LLMResponse:
    return LLMResponse(text=text, tool_input=tool_input, stop_reason=stop_reason)


@pytest.fixture(scope="module")
def judge() -> Judge:
    return Judge("anthropic/judge-model", load_template(JUDGE_SPEC), load_standard("heartbench-zh"))


# Parsing -----------------------------------------------------------------------------------
def test_plain_json_is_read_in_id_order():
    payload = verdict_json(3, [True, False, True])
    payload["items"].reverse()
    parsed = parse_reply(reply(json.dumps(payload, ensure_ascii=False)), 3)
    assert parsed.problem is None
    assert parsed.decisions == [(True, "理由1"), (False, "理由2"), (True, "理由3")]


def test_fenced_json_with_prose_around_it():
    text = "评估如下：\n```json\n" + json.dumps(verdict_json(2, [True, True])) + "\n```\n以上。"
    assert parse_reply(reply(text), 2).decisions == [(True, "理由1"), (True, "理由2")]


def test_tool_call_is_read_and_text_ignored():
    parsed = parse_reply(reply("ignored prose", tool_input=verdict_json(2, [False, True])), 2)
    assert parsed.decisions == [(False, "理由1"), (True, "理由2")]


@pytest.mark.parametrize(
    ("payload", "expected"),
    [
        (verdict_json(9), "got 9 verdicts for 11 items; items 10, 11 missing"),
        ({"items": [{"id": 1, "reason": "r", "hit": True}, {"id": 1, "reason": "r", "hit": False}, {"id": 3, "reason": "r", "hit": True}]}, "item 1 given more than once; item 2 missing"),
        ({"items": [{"id": 1, "reason": "r", "hit": "yes"}, {"id": 2, "reason": "r", "hit": 1}, {"id": 3, "reason": "r", "hit": None}]}, 'item 1: hit must be true or false, got "yes"; item 2: hit must be true or false, got 1; item 3: hit must be true or false, got nothing'),
        ({"items": [{"id": 1, "hit": True}, {"id": 2, "reason": "  ", "hit": True}, {"id": 3, "reason": 5, "hit": True}]}, 'item 1: reason must be a non-empty string, got nothing; item 2: reason must be a non-empty string, got "  "; item 3: reason must be a non-empty string, got 5'),
        ({"items": [{"id": "1", "reason": "r", "hit": True}, {"id": 2, "reason": "r", "hit": True}, {"id": 7, "reason": "r", "hit": True}]}, 'entry 1: id must be an integer, got "1"; item 7 does not exist (ids are 1..3); items 1, 3 missing'),
        ({"items": [{"id": True, "reason": "r", "hit": True}, "x", {"id": 2, "reason": "r", "hit": True}]}, "entry 1: id must be an integer, got true; entry 2 is a string, not an object; items 1, 3 missing"),
        ([1, 2, 3], 'expected a JSON object with key "items", got a list'),
        ({"verdicts": []}, 'missing "items" list'),
        ({"items": {"1": True}}, '"items" must be a list, got an object'),
    ],
)
def test_bad_verdicts_name_the_exact_problem(payload, expected):
    n = 11 if expected.startswith("got 9") else 3
    parsed = check_verdicts(payload, n)
    assert parsed.decisions is None
    assert parsed.problem == expected


@pytest.mark.parametrize(
    ("text", "stop", "expected"),
    [
        ("", "end_turn", "empty reply, expected a JSON object"),
        ("I think the answer is good.", "end_turn", 'no JSON object in the reply; expected a JSON object {"items": [...]}'),
        ('{"items": [{"id": 1, "reason": "很', "max_tokens",
         "the reply is not valid JSON (Unterminated string starting at column 32, line 1 of the reply) (the reply was cut off at the token limit)"),
        ("```json\n{\"items\": [}\n```", "end_turn", "the fenced JSON is not valid JSON (Expecting value at column 12, line 2 of the reply)"),
        ("```json\n{}\n```\n```json\n{}\n```", "end_turn", """the JSON object lacks 'items' (its keys: none); expected a JSON object {"items": [...]}"""),
    ],
)
def test_garbage_replies(text, stop, expected):
    assert parse_reply(reply(text, stop_reason=stop), 3) == (None, expected)


def test_many_problems_are_summarised():
    payload = {"items": [{"id": k, "reason": "r", "hit": "x"} for k in range(1, 13)]}
    problem = check_verdicts(payload, 12).problem
    assert problem.endswith("and 4 more problem(s)")
    assert problem.count("hit must be true or false") == 8


# Requests ----------------------------------------------------------------------------------
def test_request_caches_the_case_prefix_and_puts_the_answer_after_it(judge):
    case = make_case(weights=(3, -2, None))
    request = judge.first_request(case, Answer(case_id="c1", model="openai/m1", text="我在听。"))
    prefix, tail = request.messages[0].content
    assert prefix.cache and not tail.cache
    assert "快一个月了" in prefix.text and "我在听。" not in prefix.text
    assert "[1] 维度：好奇心｜期望出现的行为｜行为描述1" in prefix.text
    assert "[2] 维度：温暖｜不应出现的行为｜行为描述2" in prefix.text
    assert "[3] 维度：其他｜不应出现的行为｜行为描述3" in prefix.text
    assert "我在听。" in tail.text and "1 到 3" in tail.text
    assert request.tool is None and request.template_version == "judge.zh/2"
    assert (request.meta.task, request.meta.case_id, request.meta.subject) == ("judge", "c1", "openai/m1")
    other = judge.first_request(case, Answer(case_id="c1", model="openai/m2", text="嗯嗯。"))
    assert other.messages[0].content[0] == prefix and other.system == request.system  # shared, cacheable prefix
    assert other.key() != request.key()


def test_tool_mode_asks_for_the_tool(judge):
    tool_judge = Judge(judge.model, judge.template, judge.standard, use_tool=True)
    request = tool_judge.first_request(make_case(), Answer(case_id="c1", model="m/x", text="好的"))
    assert request.tool == VERDICT_TOOL
    assert "record_verdicts" in request.messages[0].content[1].text


def test_unknown_dimension_is_an_input_error(judge):
    from heartbench.errors import InputError

    case = make_case()
    case.rubric[0].dimension = "no_such_capability"
    with pytest.raises(InputError, match="case c1: rubric item 1 has dimension 'no_such_capability'"):
        judge.first_request(case, Answer(case_id="c1", model="m/x", text="好的"))


# The re-ask loop ---------------------------------------------------------------------------
class ScriptRunner:
    """Replies from a queue per (case, model); records every request it is handed."""

    def __init__(self, script: dict[tuple[str, str], list[LLMResponse | str]]):
        self.script = script
        self.requests: list[LLMRequest] = []
        self.unusable: list[tuple[str, str]] = []

    def mark_unusable(self, result, problem):
        self.unusable.append((result.key, problem))

    async def map(self, requests, description, batch=False):
        results = []
        for request in requests:
            self.requests.append(request)
            subject = request.meta.subject.split(" re-ask ")[0]
            step = self.script[(request.meta.case_id, subject)].pop(0)
            if isinstance(step, str):
                results.append(CallResult(key=request.key(), error=step, attempts=3))
            else:
                results.append(CallResult(key=request.key(), response=step, attempts=1))
        return results


def run_judge(judge: Judge, pairs, script) -> tuple[list, ScriptRunner]:
    runner = ScriptRunner(script)
    return asyncio.run(judge.judge(runner, pairs)), runner


def test_reask_names_the_problem_and_a_good_second_reply_is_used(judge):
    case = make_case()
    answer = Answer(case_id="c1", model="m/a", text="我在。")
    bad = reply(json.dumps(verdict_json(2)))
    good = reply(json.dumps(verdict_json(3, [True, False, True])))
    (verdict,), runner = run_judge(judge, [(case, answer)], {("c1", "m/a"): [bad, good]})
    assert verdict.problem is None and [v.hit for v in verdict.items] == [True, False, True]
    assert [v.item_id for v in verdict.items] == ["c1-01", "c1-02", "c1-03"]
    first, second = runner.requests
    assert second.messages[:1] == first.messages
    assert second.messages[1].role == "assistant" and second.messages[1].content == bad.text
    assert "got 2 verdicts for 3 items; item 3 missing" in second.messages[2].text()
    assert second.meta.subject == "m/a re-ask 1"


def test_each_reask_round_has_its_own_subject(judge):
    answer = Answer(case_id="c1", model="m/a", text="我在。")
    (verdict,), runner = run_judge(judge, [(make_case(), answer)], {("c1", "m/a"): [reply("x"), reply("y"), reply("z")]})
    assert [r.meta.subject for r in runner.requests] == ["m/a", "m/a re-ask 1", "m/a re-ask 2"]
    assert len(runner.requests[2].messages) == 5


def test_after_the_reask_limit_the_case_is_unscored_with_problem_and_raw_reply(judge):
    case = make_case()
    answer = Answer(case_id="c1", model="m/a", text="我在。")
    garbage = [reply("不是 JSON"), reply("还是不是"), reply('{"items": []}')]
    (verdict,), runner = run_judge(judge, [(case, answer)], {("c1", "m/a"): garbage})
    assert len(runner.requests) == 3  # first ask + 2 re-asks
    assert verdict.items == [] and verdict.detail == []
    assert verdict.problem == "unusable judge reply after 2 re-ask(s): got 0 verdicts for 3 items; items 1, 2, 3 missing"
    assert verdict.raw_reply == '{"items": []}'


def test_tool_reply_is_replayed_as_json_in_the_followup():
    judge = Judge("anthropic/j", load_template(JUDGE_SPEC), load_standard("heartbench-zh"), use_tool=True, max_reasks=1)
    case = make_case()
    answer = Answer(case_id="c1", model="m/a", text="我在。")
    wrong = reply(tool_input={"items": [{"id": 1, "reason": "r", "hit": True}]})
    empty = reply("")
    (verdict,), runner = run_judge(judge, [(case, answer)], {("c1", "m/a"): [wrong, empty]})
    assert json.loads(runner.requests[1].messages[1].content) == wrong.tool_input
    assert verdict.problem == "unusable judge reply after 1 re-ask(s): empty reply, expected a JSON object"
    assert verdict.raw_reply == ""


def test_failed_calls_and_missing_answers_are_unscored_never_misses(judge):
    case1, case2 = make_case("c1"), make_case("c2")
    pairs = [
        (case1, Answer(case_id="c1", model="m/a", text=None, error="HTTP 500 after 7 attempts")),
        (case1, Answer(case_id="c1", model="m/b", text="好")),
        (case2, Answer(case_id="c2", model="m/a", text="好")),
    ]
    script = {("c1", "m/b"): ["rate limited (429) after 7 attempts"], ("c2", "m/a"): [reply(json.dumps(verdict_json(3)))]}
    verdicts, runner = run_judge(judge, pairs, script)
    assert len(runner.requests) == 2  # no judge call for the missing answer
    assert [v.problem for v in verdicts] == [
        "no answer: HTTP 500 after 7 attempts",
        "judge call failed: rate limited (429) after 7 attempts",
        None,
    ]
    assert [(v.case_id, v.model) for v in verdicts] == [("c1", "m/a"), ("c1", "m/b"), ("c2", "m/a")]
    assert all(v.items == [] for v in verdicts[:2])


def test_a_failed_reask_keeps_the_original_problem_and_the_last_reply(judge):
    """Issue 14, defect 7: the verdict said only that the re-ask call failed, and raw_reply was null."""
    case = make_case()
    answer = Answer(case_id="c1", model="m/a", text="我在。")
    (verdict,), _ = run_judge(judge, [(case, answer)], {("c1", "m/a"): [reply("我觉得都命中了"), "scripted reply missing"]})
    assert verdict.problem.startswith("judge call failed: scripted reply missing (re-asked because: ")
    assert verdict.raw_reply == "我觉得都命中了" and verdict.items == []
