"""The seventy-ninth round, found on set 80 (farm and village) once it was retired to the test part: a
village committee speaking in its group, a villager's display name by surname and place among siblings, a
workplace in a form's 工作地 field, a mother named by her child (石头他娘) in a chat whose other speaker is
the writer (俺：), and a vet's record's fields."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_village_committee_and_a_villager_by_order_in_its_group():
    chat = "【李庄村村民群】 村委会：明天发种子 李三哥：我家谁去都行吧 李学军：收到"
    assert names(chat) == {"李三哥", "李学军"}


def test_a_workplace_in_a_forms_gongzuodi_field():
    form = "返乡人员登记 姓名：韩小虎 返乡前工作地：东莞长安镇鸿达电子 现住：韩寨村"
    assert ("ORGANIZATION", "东莞长安镇鸿达电子") in found(form)


def test_a_mother_named_by_her_child_when_the_writer_speaks_too():
    assert names("狗蛋他娘：今年玉米咋样？ 俺：还中。") == {"狗蛋"}
    assert "HR" not in names("面试聊天 HR：您之前在哪家公司？ 我：在一家游戏公司做测试。")


def test_a_vets_records_fields_are_no_speakers():
    record = "兽医出诊 畜主：葛大爷 地址：葛寨村 病畜：母牛一头 兽医：阿斌"
    assert names(record) == {"葛", "阿斌"}
