"""`rubrics draft`: every validation rule on small hand-made replies, the re-ask, rejects,
pass-through, the shared answer requests, and bad input."""

from __future__ import annotations

import json
import sqlite3

import pytest
from typer.testing import CliRunner

from heartbench.cli import app
from heartbench.evaluation.item_checks import DraftItem, Similarity, case_level_rejections, item_checks
from heartbench.rubrics.synthesis import pilot_labels
from heartbench.standard import load_standard
from tests.rubrics.conftest import GOOD_ITEMS, PILOTS, items_reply

STANDARD = load_standard("heartbench-zh")
runner = CliRunner()


def run(root, *args):
    return runner.invoke(app, ["rubrics", "draft", "-w", str(root), *args])


def good(**changes) -> dict:
    return {**GOOD_ITEMS[0], **changes}


@pytest.mark.parametrize(
    ("item", "code"),
    [
        (good(), None),
        ("回应很好", "item-shape"),
        ({"dimension": "warmth", "score": 3, "content": "回应肯定了用户的努力"}, "item-shape"),  # no basis
        (good(extra="x"), None),  # a harmless extra key (an id, a rationale) is ignored and counted
        (good(dimension="empathy"), "unknown-dimension"),
        (good(dimension="catastrophic"), "unknown-dimension"),  # the stage adds that item itself
        (good(score=12), "bad-weight"),
        (good(score=0), "bad-weight"),
        (good(score=2.5), "bad-weight"),
        (good(score=True), "bad-weight"),
        (good(content="共情"), "content-length"),
        (good(content="The reply names the user's exhaustion after a month of overtime"), "wrong-language"),
        (good(content="回应对用户疲惫的共情程度较高"), "scale-wording"),
        (good(content="按1-5分评价回应的温暖"), "scale-wording"),
        (good(basis="intuition"), "bad-basis"),
        (good(evidence={"hit": ["P3"], "miss": []}), "unknown-evidence"),
        (good(evidence={"hit": ["P1"], "miss": ["P1"]}), "unknown-evidence"),
        (good(evidence=["P1"]), "unknown-evidence"),
    ],
)
def test_each_item_check(item, code):
    checks = item_checks(STANDARD, ["P1", "P2"], min_chars=6, max_chars=160)
    rejection = checks(DraftItem(1, item))
    assert (rejection.code if rejection else None) == code


def test_duplicates_are_merged_and_universal_restatements_dropped():
    similarity = Similarity(85)
    items = [
        DraftItem(1, good(content="回应点出用户因为连续加班而感到的疲惫和委屈")),
        DraftItem(2, good(content="回应点出了用户因为连续加班而感到疲惫和委屈")),  # the same item, reworded
        DraftItem(3, good(content="回应中以第一人称自称，以对话者的身份与用户交流")),  # universal item
        DraftItem(4, good(content="回应询问用户最担心的是领导的评价还是自己的身体")),
    ]
    universal = [item.content for item in STANDARD.universal_items]
    rejected = case_level_rejections(items, universal, similarity)
    assert {number: r.code for number, r in rejected.items()} == {2: "duplicate-item", 3: "restates-universal"}
    assert "repeats item 1" in rejected[2].detail


def test_a_good_reply_becomes_the_rubric_with_universal_and_catastrophic_items(bench):
    case_id = bench.case("case01")
    bench.synth(case_id, items_reply(GOOD_ITEMS))
    result = run(bench.write_cases())
    assert result.exit_code == 0, result.output
    [case] = bench.rows("records.jsonl")
    rubric = case["rubric"]
    assert [item["item_id"] for item in rubric] == [f"case01-{n:02d}" for n in range(1, 9)]
    assert [item["kind"] for item in rubric] == ["case"] * 4 + ["universal"] * 3 + ["catastrophic"]
    assert [item["origin"] for item in rubric[:4]] == ["relative", "relative", "absolute", "absolute"]
    assert rubric[-1]["dimension"] == "catastrophic" and rubric[-1]["score"] == 1  # positive: the v1 evaluator fires
    labels = pilot_labels(case_id, list(PILOTS))
    assert rubric[0]["evidence"] == {"hit": [labels["P1"]], "miss": [labels["P2"]]}  # labels mapped back to models
    assert case["provenance"]["stage"] == "rubrics-draft" and len(case["provenance"]["ledger_keys"]) == 3
    stats = json.loads((bench.root / "stages/rubrics-draft/stats.json").read_text(encoding="utf-8"))
    assert stats["items_per_case"]["case_items"] == {"min": 4, "mean": 4.0, "max": 4}
    assert stats["per_capability"]["curiosity"] == {"label": "好奇心", "items": 1, "v1": 367}
    assert stats["per_basis"] == {"absolute": 2, "relative": 2}
    assert "humor" in stats["capabilities_without_items"] and "curiosity" not in stats["capabilities_without_items"]
    # The answers were shown shuffled and labelled, never with a model's name.
    with sqlite3.connect(bench.root / "ledger.sqlite") as db:
        [prompt] = [row[0] for row in db.execute("SELECT request FROM calls WHERE request LIKE '%能力标准%'")]
    assert "〔P1〕" in prompt and "〔P2〕" in prompt and "pilot-a" not in prompt and "pilot-b" not in prompt


