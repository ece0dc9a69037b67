"""The hundred-and-thirty-sixth round, found on set 137 (a long diary and letters in Hefei) once it was retired to
the test part: a diary's weather after a weekday alone (周一 晴), and a letter's greeting read as a name
(展信佳)."""

from __future__ import annotations

from tests.pii.findings import names


def test_weather_after_a_weekday_and_a_letters_greeting():
    assert names("周一 晴 早上送朵朵去学校，路上她说同桌程子墨又抢她的橡皮。") == {"朵朵", "程子墨"}
    assert names("亲爱的小雅：展信佳。你去墨尔本已经三个月了。") == {"小雅"}
