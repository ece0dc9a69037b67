"""The hundred-and-seventeenth round, found on set 118 (the sea, Zhoushan, Xiamen and Beihai) once it was retired
to the test part: a nickname of 小 and a surname that is a word too, after a post (网格员小孔, 'a small hole');
a teacher's surname read as a verb before whose class it is (请家长舒老师班的孩子…); a public body as a
contract's party (发包方：…渔业服务站); and a stall, a contract's parties and a dive buddy's field read as
a chat's speakers (海鲜档口, 发包方, 承包方, 潜伴)."""

from __future__ import annotations

from heartbench.pii.recognizers import ORGANIZATION
from tests.pii.findings import found, names


def test_a_nickname_after_a_post():
    assert "小孔" in names("台风转移名单 联系人：网格员小孔 15857026618")


def test_a_teachers_surname_before_whose_class():
    assert names("致家长：学校定于周五举行防溺水安全教育，请家长舒老师班的孩子提前到校。") == {"舒"}


def test_a_public_body_as_a_contracts_party():
    text = "养殖海域承包合同 发包方：北海市银海区侨港镇渔业服务站 承包方：梁振南 海域：电建港东侧200亩"
    assert (ORGANIZATION, "北海市银海区侨港镇渔业服务站") in found(text)
    assert names(text) == {"梁振南"}


def test_a_stall_and_a_dive_buddys_field_are_no_speakers():
    text = "海鲜档口：老板娘，今天的梭子蟹多少一斤？ 档主阿娟：八十，活的。 顾客：好，我下午五点来拿，姓乐。"
    assert names(text) == {"阿娟", "乐"}
    assert names("潜水日志 第38潜 潜伴：Kelvin 地点：涠洲岛 最大深度18米") == {"Kelvin"}
