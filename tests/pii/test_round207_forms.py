"""The two-hundred-and-seventh round, found on set 208 (hiring at a Beijing tech firm) once it was retired to the test
part: a birth date right after the sex in a résumé's header (苗雨桐，女，1998.04.21), a known brand in a CV's work
history after its years (2020-2023 字节跳动 后端开发), and someone greeted by a given name (你好雨桐，)."""

from __future__ import annotations

from tests.pii.findings import found, kinds, names


def test_a_birth_date_after_the_sex_in_a_header():
    assert ("DATE_OF_BIRTH", "1998.04.21") in found("简历：苗雨桐，女，1998.04.21，手机186-1025-7734。")
    assert "DATE_OF_BIRTH" not in kinds("员工：李明，男，2019年7月1日入职。")  # the day he joined


def test_a_brand_in_a_cvs_work_history():
    assert ("ORGANIZATION", "字节跳动") in found("工作经历：2020-2023 字节跳动 后端开发；2023至今 某科技公司 算法工程师")


def test_greeted_by_a_given_name():
    assert "雨桐" in names("HR 小禹：你好雨桐，二面约在周四下午三点。")
    for text in ("你好同学，请出示证件。", "您好老师，我想请假。", "你好呀，好久不见。"):
        assert not names(text), text
