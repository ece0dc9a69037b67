"""The two-hundred-and-thirtieth round, found on set 231 (a Yi village in Liangshan) once it was retired to the test
part: a Yi name, its clan name first, before 老人 (俄底莫色老人的血压…), where the tagger read the clan's first
character as a place; and 老人 after a clan name alone is no given name (吉克老人说…)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_yi_name_before_laoren():
    assert names("村医阿苏医生说，俄底莫色老人的血压一直降不下来，得送凉山州第一人民医院。") == {"阿苏", "俄底莫色"}


def test_laoren_after_a_clan_name_is_no_given_name():
    assert names("吉克老人说他不去了。") == {"吉克"}
