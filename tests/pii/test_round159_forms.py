"""The hundred-and-fifty-ninth round, found on set 160 (Chinese students in Britain and Australia) once it was
retired to the test part: a flat before an English street, a payslip's fields in English and a name in capitals
before the next field, a name a turn opens with before "you", a thing called by an English word, and exam week
read as a library's owner (考试 / 周图书馆)."""

from __future__ import annotations

from heartbench.pii.recognizers import ADDRESS, ORGANIZATION
from tests.pii.findings import found, kinds, names


def test_a_flat_before_an_english_street():
    text = "合租群 Kevin：房东下周三来检查，地址是Flat 3, 25 Oxford Road, Manchester。"
    # the town after the comma is taken with the street since round 204 (…St, Brunswick East: a suburb)
    assert (ADDRESS, "Flat 3, 25 Oxford Road, Manchester") in found(text)


def test_a_payslip_in_english():
    text = "兼职工资单 Employee: LIU YIFAN Employer: Golden Dragon Restaurant Ltd Hours: 42 Pay: £487.20"
    assert names(text) == {"LIU YIFAN"}


def test_a_name_a_turn_opens_with_before_you():
    assert "思雨" in names("妈妈：思雨，你在墨尔本吃得好不好？")
    assert not names("妈妈：宝贝，你在墨尔本吃得好不好？")


def test_a_thing_called_by_an_english_word():
    assert not names("伦敦的地铁叫Tube，周末经常停运维修。")
    assert "Grace" in names("我同事叫Grace，人很好。")


def test_exam_week_is_no_organisation():
    assert ORGANIZATION not in kinds("考试周图书馆二十四小时开放。")


def test_a_reply_before_you_names_no_one():
    # found on HeartBench v1's turns when the rule above came in: a reply, not a name
    assert not names("不可以，你不能这样对自己。")
