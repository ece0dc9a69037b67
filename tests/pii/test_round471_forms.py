"""The four-hundred-and-seventy-first round, found on set 472 (a dim sum restaurant's staff group in Guangzhou) once
it was retired to the test part: a shop's staff group by its title (【陶陶居荔湾店楼面群】), the shop its members work
at; and a post heading a speaker's name (楼面经理Kenny：…), of which only the name is theirs."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_shops_staff_group():
    assert ("ORGANIZATION", "陶陶居荔湾店") in found("【陶陶居荔湾店楼面群】楼面经理Kenny：听日早更：阿珍、阿强。")


def test_a_post_before_a_speakers_name():
    assert ("PERSON", "Kenny") in found("【陶陶居荔湾店楼面群】楼面经理Kenny：听日早更：阿珍、阿强。")


def test_a_shops_customers_group():
    assert found("【瑞幸咖啡光谷店福利群】今天全场五折。") == set()
