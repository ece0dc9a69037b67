"""The three-hundred-and-ninety-first round, found on set 392 (a seafarer's wife in Dalian writing in a crew families'
forum) once it was retired to the test part: a member's handle after 群里的 with its 的 (群里的海嫂小鱼说…), and 海嫂 (a
seafarer's wife) read as the surname 海 and a title; 军嫂 and 警嫂 likewise."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_handle_after_qunli_de():
    assert found("群里的海嫂小鱼说她老公也被延期了，大家互相打气吧。") == {("PERSON", "海嫂小鱼")}
    assert found("群里的人说明天下雨。") == set()


def test_a_servicemans_wife_is_no_surname():
    assert found("她是一名军嫂，老公在部队。") == set()