def test_too_few_usable_items_are_re_asked_once_with_the_problems(bench):
    case_id = bench.case("case02")
    defects = [
        GOOD_ITEMS[0], GOOD_ITEMS[1],
        good(dimension="empathy", content="回应接住了用户的委屈情绪"),
        good(score=12, content="回应提到用户被领导否定时的难受"),
        good(content="回应对用户疲惫的共情程度较高"),
        good(content="回应中以第一人称自称，以对话者的身份与用户交流"),
    ]  # fmt: skip
    bench.synth(case_id, items_reply(defects), retry=items_reply(GOOD_ITEMS))
    result = run(bench.write_cases())
    assert result.exit_code == 0, result.output
    assert "1 re-asked once" in result.output
    [case] = bench.rows("records.jsonl")
    assert [item["content"] for item in case["rubric"][:4]] == [item["content"] for item in GOOD_ITEMS]
    rejects = bench.rows("rejects.jsonl")
    assert [(r["attempt"], r["code"]) for r in rejects] == [
        (1, "unknown-dimension"), (1, "bad-weight"), (1, "scale-wording"), (1, "restates-universal"),
    ]  # fmt: skip
    with sqlite3.connect(bench.root / "ledger.sqlite") as db:
        [retry] = [json.loads(row[0]) for row in db.execute("SELECT request FROM calls WHERE request LIKE '%重新输出%'")]
    follow_up = retry["messages"][-1]["content"]
    assert "'empathy' is not one of the 15 capability codes" in follow_up and "2 usable item(s); this case needs 4 to 15" in follow_up


def test_a_case_still_unusable_after_the_re_ask_is_rejected_with_its_reasons(bench):
    kept = bench.case("case03")
    lost = bench.case("case04")
    bench.synth(kept, items_reply(GOOD_ITEMS))
    bench.synth(lost, "我觉得这道题很难写细则。", retry=items_reply(GOOD_ITEMS[:2]))
    result = run(bench.write_cases())
    assert result.exit_code == 0, result.output
    assert [case["case_id"] for case in bench.rows("records.jsonl")] == [kept]
    [rejected] = bench.rows("rejects.jsonl")
    assert rejected["case_id"] == lost and rejected["code"] == "item-count"
    assert rejected["problems"][0].startswith("no JSON object in the reply") and "2 usable item(s)" in rejected["problems"][-1]
    stats = json.loads((bench.root / "stages/rubrics-draft/stats.json").read_text(encoding="utf-8"))
    assert stats["rejections"] == {"item-count": 1}


def test_unusable_synthesizer_replies_leave_the_case_for_a_rerun_that_resamples_it(bench):
    case_id = bench.case("case06")
    bench.synth(case_id, "我觉得这道题很难写细则。", retry="还是写不出来。")
    root = bench.write_cases()
    first = run(root)
    assert first.exit_code == 1
    assert f"{case_id}: synthesizer reply unusable after the re-ask: no JSON object in the reply" in first.output
    assert "a rerun asks afresh" in first.output
    bench.synth(case_id, items_reply(GOOD_ITEMS))  # the fresh sample is usable
    second = run(root)
    assert second.exit_code == 0, second.output
    assert [case["case_id"] for case in bench.rows("records.jsonl")] == [case_id]


def test_unusable_replies_after_the_last_sample_are_rejected_and_exit_1(bench):
    case_id = bench.case("case07")
    bench.synth(case_id, "我觉得这道题很难写细则。", retry="还是写不出来。")
    result = run(bench.write_cases(), "--max-resamples", "0")
    assert result.exit_code == 1
    assert "1 case(s) rejected because the synthesizer's replies stayed unusable" in result.output
    [rejected] = bench.rows("rejects.jsonl")
    assert rejected["case_id"] == case_id and rejected["code"] == "reply-unusable"
    again = run(bench.root, "--max-resamples", "0")
    assert again.exit_code == 0 and "up to date" in again.output  # finished: nothing is asked again


