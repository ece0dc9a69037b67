"""The hundred-and-fifty-fifth round, found on set 156 (pets and their people) once it was retired to the test part:
an adoption record's field (领养犬：), a pet's name taken up by 它 in a text on its care, and what one calls a dog."""

from __future__ import annotations

from tests.pii.findings import names


def test_an_adoption_records_field_is_no_speaker():
    text = "领养协议 送养人：申晓雯 领养人：卞志远 领养犬：大黄，承诺不转送、不遗弃。"
    assert names(text) == {"申晓雯", "卞志远"}


def test_a_pet_taken_up_by_it():
    assert names("阿蒙：我和小黑晚点到，它今天打完疫苗。") == {"阿蒙"}
    # without an animal's care 它 may be a thing, and the person stays
    assert "小明" in names("我和小明晚点到，它是一本很旧的书。")


def test_what_one_calls_a_dog_is_no_name():
    assert not names("狗狗夏天不要剃光，会晒伤。")
