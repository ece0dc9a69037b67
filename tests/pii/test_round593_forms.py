"""The five-hundred-and-ninety-third round, found on set 594 (a live-selling team's work chat in Hangzhou) once it was
retired to the test part: a streamer's stage name with 姐姐 before going live (芋圆姐姐开播), a given name speaking for
a place (仓库那边大壮说); a sister going live and a post speaking (他姐姐直播, 公司那边领导说) no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_stage_name_going_live():
    assert ("PERSON", "芋圆姐姐") in found("今晚八点芋圆姐姐开播，样品六点前到。")
    assert found("他姐姐直播卖货。") == set()


def test_a_given_name_speaking_for_a_place():
    assert found("仓库那边大壮说还有两百单没打包。") == {("PERSON", "大壮")}
    assert found("公司那边领导说不行。") == set()
