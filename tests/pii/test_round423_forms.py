"""The four-hundred-and-twenty-third round, found on set 424 (a guesthouse keeper's notes in Lhasa) once it was
retired to the test part: one's own business named after its kind (我们客栈：拉萨雪域阳光客栈): the keeper's
workplace, where a guest's hotel would be a venue."""

from __future__ import annotations

from tests.pii.findings import found


def test_ones_own_business_named():
    assert ("ORGANIZATION", "拉萨雪域阳光客栈") in found("我们客栈：拉萨雪域阳光客栈，欢迎入住。")
    assert found("我们店叫小满咖啡，欢迎来玩。") == {("ORGANIZATION", "小满咖啡")}
    assert found("我们公司：不方便说。") == set()
