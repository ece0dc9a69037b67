"""The hundred-and-eighty-third round, found on set 184 (dating in Chengdu) once it was retired to the test part: the
sides of a match and of a wedding before a name (女方漆 / 思语, 新郎卿志远 glued), and a booking's heading (婚纱照预约：)."""

from __future__ import annotations

from tests.pii.findings import names


def test_the_sides_of_a_match_before_a_name():
    text = "红娘记录：男方母俊熙，31岁，在成都京东方上班，女方漆思语，28岁，两人见面三次。"
    assert names(text) == {"母俊熙", "漆思语"}


def test_a_weddings_booking():
    assert names("婚纱照预约：新郎卿志远 新娘付晓蕾 拍摄日期12月20日 地点：浣花溪公园") == {"卿志远", "付晓蕾"}
