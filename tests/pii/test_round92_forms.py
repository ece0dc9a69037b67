"""The ninety-second round, found on set 93 (Jilin and Inner Mongolia, Korean and Mongolian names) once it
was retired to the test part: a pawn ticket's fields are no speakers and its clerk signs by surname
(经办：孙), a driving coach by surname (房教练), a Mongolian village (嘎查), the firm one left (从北方重工辞职),
two Mongolian names in one (宝音德力格尔), and a state film studio as no one's employer by itself."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_pawn_tickets_fields_and_its_clerk():
    text = "当票 当户：韩立军 证件号码：见背面 当物：黄金项链一条 当金：四千元 经办：孙"
    assert names(text) == {"韩立军", "孙"}


def test_a_driving_coach_by_surname():
    assert names("学员：尹雪，教练房教练电话13604310972。") == {"尹雪", "房"}


def test_a_mongolian_village():
    assert ("CN_ADDRESS", "达茂旗百灵庙镇乌兰察布嘎查") in found("卖羊了！联系巴图，在达茂旗百灵庙镇乌兰察布嘎查。")


def test_the_firm_one_left_is_an_employer():
    assert ("ORGANIZATION", "北方重工") in found("面试官问我为什么从北方重工辞职。")
    assert not any(kind == "ORGANIZATION" for kind, _ in found("我从北京辞职回了老家。"))


def test_two_mongolian_names_in_one():
    assert names("我姥爷叫宝音德力格尔，蒙古族，年轻时放马。") == {"宝音德力格尔"}


def test_a_state_film_studio_is_no_one():
    assert found("长春电影制片厂拍过很多老电影。") == set()
