"""`heartbench demo`: the packaged workspace runs offline through every stage, the cases have
the required shape, and none of the personal data planted in the raw seeds survives
anonymisation — not in a stage output, not in the ledger, not in a prompt sent."""

from __future__ import annotations

import json
import math
import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from heartbench.cli import app
from heartbench.demo.run import PLANTED_PII, WORKSPACE, free_default_dir
from tests.support import read_jsonl

pytestmark = pytest.mark.slow  # runs the whole demo (~15 s each)

BEFORE_ANONYMISATION = ("stages/seeds-ingest", "stages/seeds-clean")
NOT_OUTPUTS = ("raw", "scripted", "private")  # inputs we wrote, and the private mappings


@pytest.fixture(scope="module")
def demo(tmp_path_factory) -> tuple[Path, str]:
    root = tmp_path_factory.mktemp("demo") / "ws"
    result = CliRunner().invoke(app, ["demo", str(root)])
    assert result.exit_code == 0, result.output
    return root, result.output



@pytest.fixture(scope="module")
def planted() -> list[dict]:
    return json.loads(PLANTED_PII.read_text(encoding="utf-8"))["planted"]


def test_every_stage_runs_and_reports(demo):
    root, output = demo
    for stage in ("seeds ingest", "seeds clean", "seeds anonymize", "build dialogues", "rubrics draft", "rubrics review", "pilot",
                  "rubrics prune", "split"):  # fmt: skip
        assert f"\n{stage} (" in output
    # raw/ holds 16 files: 15 hold one document each, social/posts.jsonl holds 5 lines.
    assert "20 documents from 16 files" in output
    # Clean drops the 4 planted defects: the overtime repost (forum-07, a near duplicate of
    # forum-01), the copied diary entry (a near duplicate of posts.jsonl line 3), the ad page
    # (spam markers) and the site footer (no Chinese text).
    assert "kept 16 of 20 documents" in output
    clean_rejects = {(r["source"], r["code"]) for r in read_jsonl(root / "stages/seeds-clean/rejects.jsonl")}
    assert clean_rejects == {
        ("raw/forum/forum-07-repost-overtime.html", "near-duplicate"), ("raw/social/posts.jsonl", "near-duplicate"),
        ("raw/junk/ad-page.html", "spam"), ("raw/junk/site-footer.html", "chinese-share"),
    }  # fmt: skip
    # Of the 16 seeds, the scripted rewrite of forum-05 has 10 turns, first try and retry alike.
    assert "15 cases, 1 rejected" in output
    for stage in ("seeds-ingest", "seeds-clean", "seeds-anonymize", "build-dialogues", "rubrics-draft", "rubrics-review", "pilot",
                  "rubrics-prune", "split"):  # fmt: skip
        assert (root / "stages" / stage / "_SUCCESS").is_file()


def test_cases_have_one_to_nine_alternating_turns_ending_on_a(demo):
    root, _ = demo
    cases = read_jsonl(root / "stages/build-dialogues/records.jsonl")
    assert len(cases) == 15
    for case in cases:
        roles = [turn["role"] for turn in case["dialogue"]]
        assert 1 <= len(roles) <= 9, case["case_id"]
        assert all(a != b for a, b in zip(roles, roles[1:])), case["case_id"]
        assert roles[-1] == "A", case["case_id"]
        assert set(roles) <= {"A", "B"}
        assert len(case["case_id"]) == 6 and case["primary_scene"]
    rejects = read_jsonl(root / "stages/build-dialogues/rejects.jsonl")
    assert [r["code"] for r in rejects] == ["turn-count"]


