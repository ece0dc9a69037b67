"""The hundred-and-sixty-seventh round, found on set 168 (faith communities) once it was retired to the test part:
the titles of a temple, a church and a mosque (居士, 牧师, 传道, 弟兄, 哈吉), a surname and its title read as one word of
another kind (郑居士 as an organisation, 黄牧师 as an adjective), a temple's donor list's head (功德芳名), and a name
taken in a faith in its field (法名 妙心)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_temples_donor_list():
    assert names("功德芳名：周慧芳居士 一千元、郑居士合家 五百元、林妙音 二百元。") == {"周慧芳", "郑", "林妙音"}


def test_a_churchs_prayer_list_and_its_preacher():
    assert "黄" in names("代祷名单：谢弟兄的母亲住院。主领：黄牧师 电话13605886174")
    assert names("本周六晚上七点查经，地点在潘传道家。") == {"潘"}


def test_a_name_taken_in_a_faith():
    assert "妙心" in names("禅修营报名：姓名 缪晓婷，法名 妙心，紧急联系人 缪建新（父亲）。")
