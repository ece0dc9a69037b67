"""The four-hundred-and-fifty-ninth round, found on set 460 (a Xiaohongshu post in Shenzhen about a landlord's
agent) once it was retired to the test part: the author's handle signing after the title's bar (…避雷！｜一颗酸柠檬),
an agency named with its agent by surname and post (中介是鹏城安居房产的郑经理), and a legal aid station whose
工作站 is no "work" after the place one went (去了沙河街道公共法律服务工作站)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_handle_signing_a_post():
    assert found("被中介坑了3000押金，姐妹们避雷！｜一颗酸柠檬") == {("PERSON", "一颗酸柠檬")}
    assert found("租房避雷｜新手必看") == set()


def test_an_agency_with_its_agent():
    assert found("中介是鹏城安居房产的郑经理。") == {("ORGANIZATION", "鹏城安居房产"), ("PERSON", "郑")}


def test_a_work_station_is_whole():
    assert ("ORGANIZATION", "沙河街道公共法律服务工作站") in found("朋友陪我去了沙河街道公共法律服务工作站，律师说可以走调解。")
