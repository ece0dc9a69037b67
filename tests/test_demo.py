"""`heartbench demo`: the packaged workspace runs offline through every stage, the cases have
the required shape, and none of the personal data planted in the raw seeds survives
anonymisation — not in a stage output, not in the ledger, not in a prompt sent."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from heartbench.cli import app
from heartbench.demo.run import PLANTED_PII, WORKSPACE, free_default_dir

BEFORE_ANONYMISATION = ("stages/seeds-ingest", "stages/seeds-clean")
NOT_OUTPUTS = ("raw", "scripted", "private")  # inputs we wrote, and the private mappings


@pytest.fixture(scope="module")
def demo(tmp_path_factory) -> tuple[Path, str]:
    root = tmp_path_factory.mktemp("demo") / "ws"
    result = CliRunner().invoke(app, ["demo", str(root)])
    assert result.exit_code == 0, result.output
    return root, result.output


def _rows(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


@pytest.fixture(scope="module")
def planted() -> list[dict]:
    return json.loads(PLANTED_PII.read_text(encoding="utf-8"))["planted"]


def test_every_stage_runs_and_reports(demo):
    root, output = demo
    for stage in ("seeds ingest", "seeds clean", "seeds anonymize", "build dialogues", "rubrics draft"):
        assert f"\n{stage} (" in output
    # raw/ holds 16 files: 15 hold one document each, social/posts.jsonl holds 5 lines.
    assert "20 documents from 16 files" in output
    # Clean drops the 4 planted defects: the overtime repost (forum-07, a near duplicate of
    # forum-01), the copied diary entry (a near duplicate of posts.jsonl line 3), the ad page
    # (spam markers) and the site footer (no Chinese text).
    assert "kept 16 of 20 documents" in output
    clean_rejects = {(r["source"], r["code"]) for r in _rows(root / "stages/seeds-clean/rejects.jsonl")}
    assert clean_rejects == {
        ("raw/forum/forum-07-repost-overtime.html", "near-duplicate"), ("raw/social/posts.jsonl", "near-duplicate"),
        ("raw/junk/ad-page.html", "spam"), ("raw/junk/site-footer.html", "chinese-share"),
    }  # fmt: skip
    # Of the 16 seeds, the scripted rewrite of forum-05 has 10 turns, first try and retry alike.
    assert "15 cases, 1 rejected" in output
    for stage in ("seeds-ingest", "seeds-clean", "seeds-anonymize", "build-dialogues", "rubrics-draft"):
        assert (root / "stages" / stage / "_SUCCESS").is_file()


def test_cases_have_one_to_nine_alternating_turns_ending_on_a(demo):
    root, _ = demo
    cases = [json.loads(line) for line in (root / "stages/build-dialogues/records.jsonl").read_text(encoding="utf-8").splitlines()]
    assert len(cases) == 15
    for case in cases:
        roles = [turn["role"] for turn in case["dialogue"]]
        assert 1 <= len(roles) <= 9, case["case_id"]
        assert all(a != b for a, b in zip(roles, roles[1:])), case["case_id"]
        assert roles[-1] == "A", case["case_id"]
        assert set(roles) <= {"A", "B"}
        assert len(case["case_id"]) == 6 and case["primary_scene"]
    rejects = [json.loads(line) for line in (root / "stages/build-dialogues/rejects.jsonl").read_text(encoding="utf-8").splitlines()]
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
    # call (45), then 30 verdicts of the drafted-case evaluation (its answers are the pilots').
    assert len(rows) == 19 + 45 + 30 and not failures
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
    cases = _rows(root / "stages/rubrics-draft/records.jsonl")
    assert len(cases) == 15 and all(len(case["rubric"]) == 9 for case in cases)  # 5 case + 3 universal + 1 catastrophic
    # Case Iw0NXP's scripted synthesizer reply plants four defects; its five good items stay.
    rejects = _rows(root / "stages/rubrics-draft/rejects.jsonl")
    assert sorted(r["code"] for r in rejects) == ["bad-weight", "restates-universal", "scale-wording", "unknown-dimension"]
    assert {r["case_id"] for r in rejects} == {"Iw0NXP"}
    [special] = [case for case in cases if case["case_id"] == "Iw0NXP"]
    assert special["rubric"][0]["evidence"]["hit"] and special["rubric"][0]["origin"] == "relative"


def test_the_drafted_cases_are_evaluated_with_the_pilots_answers_from_the_ledger(demo):
    _, output = demo
    # Worked by hand: every case has the same 9 items and each model the same verdicts.
    # companion: hits its 3 positive case items and first-person, no negative item -> every
    #   dimension 100 -> 100.0; advisor: hits the list item (-5), eight-at-once (-10) and
    #   unsolicited advice (-3) -> verbal_expression ln(1)/ln(19) = 0, emotional_coping 100,
    #   the four positive dimensions 0 -> 100 / 6 = 16.7.
    line = next(line for line in output.splitlines() if line.startswith("evaluate run (drafted cases)"))
    assert "15 built cases" in line and "scripted/demo-companion 100.0, scripted/demo-advisor 16.7" in line
    assert "30 from the ledger" in line  # the 30 answers the draft paid for; only the 30 verdicts are new
