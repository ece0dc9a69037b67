"""The three-hundred-and-forty-fourth round, found on set 345 (a Hong Kong estate owners' WhatsApp group in written
Cantonese) once it was retired to the test part: a chat name of a floor, a flat's letter and 室 before the owner's
surname and title, without a dash (12樓B室陳太：…); a flat by its letter and 室 after its floor (廣仁樓13樓B室); a school
attended, said in Cantonese (喺大埔舊墟公立學校讀書); a district's home affairs office (大埔民政事務處)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_chat_name_of_a_flat_and_an_owner():
    assert found("12樓B室陳太：唔緊要，我已經搞掂咗。") == {("PERSON", "12樓B室陳太")}


def test_a_flat_by_letter_and_room_after_its_floor():
    assert ("CN_ADDRESS", "廣仁樓13樓B室") in found("樓上廣仁樓13樓B室嗰戶成日唔喺度。")


def test_a_school_attended_said_in_cantonese():
    assert ("SCHOOL", "大埔舊墟公立學校") in found("另外我個孫喺大埔舊墟公立學校讀書，放學成日喺大堂玩。")


def test_a_districts_home_affairs_office():
    assert found("我已經寫信畀大埔民政事務處，睇下佢哋點講。") == {("ORGANIZATION", "大埔民政事務處")}
