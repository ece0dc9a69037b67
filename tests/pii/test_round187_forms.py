"""The hundred-and-eighty-seventh round, found on set 188 (a fishing village on Pingtan island) once it was retired to
the test part: a guest by an English given name in a list of people (民宿入住：Chloe、景雨萌)."""

from __future__ import annotations

from tests.pii.findings import names


def test_an_english_given_name_in_a_list_of_people():
    assert "Chloe" in names("民宿入住：Chloe、景雨萌，两晚，电话18059187362。")
    assert not names("手机品牌：Apple、Samsung、Huawei")  # no tagged name among them: no list of people
