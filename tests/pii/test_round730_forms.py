"""The seven-hundred-and-thirtieth round, found on set 730 (a Taichung cram school's notice to parents in traditional
characters) once it was retired to the test part: a cram school by its name (育英文理補習班, a firm in Taiwan and Hong
Kong, not a kind alone: 在补习班上课), and a LINE or WeChat id named after a pause (加我LINE，ID是peng_math520), which
was read as a handle."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_cram_school_by_its_name():
    assert ("ORGANIZATION", "育英文理補習班") in found("【育英文理補習班家長通知】本週六模擬考改到下午兩點。")
    assert found("孩子在补习班上课，我报了个数学补习班。") == set()


def test_an_apps_id_named_after_a_pause():
    assert ("WECHAT_ID", "peng_math520") in found("有問題請加我LINE，ID是peng_math520，上課時間不回訊息喔。")
    assert ("WECHAT_ID", "amy_chen0815") in found("加我微信，ID：amy_chen0815")
