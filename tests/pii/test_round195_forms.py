"""The hundred-and-ninety-fifth round, found on set 196 (an apartment building in Taichung, in traditional characters)
once it was retired to the test part: a building named by its residents' committee heading a notice (【福星大廈管委會】:
the building is the value, an address), a LINE id with a dot (amy.chen0815), and a borough's activity centre, which
every borough has (里民活動中心)."""

from __future__ import annotations

from tests.pii.findings import found, kinds


def test_a_building_named_by_its_residents_committee():
    assert ("CN_ADDRESS", "福星大廈") in found("【福星大廈管委會】本月管理費請於25日前繳交。")
    assert "ORGANIZATION" not in kinds("【福星大廈管委會】本月管理費請於25日前繳交。")


def test_an_app_id_with_a_dot():
    assert ("WECHAT_ID", "amy.chen0815") in found("有事可以加我LINE：amy.chen0815，晚上比較會看。")
    assert ("WECHAT_ID", "abc_12345") in found("我微信是abc_12345。")  # no dot: the id ends before the full stop


def test_a_boroughs_activity_centre_is_no_organisation():
    assert "ORGANIZATION" not in kinds("里長黃先生說下週三里民活動中心有免費流感疫苗，記得帶健保卡。")
