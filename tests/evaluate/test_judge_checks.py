"""Judge repeats (majority, flip rate, Fleiss' kappa) and rule-checked items, worked out by hand."""

from __future__ import annotations

import json

import pytest

from heartbench.evaluation.consistency import judge_consistency, rule_agreement
from heartbench.evaluation.judge import JUDGE_SPEC, Judge
from heartbench.evaluation.rules import FIRST_PERSON, POINT_COUNT, RuleBook, count_points, first_person
from heartbench.schema import Answer, Case, RubricItem, Turn
from heartbench.standard import load_standard
from heartbench.templates import load_template
from tests.evaluate.test_judge import make_case, reply, run_judge, verdict_json

STANDARD = load_standard("heartbench-zh")


def judge_with(**options) -> Judge:
    return Judge("anthropic/judge-model", load_template(JUDGE_SPEC), STANDARD, **options)


def replies(*hit_lists):
    return [reply(json.dumps(verdict_json(len(hits), list(hits)))) for hits in hit_lists]


def test_repeats_take_the_majority_and_are_distinct_requests():
    case, answer = make_case(), Answer(case_id="c1", model="m/a", text="我在。")
    script = {("c1", "m/a"): replies([True, False, True]), ("c1", "m/a repeat 1"): replies([True, True, True]),
              ("c1", "m/a repeat 2"): replies([True, False, False])}  # fmt: skip
    (verdict,), runner = run_judge(judge_with(repeats=3), [(case, answer)], script)
    assert [v.hit for v in verdict.items] == [True, False, True]
    assert verdict.repeats == [[True, False, True], [True, True, True], [True, False, False]]
    keys = [r.key() for r in runner.requests]
    assert len(set(keys)) == 3 and len(verdict.ledger_keys) == 3
    # the first judgement keeps the key a single-judgement run gives it
    assert runner.requests[0].key() == judge_with().first_request(case, answer).key()
    # items: (1,1,1) no flip, (0,1,0) flip, (1,1,0) flip -> 2/3. Fleiss: P = (1 + 1/3 + 1/3)/3 = 5/9;
    # p1 = 6/9, p0 = 3/9, Pe = 4/9 + 1/9 = 5/9 -> kappa = 0.
    report = judge_consistency([case], [verdict], 3)
    assert report["overall"]["items"] == 3
    assert report["overall"]["flip_rate"] == pytest.approx(2 / 3, abs=1e-4)
    assert report["overall"]["fleiss_kappa"] == pytest.approx(0.0, abs=1e-4)
    # warmth alone, (0,1,0): P = 1/3, p1 = 1/3, Pe = 1/9 + 4/9 = 5/9 -> (1/3 - 5/9) / (4/9) = -0.5
    assert report["per_capability"]["warmth"] == {"items": 1, "flip_rate": 1.0, "fleiss_kappa": -0.5}


def test_a_tie_among_usable_judgements_leaves_the_item_unscored():
    case, answer = make_case(), Answer(case_id="c1", model="m/a", text="我在。")
    script = {("c1", "m/a"): replies([True, False, True]), ("c1", "m/a repeat 1"): [reply("not json")],
              ("c1", "m/a repeat 2"): replies([True, True, True])}  # fmt: skip
    (verdict,), _ = run_judge(judge_with(repeats=3, max_reasks=0), [(case, answer)], script)
    assert [v.hit for v in verdict.items] == [True, None, True]
    assert verdict.problem == "judgements tie on item(s) 2"
    assert verdict.repeats[1] == [None, None, None]


def test_first_person_rule_reads_speech_outside_quotes():
    words = STANDARD.rules.first_person.words
    assert first_person("我在这里陪着你。", words).hit
    assert not first_person("你可以对自己说“我做得很好”。", words).hit
    assert first_person("咱们慢慢来。", words).hit
    assert not first_person("Tell them 'I am fine'? Imagine it.", ["I", "me"], latin=True).hit
    assert first_person("Tell me more.", ["I", "me"], latin=True).hit


