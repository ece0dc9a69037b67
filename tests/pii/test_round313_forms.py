"""The three-hundred-and-thirteenth round, found on set 314 (a child lost at a railway station in the Spring Festival
rush) once it was retired to the test part: a doubled name given after 叫 before a pause (自称叫满满，), however common
the word ("full"). Left alone: the father's nickname in quotes after 爸爸叫 ("大熊"), where a parent's shout stands as
often (妈妈叫"快回家")."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_doubled_name_given_after_jiao():
    assert "满满" in names("一名男孩在检票口哭，自称叫满满，从湖口县来。")
    assert names("杯子装得满满，") == set()
