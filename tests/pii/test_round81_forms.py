"""The eighty-first round, found on set 82 (office and tech work) once it was retired to the test part.
First a fault of the traditional view: OpenCC's phrases turned 沈思远 into 沉思远 in simplified text, so
the surname 沈 was lost before a given name starting 思; a character simplified Chinese writes as it is now
stays. Then: a handle before a bracketed name, an inviting letter's firm and a Western name before 先生, a
firm's brand with its city after 要去, a lettered building, a metro line, an office's roles and fields."""

from __future__ import annotations

from heartbench.pii.textnorm import analysis_view
from tests.pii.findings import found, kinds, names


def test_a_simplified_text_is_read_as_written():
    assert analysis_view("我同学沈思远想投你们的后端岗") == "我同学沈思远想投你们的后端岗"
    assert analysis_view("臺北市大安區") == "台北市大安区"
    assert "沈思远" in names("内推：我同学沈思远想投你们的后端岗。")


def test_a_handle_before_a_bracketed_name():
    assert names("代码评审 提交人：zhangwei（张伟） 意见：拆一下函数") >= {"zhangwei", "张伟"}


def test_an_inviting_letters_firm_and_a_western_name():
    letter = "商务邀请函 兹邀请德国博世汽车工程师Klaus Bäcker先生于2027年3月来我司访问。"
    assert ("ORGANIZATION", "德国博世汽车") in found(letter)
    assert "Klaus Bäcker" in names(letter)


def test_a_brand_with_its_city_after_yaoqu():
    assert ("ORGANIZATION", "腾讯深圳") in found("他下个月要去腾讯深圳了，我们给他送行。")


def test_a_lettered_building_and_a_metro_line():
    assert ("CN_ADDRESS", "闵行区紫竹科学园区东川路811号丙楼5层") in found("我的工位在闵行区紫竹科学园区东川路811号丙楼5层。")
    assert "CN_ADDRESS" not in kinds("北京的地铁10号线，早高峰真的挤不上去。")


def test_an_offices_roles_and_fields_are_no_speakers():
    report = "故障报告 值班人：彭宇航 复盘主持：韩经理 直属上级：Jason 目标：不再出事故"
    assert not names(report) & {"复盘主持", "直属上级", "目标"}
