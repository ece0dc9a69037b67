"""The six-hundred-and-seventeenth round, found on set 618 (a young man's New Year diary in his village in Jiangxi) once
it was retired to the test part: a listed firm by its short name ending in 技术 where one works (在深圳汇川技术做质检), a
village child's warding name the tagger cut (一起放牛的狗剩, 狗 / 剩). Left: a cousin by an everyday word before where he
opened a shop (表哥石头在镇上开了个小超市), and a brick kiln named with its town, which the rules name without it."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_listed_firm_by_its_short_name():
    assert ("ORGANIZATION", "深圳汇川技术") in found("我说我在深圳汇川技术做质检，一个月到手八千。")
    assert found("我在学技术。") == set()


def test_a_village_childs_warding_name():
    assert found("小时候一起放牛的狗剩现在在广州送快递。") == {("PERSON", "狗剩")}
