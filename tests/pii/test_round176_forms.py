"""The hundred-and-seventy-sixth round, found on set 177 (Guangzhou in Cantonese) once it was retired to the test
part: a surname glued to the role before it (承租人区 / 嘉敏), a shift's name with a space the tagger kept (晏更 ),
a nephew in Cantonese (侄仔) and the name after it, and a restaurant a banquet is held at (a venue)."""

from __future__ import annotations

from heartbench.pii.recognizers import ORGANIZATION
from tests.pii.findings import kinds, names


def test_a_surname_glued_to_the_role_before_it():
    assert "区嘉敏" in names("租约：出租人梁锦荣，承租人区嘉敏，月租三千五百元。")


def test_a_shift_with_a_space_after_it():
    assert "晏更" not in {value.strip() for value in names("茶楼排更：早更 强哥、丽姐；晏更 阿辉；夜更 陈师奶。")}


def test_a_nephew_and_a_banquets_restaurant():
    text = "我个侄仔家乐下个月结婚，喺广州酒家摆酒，你记得嚟饮。"
    assert names(text) == {"家乐"}
    assert ORGANIZATION not in kinds(text)
