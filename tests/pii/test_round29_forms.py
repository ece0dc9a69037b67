"""The twenty-ninth round, found on set 29 once it was retired to the test part: a funeral home, a
school where someone works is their employer, a name in a list beside tagged names, and more form
fields."""

from __future__ import annotations

import pytest

from tests.pii.findings import found, kinds


def test_a_funeral_home_with_its_city():
    assert ("ORGANIZATION", "济宁市殡仪馆") in found("定于周六上午在济宁市殡仪馆举行告别仪式。")


def test_a_school_where_someone_works_is_their_employer():
    assert ("ORGANIZATION", "曲阜师范大学") in found("我叫小林，在曲阜师范大学当辅导员。")
    assert ("SCHOOL", "曲阜师范大学") in found("我弟弟在曲阜师范大学读大二。")


def test_a_name_the_tagger_missed_in_a_list_of_names():
    assert ("PERSON", "官莹") in found("团建报名：市场部 官莹、尉迟风、Vivian；技术部 柴文博、阿杰")


@pytest.mark.parametrize("text", ["求助登记 现住：略 孩子：略", "贷款申请 月收入：八千 紧急联系人：略"])
def test_more_form_fields_are_no_speakers(text):
    assert "PERSON" not in kinds(text)
