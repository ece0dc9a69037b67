"""The hundred-and-thirty-fifth round, found on set 136 (delivery and gig work in Hangzhou and Suzhou) once it was
retired to the test part: a platform a rider works for, then the job (我是饿了么骑手), a station's rush hours
heading its roster read as speakers (早高峰：…), and Hangzhou's noodles read as a person (片儿川)."""

from __future__ import annotations

from heartbench.pii.recognizers import ORGANIZATION
from tests.pii.findings import found, names


def test_a_platform_then_the_job_done_for_it():
    assert (ORGANIZATION, "饿了么") in found("骑手申诉：我是饿了么骑手蒋师傅，客户说超时给了差评。")
    assert not any(kind == ORGANIZATION for kind, _ in found("我点了饿了么外卖，骑手送晚了。"))


def test_rush_hours_heading_a_roster_and_noodles():
    assert names("站点排班 早高峰：许大军、阿飞 晚高峰：许大军、小胖 站长：老邓") == {"许大军", "阿飞", "小胖", "老邓"}
    assert names("片儿川要配一碟腌菜，杭州人的早饭。") == set()
