"""The four-hundred-and-seventy-seventh round, found on set 478 (a daughter's post about her father's unpaid wages)
once it was retired to the test part: a district's road where one works (在未央区凤城九路的中建八局工地干了一年), as
where one lives is; and a district's labour inspectors the tagger cut before their kind (未央区劳动保障 / 监察 / 大队)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_road_where_one_works():
    assert ("CN_ADDRESS", "未央区凤城九路") in found("我爸在未央区凤城九路的中建八局工地干了一年钢筋工。")
    assert found("周末去朝阳区三里屯路逛街。") == set()


def test_a_districts_inspectors_cut_by_the_tagger():
    assert found("我们去了未央区劳动保障监察大队，工作人员说会去调查。") == {("ORGANIZATION", "未央区劳动保障监察大队")}
