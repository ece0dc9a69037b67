"""The three-hundred-and-twelfth round, found on set 313 (a smart door lock's log and a family's chat about it) once it
was retired to the test part: its false alarms, the field of an app's log read as a chat's speaker (… 用户：婷宝 |
… 用户：…), three times."""

from __future__ import annotations

from tests.pii.findings import names


def test_an_apps_log_field_is_no_speaker():
    text = "开锁记录 07:42 指纹开锁 用户：老爸 | 12:15 临时密码开锁 用户：保洁唐阿姨 | 18:30 人脸开锁 用户：婷宝"
    assert names(text) == {"唐", "婷宝"}
