"""The hundred-and-thirty-seventh round, found on set 138 (sport and the outdoors) once it was retired to the test
part: a claim's field read as a speaker (事故：…) where the field that marks the text as a form has a number
after its colon (理赔金额：2860元)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_form_is_known_by_a_field_with_a_number_after_it():
    text = "保险理赔 被保险人：苏雅婷 事故：跑步时右脚踝扭伤 就诊医院：厦门大学附属中山医院 理赔金额：2860元"
    assert names(text) == {"苏雅婷"}
