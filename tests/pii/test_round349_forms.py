"""The three-hundred-and-forty-ninth round, found on set 350 (a long-haul truck driver's diary from Urumqi to Dongguan)
once it was retired to the test part: a numbered warehouse after an industrial park's address (工业区3号仓, 1688号7号库).
Left alone: a given name alone that the tagger ran into the verb before it (换振 / 东 / 开), found neither a passage at
a time nor with the full name elsewhere in the document, since a recurrence is taken only as a word of its own."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_numbered_warehouse_ends_the_address():
    assert ("CN_ADDRESS", "东莞市麻涌镇大步村新沙港工业区3号仓") in found("卸货地址东莞市麻涌镇大步村新沙港工业区3号仓，收货人骆海鹰。")
    assert ("CN_ADDRESS", "双流区九江街道物流大道1688号7号库") in found("仓库地址：双流区九江街道物流大道1688号7号库，别搞错了。")
