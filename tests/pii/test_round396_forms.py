"""The three-hundred-and-ninety-sixth round, found on set 397 (a landlord's ledger in a Shenzhen urban village) once
it was retired to the test part: a tenant by 小 and his home province as a ledger's entry, between his room's number
and a space (305 小湖北 真名没说), where no verb follows to show he is a person."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_nickname_by_home_province_as_a_ledgers_entry():
    assert found("305 小湖北 真名没说 欠了半个月") == {("PERSON", "小湖北")}
    assert found("小河南 押一付一 下月到期") == {("PERSON", "小河南")}


def test_not_a_shop_or_a_place_between_spaces():
    assert found("小湖南 菜馆 今天开业") == set()
    assert found("去 小四川 吃饭") == set()
