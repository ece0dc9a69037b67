"""The seven-hundred-and-eighty-fifth round, found on set 785 (a Shanghai neighbourhood committee's pairing list) once
it was retired to the test part: an estate heading the title of a list of its residents (【枫林新村独居老人结对名单】),
where they live, as an estate heading its residents' group chat is."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_estate_in_the_title_of_its_residents_list():
    assert ("CN_ADDRESS", "枫林新村") in found("【枫林新村独居老人结对名单】")
    assert ("CN_ADDRESS", "幸福里小区") in found("【幸福里小区困难户名单】")


def test_a_list_of_a_kind_of_estate_names_none():
    assert found("【新建小区业主登记表】【老人名单】") == set()
