"""The four-hundred-and-eighteenth round, found on set 419 (a navel orange grower's order list in Ganzhou) once it was
retired to the test part: a numbered order's buyer by a display name with an emoji, then how much (2. 小芒果🥭 要两箱),
and a group's list heading read as a chat speaker (【…群】今天的单：, changed as a name before)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_numbered_orders_buyer():
    assert found("2. 小芒果🥭 要两箱，地址同上次") == {("PERSON", "小芒果")}
    assert found("3. 老客户 要两箱") == set()


def test_todays_list_is_no_speaker():
    assert found("【信丰脐橙预售群】今天的单：") == set()
