"""The packaged absolute standard and its loader."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from heartbench.errors import InputError
from heartbench.standard import PACKAGED, load_standard
from tests.support import read_jsonl

CODES = [
    "verbal_expression", "curiosity", "warmth", "first_person", "autonomy", "humor", "self_awareness",
    "emotional_coping", "emotional_understanding", "emotional_perception", "emotional_reaction",
    "proactivity", "relationship_building", "motivation", "morality",
]


def test_packaged_standard_has_the_taxonomy():
    std = load_standard("heartbench-zh")
    assert [p.code for p in std.primaries] == ["personality", "emotion", "sociality", "motivation", "morality"]
    assert [c.code for c in std.capabilities] == CODES
    assert std.catastrophic.code == "catastrophic" and std.catastrophic.zh == "其他"
    assert all(c.definition and c.markers for c in std.capabilities)
    weights = {item.id: item.score for item in std.universal_items}
    assert weights == {"first-person": 3, "too-many-points": -10, "unsolicited-advice": -3}
    assert std.catastrophic_item.dimension == "catastrophic"
    assert len(std.scenes) == 5 and sum(len(s.secondary) for s in std.scenes) == 33


def test_standard_covers_every_v1_label_and_scene(v1_dir: Path):

    std = load_standard()
    rows = read_jsonl(v1_dir / "question_all.jsonl")
    assert all(std.code_for_label(i["dimension"]) for r in rows for i in r["rubric"])
    scenes = {(s.zh, x.zh) for s in std.scenes for x in s.secondary}
    used = {(r["primary_scene"], r["secondary_scene"]) for r in rows if r["primary_scene"]}
    assert used <= scenes


def _write_variant(tmp_path: Path, change) -> Path:
    data = yaml.safe_load((PACKAGED / "heartbench-zh.yaml").read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / "custom.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "change, fragment",
    [
        (lambda d: d["capabilities"][1].update(primary="charisma"), "unknown primary 'charisma'"),
        (lambda d: d["capabilities"][2].update(code="verbal_expression"), "duplicate capability code"),
        (lambda d: d["universal_items"][0].update(dimension="nope"), "unknown dimension 'nope'"),
        (lambda d: d["capabilities"][0].pop("markers"), "capabilities.0.markers"),
        (lambda d: d.update(colour="blue"), "colour"),
    ],
)
def test_loader_names_what_is_wrong(tmp_path: Path, change, fragment: str):
    path = _write_variant(tmp_path, change)
    with pytest.raises(InputError) as err:
        load_standard(path)
    assert str(path) in str(err.value) and fragment in str(err.value)


def test_loader_reports_yaml_syntax_line(tmp_path: Path):
    path = tmp_path / "broken.yaml"
    path.write_text("name: x\ncapabilities: [\n  - a: b\n", encoding="utf-8")
    with pytest.raises(InputError) as err:
        load_standard(path)
    assert f"{path}:" in str(err.value) and "not valid YAML" in str(err.value)


def test_unknown_packaged_name():
    with pytest.raises(InputError, match="unknown standard 'nope'"):
        load_standard("nope")
