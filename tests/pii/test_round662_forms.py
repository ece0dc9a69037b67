"""The six-hundred-and-sixty-second round: set 662 (a Zhihu answer about a fake landlord) retired to the test part with
nothing to mend, so an older form was fixed at its root: 老 and a surname that is a verb, then 着, is "always" doing it
(他老管着我, "he is always bossing me"), as 他老关着门 had been read by a special case for 老关 alone; Old Guan by name
(你找老管, 老关在屋里等你) is still a name."""

from __future__ import annotations

from tests.pii.findings import found


def test_always_doing_is_no_name():
    assert found("他老管着我，什么都不让我做。") == set()
    assert found("他老关着门。") == set()


def test_old_guan_is_still_a_name():
    assert found("你找老管，他在车间。") == {("PERSON", "老管")}
    assert found("老关在屋里等你。") == {("PERSON", "老关")}
