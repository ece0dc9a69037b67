"""The ninety-first round, found on set 92 (Shanghai and Ningbo) once it was retired to the test part: a
family's group in Shanghainese (【周家一家门】), kin words of Wu (阿娘) and endearments (小宝) as no chat name,
a relation filling a form's contact field (联系人：母亲), a day's work at a port (在宁波舟山港上了一天班), and
天一阁, a library, no one."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_shanghainese_family_group_and_its_kin_words():
    text = "【周家一家门】 阿娘：侬今朝夜饭回来吃伐？ 周敏：今朝加班，勿回来了。 小宝：阿娘我要吃红烧肉！"
    assert names(text) == {"周", "周敏"}


def test_a_relation_in_a_contact_field_is_no_name():
    assert names("相亲角简历：男，1989年生。联系人：母亲，电话13916204857。") == set()
    assert names("联系人：龚秀兰，电话13916204857。") == {"龚秀兰"}


def test_a_days_work_at_a_port_names_the_employer():
    assert ("ORGANIZATION", "宁波舟山港") in found("11月20日 雨 今天在宁波舟山港上了一天班，集卡排队排到了外面。")


def test_a_library_is_no_one():
    assert names("天一阁是中国现存最早的私家藏书楼。") == set()
