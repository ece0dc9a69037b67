"""The two-hundred-and-eighty-first round, found on set 282 (a woman in Hefei caring for her father after a stroke) once
it was retired to the test part: a therapist's surname the tagger glued to 师 of her trade before her title (治疗 /
师史 / 老师), as round 252 found it after 律 (法律 / 师伍 / 律师)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_surname_glued_to_shi_of_the_trade():
    assert "史" in names("每周一三五上午在安徽省立医院康复科做训练，主管治疗师史老师。")
