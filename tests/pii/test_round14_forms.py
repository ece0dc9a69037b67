"""The fourteenth round's forms, found on set 14 once it was retired to the test part: answerers
of a question thread, account ids of other apps, hospitals an authority runs, a given name that is
an everyday word after a relation; and its false alarms: a form's fields and class roles taken for
chat speakers, a metro line taken for a house number."""

from __future__ import annotations

import pytest

from heartbench.pii.lac import tagger
from tests.pii.findings import found


def test_the_answerer_of_a_question_thread():
    assert ("PERSON", "北方的狼") in found("答主 北方的狼：我也被这样对待过，最后辞职了。")


@pytest.mark.parametrize(("text", "account"), [
    ("我的小红书号是mumu_2023，你可以关注一下。", "mumu_2023"),
    ("他的抖音号：chenxi_0815，天天发些乱七八糟的。", "chenxi_0815"),
])
def test_account_ids_of_other_apps(text, account):
    assert ("WECHAT_ID", account) in found(text)


@pytest.mark.parametrize(("text", "hospital"), [
    ("昨天又在市妇幼保健院等了一下午。", "市妇幼保健院"),
    ("上周去区疾控中心做了检测。", "区疾控中心"),
])
def test_hospitals_an_authority_runs(text, hospital):
    assert ("ORGANIZATION", hospital) in found(text)


def test_a_given_name_that_is_a_word_after_a_relation():
    text = "来访者：我养父，温建设。他对我很好。"
    assert ("温", "PER") in tagger().tag(text)  # the tagger keeps 建设 apart
    assert ("PERSON", "温建设") in found(text)


def test_a_forms_fields_are_no_speakers():
    assert found("登记表 姓名：丁思远 性别：男 职业：教师") == {("PERSON", "丁思远")}


def test_class_roles_are_no_speakers():
    assert found("【班群】班长：明天交作业。 学委：收到 体委：好的") == set()


def test_a_metro_line_is_no_house_number():
    assert found("我在地铁10号线知春路站下的车，一路走回家。") == set()
    assert ("CN_ADDRESS", "海淀区知春路10号") in found("我住在海淀区知春路10号。")