def test_planted_personal_data_never_survives_anonymisation(demo, planted):
    root, output = demo
    values = [item["value"] for item in planted]
    # The data really was planted and really went in: the test could fail.
    ingested = (root / "stages/seeds-ingest/records.jsonl").read_text(encoding="utf-8")
    private = (root / "private/pii-mappings/records.jsonl").read_text(encoding="utf-8")
    for item in planted:
        assert item["value"] in (WORKSPACE / item["file"]).read_text(encoding="utf-8")
        assert item["value"] in ingested and item["value"] in private

    checked = []
    for path in sorted(root.rglob("*")):
        relative = path.relative_to(root).as_posix()
        if not path.is_file() or relative.startswith(NOT_OUTPUTS + BEFORE_ANONYMISATION):
            continue
        data = path.read_bytes()
        checked.append(relative)
        for value in values:
            assert value.encode("utf-8") not in data, f"{value} found in {relative}"
    assert {"stages/seeds-anonymize/records.jsonl", "stages/build-dialogues/records.jsonl", "ledger.sqlite"} <= set(checked)
    for value in values:
        assert value not in output


def test_no_prompt_sent_and_no_ledger_row_holds_planted_data(demo, planted):
    root, _ = demo
    with sqlite3.connect(root / "ledger.sqlite") as db:
        rows = db.execute("SELECT request, response, case_id, subject FROM calls").fetchall()
        failures = db.execute("SELECT error FROM failures").fetchall()
    # 19 rewrites (16 seeds, 3 retried), then per built case 2 pilot answers and 1 synthesizer
    # call (45); the pilot round: 30 verdicts on the construction answers (from the ledger), then
    # 30 held-out answers and their 30 verdicts; the closing evaluation of the 14 kept cases draws
    # its own sample: 28 answers and 28 verdicts (the Hard pass is served from the ledger).
    # rewrite, draft, pilot construction + held-out, review-verdicts (4 changed cases × 2 pilots × 2 samples:
    # judge calls only, the answers come from the ledger), the two evaluations of the 13 built cases
    assert len(rows) == 19 + 45 + 30 + 2 * 30 + 16 + 2 * 26 and not failures
    for request, response, _, _ in rows:
        blocks = [m["content"] if isinstance(m["content"], str) else "".join(b["text"] for b in m["content"]) for m in json.loads(request)["messages"]]
        prompt = "\n".join(blocks) + (json.loads(request).get("system") or "")
        for item in planted:
            assert item["value"] not in prompt and item["value"] not in response
    # The demo's leak-gate case: its follow-up went out without the rejected reply.
    retries = {case_id: json.loads(request) for request, _, case_id, subject in rows if subject == "retry" and "rewrite" in json.loads(request)["template_version"]}
    assert len(retries["4rc3uC"]["messages"]) == 1 and "CN_MOBILE" in retries["4rc3uC"]["messages"][0]["content"]


def test_rerunning_a_stage_on_the_demo_finds_it_up_to_date(demo):
    root, _ = demo
    result = CliRunner().invoke(app, ["build", "dialogues", "-w", str(root)])
    assert result.exit_code == 0 and "up to date" in result.output


def test_the_demo_refuses_a_folder_that_is_not_empty(tmp_path):
    target = tmp_path / "taken"
    target.mkdir()
    (target / "notes.txt").write_text("mine", encoding="utf-8")
    result = CliRunner().invoke(app, ["demo", str(target)])
    assert result.exit_code == 2
    assert result.output.strip() == f"error: {target}: folder is not empty; the demo needs a new or empty folder"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["taken"] and [p.name for p in target.iterdir()] == ["notes.txt"]


def test_the_default_folder_is_a_new_one(tmp_path):
    assert free_default_dir(tmp_path) == tmp_path / "demo-workspace"
    (tmp_path / "demo-workspace").mkdir()
    assert free_default_dir(tmp_path) == tmp_path / "demo-workspace"  # empty: usable
    (tmp_path / "demo-workspace" / "bench.toml").write_text("", encoding="utf-8")
    assert free_default_dir(tmp_path) == tmp_path / "demo-workspace-2"


