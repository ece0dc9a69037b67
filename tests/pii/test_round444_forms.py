"""The four-hundred-and-forty-fourth round, found on set 445 (a renovation group chat in Chongqing) once it was
retired to the test part: an estate by a developer and a coined name, then its phase, building and flat
(龙湖春森彼岸3期7栋2302), in the group's title. The tiler called 胖娃 in one message is found when the chat is read
whole, where he also speaks; a message alone does not say the word names him."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_estate_by_its_phase_building_and_flat():
    assert found("【龙湖春森彼岸3期7栋2302装修群】") == {("CN_ADDRESS", "龙湖春森彼岸3期7栋2302")}
    assert found("我家在融创玖棠府二期5栋1101，下周开工。") == {("CN_ADDRESS", "融创玖棠府二期5栋1101")}


def test_a_phase_alone_is_no_address():
    assert found("二期7栋的业主都去售楼部了。") == set()
