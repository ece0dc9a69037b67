"""The hundred-and-thirteenth round, found on set 114 (cars and driving in Chongqing and Chengdu) once it was
retired to the test part: a chat's speaker by surname and title whose surname the tagger read as a verb (牟 /
教练：…), and the fields of a car's papers and a ride's order read as a chat's speakers (卖方, 车辆号牌,
被保险车辆, 起点, 终点)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_speaker_by_surname_and_title_read_as_a_verb():
    text = "【科目二练车群】 牟教练：明天早上六点半到场地，迟到的排最后。 小冉：收到教练！ 学员-何思琪：可以下午来吗？"
    assert names(text) == {"牟", "小冉", "何思琪"}


def test_the_fields_of_a_car_sale_name_no_one():
    assert names("二手车买卖合同 卖方：邓春花 买方：代林峰 车辆号牌：川A·6MN59 成交价：伍万贰仟元整") == {"邓春花", "代林峰"}


def test_the_fields_of_an_insurance_claim_and_a_ride_name_no_one():
    assert names("车险理赔 报案人：向永福 联系电话：13709461258 被保险车辆：渝A3K827 查勘员：蒲工") == {"向永福", "蒲"}
    assert names("代驾订单 乘客：彭女士 尾号2716 起点：解放碑 终点：渝中区大坪街道长江二路174号 司机：熊德兵") == {"彭", "熊德兵"}
