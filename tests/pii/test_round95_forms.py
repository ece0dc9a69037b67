"""The ninety-fifth round, found on set 96 (Qinghai, Tibet and western Sichuan, Tibetan and Hui names) once it
was retired to the test part: Tibetan given names wherever they stand, two in one too (央金, 旦增, 次仁卓玛), not
a greeting (扎西德勒); and two kin words read as one name (阿爸阿妈) are no one. Left: 才让 and 尼玛, which are
also "only then let" and a curse, found only where the tagger reads them as names."""

from __future__ import annotations

from tests.pii.findings import names


def test_tibetan_given_names_wherever_they_stand():
    assert names("家属：妻子央金，电话18997031264。") == {"央金"}
    assert {"贡布", "旦增"} <= names("合作社账目 11月：贡布家交牦牛肉两百斤。记账：旦增")
    assert names("知情者请联系求培，电话13897462205。") == {"求培"}
    assert names("申请人：次仁卓玛，女，藏族") == {"次仁卓玛"}


def test_a_tibetan_greeting_and_a_pair_of_kin_words_are_no_names():
    assert names("扎西德勒！欢迎来到拉萨。") == set()
    assert names("阿爸阿妈：我在学校一切都好。") == set()
