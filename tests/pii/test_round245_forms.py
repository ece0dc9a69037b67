"""The two-hundred-and-forty-fifth round, found on set 246 (a homeowners' committee in Nanchang) once it was retired to
the test part: an owner's building and room in brackets after them (业主晏老师（7栋1502）), and an estate named in its
owners' group in quotes, not the 【】 of a chat's title ("上坊花苑业主群")."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_owners_building_and_room_in_brackets():
    assert ("CN_ADDRESS", "7栋1502") in found("业主晏老师（7栋1502）书面反对：新物业的报价没有公开，程序不合规。")
    assert not {kind for kind, _ in found("会议室（3栋1201）下午有会。")} & {"CN_ADDRESS"}


def test_an_estates_owners_group_in_quotes():
    text = "公告：请各位业主于月底前在\"上坊花苑业主群\"投票，有疑问联系业委会主任甘国强 13979120548。"
    assert ("CN_ADDRESS", "上坊花苑") in found(text)
    assert ("CN_ADDRESS", "上坊花苑") in found("请大家在“上坊花苑业主群”里接龙。")
