"""pilot → rubrics prune → split on a workspace, through the CLI, with scripted pilots and judge."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from heartbench.cli import app
from heartbench.schema import Case, RubricItem, Turn
from tests.support import Bench

PILOTS = ("scripted/pa", "scripted/pb")
ITEMS = [("k1", "curiosity", 4, "case"), ("k2", "warmth", 3, "case"), ("u1", "first_person", 3, "universal"),
         ("x", "catastrophic", 1, "catastrophic")]  # fmt: skip
# Hits of pa and pb on k1 k2 u1 x, per case (worked out in the test docstring).
HITS = {"h1": ("1010", "0000"), "n1": ("1110", "1000"), "s1": ("1110", "0110")}


class PilotBench(Bench):
    def __init__(self, root: Path):
        # one sample: these tests are about the construction sample's decisions (held out: its own tests)
        super().__init__(root, "pilot-test", judge="scripted/judge", pilots=PILOTS, min_case_items=1, case_saturation=70.0, holdout=False)

    def cases(self, stage: str = "rubrics-draft", sequence: int = 1, **overrides: list[RubricItem]) -> None:  # type: ignore[override]
        cases = []
        for case_id in HITS:
            rubric = overrides.get(case_id) or [RubricItem(item_id=f"{case_id}-{i}", dimension=d, score=s, content=f"细则内容 {i}", kind=k)
                                                for i, d, s, k in ITEMS]  # fmt: skip
            cases.append(Case(case_id=case_id, dialogue=[Turn(role="A", content=f"这是案例 {case_id} 的最后一句话。")], rubric=rubric))
        super().cases(stage, cases, sequence=sequence)

    def replies(self, skip: tuple[str, str] | None = None) -> None:
        for case_id, patterns in HITS.items():
            for model, pattern in zip(PILOTS, patterns, strict=True):
                if (case_id, model) == skip:
                    continue
                self.reply(model, "answer", case_id, f"{model.split('/', 1)[1]} 对 {case_id} 的回答")
                items = [{"id": n, "reason": "依据", "hit": c == "1"} for n, c in enumerate(pattern, start=1)]
                self.reply("scripted/judge", "judge", case_id, json.dumps({"items": items}, ensure_ascii=False), subject=model)


@pytest.fixture
def bench(tmp_path: Path) -> PilotBench:
    return PilotBench(tmp_path / "ws")


def test_pilot_prune_split_and_the_hard_subset(bench):
    """Dimensions curiosity (k1 +4), warmth (k2 +3), first_person (u1 +3, universal).
    h1: pa hits k1, u1 -> (100 + 0 + 100)/3 = 66.67; pb nothing -> 0; mean 33.33 < 50, pb below -> Hard.
        k2 missed by both: dead, kept.
    n1: k1 hit by both -> saturated, removed; then pa (100 + 100)/2 = 100, pb (0 + 0)/2... pb hits
        only k1 -> 0; mean 50, not above 70 -> kept; not below 50 -> Normal.
    s1: k2 hit by both -> saturated, removed; pa (100 + 100)/2 = 100, pb (0 + 100)/2 = 50; mean
        75 > 70 -> removed."""
    bench.cases()
    bench.replies()
    result = bench.run("pilot")
    assert result.exit_code == 0, result.output
    assert "2 pilots × 3 cases, 0 unscored pair(s)" in result.output
    assert len(bench.rows("pilot", "verdicts.jsonl")) == 6 and len(bench.rows("pilot", "answers.jsonl")) == 6

    result = bench.run("rubrics", "prune")
    assert result.exit_code == 0, result.output
    assert "2 of 3 cases kept; 2 of 6 case items removed" in result.output and "1 dead" in result.output
    rejects = {row["_key"] if "_key" in row else f"{row['case_id']}/{row.get('item', {}).get('item_id', '')}": row for row in bench.rows("rubrics-prune", "rejects.jsonl")}
    assert {row["code"] for row in rejects.values()} == {"saturated-item", "saturated-case"}
    [case_reject] = [row for row in rejects.values() if row["code"] == "saturated-case"]
    assert case_reject["case_id"] == "s1" and case_reject["mean"] == pytest.approx(75)
    assert {c["case_id"]: [i["item_id"] for i in c["rubric"]] for c in bench.rows("rubrics-prune")} == {
        "h1": ["h1-k1", "h1-k2", "h1-u1", "h1-x"], "n1": ["n1-k2", "n1-u1", "n1-x"]}

    result = bench.run("split")
    assert result.exit_code == 0, result.output
    assert "1 Normal, 1 Hard of 2 cases" in result.output
    assert {c["case_id"]: c["difficulty"] for c in bench.rows("split")} == {"h1": "hard", "n1": "normal"}
    report = json.loads((bench.root / "stages/split/split-report.json").read_text(encoding="utf-8"))
    assert report["pilots"]["scripted/pa"]["hard"] == pytest.approx(200 / 3, abs=0.005)  # rounded to 2 places

    out = bench.root / "eval-hard"
    result = CliRunner().invoke(app, ["evaluate", "run", "-w", str(bench.root), "--subset", "hard", "--model", PILOTS[0], "--out", str(out)])
    assert result.exit_code == 0, result.output
    scores = json.loads((out / "scores.json").read_text(encoding="utf-8"))["models"][PILOTS[0]]
    assert list(scores["cases"]) == ["h1"] and scores["case_mean"] == pytest.approx(200 / 3)
    export = bench.root / "export"
    assert CliRunner().invoke(app, ["export", str(export), "-w", str(bench.root)]).exit_code == 0
    assert [json.loads(line)["question_id"] for line in (export / "question_hard.jsonl").read_text(encoding="utf-8").splitlines()] == ["h1"]


def test_an_unusable_judge_reply_is_unscored_and_listed_never_a_miss(bench):
    bench.cases()
    bench.replies()
    for name in ("pb", "pb re-ask 1", "pb re-ask 2"):  # the first reply and both re-asks are unusable
        bench.reply("scripted/judge", "judge", "h1", "我无法判断。", subject=f"scripted/{name}")
    result = bench.run("pilot", "--max-resamples", "0")  # no fresh sample: the pair is unscored at once
    assert result.exit_code == 0, result.output
    assert "1 unscored pair(s)" in result.output and "unscored: h1 scripted/pb (construction): unusable judge reply" in result.output
    stats = json.loads((bench.root / "stages/pilot/stats.json").read_text(encoding="utf-8"))
    assert stats["unscored"][0]["case_id"] == "h1" and stats["leaderboard"]["scripted/pb"]["unscored"] == 1
    result = bench.run("rubrics", "prune")
    analysis = {row["item_id"]: row for row in bench.rows("rubrics-prune", "item-analysis.jsonl")}
    assert analysis["h1-k2"]["flags"] == ["unjudged"] and analysis["h1-k2"]["pattern"]["scripted/pb"] is None
    assert "1 not judged" not in result.output and "2 not judged" in result.output  # k1 and k2 of h1


def test_an_unusable_judge_reply_is_resampled_on_the_rerun_and_both_replies_are_kept(bench):
    bench.cases()
    bench.replies()
    for name in ("pb", "pb re-ask 1", "pb re-ask 2"):
        bench.reply("scripted/judge", "judge", "h1", "我无法判断。", subject=f"scripted/{name}")
    first = bench.run("pilot")
    assert first.exit_code == 1
    assert "h1|scripted/pb: unusable judge reply after 2 re-ask(s)" in first.output and "a rerun asks the judge afresh" in first.output
    assert not (bench.root / "stages/pilot/_SUCCESS").exists()
    bench.replies()  # the judge's fresh sample is usable this time
    second = bench.run("pilot")
    assert second.exit_code == 0, second.output
    assert "0 unscored pair(s)" in second.output and "6 from the ledger, 1 sent" in second.output  # the fresh sample only
    with sqlite3.connect(bench.root / "ledger.sqlite") as db:
        asked = db.execute("SELECT COUNT(*) FROM calls WHERE task = 'judge' AND case_id = 'h1' AND subject = 'scripted/pb'").fetchone()[0]
        marked = db.execute("SELECT problem FROM unusable").fetchall()
    assert asked == 2  # the unusable first reply is kept beside the fresh sample
    assert len(marked) == 1 and marked[0][0].startswith("unusable judge reply after 2 re-ask(s)")


def test_a_failed_call_exits_1_and_the_rerun_sends_only_what_is_missing(bench):
    bench.cases()
    bench.replies(skip=("n1", "scripted/pb"))
    result = bench.run("pilot")
    assert result.exit_code == 1
    assert "1 record(s) not completed (first: n1|scripted/pb: answer:" in result.output
    assert not (bench.root / "stages/pilot/_SUCCESS").exists()
    bench.replies()
    result = bench.run("pilot")
    assert result.exit_code == 0, result.output
    assert "7 requests: 5 from the ledger, 2 sent" in result.output  # six answers (one new), then the one missing verdict
    assert len(bench.rows("pilot", "verdicts.jsonl")) == 6


def test_prune_and_split_refuse_a_pilot_run_older_than_the_cases(bench):
    bench.cases()
    bench.replies()
    assert bench.run("pilot").exit_code == 0
    bench.cases(stage="rubrics-draft", sequence=99)  # drafted again after the pilot round
    for command in (("rubrics", "prune"), ("split",)):
        result = bench.run(*command)
        assert result.exit_code == 2
        assert "the pilot run is older than the current cases (rubrics-draft); rerun `heartbench pilot`" in result.output
        assert not (bench.root / "stages" / ("rubrics-prune" if command[0] == "rubrics" else "split")).exists()


def test_the_pilot_needs_two_pilots_and_cases_with_rubrics(bench):
    config = (bench.root / "bench.toml").read_text(encoding="utf-8")
    (bench.root / "bench.toml").write_text(config.replace('"scripted/pa", "scripted/pb"', '"scripted/pa"'), encoding="utf-8")
    bench.cases()
    result = bench.run("pilot")
    assert result.exit_code == 2 and "needs at least two different pilot models, found 1" in result.output


# The held-out sample ----------------------------------------------------------------------------
def test_prune_and_split_decide_on_the_construction_sample_and_report_the_held_out_one(bench):
    """As the first test, with `[pilot] holdout` on. pb's held-out answer to h1 is judged
    1110 (its construction answer 0000); every other held-out reply is the shared one.
    The decisions are those of the construction sample (h1 Hard, n1 Normal, s1 removed).
    Held-out figures, on h1 (k1 +4, k2 +3, u1 +3) and n1 (k2, u1; k1 pruned):
    pb h1 = 100 (curiosity, warmth, first person all hit), n1 = 0; overall = mean of curiosity
    100, warmth (100 + 0)/2 = 50, first person 50 = 66.67; on Hard (h1) 100: decay +50 %.
    In-sample pb scores 0 on both, so its decay is undefined (—)."""
    bench.configure(holdout=True)
    bench.cases()
    bench.replies()
    held_out = [{"id": n, "reason": "依据", "hit": c == "1"} for n, c in enumerate("1110", start=1)]
    bench.reply("scripted/judge", "samples/held-out/judge", "h1", json.dumps({"items": held_out}), subject="scripted/pb")
    result = bench.run("pilot")
    assert result.exit_code == 0, result.output
    assert "held out: a second answer" in result.output
    verdicts = bench.rows("pilot", "verdicts.jsonl")
    assert sorted((v["sample"]) for v in verdicts) == ["construction"] * 6 + ["held-out"] * 6
    with sqlite3.connect(bench.root / "ledger.sqlite") as db:
        answers = db.execute("SELECT COUNT(DISTINCT key) FROM calls WHERE task = 'answer'").fetchone()[0]
    assert answers == 12  # each pilot answered each case twice: the held-out answers were sent, not served
    scores = json.loads((bench.root / "stages/pilot/scores.json").read_text(encoding="utf-8"))
    assert scores["answer_sample"] == "held-out" and scores["in_sample"] == []

    assert bench.run("rubrics", "prune").exit_code == 0
    assert {c["case_id"] for c in bench.rows("rubrics-prune")} == {"h1", "n1"}  # the construction sample decided
    analysis = {row["item_id"]: row for row in bench.rows("rubrics-prune", "item-analysis.jsonl")}
    assert (analysis["h1-k2"]["hit_rate"], analysis["h1-k2"]["held_out_hit_rate"]) == (0.0, 0.5)
    stats = json.loads((bench.root / "stages/rubrics-prune/stats.json").read_text(encoding="utf-8"))
    assert stats["figures_from"] == "held-out" and stats["pilot_overall_in_sample"] is not None

    result = bench.run("split")
    assert result.exit_code == 0, result.output
    assert {c["case_id"]: c["difficulty"] for c in bench.rows("split")} == {"h1": "hard", "n1": "normal"}
    report = json.loads((bench.root / "stages/split/split-report.json").read_text(encoding="utf-8"))
    pb = report["pilots"]["scripted/pb"]
    assert report["figures_from"] == "held-out" and "Hard" in report["decay_definition"]
    assert pb["all"] == pytest.approx(200 / 3, abs=0.005) and pb["hard"] == 100
    assert pb["decay_held_out"] == pytest.approx(50.0) and pb["decay_in_sample"] is None and pb["decay_pct"] == pb["decay_held_out"]
    assert "held out: a second answer" in result.output


def test_without_a_held_out_sample_every_figure_says_in_sample(bench):
    bench.cases()
    bench.replies()
    assert "in-sample" in bench.run("pilot").output
    assert "in-sample" in bench.run("rubrics", "prune").output
    assert "in-sample" in bench.run("split").output
    report = json.loads((bench.root / "stages/split/split-report.json").read_text(encoding="utf-8"))
    assert report["figures_from"] == "construction" and report["pilots"]["scripted/pa"]["decay_held_out"] is None
    scores = json.loads((bench.root / "stages/pilot/scores.json").read_text(encoding="utf-8"))
    assert scores["answer_sample"] == "construction" and scores["in_sample"] == list(PILOTS)


def test_a_setting_an_upstream_stage_read_that_changed_since_stops_the_next_stage(bench):
    """case_saturation changed after prune: split refuses, naming prune and the key; hard_score
    (which only split reads) changed after prune: split runs with it."""
    bench.cases()
    bench.replies()
    assert bench.run("pilot").exit_code == 0
    assert bench.run("rubrics", "prune").exit_code == 0
    config = bench.root / "bench.toml"
    original = config.read_text(encoding="utf-8")
    config.write_text(original.replace("case_saturation = 70.0", "case_saturation = 60.0"), encoding="utf-8")
    result = bench.run("split")
    assert result.exit_code == 2, result.output
    assert "bench.toml [thresholds] case_saturation changed after it ran" in result.output and "heartbench rubrics prune" in result.output
    assert not (bench.root / "stages/split").exists()
    config.write_text(original.replace("hard_score = 50.0", "hard_score = 40.0"), encoding="utf-8")
    result = bench.run("split")
    assert result.exit_code == 0, result.output
