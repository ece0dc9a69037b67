"""The two-hundred-and-fifty-eighth round, found on set 259 (a hotline against domestic violence in Changchun) once it
was retired to the test part: an agency named by whom it serves, 儿童 a word the lexicon lists among relations
(长春市妇女儿童救助站), and a social worker by the Manchu surname 那 and 姐 (由社工那姐接她们过去)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_an_agency_named_by_whom_it_serves():
    text = "已协助联系长春市妇女儿童救助站，明早九点由社工那姐接她们过去。"
    assert ("ORGANIZATION", "长春市妇女儿童救助站") in found(text)


def test_a_social_worker_by_the_surname_na():
    assert "那" in names("已协助联系长春市妇女儿童救助站，明早九点由社工那姐接她们过去。")
    assert not names("社工那边说明天再来。")
