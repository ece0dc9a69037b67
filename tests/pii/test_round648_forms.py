"""The six-hundred-and-forty-eighth round. Set 648 (a township health centre's log in Ganzi), retired to the test part,
had one label to fix (the town's health centre an organisation whole) and nothing to mend; an older miss was mended
instead: a relative by an everyday noun, then where that one runs a shop (表哥石头在镇上开了个小超市), a nickname; the
relative's things (表哥车子在镇上修) stay no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_cousin_by_a_word_running_a_shop():
    assert found("表哥石头在镇上开了个小超市。") == {("PERSON", "石头")}


def test_a_cousins_car_is_no_one():
    assert found("表哥车子在镇上修。") == set()
