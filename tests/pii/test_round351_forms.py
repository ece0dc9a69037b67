"""The three-hundred-and-fifty-first round, found on set 352 (a tenant of a Beijing courtyard house writing about the
landlord) once it was retired to the test part: a courtyard house's room after its number (菊儿胡同41号院东厢房), and a
nickname people call someone by, then the full name after a comma (都叫他三儿爷，大名富德海), even a character's name
(小燕子). Left alone: an estate agency's branch where the lease was signed (我爱我家交道口店), which LABELLING.md lists
as a disagreement between sets."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_courtyard_houses_room():
    assert ("CN_ADDRESS", "东城区交道口街道菊儿胡同41号院东厢房") in found("我现在住东城区交道口街道菊儿胡同41号院东厢房，一个月三千二。")


def test_a_nickname_people_call_someone_then_the_full_name():
    assert found("胡同里都叫他三儿爷，大名富德海，七十多了。") == {("PERSON", "三儿爷"), ("PERSON", "富德海")}
    assert found("大家叫她小燕子，大名叫李秀兰。") == {("PERSON", "小燕子"), ("PERSON", "李秀兰")}
