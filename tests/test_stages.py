"""The stage base: filters, resumable outputs, completion markers."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from heartbench.lineage.markers import fingerprint
from heartbench.stages import Filter, FilterChain, Rejection, StageOutput
from tests.support import read_jsonl


class ShortText(Filter):
    name = "length"

    def filter(self, record):
        return (len(record["text"]) >= 3, f"{len(record['text'])} characters")


class NoDigits(Filter):
    name = "digits"

    def filter(self, record):
        return not any(ch.isdigit() for ch in record["text"])


class NoCaps(Filter):
    name = "caps"

    def filter(self, record):
        return Rejection("shouting", "all capitals") if record["text"].isupper() else True


def test_filter_chain_returns_the_first_typed_rejection():
    chain = FilterChain([ShortText(), NoDigits(), NoCaps()])
    assert chain({"text": "好好睡一觉"}) is None
    assert chain({"text": "嗯"}) == Rejection("length", "1 characters")
    assert str(chain({"text": "嗯"})) == "length: 1 characters"
    assert chain({"text": "第3次失眠"}) == Rejection("digits", "") and str(chain({"text": "第3次失眠"})) == "digits"
    assert chain({"text": "HELP ME"}) == Rejection("shouting", "all capitals")  # a filter may name its own code


def _run(stage_dir: Path, rows: list[dict], fp: str, stop_after: int | None = None) -> StageOutput:
    out = StageOutput(stage_dir, fp).open()
    for i, row in enumerate(rows):
        if row["id"] in out.done_keys:
            continue
        if stop_after is not None and i >= stop_after:
            out.__exit__(None, None, None)
            return out  # simulated crash: no finish()
        if row["keep"]:
            out.keep(row, key=row["id"])
        else:
            out.reject(row, key=row["id"], rejection=Rejection("test", "dropped"))
    out.finish({"note": "done"})
    return out


def test_outputs_appear_only_on_finish_and_resume_after_crash(tmp_path: Path):
    rows = [{"id": str(i), "keep": i % 3 != 0} for i in range(10)]
    stage = tmp_path / "stage"
    _run(stage, rows, "fp1", stop_after=5)
    assert not (stage / "records.jsonl").exists() and not (stage / "_SUCCESS").exists()
    # A torn last line from the crash is cut before resuming.
    with open(stage / "records.jsonl.partial", "a", encoding="utf-8") as handle:
        handle.write('{"id": "torn')
    resumed = _run(stage, rows, "fp1")
    assert resumed.counts["resumed"] == 5
    kept = read_jsonl(stage / "records.jsonl")
    rejected = read_jsonl(stage / "rejects.jsonl")
    assert sorted(r["id"] for r in kept) == sorted(r["id"] for r in rows if r["keep"])
    assert all(r["reason"] == "test: dropped" and r["code"] == "test" for r in rejected) and len(rejected) == 4
    assert json.loads((stage / "stats.json").read_text())["rejections"] == {"test": 4}  # resumed rejects counted too
    assert "_key" not in kept[0]
    assert StageOutput(stage, "fp1").complete
    assert not StageOutput(stage, "fp2").complete


def test_changed_fingerprint_discards_partial_work(tmp_path: Path):
    rows = [{"id": str(i), "keep": True} for i in range(4)]
    stage = tmp_path / "stage"
    _run(stage, rows, "old", stop_after=2)
    fresh = _run(stage, rows, "new")
    assert fresh.counts["resumed"] == 0 and fresh.counts["kept"] == 4


def test_fingerprint_tracks_input_bytes_and_config(tmp_path: Path):
    data = tmp_path / "in.jsonl"
    data.write_text("a\n")
    first = fingerprint(inputs=[data], config={"x": 1})
    assert first == fingerprint(inputs=[data], config={"x": 1})
    assert first != fingerprint(inputs=[data], config={"x": 2})
    data.write_text("b\n")
    assert first != fingerprint(inputs=[data], config={"x": 1})


# The stage graph ---------------------------------------------------------------------------
def _finished(stages: Path, name: str, sequence: int, inputs: dict | None = None, schema: int | None = None) -> None:
    from heartbench.lineage import graph
    from heartbench.schema import SCHEMA_VERSION

    folder = stages / name
    folder.mkdir(parents=True, exist_ok=True)
    (folder / graph.node(name).records).write_text("", encoding="utf-8")
    marker = {"fingerprint": f"{name}-fp", "schema_version": schema or SCHEMA_VERSION, "sequence": sequence, "inputs": inputs or {}}
    (folder / "_SUCCESS").write_text(json.dumps(marker), encoding="utf-8")


def test_current_cases_follow_the_recorded_order_not_file_times(tmp_path: Path):
    from heartbench.lineage import graph

    stages = tmp_path / "stages"
    _finished(stages, "build-dialogues", 5)
    _finished(stages, "import", 7)
    assert graph.current_cases(stages, review_at=graph.AFTER_PRUNE).stage == "import"
    _finished(stages, "build-dialogues", 8)
    assert graph.current_cases(stages, review_at=graph.AFTER_PRUNE).stage == "build-dialogues"
    _finished(stages, "rubrics-draft", 9)
    assert graph.current_cases(stages, review_at=graph.AFTER_PRUNE).stage == "rubrics-draft"
    # A stage reads the current cases among those before it in pipeline order.
    assert graph.resolve(stages, "rubrics-draft", graph.CASES, review_at=graph.AFTER_PRUNE).stage == "build-dialogues"


def test_review_sits_where_the_workspace_puts_it(tmp_path: Path):
    """After prune (the paper's order) the pilot reads the draft and split the review; before
    prune the pilot reads the review. The re-judged verdicts stand in for the pilot's only while
    everything they read is current."""
    from heartbench.lineage import graph

    stages = tmp_path / "stages"
    _finished(stages, "rubrics-draft", 1)
    _finished(stages, "pilot", 2, {"rubrics-draft": "rubrics-draft-fp"})
    _finished(stages, "rubrics-prune", 3, {"rubrics-draft": "rubrics-draft-fp", "pilot": "pilot-fp"})
    _finished(stages, "rubrics-review", 4, {"rubrics-prune": "rubrics-prune-fp"})
    after, before = graph.AFTER_PRUNE, "before-prune"
    assert graph.resolve(stages, "pilot", graph.CASES, review_at=after).stage == "rubrics-draft"
    assert graph.resolve(stages, "pilot", graph.CASES, review_at=before).stage == "rubrics-review"
    assert graph.resolve(stages, "split", graph.CASES, review_at=after).stage == "rubrics-review"
    assert graph.resolve(stages, "split", "pilot", review_at=after).stage == "pilot"  # nothing judged again yet
    _finished(stages, "review-verdicts", 5, {"rubrics-review": "rubrics-review-fp", "pilot": "pilot-fp"})
    assert graph.resolve(stages, "split", "pilot", review_at=after).stage == "review-verdicts"
    marker = json.loads((stages / "rubrics-review" / "_SUCCESS").read_text(encoding="utf-8"))
    (stages / "rubrics-review" / "_SUCCESS").write_text(json.dumps({**marker, "fingerprint": "new", "sequence": 6}), encoding="utf-8")
    assert graph.resolve(stages, "split", "pilot", review_at=after).stage == "pilot"  # the review ran again since


def test_the_optional_tag_edge_holds_only_for_the_anonymisation_it_read(tmp_path: Path):
    from heartbench.lineage import graph

    stages = tmp_path / "stages"
    _finished(stages, "seeds-anonymize", 1)
    assert graph.resolve(stages, "build-dialogues", "seeds-anonymize", review_at=graph.AFTER_PRUNE).stage == "seeds-anonymize"
    _finished(stages, "seeds-tag", 2, inputs={"seeds-anonymize": "seeds-anonymize-fp"})
    assert graph.resolve(stages, "build-dialogues", "seeds-anonymize", review_at=graph.AFTER_PRUNE).stage == "seeds-tag"
    _finished(stages, "seeds-tag", 2, inputs={"seeds-anonymize": "an-older-anonymisation"})
    assert graph.resolve(stages, "build-dialogues", "seeds-anonymize", review_at=graph.AFTER_PRUNE).stage == "seeds-anonymize"


def test_missing_inputs_and_old_markers_are_one_clear_line(tmp_path: Path):
    from heartbench.errors import InputError
    from heartbench.lineage import graph

    stages = tmp_path / "stages"
    with pytest.raises(InputError, match=r"no finished clean stage here; run `heartbench seeds clean -w WS` first"):
        graph.resolve(stages, "seeds-anonymize", "seeds-clean", review_at=graph.AFTER_PRUNE)
    with pytest.raises(InputError, match="workspace has no cases yet"):
        graph.current_cases(stages, review_at=graph.AFTER_PRUNE)
    _finished(stages, "seeds-clean", 1, schema=1)
    with pytest.raises(InputError, match=r"written with record schema 1, this kit reads schema \d+; rerun `heartbench seeds clean -w WS`"):
        graph.resolve(stages, "seeds-anonymize", "seeds-clean", review_at=graph.AFTER_PRUNE)
    (stages / "seeds-clean" / "_SUCCESS").write_text('{"fingerprint": "from kit 0.1"}', encoding="utf-8")
    with pytest.raises(InputError, match="completion marker from an older HeartBench Kit"):
        graph.resolve(stages, "seeds-anonymize", "seeds-clean", review_at=graph.AFTER_PRUNE)


def test_stage_stats_merge_across_workers():
    from heartbench.stages.output import StageStats

    a = StageStats(counts={"kept": 3, "rejected": 1}, rejections={"length": 1}, documents=4)
    b = StageStats(counts={"kept": 2, "rejected": 2}, rejections={"length": 1, "spam": 1})
    merged = a.merge(b)
    assert merged.counts == {"kept": 5, "rejected": 3} and merged.rejections == {"length": 2, "spam": 1}
    assert merged.model_dump()["documents"] == 4
