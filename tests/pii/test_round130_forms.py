"""The hundred-and-thirtieth round, found on set 131 (a family's papers in Hebei and Shandong) once it was retired
to the test part: an obituary signed by the mourning son, whose given name the tagger read as a word (孝子张 /
建设 / 泣告). Left: a village's committee as a land contract's party, which the tool removes whole as an
organisation where the set labels the village as an address."""

from __future__ import annotations

from tests.pii.findings import names


def test_an_obituary_signed_by_the_mourning_son():
    text = "讣告：冯秀兰老人于2026年11月20日病逝，享年八十三岁，定于11月23日举行告别仪式。孝子张建设泣告。"
    assert names(text) == {"冯秀兰", "张建设"}
