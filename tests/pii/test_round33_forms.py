"""The thirty-third round, found on set 33 once it was retired to the test part: a road the tagger
joined to its district as an organisation, an obituary's names, a department store and a sugar firm
one works at, and a roster's days."""

from __future__ import annotations

from tests.pii.findings import found, kinds


def test_a_road_the_tagger_joined_to_its_district_as_an_organisation():
    text = "您的药放在西乡塘区大学东路100号广西大学西校园15栋楼下了。"
    assert any(kind == "CN_ADDRESS" and value.startswith("西乡塘区大学东路100号") for kind, value in found(text))
    assert ("SCHOOL", "西乡塘区大学") not in found(text)


def test_an_obituarys_names():
    text = "讣告：农家宝老先生于11月18日在家中安详离世，享年91岁。子女农立国、农丽华泣告。"
    entities = found(text)
    assert ("PERSON", "农家宝") in entities and ("PERSON", "农立国") in entities


def test_a_department_store_and_a_sugar_firm_one_works_at():
    assert ("ORGANIZATION", "柳州百货大楼") in found("我在柳州百货大楼工作，部门经理对我很凶。")
    assert ("ORGANIZATION", "南宁糖业") in found("我爸在南宁糖业上了三十年班。")


def test_a_rosters_days_are_no_speakers():
    assert not {text for kind, text in found("志愿者排班 周一：陆晓雯、梁浩然 周二：Cindy、甘文杰") if kind == "PERSON"} & {"周一", "周二"}
    assert "PERSON" not in kinds("值班表 上午：略 下午：略")
