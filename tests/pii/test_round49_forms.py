"""The forty-ninth round, found on set 50 (Shenzhen, Hangzhou, Nanjing; office English) once it was retired
to the test part: a form's everyday words are its fields, a pet's name on its record, a résumé's name under
its heading, a greeting run into a name, a nickname by a letter among names, an office's English for a boss,
and a district before its subdistrict and what lies below it tagged as one."""

from __future__ import annotations

from tests.pii.findings import found, kinds


def test_a_pet_record_names_its_owner_only():
    record = "宠物病历 宠物名：团团 品种：泰迪 主人：项美琪 电话：13905716248 主治医生：程医生"
    assert {name for kind, name in found(record) if kind == "PERSON"} == {"项美琪", "程"}


def test_a_repair_forms_role_is_no_speaker():
    assert ("PERSON", "维修师傅") not in found("报修单 报修人：骆女士 地址：龙湖春江郦城5栋2单元903 问题：漏水 维修师傅：小童")


def test_a_resumes_fields_and_its_name_under_the_heading():
    resume = "个人简历 储文哲 电话15925083716 教育：南京大学新闻学硕士 实习：澎湃新闻（2021.7-2021.10）"
    people = {name for kind, name in found(resume) if kind == "PERSON"}
    assert people == {"储文哲"}


def test_a_greeting_run_into_the_name_it_addresses():
    assert ("PERSON", "Marcus") in found("Hi Marcus，会议纪要发你了。")
    assert "PERSON" not in kinds("第一个程序总是打印Hello World。")


def test_a_nickname_by_a_letter_among_names():
    assert ("PERSON", "小J") in found("婚礼座位 第五桌：伴郎同学贺子谦、乔一帆、小J")


def test_an_offices_english_for_a_boss():
    assert "PERSON" not in kinds("7月3日 雨 被Leader骂了一顿，说方案写得太乱。")


def test_a_district_then_its_subdistrict_and_what_lies_below_tagged_as_one():
    assert ("CN_ADDRESS", "南山区粤海街道科技园南区") in found("后来我搬回了自己租的房子，在南山区粤海街道科技园南区那边。")
