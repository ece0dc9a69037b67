"""The three-hundred-and-seventy-fourth round, found on set 375 (a Cantonese-speaking family's chat in Hong Kong) once
it was retired to the test part: the firm one's company is, given in brackets (公司（匯豐）年尾好忙), and two false alarms
of Cantonese speech, one of them in a passage without personal data: 張表 ("the form", 張 counting the noun, no surname)
and 俾阿爸 ("to dad", a verb before a relation, tagged one word)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_companys_brand_in_brackets():
    assert ("ORGANIZATION", "匯豐") in found("阿Ken：我請唔到假，公司（匯豐）年尾好忙。")


def test_cantonese_speech_that_names_no_one():
    assert found("天氣凍，記得帶件外套俾阿爸。") == set()
    assert found("張表要填阿爸身份證號碼，我影咗相。") == set()
