"""The hundred-and-first round, found on set 102 (studying and working abroad, English and pinyin names) once
it was retired to the test part: a form in English (its name fields, its date of birth, its field words as
no speakers), an airline's passenger (LIU/SIYUAN), universities named in English, a street address in English,
and a child by whom a message greets a parent (思远妈妈，)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_form_in_english():
    text = "签证申请表 Surname: LIU Given names: SIYUAN Date of birth: 2004-08-19 Passport No.: EK3829104"
    assert found(text) == {
        ("PERSON", "LIU"), ("PERSON", "SIYUAN"), ("DATE_OF_BIRTH", "2004-08-19"), ("TRAVEL_DOCUMENT", "EK3829104"),
    }


def test_an_airline_passenger():
    assert names("机票订单 乘机人：LIU/SIYUAN 航班：CA937 北京-伦敦") == {"LIU/SIYUAN"}
    assert names("航线 PEK/LHR 往返") == set()  # airports, not a romanised family name


def test_universities_and_a_street_in_english():
    assert ("SCHOOL", "King's College London") in found("我家孩子在King's College London，住的是学校宿舍。")
    assert ("SCHOOL", "Nanjing University") in found("I am a PhD applicant from Nanjing University.")
    assert ("CN_ADDRESS", "Carlton 112 Lygon Street Unit 7") in found("我们住Carlton 112 Lygon Street Unit 7，房东说管不了。")
    assert found("I went to The University yesterday.") == set()


def test_a_child_by_whom_a_message_greets_a_parent():
    assert "思远" in names("留学顾问Cindy：思远妈妈，University of Manchester的offer下来了。")
    assert names("作为新手妈妈，我很累。") == set()
