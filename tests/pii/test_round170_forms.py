"""The hundred-and-seventieth round, found on set 171 (text read off screenshots) once it was retired to the test
part: a transfer's payee field (收款方), a name masked already (*晓东) beside the full one, an identity card's birth
date set off by spaces (出生 1968 年 4 月 17 日), and a mall's name after a house number (189号之心城12楼)."""

from __future__ import annotations

from heartbench.pii.recognizers import ADDRESS, BIRTH_DATE, PERSON
from tests.pii.findings import found


def test_a_transfers_payee_masked_and_in_full():
    text = "转账记录 收款方：*晓东（卢晓东） 金额：¥3,500.00"
    assert {value for kind, value in found(text) if kind == PERSON} == {"卢晓东"}


def test_an_identity_cards_birth_date_set_off_by_spaces():
    text = "身份证 姓名 阚建国 性别 男 民族 汉 出生 1968 年 4 月 17 日 住址 安徽省宿州市埇桥区道东街道淮海北路88号"
    assert (BIRTH_DATE, "1968 年 4 月 17 日") in found(text)


def test_a_malls_name_after_a_house_number():
    text = "快递单 收：喻女士 137-0551-9264 合肥市蜀山区三里庵街道长江西路189号之心城12楼"
    assert (ADDRESS, "合肥市蜀山区三里庵街道长江西路189号之心城12楼") in found(text)
