"""The four-hundred-and-nineteenth round, found on set 420 (a post about being pushed out of a tech firm in Shenzhen)
once it was retired to the test part: a district's labour arbitration committee, which the tagger cut into verbs
(南山区 / 劳动 / 人事 / 争议 / 仲裁委员会); the kind alone names none (去劳动仲裁委立案)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_districts_labour_arbitration_committee():
    assert found("下周去南山区劳动人事争议仲裁委员会递材料。") == {("ORGANIZATION", "南山区劳动人事争议仲裁委员会")}
    assert found("去劳动仲裁委立案。") == set()
