"""The two-hundred-and-twelfth round, found on set 213 (retirees wintering in Sanya) once it was retired to the test
part: a lease's party whose surname is a preposition too and whose given name is a county (承租人于 / 长海，). Left: the
same man opening the next passage (于长海血压高): 于 before a place, with nothing saying it is a name."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_partys_surname_that_is_a_preposition_too():
    assert "于长海" in names("租房合同：出租人符永强，承租人于长海，租期五个月。")
    assert not names("会议定于明天下午召开。")
