"""The five-hundred-and-thirteenth round, found on set 514 (a family group chat in Quanzhou, partly in Minnan) once it
was retired to the test part: Minnan's words for today and tomorrow (今仔日, 明仔载) hold no nickname (明仔)."""

from __future__ import annotations

from tests.pii.findings import found


def test_tomorrow_in_minnan():
    assert found("大伯：我明仔载伊去，恁免烦恼。") == set()


def test_a_nickname_with_zai_still():
    assert ("PERSON", "明仔") in found("明仔：我今晚不回来吃饭。\n阿美：好。")
