"""The hundred-and-thirty-fourth round, found on set 135 (a hospice ward in Chengdu and Chongqing) once it was
retired to the test part: a form's field read as a speaker (入院目的：…), a grandchild in Sichuan dialect read as
a name (孙孙), and a clean passage changed: a famous lane of Chengdu (锦里) and a sound after 得 (打得砰砰响)."""

from __future__ import annotations

from tests.pii.findings import names, pii


def test_a_forms_purpose_field_and_a_grandchild_in_dialect():
    text = "入院记录 患者：屈德明 男 79岁 入院目的：安宁疗护 家属：儿子屈小兵"
    assert names(text) == {"屈德明", "屈小兵"}
    assert names("交班：7床那个冉婆婆今天精神好点了，她幺儿冉二娃说明天带孙孙来看她哈。") == {"冉", "冉二娃"}


def test_a_lane_and_a_sound_leave_a_clean_passage_unchanged():
    text = "锦里的三大炮，打得砰砰响。"
    assert pii.anonymize(text, seed="t")[0] == text
