"""The four-hundred-and-twenty-ninth round, found on set 430 (an engineer's incident note in a work chat in Hangzhou)
once it was retired to the test part: a romanised name of two words mentioned with @ (@Zhang Hao): the mention took
only its first word, and the rest of the name stayed."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_romanised_name_mentioned_whole():
    assert ("PERSON", "Zhang Hao") in found("@Zhang Hao 凌晨两点订单服务挂了，我先重启了。")
    assert found("@Amy Please check the log.") == {("PERSON", "Amy")}
