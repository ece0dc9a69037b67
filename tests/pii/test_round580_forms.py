"""The five-hundred-and-eightieth round, found on set 581 (a bike-sharing repairman's log in Shenzhen) once it was
retired to the test part: a workmate by a given name heading a clause, going along with the writer (铁柱开三轮跟我一起);
an everyday word or a post doing so (石头, 司机) no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_given_name_going_along_with_the_writer():
    assert ("PERSON", "铁柱") in found("明天去科技园回收乱停的车，铁柱开三轮跟我一起。")
    assert ("PERSON", "大壮") in found("大壮开车和我们一起去。")


def test_a_word_or_a_post_going_along_is_no_one():
    assert found("石头搬过来跟我一起。") == set()
    assert found("司机开车跟我一起去。") == set()
