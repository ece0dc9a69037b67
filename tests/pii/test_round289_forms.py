"""The two-hundred-and-eighty-ninth round, found on set 290 (a granddaughter's diary of her grandmother's dementia in
Shenyang) once it was retired to the test part: a handle of words, an underscore and a number, after 我是
(雪落无声_1989), and a neighbour by her surname before 婆子 (老韩婆子), where the tagger took 韩婆子 as a name: the
surname alone, as before any title. The set labels 老韩 there, which LABELLING.md's rule would not (left as written,
so it still counts as a miss)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_handle_with_an_underscore_and_a_number():
    assert ("PERSON", "雪落无声_1989") in found("我是雪落无声_1989，在沈阳，有没有知道靠谱的日间照料中心的，私信我。")
    assert found("文件名是报告_2023.docx，发你邮箱了。") == set()


def test_a_surname_before_pozi_is_the_value():
    assert "韩" in names("我和楼下老韩婆子满小区找。")
    assert names("我家老婆子不让我喝酒。") == set()
