"""The three-hundred-and-seventy-ninth round, found on set 380 (a livestock dealer's ledger in Inner Mongolia) once it
was retired to the test part: a sumu and its gacha under a city rather than a banner (锡林浩特市宝力根苏木巴彦宝力格嘎查,
half of which was taken for a person), and the driver by 老 and his surname after his trade (司机老闫, read as an
adjective). Left alone: a meat firm named by its league and a coined name (…盟草原兴发肉业), which the tagger cut into
a verb, and 拉羊 ("hauling sheep") tagged a person."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_sumu_and_its_gacha_under_a_city():
    text = "巴特尔家在锡林浩特市宝力根苏木巴彦宝力格嘎查，冬营盘离公路二十多里。"
    assert ("CN_ADDRESS", "锡林浩特市宝力根苏木巴彦宝力格嘎查") in found(text)


def test_lao_and_a_surname_after_a_trade():
    assert ("PERSON", "老闫") in found("车是蒙H·3K729，司机老闫。")
