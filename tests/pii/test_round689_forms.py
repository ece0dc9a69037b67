"""The six-hundred-and-eighty-ninth round, found on set 689 (a Hefei pet hospital's boarding notes) once it was retired
to the test part, a passage at a time: a pet's name in quotes right after its breed (柯基"豆豆") is no one's, as it is
without the quotes; a friend's nickname in quotes stays someone's."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_pets_name_in_quotes_after_its_breed():
    assert found('3号笼 柯基"豆豆" 主人闵女士，周日下午接。') == {("PERSON", "闵")}
    assert names("柯基“豆豆”今天吃得少。") == set()


def test_a_friends_nickname_in_quotes_is_someones():
    assert names('我朋友"豆豆"明天来。') == {"豆豆"}
