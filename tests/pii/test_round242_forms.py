"""The two-hundred-and-forty-second round, found on set 243 (a child's health records in Qingdao) once it was retired
to the test part: a child by a given name before 宝宝 in a clinic's reminder (安然宝宝该打第二针了), and a given name
written alone between a colon and a comma (本子上写着：子墨，…), neither a word the dictionary knows as an everyday
one."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_given_name_before_baobao():
    assert "安然" in names("辽宁路街道社区卫生服务中心提醒：安然宝宝该打麻腮风第二针了，请于周三上午带接种证来。")
    assert not names("健康宝宝评选下周开始，可爱宝宝也可以报名。")


def test_a_given_name_written_alone():
    assert names("外婆的本子上写着：子墨，阴历七月初七生的，正好是七夕。") == {"子墨"}
    assert not names("备注：健康，无过敏史。")
    assert not names("求职意向：仓管。")  # a form's field, then its value
