"""The four-hundred-and-first round, found on set 402 (a job seeker's CV pasted as plain text in Hangzhou) once it
was retired to the test part: the birthday in a header of fields split by bars (女 | 1996.04.18 |), and a firm in the
work history between the months worked and the post held (2021.04-至今 蘑菇街 社群运营主管), whatever its words."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_birthday_after_the_sex_between_bars():
    assert ("DATE_OF_BIRTH", "1996.04.18") in found("柴雨桐 | 女 | 1996.04.18 | 杭州")
    assert found("男 / 2019.09.01 入职") == set()


def test_a_firm_in_a_cvs_work_history():
    assert found("2021.04-至今 蘑菇街 社群运营主管，带5人小组") == {("ORGANIZATION", "蘑菇街")}
    assert found("2019.03-2021.06 鑫源五金 仓库管理员") == {("ORGANIZATION", "鑫源五金")}
    assert found("2019.03-2021.06 负责社群活动 策划与执行") == set()
