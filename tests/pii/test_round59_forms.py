"""The fifty-ninth round, found on set 60 (Chinese as written in Singapore and Malaysia) once it was retired to
the test part: their identity numbers and mobiles, Hokkien and English titles, romanised surnames and
given names of two syllables, a block before a display name, a Singapore block and unit, a Malaysian
estate's numbered road and a Malay street, a street's neighbours' group, and their surrogates."""

from __future__ import annotations

import random

import pytest

from heartbench.pii.checksums import is_valid_mykad, is_valid_singapore_id, singapore_id_check_letter
from heartbench.pii.engine import Anonymizer
from heartbench.pii.surrogates import SurrogateMaker, SurrogateMap
from tests.pii.findings import found, kinds


def test_singapore_check_letter_worked_by_hand():
    # 1×2 + 2×7 + 3×6 + 4×5 + 5×4 + 6×3 + 7×2 = 106 = 11 × 9 + 7; S's table JZIHGFEDCBA, place 7: D
    assert singapore_id_check_letter("S1234567") == "D"
    assert is_valid_singapore_id("S1234567D") and not is_valid_singapore_id("S1234567E")
    assert is_valid_mykad("880521-10-5143") and not is_valid_mykad("881321-10-5143")  # no 13th month


@pytest.mark.parametrize(
    ("text", "entity"),
    [
        ("病人：陈丽华 NRIC：T0412345B 电话：+65 8234 5678", ("CN_ID_CARD", "T0412345B")),
        ("病人：陈丽华 NRIC：T0412345B 电话：+65 8234 5678", ("CN_MOBILE", "+65 8234 5678")),
        ("我的IC是880521-10-5143，有事打019-772 3018。", ("CN_ID_CARD", "880521-10-5143")),
        ("我的IC是880521-10-5143，有事打019-772 3018。", ("CN_MOBILE", "019-772 3018")),
        ("小贩群 阿德：几点收档 Ah Huat：九点 阿德：好", ("PERSON", "Ah Huat")),
        ("邻里群 Blk 207-Mdm Koh：电梯坏了 Blk 209-陈太：又坏了", ("PERSON", "Blk 207-Mdm Koh")),
        ("Jia Hui说她下个月回槟城。", ("PERSON", "Jia Hui")),
        ("我表姐Goh Li Ting在银行做事。", ("PERSON", "Goh Li Ting")),
        ("我住在淡滨尼12街第145座05-331号。", ("CN_ADDRESS", "淡滨尼12街第145座05-331号")),
        ("灵堂设于巴生班达马兰花园8路31号。", ("CN_ADDRESS", "巴生班达马兰花园8路31号")),
        ("房间出租 Jalan Ampang Hilir 26号附近，包水电。", ("CN_ADDRESS", "Jalan Ampang Hilir 26号")),
        ("【勿洛北四道邻里群】Blk 408-李太：停水了 阿明：是啊", ("CN_ADDRESS", "勿洛北四道")),
    ],
)
def test_singapore_and_malaysia_forms(text, entity):
    assert entity in found(text)


def test_a_beijing_landline_is_still_one_and_hong_kong_is_no_one():
    assert ("CN_LANDLINE", "010-6234 5678") in found("办公室电话010-6234 5678")
    assert "PERSON" not in kinds("我在Hong Kong读书。")


def test_their_surrogates_keep_the_form():
    maker = SurrogateMaker(random.Random(5), SurrogateMap())
    nric = maker.id_card("S8234567A")
    assert nric[0] == "S" and is_valid_singapore_id(nric) and nric != "S8234567A"
    mykad = maker.id_card("880521-10-5143")
    assert is_valid_mykad(mykad) and mykad[6] == mykad[9] == "-" and int(mykad[-1]) % 2 == 1
    assert maker.mobile("012-345 6789").startswith("01") and maker.mobile("+65 9123 4567").startswith("+65 9")
    assert maker.person("Mdm Wong").startswith("Mdm ") and maker.person("Ah Seng").startswith("Ah ")
    street, _ = Anonymizer().anonymize("屋子出租 Jalan Bukit Bintang 88号附近", seed=3)
    assert "Jalan " in street and "Bukit Bintang" not in street
