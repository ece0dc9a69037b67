"""The seventy-second round, found on set 73 (gig work and small trade) once it was retired to the test
part: a household employer by surname and title, a birth date before 生 and a space, a trade's firm (袜业),
and a full name in brackets after a nickname."""

from __future__ import annotations

from tests.pii.findings import found, kinds


def test_a_household_employer_is_a_person_not_an_organisation():
    contract = "家政服务合同 雇主：柴女士 服务人员：郑桂芳 月薪六千"
    assert ("PERSON", "柴") in found(contract)
    assert "ORGANIZATION" not in kinds(contract)


def test_a_birth_date_before_sheng_and_a_space():
    assert ("DATE_OF_BIRTH", "1978年5月2日") in found("服务人员：郑桂芳，1978年5月2日生 籍贯：安徽")


def test_a_trades_firm_named_by_its_stem():
    assert ("ORGANIZATION", "义乌宏达袜业") in found("这袜子是我们义乌宏达袜业自己工厂出的。")


def test_a_full_name_in_brackets_after_a_nickname():
    assert ("PERSON", "周伦") in found("进货单 客户：阿伦（周伦） 收货地址：义乌市北苑街道春华路18号")
