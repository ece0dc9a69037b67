"""The five-hundred-and-eighty-first round, found on set 582 (a flat owner's complaint about a leak in a Chengdu
estate's group) once it was retired to the test part: the writer posting again in a group (业主群里我又发了一遍) is no
handle; a handle in a group who posted (群里的枫叶小熊发了) still is."""

from __future__ import annotations

from tests.pii.findings import found


def test_the_writer_posting_again_is_no_handle():
    assert found("业主群里我又发了一遍：楼上漏水已经第三天了。") == set()
    assert found("群里他也发了链接。") == set()


def test_a_handle_posting_in_a_group_still_is():
    assert ("PERSON", "枫叶小熊") in found("群里的枫叶小熊发了一张截图。")
