"""The eighty-fifth round, found on set 86 (mental health online) once it was retired to the test part: the
Jiangxi family name 占 read as a verb before a given name, a surname read as a verb after 预约, and how an
answer on a Q&A site begins (谢邀), which names no one."""

from __future__ import annotations

from tests.pii.findings import names


def test_the_family_name_zhan_before_a_given_name():
    assert "占建华" in names("我老公占建华一开始不理解，后来陪我去复诊。")


def test_a_surname_read_as_a_verb_after_yuyue():
    assert "付" in names("咨询助理：好的，已为您预约付老师，付款后会发短信。")


def test_xieyao_names_no_one():
    assert "谢邀" not in names("谢邀。我是抑郁症患者，确诊三年了。")
