"""The two-hundred-and-ninth round, found on set 210 (a Fuzhou family between Changle and New York) once it was retired
to the test part: an English address on a street that is a kind of its own, with its city (88 East Broadway, New
York). Left: someone addressed by a given name with "you" later in the sentence (秀金，教会的郑牧师问你…): reading every
opening word and comma so took 贺老师, 小姐姐 and the v1 release's 明白 as names."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_address_on_broadway_with_its_city():
    text = "寄往纽约的包裹：收件人林秀金，地址88 East Broadway, New York，电话+1 646 382 7715。"
    assert ("CN_ADDRESS", "88 East Broadway, New York") in found(text)
    assert ("CN_ADDRESS", "12 Ocean Parade") in found("新地址是12 Ocean Parade，欢迎来玩。")