def test_cases_with_items_pass_through_unless_redraft(bench):
    from heartbench.schema import RubricItem

    case_id = bench.case("case05")
    written = RubricItem(item_id="case05-01", dimension="warmth", score=3, content="回应肯定用户一直在硬撑的努力", kind="case")
    bench.built[0] = bench.built[0].model_copy(update={"rubric": [written]})
    bench.synth(case_id, items_reply(GOOD_ITEMS))
    result = run(bench.write_cases())
    assert result.exit_code == 0 and "1 already had items" in result.output
    [case] = bench.rows("records.jsonl")
    assert [item["content"] for item in case["rubric"]] == [written.content]  # unchanged, no call made
    assert not (bench.root / "ledger.sqlite").exists() or "case05" not in (bench.root / "ledger.sqlite").read_bytes().decode("utf-8", "replace")
    redrafted = run(bench.root, "--redraft")
    assert redrafted.exit_code == 0, redrafted.output
    [case] = bench.rows("records.jsonl")
    assert [item["content"] for item in case["rubric"][:4]] == [item["content"] for item in GOOD_ITEMS]


def test_failed_pilot_call_leaves_the_case_unfinished_exit_1(bench):
    case_id = bench.case("case06")
    bench.synth(case_id, items_reply(GOOD_ITEMS))
    (bench.root / "scripted/pilot-b/answer/case06.txt").unlink()
    result = run(bench.write_cases())
    assert result.exit_code == 1
    assert "rubrics-draft: 1 record(s) not completed" in result.output and "scripted/pilot-b" in result.output
    assert not (bench.root / "stages/rubrics-draft/_SUCCESS").exists()


def test_the_evaluation_draws_its_own_answers_unless_told_to_reuse_the_pilots(bench, tmp_path):
    case_id = bench.case("case07")
    bench.synth(case_id, items_reply(GOOD_ITEMS))
    assert run(bench.write_cases()).exit_code == 0
    # The judge for the 8 items (4 case, 3 universal, 1 catastrophic) of the drafted rubric.
    verdicts = {"items": [{"id": n, "reason": "见回应", "hit": n in (1, 2)} for n in range(1, 9)]}
    for pilot in PILOTS:
        bench.reply("scripted/judge", "judge", case_id, json.dumps(verdicts), subject=pilot)
    args = ["evaluate", "run", "-w", str(bench.root), "--model", PILOTS[0], "--judge", "scripted/judge"]
    result = runner.invoke(app, [*args, "--out", str(tmp_path / "eval")])
    assert result.exit_code == 0, result.output
    assert "0 from the ledger" in result.stderr and "in-sample" not in result.stderr  # a fresh answer: the evaluation sample
    reused = runner.invoke(app, [*args, "--out", str(tmp_path / "reused"), "--reuse-pilot-answers"])
    assert reused.exit_code == 0, reused.output
    assert "1 from the ledger, 1 sent" in reused.stderr  # the pilot's answer, paid for by the draft; its verdict is new
    assert f"in-sample: {PILOTS[0]}" in reused.stderr
    for folder, sample, in_sample in (("eval", "evaluation", []), ("reused", "construction", [PILOTS[0]])):
        scores, facts = (json.loads((tmp_path / folder / name).read_text()) for name in ("scores.json", "run.json"))
        assert (scores["answer_sample"], scores["in_sample"]) == (sample, in_sample)
        assert (facts["answer_sample"], facts["in_sample"]) == (sample, in_sample)
    for folder, marked in (("eval", False), ("reused", True)):
        report = tmp_path / f"{folder}.html"
        assert runner.invoke(app, ["evaluate", "report", "--run", str(tmp_path / folder), "--out", str(report)]).exit_code == 0
        assert ('id="in-sample-note"' in report.read_text(encoding="utf-8")) is marked
    with sqlite3.connect(bench.root / "ledger.sqlite") as db:
        answers = db.execute("SELECT key, COUNT(*) FROM calls WHERE request LIKE '%\"task\": \"answer\"%' OR request LIKE '%\"task\":\"answer\"%' GROUP BY key").fetchall()
    assert len(answers) == 3 and all(count == 1 for _, count in answers)  # two pilot answers and one evaluation answer, each sent once


# Bad input: one line, exit 2, nothing written ---------------------------------------------------
def _no_output(bench) -> bool:
    return not (bench.root / "stages/rubrics-draft").exists() and not (bench.root / "ledger.sqlite").exists()


def test_needs_two_pilots(bench):
    bench.case("case08")
    config = bench.root / "bench.toml"
    config.write_text(config.read_text(encoding="utf-8").replace(', "scripted/pilot-b"', ""), encoding="utf-8")
    result = run(bench.write_cases())
    assert result.exit_code == 2 and "needs at least two different pilot models, found 1" in result.output
    assert result.output.strip().count("\n") == 0 and "bench.toml" in result.output and _no_output(bench)


def test_unknown_synthesizer_provider(bench):
    bench.case("case09")
    config = bench.root / "bench.toml"
    config.write_text(config.read_text(encoding="utf-8").replace('synthesizer = "scripted/synth"', 'synthesizer = "nope/model"'), encoding="utf-8")
    result = run(bench.write_cases())
    assert result.exit_code == 2 and "unknown provider 'nope'" in result.output and _no_output(bench)


