"""Model roles that bias a measurement: the defaults `init` writes avoid them, and the
commands whose figures they bias say so once (after the input checks, so bad input stays one line)."""

from __future__ import annotations

import json

import pytest

from heartbench.evaluation.roles import role_warnings, saturation_chance
from heartbench.llm.prices import PriceTable
from heartbench.workspace import Workspace
from tests.support import Bench


def test_saturation_chance_is_the_pass_rate_to_the_number_of_pilots():
    assert saturation_chance(2) == pytest.approx(0.36)
    assert saturation_chance(4) == pytest.approx(0.1296)
    assert saturation_chance(6) == pytest.approx(0.046656)


def test_init_writes_a_judge_that_judges_nobody_it_is_and_four_pilots_of_three_providers(tmp_path):
    models = Workspace.init(tmp_path / "ws", "defaults").config.models
    assert models.judge not in models.pilots and models.judge != models.synthesizer
    assert models.synthesizer not in models.pilots
    assert len(set(models.pilots)) >= 4 and len({spec.split("/")[0] for spec in models.pilots}) >= 3
    assert role_warnings(judge=models.judge, pilots=models.pilots, synthesizer=models.synthesizer) == []
    prices = PriceTable.load()
    unpriced = [spec for spec in (models.rewriter, models.synthesizer, models.judge, *models.pilots) if prices.lookup(spec) is None]
    assert unpriced == []  # the spend cap would refuse them before the first call


def test_each_conflict_is_named():
    lines = role_warnings(judge="a/j", pilots=["a/j", "b/s"], synthesizer="b/s", evaluated=["a/j"])
    assert any("judge a/j is also a pilot" in line for line in lines)
    assert any("judge a/j is also evaluated" in line for line in lines)
    assert any("synthesizer b/s is also a pilot" in line for line in lines)
    assert any("2 pilot(s) decide saturation" in line and "probability 0.36" in line for line in lines)
    assert not any("saturation" in line for line in role_warnings(judge="a/j", pilots=["x/1", "x/2"], saturation=False))


def _pilot_bench(root, **models) -> Bench:
    bench = Bench(root, "roles", **{"judge": "scripted/judge", "pilots": ["scripted/pa", "scripted/pb"], "synthesizer": "scripted/s", **models})
    return bench


def test_pilot_warns_once_when_the_judge_is_a_pilot(tmp_path):
    from heartbench.schema import Case, RubricItem, Turn

    bench = _pilot_bench(tmp_path / "ws", judge="scripted/pa")
    items = [RubricItem(item_id="c1-1", dimension="warmth", score=3, content="细则内容", kind="case")]
    bench.cases("rubrics-draft", [Case(case_id="c1", dialogue=[Turn(role="A", content="我最近很累。")], rubric=items)])
    for pilot in ("scripted/pa", "scripted/pb"):
        bench.reply(pilot, "answer", "c1", "我在听。")
        bench.reply("scripted/pa", "judge", "c1", json.dumps({"items": [{"id": 1, "reason": "有", "hit": True}]}), subject=pilot)
    result = bench.run("pilot")
    assert result.exit_code == 0, result.output
    assert result.stderr.count("warning: the judge scripted/pa is also a pilot") == 1
    assert "2 pilot(s) decide saturation" in result.stderr


def test_bad_input_stays_one_line_before_any_warning(tmp_path):
    bench = _pilot_bench(tmp_path / "ws", judge="scripted/pa")
    result = bench.run("pilot")
    assert result.exit_code == 2 and result.output.strip().count("\n") == 0 and "warning" not in result.output
