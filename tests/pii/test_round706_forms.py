"""The seven-hundred-and-sixth round, found on set 706 (a Qinghai township's note on a herder family) once it was retired
to the test part: Tibetan given names as Amdo writes them (多杰 for Lhasa's 多吉, 索南 for 索朗), alone or two in one
(多杰才让, 索南扎西). Words that sound like them stay words (拉毛围巾, 当周, 措手不及)."""

from __future__ import annotations

from tests.pii.findings import found


def test_amdo_names_two_in_one():
    assert ("PERSON", "多杰才让") in found("申请人多杰才让，玛沁县牧民，家中五口人。")
    assert ("PERSON", "索南扎西") in found("其子索南扎西在州里的寄宿制中学读初二。")


def test_an_amdo_name_before_a_second_half():
    assert ("PERSON", "多杰尼玛") in found("代表多杰尼玛发言。")
    assert ("PERSON", "桑杰才让") in found("桑杰才让是我们村的医生。")


def test_words_that_sound_like_them():
    assert found("她织了一条拉毛围巾，当周就卖掉了，我才措手不及。") == set()
