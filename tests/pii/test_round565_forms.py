"""The five-hundred-and-sixty-fifth round, found on set 566 (an insurance claim call in Suzhou) once it was retired to
the test part: a firm registered with its city in brackets before its kind (博世汽车部件（苏州）有限公司), whole, where
the tagger took only 博世汽车; the bracket and the kind alone name none. Left: a repair shop a car was towed to
(拖到苏州星驰汽修了), a customer's."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_firm_with_its_city_in_brackets():
    assert found("我在博世汽车部件（苏州）有限公司上班，这几天请假跑手续。") == {("ORGANIZATION", "博世汽车部件（苏州）有限公司")}


def test_the_bracket_and_the_kind_alone():
    assert found("（北京）有限公司") == set()
