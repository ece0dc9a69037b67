"""The hundred-and-forty-third round, found on set 144 (names where nothing announces them) once it was retired
to the test part: a community named by a city and a market the tagger split (天津路街道 / 广州 / 市场 / 社区)."""

from __future__ import annotations

from heartbench.pii.recognizers import ADDRESS
from tests.pii.findings import found


def test_a_community_named_by_a_city_and_a_market():
    text = "我梦见我外婆了，她还在涧西区天津路街道广州市场社区那个老房子里给我包饺子。"
    assert (ADDRESS, "涧西区天津路街道广州市场社区") in found(text)
