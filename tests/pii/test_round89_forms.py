"""The eighty-ninth round, found on set 90 (long passages in Tianjin and Hebei) once it was retired to the
test part: a note signed by a surname alone after its role (咨询师：甄), a character's name that does something
with the writer is someone's nickname (大雄每天陪我吃午饭), and 冯骥才 with a few more writers is public."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_note_signed_by_a_surname_after_its_role():
    assert names("咨询记录 来访者庞雪，女。布置作业：每天写三件小事。咨询师：甄") == {"庞雪", "甄"}
    assert names("家长：老师什么时候上课？ 老师：来") == set()  # "come", not the surname 来


def test_a_characters_name_doing_something_with_me_is_a_nickname():
    assert names("感谢Leo哥一直带我，感谢小潘、大雄每天陪我吃午饭。") == {"Leo", "小潘", "大雄"}
    assert names("我最喜欢的动画是哆啦A梦，大雄每天都很倒霉。") == set()


def test_writers_are_public():
    assert names("冯骥才写的天津卫的故事，读起来特别有味道。") == set()
    assert names("迟子建的小说写东北的冬天。") == set()
