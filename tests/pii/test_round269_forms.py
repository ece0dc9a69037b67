"""The two-hundred-and-sixty-ninth round, found on set 270 (text read off screenshots by a phone) once it was retired to
the test part: a receipt whose every character the text recognition set apart, with no colon after its fields: who
paid, after 收 到 and before 交 来, and who received, after 收 款 人 at its end."""

from __future__ import annotations

from tests.pii.findings import names


def test_names_in_a_spaced_receipt_without_colons():
    text = "收 据 今 收 到 葛 晓 蕾 交 来 押 金 叁 仟 元 整 收 款 人 房 德 明"
    assert names(text) == {"葛 晓 蕾", "房 德 明"}
    assert names("今 收 到 王 明 交 来 房 租 两 千 元") == {"王 明"}
