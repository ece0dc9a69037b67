"""The six-hundred-and-twentieth round, found on set 621 (a second-hand book stall owner's notebook in Xi'an) once it
was retired to the test part: a regular by a feature and a kin title heading a clause before asking (眼镜哥问…), a
university before one of its professors (一位西北大学的老教授), his employer, and a recycler by its name
(西安文渊旧书回收站); a cousin speaking, a university one studies at and the computer's bin keep their readings."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_regular_by_a_feature_asking():
    assert found("眼镜哥问有没有那本书的初版。") == {("PERSON", "眼镜哥")}
    assert found("表哥说他不来了。") == set()


def test_a_university_before_its_professor_is_his_employer():
    assert found("一位西北大学的老教授要找他三十年前出的书。") == {("ORGANIZATION", "西北大学")}
    assert found("我在北京大学读书。") == {("SCHOOL", "北京大学")}


def test_a_recycler_by_its_name():
    assert found("上货的是西安文渊旧书回收站，论斤算。") == {("ORGANIZATION", "西安文渊旧书回收站")}
    assert found("电脑回收站满了。") == set()
