"""The ninety-sixth round, found on set 97 (papers of a household in Beijing) once it was retired to the test
part: a record signed by a role ending in 员 and a surname (公证员：滕), a sale contract's fields as no speakers,
an amount in capital numerals as no name (伍佰陆拾万元整), and a new-energy plate with its D before the dot."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_record_signed_by_a_role_and_a_surname():
    assert names("申请人声明放弃其父邱广田遗产的继承权。公证员：滕") == {"邱广田", "滕"}


def test_a_sale_contracts_fields_and_amount_are_no_names():
    text = "存量房买卖合同 出卖人：贺丽萍 买受人：施展鹏、蓝晓雯 房屋坐落：海淀区学院路街道石油大院12号楼1门503 成交价：伍佰陆拾万元整"
    assert names(text) == {"贺丽萍", "施展鹏", "蓝晓雯"}


def test_a_new_energy_plate_with_its_letter_before_the_dot():
    assert ("CN_LICENSE_PLATE", "京AD·85619") in found("我：好的，车牌办京AD·85619了吗？")
