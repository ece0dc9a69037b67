"""The six-hundred-and-thirty-sixth round. Set 637 (a Meizhou family's group), retired to the test part, showed nothing
to mend; false alarms of older sets read whole were mended instead: a numbered role (候选人一：…), a numbered room or
bed (三号房：…) and what a list is of (报名的有：…) head their lines, no speakers; the names after them are still found."""

from __future__ import annotations

from tests.pii.findings import found


def _people(text: str) -> set[str]:
    return {value for kind, value in found(text) if kind == "PERSON"}


def test_a_numbered_role_heads_its_line():
    text = "候选人一：祝文轩，男，三十一岁。\n候选人二：严可欣，女，二十八岁。"
    assert _people(text) == {"祝文轩", "严可欣"}


def test_a_numbered_room_heads_its_line():
    text = "三号房：邹明远父女，住到二十号。\n五号房：空着。"
    assert _people(text) == {"邹明远"}


def test_what_a_list_is_of_heads_its_line():
    text = "报名的有：蒲国强、蒲小芳、罗春梅。\n没报名的有：何二娃。"
    assert _people(text) == {"蒲国强", "蒲小芳", "罗春梅", "何二娃"}
