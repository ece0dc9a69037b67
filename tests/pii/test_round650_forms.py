"""The six-hundred-and-fiftieth round. Set 650 (a Weibo post about a wedding photographer), retired to the test part,
showed nothing to mend; older misses were mended instead: a relative or an apprentice by a birth order and a
nickname's character, which the tagger cut (徒弟二 / 愣今天没来), and one by order and a name's character before a time
(侄子二柱今天没来); a child by birth order alone (女儿二宝) and a wife grown fat (老婆大胖了) stay no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_apprentice_by_birth_order_and_a_nickname():
    assert found("徒弟二愣今天没来。") == {("PERSON", "二愣")}


def test_a_nephew_by_birth_order_before_a_time():
    assert found("侄子二柱今天没来。") == {("PERSON", "二柱")}


def test_birth_order_alone_or_a_state_is_no_one():
    assert found("女儿二宝今天没来。") == set()
    assert found("老婆大胖了。") == set()
