"""The two-hundred-and-sixteenth round, found on set 217 (herders in Hulunbuir) once it was retired to the test part: a
surname read as a verb speaking after one's trade (兽医包 / 大夫：…), and a Mongolian name with 图 after it (斯琴图).
Left: 阿拉坦 alone in a list, a Mongolian name that begins a township's name too (阿拉坦额莫勒镇)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_surname_read_as_a_verb_speaking_after_a_trade():
    assert names("兽医包大夫：这几天降温，新生羊羔要放进暖棚。") == {"包"}


def test_a_mongolian_name_with_tu_after_it():
    assert "斯琴图" in names("那达慕报名：赛马斯琴图（12岁）。")
