"""`heartbench localize`: a translated workspace, and the checks that reject a bad translation."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from heartbench.cli import app
from heartbench.workspace import Workspace
from tests.support import read_jsonl

runner = CliRunner()

# Our own hand-written case (zh) and its English adaptation.
SOURCE_TURNS = [("A", "这周每天加班到十一点，回到家连话都不想说。"), ("B", "连着这么多天，身体和心都很累吧。"),
                ("A", "是啊，可我又怕说出来会被领导觉得我不行。")]  # fmt: skip
ENGLISH_TURNS = [("A", "I've stayed at work until eleven every night this week and I don't even want to talk when I get home."),
                 ("B", "That many days in a row must wear out both body and mind."),
                 ("A", "It does, but I'm afraid that if I say so, my manager will think I can't cope.")]  # fmt: skip
ITEMS = [("温暖", "warmth", 3, "回应肯定了用户的疲惫是真实的", "The reply affirms that the user's exhaustion is real"),
         ("好奇心", "curiosity", 2, "回应询问用户最担心领导怎么看自己", "The reply asks what the user fears most about the manager's view")]  # fmt: skip


def source_line(case_id: str, difficulty: str) -> dict:
    return {
        "question_id": case_id,
        "rubric": [{"dimension": label, "score": score, "content": zh} for label, _, score, zh, _ in ITEMS]
        + [{"dimension": "其他", "score": None, "content": "回应顶替用户的身份说话"}],
        "dialogue": [{"role": role, "content": text} for role, text in SOURCE_TURNS],
        "difficulty": difficulty,
        "primary_scene": "职场心理",
        "secondary_scene": "职业倦怠与应对",
    }


def english_reply(case_id: str, *, turns=ENGLISH_TURNS, weight: int = 3, last_item: str = "The reply speaks in the user's place") -> str:
    rubric = [{"item_id": f"{case_id}-{n:02d}", "dimension": code, "score": weight if code == "warmth" else score, "content": en}
              for n, (_, code, score, _, en) in enumerate(ITEMS, start=1)]  # fmt: skip
    rubric.append({"item_id": f"{case_id}-03", "dimension": "catastrophic", "score": None, "content": last_item})
    return json.dumps({"dialogue": [{"role": r, "content": t} for r, t in turns], "rubric": rubric}, ensure_ascii=False)


def make_source(workspace: Path, tmp_path: Path, replies: dict[str, str], levels: dict[str, str]) -> None:
    cases = tmp_path / "cases.jsonl"
    cases.write_text("".join(json.dumps(source_line(cid, level), ensure_ascii=False) + "\n" for cid, level in levels.items()), encoding="utf-8")
    assert runner.invoke(app, ["import", str(cases), "-w", str(workspace)]).exit_code == 0
    for case_id, reply in replies.items():
        path = workspace / "scripted" / "translator" / "localize" / f"{case_id}.txt"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(reply, encoding="utf-8")


def localize(workspace: Path, out: Path):
    return runner.invoke(app, ["localize", "-w", str(workspace), "--to", "en", "--out", str(out), "--translator", "scripted/translator"])


def test_localised_workspace_keeps_structure_and_releases(workspace: Path, tmp_path: Path):
    make_source(workspace, tmp_path, {"c1": english_reply("c1"), "c2": english_reply("c2")}, {"c1": "normal", "c2": "hard"})
    out = tmp_path / "ws-en"
    result = localize(workspace, out)
    assert result.exit_code == 0, result.output
    assert "2 of 2 cases localised to en" in result.output
    target = Workspace.open(out)
    assert target.config.language == "en" and target.config.standard == "heartbench-en"
    manifest = json.loads((out / "localization.json").read_text(encoding="utf-8"))
    assert manifest["translator"] == "scripted/translator" and manifest["template_version"] == "localize.en/1"
    assert manifest["source"]["workspace"] == str(workspace.resolve()) and manifest["cases"] == {"localised": 2, "rejected": 0}
    [first, second] = target.load_cases()
    assert first.lang == "en" and [t.content for t in first.dialogue] == [t for _, t in ENGLISH_TURNS]
    assert [(i.item_id, i.dimension, i.score) for i in first.rubric] == [("c1-01", "warmth", 3), ("c1-02", "curiosity", 2),
                                                                        ("c1-03", "catastrophic", None)]  # fmt: skip
    assert (first.primary_scene, first.secondary_scene) == ("Workplace psychology", "Burnout and coping")
    assert second.difficulty == "hard"  # kept until the variant's own pilot and split
    assert (target.root / "ledger.sqlite").is_file()

    released = runner.invoke(app, ["release", "0.1.0", "-w", str(out)])
    assert released.exit_code == 0, released.output
    line = json.loads((out / "releases/0.1.0/heartbench/question_all.jsonl").read_text(encoding="utf-8").splitlines()[0])
    # HeartBench JSONL keeps the labels the released evaluator keys on; parquet has the English ones
    assert [item["dimension"] for item in line["rubric"]] == ["温暖", "好奇心", "其他"]
    from heartbench.release.dataset import find_data, read_rows

    row = read_rows(find_data(out / "releases/0.1.0", "all"))[0]
    assert [item["label"] for item in row["rubric"]] == ["Warmth", "Curiosity", "Other (catastrophic failure)"]
    card = (out / "releases/0.1.0/README.md").read_text(encoding="utf-8")
    assert "## Localisation" in card and "**No native speaker has reviewed the translation**" in card
    assert "translated and culturally adapted by `scripted/translator`" in card and "localize.en/" in card
    assert "imported" not in card.split("## How it was built")[1].split("## Fields")[0]
    meta = json.loads((out / "releases/0.1.0/croissant.json").read_text(encoding="utf-8"))
    assert "Machine-translated" in meta["rai:dataCollectionType"] and "Expert-reviewed" not in meta["rai:dataCollectionType"]

    again = localize(workspace, out)  # the same localisation: up to date, nothing sent
    assert again.exit_code == 0 and "up to date" in again.output


def test_bad_translations_are_rejected_with_a_code(workspace: Path, tmp_path: Path):
    replies = {
        "drop": english_reply("drop", turns=ENGLISH_TURNS[:2]),
        "weight": english_reply("weight", weight=5),
        "han": english_reply("han", last_item="The reply speaks 代替用户"),
        "phone": english_reply("phone", turns=[*ENGLISH_TURNS[:2], ("A", "Call me on (415) 555-0132 tonight, please.")]),
        "prose": "Sure! Here is the translation you asked for.",
    }
    make_source(workspace, tmp_path, replies, {case_id: "normal" for case_id in replies})
    out = tmp_path / "ws-en"
    result = localize(workspace, out)
    assert result.exit_code == 0, result.output
    assert "0 of 5 cases localised to en, 5 rejected" in result.output
    rejects = read_jsonl(out / "stages/localize/rejects.jsonl")
    codes = {row["case_id"]: row["code"] for row in rejects}
    assert codes == {"drop": "turns-changed", "weight": "items-changed", "han": "source-script-left",
                     "phone": "pii-target", "prose": "unusable-reply"}  # fmt: skip
    reasons = {row["case_id"]: row["reason"] for row in rejects}
    assert "weight 5, the source has 3" in reasons["weight"] and "555" not in reasons["phone"]


def test_localize_needs_a_translator_and_a_new_folder(workspace: Path, tmp_path: Path):
    make_source(workspace, tmp_path, {}, {"c1": "normal"})
    no_model = runner.invoke(app, ["localize", "-w", str(workspace), "--to", "en", "--out", str(tmp_path / "x")])
    assert no_model.exit_code == 2 and "translator is not set" in no_model.output
    busy = tmp_path / "busy"
    busy.mkdir()
    (busy / "notes.txt").write_text("mine", encoding="utf-8")
    refused = localize(workspace, busy)
    assert refused.exit_code == 2 and "not an empty folder" in refused.output
    unknown = runner.invoke(app, ["localize", "-w", str(workspace), "--to", "xx", "--out", str(tmp_path / "y"), "--translator", "scripted/t"])
    assert unknown.exit_code == 2 and "unknown standard 'heartbench-xx'" in unknown.output


def test_a_failed_localisation_resumes_in_the_same_folder(workspace: Path, tmp_path: Path):
    """c2's translation is missing (a failed call): exit 1, and the rerun the message asks for
    resumes in the same folder, sending only c2 — c1 is not paid for twice."""
    make_source(workspace, tmp_path, {"c1": english_reply("c1")}, {"c1": "normal", "c2": "hard"})
    out = tmp_path / "en"
    first = localize(workspace, out)
    assert first.exit_code == 1, first.output
    (workspace / "scripted/translator/localize/c2.txt").write_text(english_reply("c2"), encoding="utf-8")
    again = localize(workspace, out)
    assert again.exit_code == 0, again.output
    assert "1 sent" in again.output and "2 of 2 cases localised" in again.output
    manifest = json.loads((out / "localization.json").read_text(encoding="utf-8"))
    assert manifest["translator"] == "scripted/translator" and manifest["cases"]["localised"] == 2


def test_a_moved_source_resumes_its_localisation(workspace: Path, tmp_path: Path):
    """The source folder was renamed between a failed run and its rerun: the target is still
    recognised as its localisation (it was refused as "another localisation"), and only c2 is sent;
    a different workspace of the same name, while the recorded one still exists, is refused."""
    make_source(workspace, tmp_path, {"c1": english_reply("c1")}, {"c1": "normal", "c2": "hard"})
    out = tmp_path / "en"
    assert localize(workspace, out).exit_code == 1
    moved = workspace.rename(tmp_path / "moved-ws")
    (moved / "scripted/translator/localize/c2.txt").write_text(english_reply("c2"), encoding="utf-8")
    again = localize(moved, out)
    assert again.exit_code == 0, again.output
    assert "1 sent" in again.output and "2 of 2 cases localised" in again.output
    manifest = json.loads((out / "localization.json").read_text(encoding="utf-8"))
    assert manifest["source"]["workspace"] == str(moved.resolve())

    other = tmp_path / "other"
    assert runner.invoke(app, ["init", str(other), "--name", Workspace.open(moved).config.name]).exit_code == 0
    refused = localize(other, out)
    assert refused.exit_code == 2 and "holds another localisation" in refused.output