def test_demo_evaluation_scores_worked_out_by_hand(demo):
    """Companion: 10 dimensions, all hit except motivation (dm0003) -> overall 9 x 100 / 10 = 90;
    cases 100, 100 and (5 x 100 + 0) / 6 = 83.33, mean 94.44.
    Advisor: every desirable item missed; verbal_expression is 0 (dm0001: -10 and -3 hit;
    dm0002: -3 hit) and 100 (dm0003: -10 avoided) -> 33.33; overall 33.33 / 10 = 3.33."""
    root, _ = demo
    models = json.loads((root / "evaluation" / "scores.json").read_text(encoding="utf-8"))["models"]
    companion, advisor = models["scripted/demo-companion"], models["scripted/demo-advisor"]
    assert companion["overall"] == pytest.approx(90.0)
    assert companion["case_mean"] == pytest.approx((100 + 100 + 500 / 6) / 3)
    assert companion["dimensions"]["motivation"] == 0.0
    assert advisor["dimensions"]["verbal_expression"] == pytest.approx(100 / 3)
    assert advisor["overall"] == pytest.approx(10 / 3)
    assert companion["unscored"] == [] and advisor["unscored"] == []


def test_rubrics_are_drafted_and_the_planted_defects_rejected(demo):
    root, output = demo
    cases = read_jsonl(root / "stages/rubrics-draft/records.jsonl")
    assert len(cases) == 15 and all(len(case["rubric"]) == 9 for case in cases)  # 5 case + 3 universal + 1 catastrophic
    # Case Iw0NXP's scripted synthesizer reply plants four defects; its five good items stay.
    rejects = read_jsonl(root / "stages/rubrics-draft/rejects.jsonl")
    assert sorted(r["code"] for r in rejects) == ["bad-weight", "restates-universal", "scale-wording", "unknown-dimension"]
    assert {r["case_id"] for r in rejects} == {"Iw0NXP"}
    [special] = [case for case in cases if case["case_id"] == "Iw0NXP"]
    assert special["rubric"][0]["evidence"]["hit"] and special["rubric"][0]["origin"] == "relative"


def test_the_review_applies_the_planted_decisions(demo):
    """review/decisions.csv, after prune (items 05 pruned everywhere): reviewer-2 rejects SPCqmY-03
    (unanimous: removed); reviewers 1 and 3 make the same edit of rL2Z3T-02 (applied, confirmed in
    round 2); reviewers 2 and 4 edit HRK3mY-01 differently (a conflict: the first import stops with
    exit code 1, review/adjudication.csv settles it with reviewer-4's text and the old weight);
    reviewer-3 moves Iw0NXP-03 to 情绪理解; reviewer-1 adds an item to 0ymKV0. cases.csv: 3 of 4 say
    0ymKV0 is hard (a label), 2 of 4 say tTjMb5 is (not more than half: none); reviewer-4 drops
    p4V08D. mock.csv: three of four reviewers mark UE1GRq-02 as done by the answer shown, the judge
    does not: judge-disagrees, accepted in adjudication."""
    root, output = demo
    cases = {case["case_id"]: case for case in read_jsonl(root / "stages/rubrics-review/records.jsonl")}
    items = {item["item_id"]: item for case in cases.values() for item in case["rubric"]}
    assert "SPCqmY-03" not in items and len(cases["SPCqmY"]["rubric"]) == 7
    assert items["rL2Z3T-02"]["origin"] == "expert" and items["rL2Z3T-02"]["content"] == "回应用一个开放式的问题，邀请用户说说最难受的那一刻"
    assert items["HRK3mY-01"]["content"] == "回应说出了用户被冷落时的委屈和失落" and items["HRK3mY-01"]["score"] == 5
    assert items["Iw0NXP-03"]["dimension"] == "emotional_understanding" and items["0ymKV0-r1-1"]["dimension"] == "relationship_building"
    assert "p4V08D" not in cases and len(cases) == 13
    assert {cid: case["expert_difficulty"] for cid, case in cases.items() if case["expert_difficulty"]} == {"0ymKV0": "hard"}
    assert "first import: rubrics-review: 2 record(s) not completed (first: HRK3mY" in output
    assert "59 item decisions by 4 reviewers over 2 round(s) (unanimous): 55 kept, 3 edited, 1 removed, 1 added (2 adjudicated)" in output
    agreement = json.loads((root / "stages/rubrics-review/agreement.json").read_text(encoding="utf-8"))
    [flagged] = agreement["mock_scoring"][0]["judge_disagrees"]
    assert (flagged["item_id"], flagged["judge"], flagged["experts"]) == ("UE1GRq-02", 0, 1)
    rejudged = json.loads((root / "stages/review-verdicts/stats.json").read_text(encoding="utf-8"))
    assert rejudged["judged_again"] == ["0ymKV0", "HRK3mY", "Iw0NXP", "rL2Z3T"]  # SPCqmY lost an item only: carried over


