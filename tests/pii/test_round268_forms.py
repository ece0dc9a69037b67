"""The two-hundred-and-sixty-eighth round, found on set 269 (a retired man's memoir of his family in a Shaanxi village)
once it was retired to the test part: a brother by a given name the tagger read as a time (大哥 / 春生 / 十四岁), with
his age after it."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_given_name_read_as_a_time_before_an_age():
    text = "我们家在礼泉县烟霞镇袁家村，兄妹五个，我是老三。大哥春生十四岁就下地挣工分，二姐秀芝嫁到了邻村。"
    assert names(text) == {"春生", "秀芝"}
    assert not names("我哥明天十四岁生日。")
