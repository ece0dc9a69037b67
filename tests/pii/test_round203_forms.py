"""The two-hundred-and-third round, found on set 204 (a Shanghai lane neighbourhood) once it was retired to the test
part: a Shanghainese possessive and the noun after it read as a name (侬格快递, "your parcel"). Left: the courier's
address taken with the dialect's 勒 ("at") before it and 门口 after it (removing more than the address)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_shanghainese_possessive_is_no_name():
    assert names("快递员：张阿姨侬好，侬格快递放勒门口了。") == {"张"}
    assert "侬建国" in names("侬建国是我同事，壮族人。")  # 侬 is a surname too