def test_pruning_and_split_worked_out_by_hand(demo):
    """Every case: item 05 (negative) missed by both pilots -> saturated (15 items); aoVuHW: both
    hit item 03 -> saturated too. UE1GRq: both miss items 01 and 02 -> dead (flagged, kept).
    aoVuHW after pruning (dimensions emotional_perception, curiosity, verbal_expression,
    first_person): companion misses 01 and hits list item 04 (-5 of -18) -> (0 + 100 +
    100·ln 14/ln 19 + 100) / 4 = 72.41; advisor misses 02 -> 75; mean 73.70 > 70 -> removed.
    Split (hard_score 50, one of two pilots below): UE1GRq companion 60, advisor 0, mean 30 ->
    Hard; 0ymKV0 -> Hard by the reviewers; every other case 100 and 0, mean exactly 50 -> Normal
    (below is strict). p4V08D was dropped in review: 13 cases."""
    root, output = demo
    rejects = read_jsonl(root / "stages/rubrics-prune/rejects.jsonl")
    saturated = sorted(r["_item"] for r in ({**r, "_item": r["item"]["item_id"]} for r in rejects if r["code"] == "saturated-item"))
    assert len(saturated) == 16 and "aoVuHW-03" in saturated and all(i.endswith("-05") for i in saturated if i != "aoVuHW-03")
    [case_reject] = [r for r in rejects if r["code"] == "saturated-case"]
    companion_score = (0 + 100 + 100 * math.log(14) / math.log(19) + 100) / 4
    assert case_reject["case_id"] == "aoVuHW" and case_reject["mean"] == pytest.approx((companion_score + 75) / 2)
    analysis = {row["item_id"]: row for row in read_jsonl(root / "stages/rubrics-prune/item-analysis.jsonl")}
    assert analysis["UE1GRq-01"]["flags"] == ["dead"] and analysis["UE1GRq-06"]["flags"] == ["exempt"]
    labels = {case["case_id"]: case["difficulty"] for case in read_jsonl(root / "stages/split/records.jsonl")}
    assert len(labels) == 13 and sorted(cid for cid, label in labels.items() if label == "hard") == ["0ymKV0", "UE1GRq"]
    report = json.loads((root / "stages/split/split-report.json").read_text(encoding="utf-8"))
    by_case = {row["case_id"]: row for row in report["labels"]}
    assert by_case["UE1GRq"]["mean"] == pytest.approx(30) and by_case["0ymKV0"]["basis"] == "expert"
    assert by_case["tTjMb5"]["mean"] == pytest.approx(50) and by_case["tTjMb5"]["label"] == "normal"  # 2 of 4 said hard: the pilots decide
    # Hard: UE1GRq companion dimensions (0, 0, 100, 100, 100); 0ymKV0 all 100, with the added relationship_building
    # item -> macro over six capabilities (50+50+100+100+100+100)/6 = 83.33.
    assert report["pilots"]["scripted/demo-companion"]["hard"] == pytest.approx(500 / 6, abs=0.005)  # rounded to 2 decimals
    line = next(line for line in output.splitlines() if line.strip().startswith("hard: 2 cases"))
    assert "scripted/demo-companion 83.3, scripted/demo-advisor 0.0" in line and "8 from the ledger" in line


