"""The forty-fourth round, found on set 45 (Wuhan and Xiamen) once it was retired to the test part: a
hall's field that is no speaker, a surname read as a verb before 姐 in what one owes someone, "don't go"
in the south-west, a name the tagger ran into a pronoun, a list of parents named by their children, a
handle ending in 妈 kept whole, a surname tagged alone before a given name read as a noun, and authors
and landmarks that name no one."""

from __future__ import annotations

from heartbench.pii.lexical import PersonRecognizer
from tests.pii.findings import found, kinds, tagged


def test_a_halls_field_is_no_speaker():
    assert found("追悼会登记 逝者：涂文华 经办人：涂志强 告别厅：三号厅") == {("PERSON", "涂文华"), ("PERSON", "涂志强")}


def test_a_surname_read_as_a_verb_in_what_one_owes():
    assert found("转账备注：还饶姐的钱") == {("PERSON", "饶")}


def test_dont_go_and_a_name_run_into_a_pronoun():
    chat = "【的哥群】老宋：前面堵死了莫走 小张：收到 老宋：小张你今天跑几单了"
    assert found(chat) == {("PERSON", "老宋"), ("PERSON", "小张")}
    run_into = tagged([("小张你", "PER"), ("今天", "TIME"), ("跑", "v"), ("几单", "m"), ("了", "xc")])
    assert [(s.start, s.end) for s in PersonRecognizer().find("小张你今天跑几单了", run_into)] == [(0, 2)]


def test_a_list_of_parents_named_by_their_children():
    assert found("到会家长：付梓轩爸爸、鄢语桐妈妈、查一鸣奶奶") == {("PERSON", "付梓轩"), ("PERSON", "鄢语桐"), ("PERSON", "查一鸣")}


def test_a_handle_ending_in_ma_is_kept_whole():
    assert ("PERSON", "三楼雨萱妈") in found("评论 三楼雨萱妈：说得好 评论 路人甲：同意")


def test_a_surname_tagged_alone_before_a_given_name_read_as_a_noun():
    text = "喻家豪生日红包"
    tokens = tagged([("喻", "PER"), ("家豪", "n"), ("生日", "n"), ("红包", "n")])
    assert [(s.start, s.end) for s in PersonRecognizer().find(text, tokens)] == [(0, 3)]


def test_authors_and_landmarks_name_no_one():
    assert "PERSON" not in kinds("我最近在看池莉的《生活秀》。")
    assert "PERSON" not in kinds("想起崔颢那首诗，心里很静。")
    text = "黄鹤楼上看江景"
    tokens = tagged([("黄鹤", "PER"), ("楼上", "s"), ("看江景", "v")])
    assert PersonRecognizer().find(text, tokens) == []
