"""The four-hundred-and-seventy-sixth round, found on set 477 (a pet owner's post about a cat's surgery) once it was
retired to the test part: a cat named right after its kind (两只猫小橘和煤球) is a pet wherever its name stands after
(小橘上周突然尿血), not only there; a person named beside it stays one."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_pet_named_after_its_kind_and_again():
    assert found("我家两只猫小橘和煤球，小橘上周突然尿血。") == set()


def test_its_owner_beside_it():
    assert ("PERSON", "褚欣怡") in found("我家猫小橘病了，同意书上签的是我名字褚欣怡，小橘要住院。")
