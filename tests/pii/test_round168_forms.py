"""The hundred-and-sixty-eighth round, found on set 169 (Hakka families) once it was retired to the test part: a
genealogy's relations glued to the names (妻温秀英, 次子曾兴旺), three households in a row and the Hakka surname 古,
the Hakka word for a mother (阿姆), and a bank a pension is paid into, as its customers name it."""

from __future__ import annotations

from heartbench.pii.recognizers import ORGANIZATION
from tests.pii.findings import kinds, names


def test_a_genealogys_relations_glued_to_names():
    text = "族谱续修登记：第十八世 曾振华，妻温秀英，长子曾兴荣，次子曾兴旺。"
    assert names(text) == {"曾振华", "温秀英", "曾兴荣", "曾兴旺"}


def test_three_households_in_a_row():
    text = "围龙屋里还住着三户人家：古家、廖家和房家，其他的都搬到城里去了。"
    found_names = names(text)
    assert "古" in found_names  # 古 was no surname before
    assert all(any(value.startswith(surname) for value in found_names) for surname in "古廖房")


def test_a_hakka_mother_and_a_bank_paid_into():
    assert names("阿姆讲，兴荣仔今年过年会带女朋友回来。") == {"兴荣仔"}
    text = "养老金发放名单：曾庆元、巫梅香，每月一百七十元，存入梅县农商银行。"
    assert ORGANIZATION not in kinds(text)
