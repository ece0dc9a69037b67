"""Releases in the clients people use: `datasets` gives each release its own rows in a shared
cache, `release verify` runs from inside the folder and catches a cache that answers with
another release, `--dataset` takes a release folder, and the released HeartBench evaluator's
own code scores our HeartBench JSONL as our compat and default scoring do."""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from heartbench.cli import app
from heartbench.release.dataset import find_data
from heartbench.workspace import Workspace
from tests.release.test_release import case_line, release, write_cases
from tests.support import with_sources
from tests.support.v1_evaluator import score_with_released_code

runner = CliRunner()


def _released(root: Path, name: str, version: str, case_ids: list[str], tmp_path: Path) -> Path:
    ws = with_sources(Workspace.init(root, name).root) if not (root / "bench.toml").exists() else root
    cases = write_cases(tmp_path / f"{name}-{version}.jsonl", [case_line(cid, "normal" if n % 2 else "hard") for n, cid in enumerate(case_ids)])
    assert runner.invoke(app, ["import", str(cases), "-w", str(ws)]).exit_code == 0
    result = release(ws, version)
    assert result.exit_code == 0, result.output
    return ws / "releases" / version


def test_two_releases_of_one_version_and_two_versions_load_as_themselves_in_one_cache(tmp_path):
    from datasets import load_dataset

    zh = _released(tmp_path / "a", "bench-zh", "0.1.0", ["a1", "a2", "a3"], tmp_path)
    other = _released(tmp_path / "b", "bench-other", "0.1.0", ["b1", "b2"], tmp_path)
    later = _released(tmp_path / "a", "bench-zh", "0.2.0", ["a1", "a2", "a3", "a4"], tmp_path)
    cache = str(tmp_path / "one-cache")
    for folder, ids in ((zh, ["a1", "a2", "a3"]), (other, ["b1", "b2"]), (later, ["a1", "a2", "a3", "a4"])):
        assert sorted(load_dataset(str(folder), "all", split="test", cache_dir=cache)["case_id"]) == ids


def test_verify_runs_from_inside_the_folder(tmp_path, monkeypatch):
    import datasets

    folder = _released(tmp_path / "ws", "bench", "0.1.0", ["c1", "c2"], tmp_path)
    monkeypatch.setattr(datasets.config, "HF_DATASETS_CACHE", str(tmp_path / "user-cache"))  # the "default" cache, kept in tmp
    monkeypatch.chdir(folder)
    result = runner.invoke(app, ["release", "verify", "."])
    assert result.exit_code == 0, result.output
    assert "configs load: all 2 rows" in result.output


def test_verify_catches_a_default_cache_that_answers_with_another_release(tmp_path, monkeypatch):
    """Two releases in the layout every release had before tags (data/all/test.parquet): the
    user's cache, filled by the first, answers for the second — verify says so."""
    import datasets
    from datasets import load_dataset

    monkeypatch.setattr(datasets.config, "HF_DATASETS_CACHE", str(tmp_path / "user-cache"))
    old = []
    for name, ids in (("first", ["f1", "f2", "f3"]), ("second", ["s1", "s2"])):
        folder = _released(tmp_path / name, name, "0.1.0", ids, tmp_path)
        for config in ("all", "normal", "hard"):
            data = find_data(folder, config)
            (folder / "data" / config).mkdir(parents=True)
            shutil.move(data, folder / "data" / config / "test.parquet")
            card = folder / "README.md"
            card.write_text(card.read_text(encoding="utf-8").replace(data.relative_to(folder).as_posix(), f"data/{config}/test.parquet"),
                            encoding="utf-8")  # fmt: skip
        shutil.rmtree(next(p for p in (folder / "data").iterdir() if p.name not in ("all", "normal", "hard")))
        old.append(folder)
    load_dataset(str(old[0]), "all", split="test")  # the user loads the first release
    result = runner.invoke(app, ["release", "verify", str(old[1])])
    assert result.exit_code == 1
    assert "config all: `datasets` in your default cache gives 3 rows that are not this release's 2" in result.output


def test_evaluate_score_takes_a_release_folder(tmp_path):
    folder = _released(tmp_path / "ws", "bench", "0.1.0", ["c1", "c2"], tmp_path)
    verdicts = tmp_path / "verdicts.jsonl"
    verdicts.write_text("".join(json.dumps({"question_id": c, "model": "m", "detail": [1, 0, 0]}) + "\n" for c in ("c1", "c2")), encoding="utf-8")
    result = runner.invoke(app, ["evaluate", "score", "--dataset", str(folder), "--verdicts", str(verdicts), "--out", str(tmp_path / "s.json")])
    assert result.exit_code == 0, result.output


# The released evaluator's own code ------------------------------------------------------------
def recorded_details(jsonl: Path, seed: int = 7) -> dict[str, list[int]]:
    """A full verdict per case: random hits, the catastrophic item hit in about a quarter of them."""
    rng = random.Random(seed)
    details = {}
    for line in jsonl.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        details[row["question_id"]] = [int(rng.random() < (0.25 if item["dimension"] == "其他" else 0.5)) for item in row["rubric"]]
    return details


