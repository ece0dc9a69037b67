"""The six-hundred-and-seventy-third round: set 673 (a Hong Kong forum thread) retired to the test part with nothing to
mend, so older ones were mended: a workmate by 老 and a character the tagger glued to the hand hurt (我工友老黑手被机器
夹了, set 63), and set 67's mother speaking by her child's name labelled the child's alone, as LABELLING.md says. An
old complaint of the leg (我妈老寒腿疼) is no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_nickname_glued_to_the_hand_hurt():
    assert found("我工友老黑手被机器夹了。") == {("PERSON", "老黑")}


def test_an_old_complaint_is_no_one():
    assert found("我妈老寒腿疼。") == set()
