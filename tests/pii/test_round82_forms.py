"""The eighty-second round, found on set 83 (sport and hobbies) once it was retired to the test part: an
elder by surname and 老 in a list, an association named by its pastime alone, and a team's and a choir's
parts that are no speakers."""

from __future__ import annotations

from tests.pii.findings import kinds, names


def test_an_elder_by_surname_and_lao_in_a_list():
    assert "冀" in names("围棋社通知：周六下午比赛，请冀老、郜老准时到场。")


def test_an_association_named_by_its_pastime_alone():
    assert "ORGANIZATION" not in kinds("书法协会通知：本周六下午在活动中心举行展览。")


def test_a_teams_and_a_choirs_parts_are_no_speakers():
    roster = "足球队 门将：大刘 中场：小胡、郝帅 合唱团 女高：蔺丽娜 男低：畅建国 钢琴伴奏：Sophie"
    assert not names(roster) & {"中场", "女高", "男低", "钢琴伴奏"}