def test_every_model_calling_command_lets_the_workspace_surrogates_through_its_gate(demo, server, tmp_path):
    """Each command's runner comes from the one factory: a request carrying a surrogate the
    workspace's anonymiser made reaches the (loopback) provider, from every model-calling stage;
    a phone number that is not a surrogate is refused by the same runner."""
    # deferred: the stage modules under test (imported here to list them beside the demo's workspace)
    import asyncio

    from heartbench.dialogues.stage import BuildStage
    from heartbench.evaluate.run import EvaluateStage, RunSettings
    from heartbench.llm.types import LLMRequest, Message, RequestMeta
    from heartbench.localize.stage import LocalizeStage
    from heartbench.pii.mappings import mappings_path
    from heartbench.pilot.run import PilotStage
    from heartbench.review.verdicts import ReviewVerdictsStage
    from heartbench.rubrics.draft import DraftStage
    from heartbench.seeds.tag import TagStage
    from heartbench.stages.engine import ModelStage
    from heartbench.workspace import Workspace

    root, _ = demo
    ws, probe = Workspace.open(root), "openai/gate-probe"
    phones = [e["surrogate"] for row in read_jsonl(mappings_path(ws)) for e in row["entities"] if e["type"] == "CN_MOBILE"]
    assert phones, "the demo's anonymiser made no phone surrogate"
    stages = {
        "seeds tag": TagStage(ws, probe),
        "build dialogues": BuildStage(ws),
        "rubrics draft": DraftStage(ws),
        "pilot": PilotStage(ws),
        "rubrics review import (judging)": ReviewVerdictsStage(ws),
        "localize": LocalizeStage(Workspace.open(root / "localized-en"), ws, probe),
        "evaluate run -w": EvaluateStage(tmp_path / "run", RunSettings(models=(probe,), judge=probe), workspace=ws),
    }
    assert {type(stage) for stage in stages.values()} == set(_all_subclasses(ModelStage)), "a model stage is not covered here"

    def ask(stage: ModelStage, text: str):
        request = LLMRequest(model=probe, messages=[Message(role="user", content=text)], meta=RequestMeta(task="answer", stage=stage.name))
        with stage.open_runner() as runner:

            async def go():
                try:
                    return (await runner.map([request], "probe"))[0]
                finally:
                    await runner.aclose()

            return asyncio.run(go())

    for command, stage in stages.items():
        sent = server.count()
        result = ask(stage, f"（{command}）我的电话是 {phones[0]}，你可以打给我吗？")  # one new ledger key per command
        assert result.ok, f"{command}: a workspace surrogate was refused: {result.error}"
        assert server.count() == sent + 1, command
        refused = ask(stage, f"（{command}）我的电话是 13071234567，你可以打给我吗？")
        assert not refused.ok and refused.error.startswith("personal data"), f"{command}: {refused.error}"
        assert server.count() == sent + 1, f"{command}: a real-looking phone number left the machine"


def _all_subclasses(cls: type) -> list[type]:
    return [sub for direct in cls.__subclasses__() for sub in (direct, *_all_subclasses(direct))]


@pytest.mark.parametrize("release", ["releases/0.1.0", "localized-en/releases/0.1.0"])
def test_the_released_evaluator_scores_the_demo_releases_as_we_do(demo, tmp_path, release):
    """The Chinese and the English demo release, scored by the released HeartBench evaluator's
    own code (its model call replaced by recorded verdicts), by our compat mode and by our default."""
    from tests.release.test_release_clients import assert_released_code_agrees

    root, _ = demo
    jsonl = root / release / "heartbench" / "question_all.jsonl"
    assert all(item["dimension"] != "Other (catastrophic failure)" for line in jsonl.read_text(encoding="utf-8").splitlines()
               for item in json.loads(line)["rubric"])  # fmt: skip
    assert_released_code_agrees(jsonl, tmp_path, default_too=True)
