"""The seven-hundred-and-fifty-fourth round, found on set 754 (a Shijiazhuang driving-test candidate's complaint to
the city's hotline) once it was retired to the test part: a driving school by its full name (…驾驶员培训学校), and a
fellow learner of the same intake by her build and a kin title (同期的胖姐)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_driving_school_by_its_full_name():
    text = "我在石家庄恒通驾驶员培训学校报名学车，教练让每人私下转两百块。"
    assert ("ORGANIZATION", "石家庄恒通驾驶员培训学校") in found(text)


def test_driving_schools_as_a_kind_are_left():
    assert found("驾驶员培训学校的收费标准是多少？") == set()


def test_a_learner_of_the_same_intake_by_her_build():
    assert names("同期的胖姐也转了，她说不敢投诉。") == {"胖姐"}


def test_a_build_and_a_title_after_any_word_is_left():
    assert names("最大的胖姐也转了。") == set()
