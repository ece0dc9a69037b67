"""The seven-hundred-and-twenty-sixth round. Set 726 (a Shanghai parents' forum thread about a tutor who vanished
with the fees), retired to the test part, had nothing to mend, so the round took two older misses: a school a child
attends, named before the class or the year there (在小博士幼儿园上中班, 在天津市第二南开学校读初一), whatever the
tagger read its words as; a kind every town has (实验小学) or one named by whose it is (这所中学) stays unlabelled."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_school_attended_named_before_the_class_or_the_year_there():
    assert ("SCHOOL", "小博士幼儿园") in found("我儿子今年五岁，在小博士幼儿园上中班。")
    assert ("SCHOOL", "天津市第二南开学校") in found("我闺女在天津市第二南开学校读初一。")


def test_a_kind_of_school_or_one_named_by_whose_it_is_stays():
    assert not any(kind == "SCHOOL" for kind, _ in found("他在实验小学读三年级。"))
    assert not any(kind == "SCHOOL" for kind, _ in found("孩子在这所中学读初二。"))
