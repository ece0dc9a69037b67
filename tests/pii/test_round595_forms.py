"""The five-hundred-and-ninety-fifth round, found on set 596 (a kindergarten class's parents' group in Tianjin) once it
was retired to the test part: a kindergarten the tagger read as one time with the day before it (明天河西区枫叶幼儿园组织
…), a parent speaking alone by a child's pet name (小核桃妈妈：…); 孩子妈妈 and 宝宝爸爸 no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_school_glued_to_the_day_before_it():
    assert ("SCHOOL", "河西区枫叶幼儿园") in found("各位家长好，明天河西区枫叶幼儿园组织去水上公园秋游。")


def test_a_parent_speaking_alone_by_a_childs_pet_name():
    assert found("小核桃妈妈：我家孩子有点咳嗽，明天就不去了。") == {("PERSON", "小核桃")}
    assert found("孩子妈妈：我知道了。") == set()
    assert found("宝宝爸爸：好的。") == set()
