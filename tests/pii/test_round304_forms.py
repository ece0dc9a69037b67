"""The three-hundred-and-fourth round, found on set 305 (a phone's text messages exported as a list) once it was retired
to the test part: an estate named after its subdistrict (石岩街道 / 宏发君域花园东门丰巢柜), and a bank signing a text
message in brackets after its number (95588：【工商银行】…) read as the place that keeps a record, which changed a
passage without personal data. The set leaves a delivery rider's employer unlabelled (我是美团骑手), which
LABELLING.md labels (a label error, left as written; the tool removes it)."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_estate_after_its_subdistrict():
    text = "106575：【丰巢】您的包裹已到石岩街道宏发君域花园东门丰巢柜，取件码58217，请及时取件。"
    assert ("CN_ADDRESS", "石岩街道宏发君域花园") in found(text)
    assert found("他在长安镇小区门口等我。") == set()


def test_a_bank_signing_a_text_message_is_no_record_keeper():
    assert found("95588：【工商银行】您尾号4821卡11月20日14:32快捷支付支出286.00元。") == set()
    assert ("ORGANIZATION", "夕阳红养老院") in found("【夕阳红养老院】访客登记：")
