"""The four-hundred-and-thirty-third round, found on set 434 (a tenant in Singapore messaging about an HDB room) once
it was retired to the test part: 巴刹, a market in Singapore and Malaysia (pasar), read as the surname 巴 and a given
name; a clean passage was changed by it."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_market_is_no_name():
    assert found("组屋离地铁站走路八分钟，附近有巴刹。") == set()
