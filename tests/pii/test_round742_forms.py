"""The seven-hundred-and-forty-second round, found on set 742 (a Guangxi village wedding's gift ledger) once it was
retired to the test part: a hardware shop named by its town, its owner's surname and 记 (古辣梁记五金), which the
tagger read as a person's name before 五金; a shop so named is its owner's household's, as 阿强水果店 is."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_shop_by_its_town_and_its_owners_surname_and_ji():
    assert found("梁老板（古辣梁记五金）800，另送电饭煲一台") == {("PERSON", "梁"), ("ORGANIZATION", "古辣梁记五金")}


def test_a_shop_by_surname_and_ji_after_a_verb_or_a_place():
    assert ("ORGANIZATION", "陈记烧腊") in found("我去陈记烧腊买了半只鸭。")
    assert ("ORGANIZATION", "梁记五金") in found("楼下梁记五金的老板说明天送货。")


def test_a_word_ending_in_a_surnames_character_opens_no_shop():
    assert found("先去登记面馆的营业执照。") == set()
    assert names("龙记粉馆的米粉最好吃。") == set()
