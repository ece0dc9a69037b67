"""Every deterministic rule on rewritten dialogues, with the reason it gives."""

from __future__ import annotations

import json

import pytest

from heartbench.dialogues.checks import (
    Alternating,
    Candidate,
    EndsOnA,
    HanShare,
    JsonShape,
    LengthBounds,
    NoEmptyTurn,
    RolesAB,
    TurnCount,
    dialogue_rules,
)
from heartbench.stages import FilterChain


def reply(*pairs: tuple[str, str]) -> str:
    return json.dumps({"dialogue": [{"role": r, "content": c} for r, c in pairs]}, ensure_ascii=False)


def candidate(text: str, lang: str = "zh") -> Candidate:
    return Candidate.from_reply("seed-1", text, lang)


GOOD = reply(("A", "我最近总是失眠，脑子停不下来。"), ("B", "听起来你很累，是什么让你停不下来？"), ("A", "工作上的事，我怕自己做不好。"))


def reason(rule, text: str) -> str | None:
    verdict = rule.filter(candidate(text))
    return None if verdict is True else verdict[1]


def test_a_good_dialogue_passes_every_rule():
    chain = FilterChain(dialogue_rules(9))
    assert chain(candidate(GOOD)) is None
    assert [t.role for t in candidate(GOOD).dialogue()] == ["A", "B", "A"]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("", "empty"),
        ("这不是 JSON", "no JSON object in the reply"),
        ('{"turns": []}', "lacks 'dialogue' (its keys: turns)"),
        ('{"dialogue": "A：你好"}', "must be a list"),
        ('[{"role": "A"}]', 'turn 1 must be an object with exactly "role" and "content"'),
        ('[{"role": "A", "content": 3}]', "turn 1: content must be text"),
    ],
)
def test_json_shape_rejects_with_a_reason(text, expected):
    assert expected in reason(JsonShape(), text)


def test_json_shape_accepts_a_fenced_reply_and_a_bare_list():
    assert JsonShape().filter(candidate(f"```json\n{GOOD}\n```")) is True
    bare = json.dumps(json.loads(GOOD)["dialogue"], ensure_ascii=False)
    assert JsonShape().filter(candidate(bare)) is True
    # what real models write around it: a preface, a <think> block, a note after the JSON
    assert JsonShape().filter(candidate(f"好的，下面是改写后的对话：\n{GOOD}")) is True
    assert JsonShape().filter(candidate(f"<think>先确定角色，再改写。</think>\n{GOOD}\n以上对话已去除可识别信息。")) is True


def test_roles_must_be_a_or_b():
    assert reason(RolesAB(), reply(("A", "我好难过"), ("C", "怎么了"), ("A", "说不清"))) == "turn 2 has role 'C'; only A and B are allowed"
    assert "role 'user'" in reason(RolesAB(), reply(("user", "我好难过")))


def test_no_two_consecutive_turns_of_one_role():
    text = reply(("A", "我好难过"), ("B", "怎么了"), ("B", "慢慢说"), ("A", "说不清"))
    assert reason(Alternating(), text) == "turns 2 and 3 are both B; A and B must alternate"


def test_last_turn_must_be_a():
    assert reason(EndsOnA(), reply(("A", "我好难过"), ("B", "怎么了"))) == "the dialogue ends on B; the last turn must be A's"
    assert "ends on nothing" in reason(EndsOnA(), reply())


def test_turn_count_between_one_and_max():
    ten = reply(*[("AB"[i % 2], f"第{i}句话") for i in range(10)])
    assert reason(TurnCount(9), ten) == "10 turns; a dialogue has 1 to 9"
    assert reason(TurnCount(9), reply()) == "0 turns; a dialogue has 1 to 9"
    assert TurnCount(9).filter(candidate(reply(("A", "一句话就够了")))) is True


def test_no_empty_turn():
    assert reason(NoEmptyTurn(), reply(("A", "我好难过"), ("B", "  "), ("A", "说不清"))) == "turn 2 is empty"


def test_length_bounds():
    assert reason(LengthBounds(max_turn_chars=10), reply(("A", "我" * 11))) == "turn 1 has 11 characters (at most 10)"
    assert reason(LengthBounds(), reply(("A", "嗯"))) == "the dialogue has 1 characters (8 to 4000 allowed)"
    assert "characters (8 to 4000 allowed)" in reason(LengthBounds(), reply(*[("AB"[i % 2], "很" * 700) for i in range(7)]))


def test_chinese_share_for_zh_only():
    english = reply(("A", "I have been feeling really low since my breakup last month."))
    assert reason(HanShare(), english) == "Chinese characters are 0% of the letters (at least 50% for zh)"
    assert HanShare().filter(Candidate.from_reply("s", english, "en")) is True
    assert HanShare().filter(candidate(reply(("A", "我用 Excel 做表做到凌晨，老板还说不行。")))) is True


def test_chain_reports_the_first_failing_rule_by_name():
    chain = FilterChain(dialogue_rules(9))
    assert chain(candidate("nope")).code == "json-shape"
    assert chain(candidate(reply(("A", "我好难过，不知道怎么办"), ("B", "怎么了")))).code == "last-turn"
    assert chain(candidate(GOOD)) is None
