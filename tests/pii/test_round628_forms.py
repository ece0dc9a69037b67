"""The six-hundred-and-twenty-eighth round, found on set 629 (a hair salon's booking notebook in Foshan) once it was
retired to the test part: the shop one works at named as what 店里 is (店里是千艺造型禅城季华店), a brand's branch by
its district and road, whose road is no one's name; a shop of no name is left."""

from __future__ import annotations

from tests.pii.findings import found


def test_the_shop_named_as_what_the_shop_is():
    assert found("店里是千艺造型禅城季华店，周日休息。") == {("ORGANIZATION", "千艺造型禅城季华店")}


def test_a_shop_of_no_name_is_left():
    assert found("我们店是一家小店。") == set()
