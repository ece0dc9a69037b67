"""The fiftieth round, found on set 51 (names of China's minorities) once it was retired to the test part:
a father's name after the middle dot, a last character read into 于 before a date, a two-character name
split in two, a name read as a place after 我叫, a herder named by trade, a roster's shifts, generic
mosque and border bodies, and a place one went to."""

from __future__ import annotations

from tests.pii.findings import found, kinds, people


def test_a_fathers_name_after_the_middle_dot():
    text = "患者：古丽娜·艾买提，女"
    apart = [("患者", "n"), ("：", "w"), ("古丽娜", "PER"), ("·", "w"), ("艾买提", "v"), ("，", "w"), ("女", "a")]
    joined = [("患者", "n"), ("：", "w"), ("古丽娜·", "PER"), ("艾买提", "v"), ("，", "w"), ("女", "a")]
    assert people(text, apart) == people(text, joined) == ["古丽娜·艾买提"]


def test_a_last_character_read_into_yu_before_a_date_but_not_a_word_ending_in_yu():
    text = "其妻金顺姬于昨晚离家"
    pairs = [("其", "r"), ("妻", "n"), ("金顺", "PER"), ("姬于", "v"), ("昨晚", "TIME"), ("离家", "v")]
    assert people(text, pairs) == ["金顺姬"]
    text = "张伟由于昨天加班"
    assert people(text, [("张伟", "PER"), ("由于", "c"), ("昨天", "TIME"), ("加班", "v")]) == ["张伟"]


def test_a_two_character_name_split_in_two_after_a_relation():
    text = "我外公平措今年八十岁了"
    pairs = [("我", "r"), ("外公", "n"), ("平", "PER"), ("措", "v"), ("今年", "TIME"), ("八十岁", "m"), ("了", "u")]
    assert people(text, pairs) == ["平措"]


def test_a_name_read_as_a_place_after_wo_jiao_but_not_a_village_so_called():
    assert people("我叫努尔江，在阿勒泰", [("我", "r"), ("叫", "v"), ("努尔江", "LOC"), ("，", "w"), ("在", "p"), ("阿勒泰", "LOC")]) == ["努尔江"]
    assert people("村子叫努尔江，很美", [("村子", "n"), ("叫", "v"), ("努尔江", "LOC"), ("，", "w"), ("很", "d"), ("美", "a")]) == []


def test_a_herder_named_by_trade_before_a_pause():
    text = "我是红墩镇的牧民索朗，今年草料不够"
    pairs = [("我", "r"), ("是", "v"), ("红墩镇", "LOC"), ("的", "u"), ("牧民", "n"), ("索朗", "n"), ("，", "w"), ("今年", "TIME"),
             ("草料", "n"), ("不够", "a")]
    assert people(text, pairs) == ["索朗"]


def test_a_rosters_shifts_name_no_one():
    assert {name for kind, name in found("车间排班 早班：马丽、韩雪 中班：古丽、邵刚 夜班：阿依江") if kind == "PERSON"} \
        >= {"马丽", "韩雪"}
    assert not {"早班", "中班", "夜班"} & {name for _, name in found("车间排班 早班：马丽、韩雪 中班：古丽、邵刚 夜班：阿依江")}


def test_generic_mosque_and_border_bodies_name_no_organisation():
    assert "ORGANIZATION" not in kinds("清真寺管委会通知 本周五主麻后召开管委会，请各位乡老参加。")
    assert "ORGANIZATION" not in kinds("边境派出所记录 报案人称其妻于昨日离家。")


def test_a_place_gone_to_is_no_one_but_a_person_one_waited_for_is():
    trip = [("跟", "p"), ("扎西", "PER"), ("去", "v"), ("了", "u"), ("色林错", "PER"), ("，", "w"), ("看", "v")]
    assert people("跟扎西去了色林错，看", trip) == ["扎西"]
    assert people("终于轮到了李明浩。", [("终于", "d"), ("轮到", "v"), ("了", "u"), ("李明浩", "PER"), ("。", "w")]) == ["李明浩"]