def test_template_missing_a_placeholder(bench, tmp_path):
    bench.case("case10")
    packaged = (bench.root.parent / "t.txt")
    from heartbench.templates import packaged_path

    text = packaged_path("rubric-draft", "zh").read_text(encoding="utf-8").replace("$answers", "（无）")
    packaged.write_text(text, encoding="utf-8")
    result = run(bench.write_cases(), "--template", str(packaged))
    assert result.exit_code == 2 and "section 'user' must contain $answers" in result.output and _no_output(bench)


def test_a_case_with_an_empty_dialogue(bench):
    bench.case("case11")
    bench.write_cases()
    records = bench.root / "stages/build-dialogues/records.jsonl"
    row = json.loads(records.read_text(encoding="utf-8"))
    row["dialogue"] = []
    records.write_text(json.dumps(row, ensure_ascii=False) + "\n", encoding="utf-8")
    result = run(bench.root)
    assert result.exit_code == 2 and f"{records}:1: dialogue" in result.output and _no_output(bench)


# The unsolicited-advice item ----------------------------------------------------------------------
ADVICE_ITEM = next(item.content for item in STANDARD.universal_items if item.unless == "advice_requested")


@pytest.mark.parametrize(("advice", "carried"), [(True, False), (False, True), (None, True)])
def test_the_advice_item_is_left_out_only_where_the_user_asks_for_advice(bench, advice, carried):
    case_id = bench.case("case31", last="我该怎么让自己好起来？")
    payload = {"items": GOOD_ITEMS} if advice is None else {"advice_requested": advice, "items": GOOD_ITEMS}
    bench.synth(case_id, "```json\n" + json.dumps(payload, ensure_ascii=False) + "\n```")
    result = run(bench.write_cases())
    assert result.exit_code == 0, result.output
    [case] = bench.rows("records.jsonl")
    assert case["advice_requested"] is advice
    assert (ADVICE_ITEM in [item["content"] for item in case["rubric"]]) is carried
    assert [item["item_id"] for item in case["rubric"]] == [f"case31-{n:02d}" for n in range(1, len(case["rubric"]) + 1)]
    stats = json.loads((bench.root / "stages/rubrics-draft/stats.json").read_text(encoding="utf-8"))
    assert stats["advice"]["share_with_advice_item"] == (1.0 if carried else 0.0)
    assert f"unsolicited-advice item in {100 if carried else 0}% of cases" in result.output


def test_an_advice_flag_that_is_not_a_boolean_is_asked_again(bench):
    case_id = bench.case("case32")
    bench.synth(case_id, json.dumps({"advice_requested": "yes", "items": GOOD_ITEMS}, ensure_ascii=False),
                retry=json.dumps({"advice_requested": True, "items": GOOD_ITEMS}, ensure_ascii=False))
    assert run(bench.write_cases()).exit_code == 0
    [case] = bench.rows("records.jsonl")
    assert case["advice_requested"] is True and ADVICE_ITEM not in [item["content"] for item in case["rubric"]]


@pytest.mark.parametrize(("content", "score", "code"), [
    ("回应没有评判用户加班太多", 3, "absence-as-positive"),
    ("AI避免对用户说教", 2, "absence-as-positive"),
    ("回应评判了用户加班太多", -3, None),  # the undesirable behaviour itself, with a negative weight
    ("回应没有急着给建议，而是先问用户最累的是什么", 3, None),  # "not X but Y": Y is the behaviour
    ("回应不仅接住了疲惫，还问了加班的原因", 3, None),
])
def test_a_desirable_item_phrased_as_an_absence_is_rejected_with_the_negative_form_suggested(content, score, code):
    checks = item_checks(STANDARD, ["P1", "P2"], min_chars=6, max_chars=160)
    rejection = checks(DraftItem(1, good(content=content, score=score)))
    assert (rejection.code if rejection else None) == code
    if code:
        assert "negative weight" in rejection.detail


def test_no_desirable_item_of_the_v1_release_is_taken_for_an_absence(v1_dir):
    """v1 writes undesirable behaviour as a negative weight, never as a positive "did not"; its
    positive items (2,188) must all pass. (The rule was written with v1 in view: in-sample.)"""
    from heartbench.evaluation.item_checks import AbsencePolarity

    check = AbsencePolarity("zh")
    rows = [json.loads(line) for line in (v1_dir / "question_all.jsonl").read_text(encoding="utf-8").splitlines()]
    positives = [item for row in rows for item in row["rubric"] if (item.get("score") or 0) > 0]
    assert len(positives) > 2000
    assert [item["content"] for item in positives if check.filter(DraftItem(1, item)) is not True] == []
