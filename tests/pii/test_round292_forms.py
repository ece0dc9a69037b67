"""The two-hundred-and-ninety-second round, found on set 293 (a family from Qingtian running a bazaar shop in Madrid)
once it was retired to the test part: a Spanish street with its postcode before the town, a foreigner's NIE (and a
citizen's DNI), whose surrogate crashed the Singapore check it was taken for, a surname alone before 先生 and one
after Sr., a child by her Spanish name after 女儿, a Spanish school named with its kind first, and the neighbours
upstairs read as a handle (楼上邻居投诉说)."""

from __future__ import annotations

from heartbench.pii.checksums import is_valid_spanish_id
from heartbench.pii.engine import Anonymizer
from tests.pii.findings import found, names


def test_a_spanish_street_with_its_postcode():
    text = "店铺租约：承租人叶建华，店址Calle de Embajadores 45, 28012 Madrid，月租一千八百欧。"
    assert ("CN_ADDRESS", "Calle de Embajadores 45, 28012 Madrid") in found(text)


def test_a_spanish_identity_number_is_found_and_replaced_by_a_valid_one():
    # the check letters worked out by hand: 4821736 mod 23 = 16 → Q; 12345678 mod 23 = 14 → Z
    assert is_valid_spanish_id("X4821736Q") and is_valid_spanish_id("12345678Z") and not is_valid_spanish_id("X4821736L")
    assert ("CN_ID_CARD", "X4821736Q") in found("编号X4821736Q")  # valid: found without a word beside it
    assert ("CN_ID_CARD", "X4821736L") in found("我的NIE号码X4821736L，老婆的还要补。")  # the word says what it is
    for text, original in (("我的NIE号码X4821736L。", "X4821736L"), ("DNI 12345678Z", "12345678Z")):
        surrogate = Anonymizer().anonymize(text, seed=1)[1][original]
        assert surrogate != original and is_valid_spanish_id(surrogate) and surrogate[0].isalpha() == original[0].isalpha()


def test_names_and_titles_of_spain():
    assert "Martínez" in names("续居留要找代办，代办Martínez先生说材料齐了。")
    assert "Lucía" in names("大女儿Lucía在学校读五年级。")
    assert any("Gómez" in name for name in names("落款是3楼B的Sr. Gómez。"))
    assert names("他用Apple手机。") == set()


def test_a_spanish_school():
    assert ("SCHOOL", "Colegio Público San Isidro") in found("大女儿在Colegio Público San Isidro读五年级。")


def test_the_neighbours_upstairs_are_no_handle():
    assert found("楼上邻居投诉说我们半夜搬货太吵。") == set()
