"""The seven-hundred-and-eighty-ninth round. Set 789 (a Xiamen dental clinic's reminders) had nothing to fix on
retiring, so the round took two false alarms of set 375 read whole: Cantonese kinship words speaking in a family's
chat (細妹：…, beside 大家姐：…), which LABELLING leaves as kinship words."""

from __future__ import annotations

from tests.pii.findings import names


def test_cantonese_kinship_words_speaking_name_no_one():
    chat = "大家姐：阿爸今日覆診，邊個得閒？\n細妹：我去啦，但係要搵人幫手推輪椅。\n細佬：我收工過嚟。\n細妹：張表要填阿爸身份證號碼。\n"
    assert names(chat) == set()
