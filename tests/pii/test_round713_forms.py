"""The seven-hundred-and-thirteenth round, found on set 713 (an Urumqi Uyghur family's chat planning a wedding) once it
was retired to the test part: a firm by its ending whose staff someone invites (我请了新疆天弘物流的同事), which the
tagger read as a place there. A kind of firm names none (电子厂的同事, 钢铁公司的员工)."""

from __future__ import annotations

from tests.pii.findings import found


def test_the_firm_whose_staff_one_invites():
    assert ("ORGANIZATION", "新疆天弘物流") in found("我请了新疆天弘物流的同事，大概二十个人。")


def test_a_kind_of_firm():
    assert found("我请了电子厂的同事，还有钢铁公司的员工。") == set()
