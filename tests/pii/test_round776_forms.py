"""The seven-hundred-and-seventy-sixth round, found on set 776 (a Chengdu citizens' hotline call) once it was retired
to the test part: read whole, the caller's role before each of her turns (市民：…) was taken for a speaker's name, eight
times; a hotline's, a dispatch's and a complaint's roles name no one."""

from __future__ import annotations

from tests.pii.findings import names

CALL = (
    "话务员：您好，市民热线，请问有什么可以帮您？\n市民：你好嘛，我姓牟，我要投诉我们小区的物业。\n"
    "话务员：好的，请留一个联系电话。\n市民：白天晚上都打得通。\n话务员：已经记录。\n市民：要得，麻烦你们了。\n"
)


def test_a_hotlines_roles_name_no_one():
    assert names(CALL) == {"牟"}
