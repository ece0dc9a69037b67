"""The three-hundred-and-seventieth round, found on set 371 (a marriage counselling transcript in Hangzhou) once it was
retired to the test part: a flat whose building's name the tagger read with the unit's number (恒鑫大厦2 / 单元 /
1703), so the address stopped at the number; the parts after a place word are now read again from a number it took."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_unit_whose_number_the_building_took():
    text = "孔令娟：滨江区江南大道588号恒鑫大厦2单元1703的首付我妈出了一半，她来看看怎么了？"
    assert ("CN_ADDRESS", "滨江区江南大道588号恒鑫大厦2单元1703") in found(text)
    assert ("CN_ADDRESS", "滨江区江南大道588号恒鑫大厦2单元1703") in found("我家在滨江区江南大道588号恒鑫大厦2单元1703。")
