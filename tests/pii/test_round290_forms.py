"""The two-hundred-and-ninetieth round, found on set 291 (a Tieba thread of renters in an urban village of Xi'an) once
it was retired to the test part: a landlord's name of two the tagger cut in two (二房东 / 芦 / 强 / ，), a contract's
parties read from a photo with every character spaced (甲方 芦 强 乙方 宋 雨 桐), and a floor's author by role and
surname with a note in brackets before the colon (律师温（认证）：). Left alone: the village placed by the street and
the side it lies on (鱼化寨街道丈八北路东侧的鱼化寨村), which no rule reads as one address."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_landlords_name_cut_in_two():
    assert "芦强" in names("【避雷】二房东芦强，押金不退，大家小心！")
    assert names("房东毛病多，") == set()
    assert names("交房租：转给房东富姐，") == {"富"}  # 姐 is her title, not her given name


def test_a_contracts_parties_spaced_by_text_recognition():
    found = names("合同拍了，识别出来是这样的：甲方 芦 强 乙方 宋 雨 桐 身份证 61011319980417202X 押金 壹仟伍佰元整")
    assert {"芦 强", "宋 雨 桐"} <= found


def test_a_professional_with_a_note_before_the_colon():
    assert "温" in names("5楼 律师温（认证）：这种情况先发律师函。")
