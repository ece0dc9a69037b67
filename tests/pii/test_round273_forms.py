"""The two-hundred-and-seventy-third round, found on set 274 (a dialysis ward in Zhengzhou) once it was retired to the
test part: a social worker's surname the tagger glued to 社工 before her title (社工党 / 老师), and a daughter coming to
the ward read as a relation and a name (她女儿来病房收拾东西: 来 is a surname too)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_surname_glued_to_shegong_before_a_title():
    assert "党" in names("社工党老师记录：已帮尚国富申请河南省慈善总会的大病救助。")


def test_coming_to_a_place_after_a_relation_is_no_name():
    assert names("宁红霞昨晚走了，她女儿来病房收拾东西，护士们都哭了。") == {"宁红霞"}
    assert "来明轩" in names("她女儿来明轩，今年上初中。")
