"""The four-hundred-and-eightieth round, found on set 481 (a lane house's residents in Shanghai, partly in
Shanghainese) once it was retired to the test part: 阿拉 ("we") after 叫, no name; 弄堂里厢 ("inside the lane"), no
name; a district's relocation office (黄浦区第二征收事务所). Left: the house's address after 阿拉 and a neighbourhood
committee, both cut by the tagger inside their names (阿拉建国 / 中路155弄12号, 建 / 中居委会)."""

from __future__ import annotations

from tests.pii.findings import found


def test_shanghainese_we_and_the_lane():
    assert found("阿拉儿子在澳洲，讲叫阿拉搬到伊那边去，阿拉勿要去。") == set()
    assert found("弄堂里厢的老房子，拆掉了就再也看勿到了。") == set()


def test_a_districts_relocation_office():
    assert ("ORGANIZATION", "黄浦区第二征收事务所") in found("或者打黄浦区第二征收事务所濮科长电话13916725083。")
