"""The four-hundredth round, found on set 401 (a teacher's home-visit record in a Guizhou county) once it was retired
to the test part: a town named by an everyday word that the tagger read as an adjective (忠诚镇, "loyal" and 镇) before
its village and group, and a village's party secretary by surname and 支书 (杨支书)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_town_named_by_an_adjective():
    assert found("家庭住址：忠诚镇高扒村四组，和奶奶住。") == {("CN_ADDRESS", "忠诚镇高扒村四组")}
    assert found("他很忠诚镇定地说完了。") == set()


def test_a_party_secretary_by_surname():
    assert found("已和村里的杨支书沟通，申请午餐补助。") == {("PERSON", "杨")}
    assert found("我们村的支书很负责。") == set()