def ours(jsonl: Path, details: dict[str, list[int]], tmp_path: Path, *extra: str) -> dict:
    verdicts = tmp_path / "recorded.jsonl"
    verdicts.write_text("".join(json.dumps({"question_id": q, "model": "m", "detail": d}) + "\n" for q, d in details.items()), encoding="utf-8")
    out = tmp_path / f"ours{'-'.join(extra)}.json"
    result = runner.invoke(app, ["evaluate", "score", "--dataset", str(jsonl), "--verdicts", str(verdicts), "--out", str(out), "--force", *extra])
    assert result.exit_code == 0, result.output
    return json.loads(out.read_text(encoding="utf-8"))["models"]["m"]


def assert_released_code_agrees(jsonl: Path, tmp_path: Path, *, default_too: bool) -> None:
    details = recorded_details(jsonl)
    assert any(d[-1] for d in details.values())  # some catastrophic hits
    overall, per_case = score_with_released_code(jsonl, details, tmp_path)
    compat = ours(jsonl, details, tmp_path, "--compat", "heartbench-v1")
    assert compat["overall"] == pytest.approx(overall, abs=1e-9)
    assert compat["cases"] == pytest.approx(per_case, abs=1e-9)
    if default_too:
        default = ours(jsonl, details, tmp_path)
        assert default["overall"] == pytest.approx(overall, abs=1e-9)
        assert default["cases"] == pytest.approx(per_case, abs=1e-9)


def test_the_released_evaluator_scores_an_imported_v1_release_as_our_compat_mode(v1_dir, tmp_path):
    """v1's catastrophic weights are null, so the released rule never fires: compat agrees; our
    default zeroes those cases (by design, see Scoring in the README)."""
    ws = with_sources(Workspace.init(tmp_path / "ws", "v1-again").root)
    assert runner.invoke(app, ["import", str(v1_dir), "-w", str(ws)]).exit_code == 0
    assert release(ws, "1.0.0").exit_code == 0
    assert_released_code_agrees(ws / "releases/1.0.0/heartbench/question_all.jsonl", tmp_path, default_too=False)
    assert "keep the null weight of their source" in (ws / "releases/1.0.0/README.md").read_text(encoding="utf-8")


def test_the_released_evaluator_scores_a_drafted_release_as_both_our_modes(tmp_path):
    """A release of drafted cases (catastrophic weight +1): compat and default agree with it."""
    ws = with_sources(Workspace.init(tmp_path / "ws", "drafted").root)
    lines = [case_line(f"d{n}", "normal" if n % 2 else "hard") for n in range(8)]
    for line in lines:
        line["rubric"][-1]["score"] = 1
    assert runner.invoke(app, ["import", str(write_cases(tmp_path / "d.jsonl", lines)), "-w", str(ws)]).exit_code == 0
    assert release(ws, "0.1.0").exit_code == 0
    assert_released_code_agrees(ws / "releases/0.1.0/heartbench/question_all.jsonl", tmp_path, default_too=True)


# The card and Croissant say what happened, and nothing else -------------------------------------
def test_a_release_without_sources_is_refused_in_one_line(tmp_path):
    ws = Workspace.init(tmp_path / "ws", "no-sources").root
    cases = write_cases(tmp_path / "c.jsonl", [case_line("c1", "normal")])
    assert runner.invoke(app, ["import", str(cases), "-w", str(ws)]).exit_code == 0
    result = release(ws, "0.1.0")
    assert result.exit_code == 2 and result.output.strip().count("\n") == 0
    assert "bench.toml" in result.output and "[release] sources" in result.output and "[[release.sources]]" in result.output
    assert not (ws / "releases" / "0.1.0").exists()


def test_the_card_names_the_sources_and_croissant_invents_no_creator_or_url(tmp_path):
    folder = _released(tmp_path / "ws", "plain", "0.1.0", ["c1", "c2"], tmp_path)
    card = (folder / "README.md").read_text(encoding="utf-8")
    assert "| hand-written test cases | written by the HeartBench Kit authors for its tests | apache-2.0 |" in card
    assert "No expert review recorded in this workspace." in card and "imported cases keep" not in card
    meta = json.loads((folder / "croissant.json").read_text(encoding="utf-8"))
    assert "url" not in meta and "creator" not in meta
    assert "Expert-reviewed" not in meta["rai:dataCollectionType"] and "hand-written test cases" in meta["rai:dataCollection"]

    ws = tmp_path / "ws"
    config = ws / "bench.toml"
    config.write_text(config.read_text(encoding="utf-8").replace("authors = []", 'authors = ["Ada Lovelace"]')
                      .replace('# homepage = "https://huggingface.co/datasets/you/plain"', 'homepage = "https://example.org/plain"'),
                      encoding="utf-8")  # fmt: skip
    assert release(ws, "0.2.0").exit_code == 0
    meta = json.loads((ws / "releases/0.2.0/croissant.json").read_text(encoding="utf-8"))
    assert meta["url"] == "https://example.org/plain" and meta["creator"] == [{"@type": "sc:Person", "name": "Ada Lovelace"}]