def test_point_count_by_hand():
    markers = STANDARD.rules.point_count.suggestion_markers
    # 2 questions (吗？, 呢？？ counts once) + 4 enumerated points + 1 marker sentence (不妨) = 7;
    # "建议：" sits in a sentence with an enumerated point and is not counted again; 1.5 is a number.
    text = "听起来你很累。你愿意说说吗？\n1. 早点睡\n2. 每天散步1.5小时。\n3、喝水\n- 记得吃饭\n你也不妨休息一天。你觉得呢？？"
    assert count_points(text, markers) == 7
    inline = "建议：1. 规律作息；2. 运动；3. 写日记；4. 聊聊；5. 少刷手机；6. 冥想；7. 列清单；8. 看咨询师。先从第一条开始。"
    assert count_points(inline, markers) == 8
    assert count_points("我听到了。你不妨先休息一下。建议你找朋友聊聊。", markers) == 2


def drafted_case() -> Case:
    universal = {item.id: item for item in STANDARD.universal_items}
    rubric = [
        RubricItem(item_id="d-01", dimension="warmth", score=3, content="回应体现出温暖", kind="case"),
        RubricItem(item_id="d-02", dimension="first_person", score=3, content=universal["first-person"].content, kind="universal"),
        RubricItem(item_id="d-03", dimension="verbal_expression", score=-10, content=universal["too-many-points"].content, kind="universal"),
        RubricItem(item_id="d-04", dimension="catastrophic", score=1, content=STANDARD.catastrophic_item.content, kind="catastrophic"),
    ]
    return Case(case_id="d", dialogue=[Turn(role="A", content="我很难过。")], rubric=rubric)


def test_rules_match_universal_items_and_a_lone_first_person_item():
    assert RuleBook(STANDARD).matches(drafted_case()) == {1: FIRST_PERSON, 2: POINT_COUNT}
    assert RuleBook(STANDARD, "off").matches(drafted_case()) == {}
    imported = make_case(weights=(3, 2))
    imported.rubric[1].dimension, imported.rubric[1].content = "first_person", "回复用第一人称与用户交流"  # other wording
    assert RuleBook(STANDARD).matches(imported) == {1: FIRST_PERSON}


def test_decide_mode_leaves_the_first_person_item_to_the_rule():
    case, answer = drafted_case(), Answer(case_id="d", model="m/a", text="我在这里，慢慢说。")
    book = RuleBook(STANDARD, "decide")
    (verdict,), runner = run_judge(judge_with(rules=book), [(case, answer)], {("d", "m/a"): replies([True, False, False])})
    request_text = runner.requests[0].messages[0].text()
    assert STANDARD.universal_items[0].content not in request_text  # the judge is not asked about it
    assert judge_with(rules=book).shown_items(case) == [0, 2, 3]
    assert [v.hit for v in verdict.items] == [True, True, False, False]
    assert verdict.items[1].reason.startswith("rule first_person:")
    assert verdict.decided_by_rule == ["d-02"]
    report = rule_agreement(book, [case], [answer], [verdict])
    assert report["first_person"] == {"decided": {"items": 1, "hit_rate": 1.0}}
    # the point count still only reports: 0 points counted (no hit), the judge said no hit -> agreement
    assert report["point_count"]["versus_judge"]["agreement"] == 1.0


def test_rule_agreement_arithmetic():
    book = RuleBook(STANDARD)
    case = drafted_case()
    answers = [Answer(case_id="d", model=m, text=t) for m, t in (("m/a", "我在。"), ("m/b", "你要坚强。"), ("m/c", "我们一起想想。"))]
    # judge on first person: a yes (rule yes), b yes (rule no), c no (rule yes) -> 1 of 3 agree
    verdicts = []
    for answer, fp in zip(answers, (True, True, False)):
        (v,), _ = run_judge(judge_with(), [(case, answer)], {("d", answer.model): replies([True, fp, False, False])})
        verdicts.append(v)
    versus = rule_agreement(book, [case], answers, verdicts)["first_person"]["versus_judge"]
    assert versus["items"] == 3 and versus["agreement"] == pytest.approx(1 / 3, abs=1e-4)
    # kappa: po = 1/3; rule yes 2/3, judge yes 2/3; pe = 4/9 + 1/9 = 5/9 -> (3/9 - 5/9) / (4/9) = -0.5
    assert versus["cohen_kappa"] == pytest.approx(-0.5, abs=1e-4)
    assert versus["disagreements"] == ["d m/b", "d m/c"]
