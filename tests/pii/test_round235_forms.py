"""The two-hundred-and-thirty-fifth round, found on set 236 (a night guard's log in a Chongqing office tower) once it
was retired to the test part: a lawyer by the surname 向, which the tagger read as the preposition "towards", after
the firm and 的 (律师事务所的向律师加班到现在)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_surname_read_as_a_preposition_after_de():
    assert names("22:40 渝丰律师事务所的向律师加班到现在，登记离开。") == {"向"}
    assert names("我们公司的向经理很好。") == {"向"}


def test_towards_a_lawyer_stays():
    assert not names("我们向律师咨询了一下。")
