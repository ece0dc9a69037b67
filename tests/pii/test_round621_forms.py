"""The six-hundred-and-twenty-first round, found on set 622 (an insurance agent's client visit notes in Nanchang) once
it was retired to the test part: a surname before a title glued to the home it names (下午去饶阿姨家), read apart or as one name;
the home no part of the name (set 552's 潘阿姨家 now 潘).
Left: a boss by surname and 总 where the tagger read the surname 万 as a firm (晚上万总请吃饭)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_surname_before_a_title_glued_to_a_home():
    assert found("下午去饶阿姨家，她想给孙子买教育金。") == {("PERSON", "饶")}
    assert found("我去张阿姨家吃饭。") == {("PERSON", "张")}
