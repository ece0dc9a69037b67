"""The four-hundred-and-thirty-fourth round, found on set 435 (a volunteer teacher's diary in a Yi village school)
once it was retired to the test part: the body that sent a volunteer (我是美丽中国支教项目派来的), and 小羊 after a
possessive (写了他的小羊), a lamb read as 小 and the surname 羊. Left: the village school where she stays two years
(在洛古村小学待两年), since 待 says no more than being somewhere."""

from __future__ import annotations

from tests.pii.findings import found


def test_the_body_that_sent_someone():
    assert ("ORGANIZATION", "美丽中国支教项目") in found("我是美丽中国支教项目派来的，在村小待两年。")
    assert found("我是公司派来的。") == set()


def test_someones_lamb_is_no_name():
    assert found("作文写了他的小羊，写得很好。") == set()
    assert found("同事小马说他不来了。") == {("PERSON", "小马")}
