"""The hundred-and-ninety-fourth round, found on set 195 (border trade in Heihe) once it was retired to the test part:
a foreign name after whom one serves (俄罗斯客人娜塔莎) is a customer's, not a public figure's; a field's value described
in brackets (兼职翻译：付思雨（黑龙江大学…）); a surname the tagger read as a preposition speaking after a role (房东于姐：);
and the north-east's Russian bread read as a name in a clean passage (列巴)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_foreign_name_after_whom_one_serves():
    assert "娜塔莎" in names("俄罗斯客人娜塔莎要的羽绒服，明早送到。")


def test_a_fields_value_described_in_brackets():
    assert "付思雨" in names("兼职翻译：付思雨（黑龙江大学俄语系大三），日结三百。")
    assert not names("学生：冉冉（化名） 问题：考研焦虑")  # a pseudonym
    assert not names("时间：周五（下午三点）")


def test_a_surname_read_as_a_preposition_speaking_after_a_role():
    assert "于" in names("房东于姐：暖气费一千八，转我微信就行。")


def test_russian_bread_is_no_name():
    assert not names("列巴要配红肠吃。")
