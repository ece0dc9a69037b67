"""The six-hundred-and-sixty-seventh round, found on set 667 (a Kashgar county forum thread) once it was retired to the
test part: a Uyghur name whose last sounds the tagger read one by one (古丽 / 米 / 热 / ，) is taken whole; and whom to
call after a relation (联系表妹阿依古丽，电话…) is named without the relation."""

from __future__ import annotations

from tests.pii.findings import found


def test_last_sounds_read_one_by_one_end_the_name():
    text = "3楼 楼主：有消息请联系他表妹古丽米热，电话18099825314。"
    assert ("PERSON", "古丽米热") in found(text)
    assert ("PERSON", "古丽") not in found(text)


def test_whom_to_call_is_named_without_the_relation():
    assert found("联系表妹阿依古丽，电话18099825314。") == {("PERSON", "阿依古丽"), ("CN_MOBILE", "18099825314")}
    assert found("联系表妹，电话18099825314。") == {("CN_MOBILE", "18099825314")}
