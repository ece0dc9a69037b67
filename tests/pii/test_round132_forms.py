"""The hundred-and-thirty-second round, found on set 133 (Yunnan's peoples, Dai, Naxi, Bai and Hani names) once it
was retired to the test part: Dai names the tagger read as words in a list of what each tapper brought (岩温
420斤、玉香 386斤), Dai and Naxi surnames the lexicon lacked (刀, 木) before a title, and a gift book's givers
separated by spaces (礼簿：岩罕 200元 玉儿 100元 刀建国 500元). Left: a Hani household named before 家
(白者家)."""

from __future__ import annotations

from tests.pii.findings import names


def test_dai_names_in_a_list_of_what_each_brought():
    text = "胶林割胶登记 岩温 420斤、玉香 386斤、岩罕 402斤、依叫 350斤，记账：刀会计"
    assert names(text) == {"岩温", "玉香", "岩罕", "依叫", "刀"}


def test_a_naxi_surname_before_a_title():
    assert "木" in names("客栈预订 入住人：和丽萍 老板：木老板 电话13988845162")


def test_a_gift_books_givers_separated_by_spaces():
    assert names("礼簿：岩罕 200元 玉儿 100元 刀建国 500元") == {"岩罕", "玉儿", "刀建国"}


def test_a_list_of_goods_with_weights_names_no_one():
    assert names("采购单 白菜 20斤、土豆 35斤、大米 50斤") == set()
