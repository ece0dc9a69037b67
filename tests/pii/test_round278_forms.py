"""The two-hundred-and-seventy-eighth round, found on set 279 (a driving-test cheating scandal in a county of Hebei) once
it was retired to the test part: a driving school named under its district, where a coach works (永年区顺达驾校教练…),
and a middleman by surname and his place among his brothers, the numeral read apart (中间人牛 / 二 / ，)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_driving_school_where_a_coach_works():
    assert ("ORGANIZATION", "永年区顺达驾校") in found("网曝：永年区顺达驾校教练姬国峰收钱包过科目二，一人三千。")
    assert not {kind for kind, _ in found("我在驾校学车。")} & {"ORGANIZATION"}


def test_a_man_by_surname_and_birth_order():
    assert names("中间人牛二，电话15930061728，专门在考场门口拉人。") == {"牛二"}
    assert not names("科目二，一次就过了。")
