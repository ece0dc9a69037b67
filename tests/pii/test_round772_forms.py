"""The seven-hundred-and-seventy-second round. Set 772 (a Changsha renters' forum thread) had nothing to fix on
retiring. Set 213's 于长海 (a surname that reads as a preposition, before a place word: 于 / 长海) is missed a passage
alone, though read whole its first mention as a contract's party finds it; the round takes the form it points to
that no reading finds: a record's role, then the name and the sex (病人于长海，男，67岁), which was found only at a
line's start. No tuned-on text changed."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_name_after_the_records_role_and_before_the_sex():
    assert names("病人于长海，男，67岁，高血压十年。") == {"于长海"}
    assert names("伤者万里，男，40岁，左腿骨折。") == {"万里"}
    assert names("寻人启事 走失者焦德顺，男，81岁，患有老年痴呆。") == {"焦德顺"}


def test_the_role_and_the_sex_alone_name_no_one():
    assert found("患者男，45岁，主诉头痛三天。") == set()
