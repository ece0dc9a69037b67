"""The hundred-and-twentieth round, found on set 121 (Hong Kong and Macau in traditional characters) once it was
retired to the test part: a helper's name of an English given name and a surname (外傭：Maria Santos), a
block's name cut from its 樓 (禾輋邨豐和 / 樓 / 2204室), a Cantonese nickname of a lead and one character
(細佬輝), shifts in Cantonese read as names or speakers (早更, 晏更, 夜更), and an employer after 於 (於澳門銀河
娛樂場任職荷官). Left: a surname before 太 (住戶關太), which the tagger reads as a verb and an adverb."""

from __future__ import annotations

from heartbench.pii.recognizers import ADDRESS, ORGANIZATION
from tests.pii.findings import found, names


def test_a_helpers_name_and_a_blocks_name_cut_from_its_lou():
    text = "僱傭合約 僱主：鄧家豪 外傭：Maria Santos 工作地址：沙田區禾輋邨豐和樓2204室"
    assert names(text) == {"鄧家豪", "Maria Santos"}
    assert (ADDRESS, "沙田區禾輋邨豐和樓2204室") in found(text)


def test_a_cantonese_nickname_and_shifts():
    assert names("茶餐廳更表 早更：亞強、肥仔明 晏更：阿珍 夜更：細佬輝") == {"亞強", "肥仔明", "阿珍", "細佬輝"}


def test_an_employer_after_yu():
    text = "投訴信：本人梁嘉欣，於澳門銀河娛樂場任職荷官三年，上司黃經理多次無理扣薪。"
    assert (ORGANIZATION, "澳門銀河娛樂場") in found(text)


def test_a_date_after_yu_is_no_employer():
    assert not any(kind == ORGANIZATION for kind, _ in found("本人于2019年任职于一家小公司。"))
