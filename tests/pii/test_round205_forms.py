"""The two-hundred-and-fifth round, found on set 206 (unpaid wages on a building site in Xi'an) once it was retired to
the test part: a complainant whose role the tagger cut (投诉 / 人 / 党建国), a rural nickname after 把 (额把狗蛋也叫上),
the first name of a wage sheet after its colon (工资表：党建国 8个月 …；杜拴牢 6个月 …), and two false alarms: the
labour inspectors every district has, and the bank a wage card is of."""

from __future__ import annotations

from tests.pii.findings import kinds, names


def test_a_complainant_whose_role_the_tagger_cut():
    assert "党建国" in names("欠薪投诉：投诉人党建国，在雁塔区电子城街道的工地干了八个月。")


def test_a_rural_nickname_after_ba():
    assert "狗蛋" in names("工友群 老党：额们明天一起去。 栓柱：好，额把狗蛋也叫上。")
    assert not names("把石墩搬走再扫地。")


def test_the_first_name_of_a_wage_sheet():
    assert {"党建国", "杜拴牢", "樊小军"} <= names("工资表：党建国 8个月 48000元；杜拴牢 6个月 33000元；樊小军 8个月 46000元。")


def test_labour_inspectors_and_a_wage_cards_bank_are_no_organisations():
    assert "ORGANIZATION" not in kinds("额们明天一起去劳动监察大队，九点在工地门口集合。")
    assert "ORGANIZATION" not in kinds("我的工资卡是长安银行的，钱打这里就行。")
