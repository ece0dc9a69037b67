"""The seventy-fourth round, found on set 75 (travel and hospitality, with Naxi, Bai and Dai names) once it
was retired to the test part: the Naxi surname 和 read as "and" before 女士, a hotel with the room someone
stays in, a Mongolian name in brackets, a car's type as a field, a Dai name after 叫, and a university
before its student's major."""

from __future__ import annotations

from tests.pii.findings import found, kinds, names


def test_the_surname_he_read_as_and_before_nvshi():
    assert ("PERSON", "和") in found("民宿预订 入住人：和秀英 备注：和女士晚上到")
    assert "PERSON" not in kinds("欢迎各位男士和女士光临。")


def test_a_hotel_with_the_room_someone_stays_in():
    assert ("ORGANIZATION", "漓江大瀑布饭店") in found("我住在漓江大瀑布饭店1502房，隔壁太吵了。")
    assert "ORGANIZATION" not in kinds("喜帖 敬备喜宴，恭候光临。地址：曲江宾馆二楼宴会厅")


def test_a_mongolian_name_in_brackets_and_a_cars_type():
    contract = "租车合同 承租人：阿布（布和） 车型：大众朗逸"
    people = names(contract)
    assert people == {"阿布", "布和"}


def test_a_dai_name_after_jiao():
    assert ("PERSON", "岩温") in found("我们的向导叫岩温，是傣族。")


def test_a_university_before_its_students_major():
    assert ("SCHOOL", "贵州大学") in found("我在贵州大学旅游管理专业读大二。")
