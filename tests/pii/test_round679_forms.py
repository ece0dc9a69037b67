"""The six-hundred-and-seventy-ninth round, found on set 679 (a Beijing family's chat about a courtyard's demolition)
once it was retired to the test part: a given name the dictionary knows as no everyday word speaking a passage's only
turn of himself (国柱：我不要房…); a district's office for the relocation of homes (西城区房屋征收事务中心). A heading
before a first person (背景：我是…) and a confession post (树洞：我…) are no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_given_name_speaking_of_himself():
    text = "国柱：我不要房，按市价折现就行，有事打我13910624578。"
    assert found(text) == {("PERSON", "国柱"), ("CN_MOBILE", "13910624578")}


def test_a_relocation_office():
    assert found("我问了西城区房屋征收事务中心，可以选安置房。") == {("ORGANIZATION", "西城区房屋征收事务中心")}


def test_headings_before_a_first_person_are_no_one():
    assert found("背景：我是一名大三学生。") == set()
    assert found("树洞：我最近总是失眠。") == set()
