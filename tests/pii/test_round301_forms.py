"""The three-hundred-and-first round, found on set 302 (a girl's braces at an orthodontic clinic in Xiamen) once it was
retired to the test part: its one false alarm, a name a classmate made up to tease her, quoted after 又叫我
("钢牙妹"), which names no one, as one made up to mock after 起外号 does not."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_name_made_up_to_tease_names_no_one():
    assert names('日记：今天吴梓豪又叫我"钢牙妹"，全班都笑了。') == {"吴梓豪"}
    assert "大橙子" in names("同事都叫我“大橙子”，因为我总穿橙色。")  # a nickname she goes by
