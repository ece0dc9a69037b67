"""The six-hundred-and-tenth round, found on set 611 (a call to a gas company's hotline in Hefei) once it was retired
to the test part: a property firm by its trade with its city's short name right before it (物业是合肥华润万象生活物业),
whole; a firm's customer service centre (燃气公司客服中心) a kind, no organisation named, while a brand's still is."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_firm_by_its_trade_with_its_city():
    assert found("对的，物业是合肥华润万象生活物业，师傅进小区要登记一下。") == {("ORGANIZATION", "合肥华润万象生活物业")}


def test_a_customer_service_centre_is_a_kind():
    assert found("您好，这里是燃气公司客服中心，请问有什么可以帮您？") == set()
    assert ("ORGANIZATION", "京东客服中心") in found("我在京东客服中心上班。")
