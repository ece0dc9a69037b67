"""The six-hundred-and-thirtieth round, found on set 631 (a Kunming cycling club's sign-up for a weekend ride) once it
was retired to the test part: an item of a numbered sign-up list with an aside in brackets after it (1. 风之子（领队）),
a handle like the names below it; an item that is an everyday word stays as it was."""

from __future__ import annotations

from tests.pii.findings import found

_SIGN_UP = "周日骑行报名接龙：\n1. 风之子（领队）\n2. 普志强\n3. 耿雪莲\n4. {last}（收队）"


def test_a_numbered_items_handle_before_an_aside():
    assert ("PERSON", "风之子") in found(_SIGN_UP.format(last="尹立伟"))


def test_an_everyday_word_before_an_aside_is_no_one():
    assert ("PERSON", "自行车") not in found(_SIGN_UP.format(last="自行车"))
