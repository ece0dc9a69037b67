"""The three-hundred-and-thirty-seventh round, found on set 338 (a karaoke club in Changsha, a roster and an incident
report) once it was retired to the test part: a doubled character after a trade in a roster (前台甜甜、), what the staff
call someone, not how often one works (保安天天巡逻); and a university's affiliated hospital as people shorten it (湘雅附二,
中山附一), not attaching one of something (附一张照片). Left alone: a nickname that is a word opening a passage (大熊上去
拉架, found in a document once the roster names it), and a chain's branch by its square (K歌之王五一广场店), an employer
here but as often a public place where something happened."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_doubled_nickname_after_a_trade_in_a_roster():
    assert ("PERSON", "甜甜") in found("今晚排班：前台甜甜、小安，保安大熊。")
    assert found("保安天天巡逻，很辛苦。") == set()


def test_an_affiliated_hospital_shortened():
    assert found("大熊的手被玻璃划了，送到湘雅附二缝了四针。") == {("ORGANIZATION", "湘雅附二")}
    assert found("他在中山附一上班。") == {("ORGANIZATION", "中山附一")}


def test_attaching_one_of_something_is_no_hospital():
    assert found("邮件里附一张照片，合同附一份清单。") == set()
