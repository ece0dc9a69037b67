"""The six-hundred-and-seventieth round, found on set 670 (a Xi'an dormitory's group chat) once it was retired to the
test part: a nickname that is a noun speaking the only turn of a passage, asking and then speaking to someone
(芒果：是不是送错到楼下了？你问问…); and the rare surname 骞, so the dorm supervisor after her role (宿管骞阿姨) is named
by her surname alone. A heading or a field before a colon neither asks nor addresses."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_nickname_asking_someone_speaks_a_turn():
    text = "芒果：是不是送错到楼下了？你问问宿管骞阿姨，她那有监控。"
    assert found(text) == {("PERSON", "芒果"), ("PERSON", "骞")}


def test_a_heading_before_a_colon_is_no_one():
    assert found("注意：明天早上八点集合，别迟到。") == set()
    assert found("备注：是不是要带伞？你们自己看天气。") == set()
