"""The hundred-and-eighty-eighth round, found on set 189 (a county's health records in Anhui) once it was retired to
the test part: a list's first elder by a surname the tagger read as "through" (三户：经奶奶血糖偏高), an elder's
order kept with the title when the surname is replaced (戈大伯), and a health check centre heading its text
message, which is a kind of place, not one organisation (【体检中心】)."""

from __future__ import annotations

from heartbench.pii.engine import Anonymizer
from tests.pii.findings import kinds, names


def test_a_surname_read_as_a_preposition_opening_a_list_of_elders():
    assert "经" in names("村医今天去了三户：经奶奶血糖偏高，束家老人腿疼。")
    assert not names("备注：经奶奶介绍认识的。")  # "through grandma's introduction": a verb follows


def test_an_elders_order_stays_with_the_title():
    replaced = Anonymizer().anonymize("戈大伯按时吃药。", seed="round 188")[0]
    assert replaced.endswith("大伯按时吃药。") and not replaced.startswith("戈")


def test_a_text_message_headed_by_a_kind_of_centre():
    assert "ORGANIZATION" not in kinds("【体检中心】尊敬的满先生，您的体检报告已出，请登录查看。")
    assert "ORGANIZATION" in kinds("【夕阳红养老院】访客登记：今天来了三位家属。")
