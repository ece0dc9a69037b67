"""The two-hundred-and-twenty-sixth round, found on set 227 (a shared courtyard in a Beijing hutong) once it was retired
to the test part: a turn's speaker by the Manchu surname 那 and a title (那大爷：…), and a hutong read as a name in the
dictionary's way (胡同口修车的)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_speaker_by_the_surname_na_and_a_title():
    assert names("那大爷：我们家那口子说了，电动车别再往院里推了。") == {"那"}
    assert not names("那老师说得对。")  # "that teacher"


def test_a_hutong_is_no_name():
    assert names("胡同口修车的老宋说明年要回老家了。") == {"老宋"}
