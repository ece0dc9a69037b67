"""The six-hundred-and-fifth round, found on set 606 (an elderly man's run-on voice messages in Harbin) once it was
retired to the test part: a neighbourhood's health station named by its district and subdistrict, which the tagger cut
(去香坊区和平路街道社区卫生服务站量血压), an organisation whole, not a community's address; the kind alone no one's."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_health_station_by_its_subdistrict():
    assert found("上礼拜去香坊区和平路街道社区卫生服务站量血压高压一百六") == {("ORGANIZATION", "香坊区和平路街道社区卫生服务站")}


def test_the_kind_alone_is_no_organisation():
    assert found("社区卫生服务中心都有家庭医生。") == set()
