"""The six-hundred-and-seventy-eighth round: set 678 (a Harbin voice message about a scam call) retired to the test part
with nothing to mend, so an older one was mended: a verb of hauling, trading or herding and an animal the tagger read as
a person (拉羊的车是…, set 380) is what one does, no one's name."""

from __future__ import annotations

from tests.pii.findings import found


def test_hauling_sheep_is_no_one():
    assert found("拉羊的车是蒙H·3K729，司机老闫。") == {("CN_LICENSE_PLATE", "蒙H·3K729"), ("PERSON", "老闫")}
    assert found("放羊的老汉说要下雪了。") == set()
