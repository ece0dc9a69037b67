"""The forty-second round, found on set 43 (Sichuan and Chongqing) once it was retired to the test part:
a handle recurring where the tagger found a shorter name inside it, a surname standing apart before a
given name read as a word (also a compound one in two words), a surname read as a verb after 被, a
surname that is a conjunction after 我叫, 大 and a surname after a relation, a surname and a title as
one word, and words of Sichuan (幺妹, 棒棒) and a tree counted that name no one."""

from __future__ import annotations

from heartbench.pii.lexical import PersonRecognizer
from heartbench.pii.titles import surname_forms
from tests.pii.findings import found, kinds, tagged


def test_a_handle_recurring_around_a_shorter_name():
    chat = "视频评论 广西妹子小美：说得太对了 蓝鲸：回复广西妹子小美：同意"
    assert found(chat) == {("PERSON", "广西妹子小美"), ("PERSON", "蓝鲸")}


def test_a_surname_apart_before_a_given_name_read_as_a_word():
    assert ("PERSON", "鲜于佳琪") in found("我同桌鲜于佳琪借了我一本书。")
    text = "丈夫敬海波。"
    tokens = tagged([("丈夫", "n"), ("敬", "v"), ("海波", "n"), ("。", "w")])
    assert [(s.start, s.end) for s in PersonRecognizer().find(text, tokens)] == [(2, 5)]
    assert "PERSON" not in kinds("孩子由奶奶照顾，我们在外地。")
    assert "PERSON" not in kinds("后来我跟我妈和好了。")


def test_a_surname_read_as_a_verb_after_bei():
    assert ("PERSON", "管") in found("上体育课又被管老师批评了。")


def test_a_surname_that_is_a_conjunction_after_wo_jiao():
    assert ("PERSON", "但文静") in found("我叫但文静，今年大二。")
    assert "PERSON" not in kinds("我叫那个人别来了。")


def test_da_and_a_surname_after_a_relation_and_a_surname_with_a_title_in_one_word():
    roommate = tagged([("我", "r"), ("室友", "n"), ("大黄", "n"), ("昨天", "TIME"), ("把", "p")])
    assert [(s.start, s.end) for s in surname_forms(roommate)] == [(3, 5)]
    herb = tagged([("买", "v"), ("了", "u"), ("大黄", "n"), ("泡水", "v")])
    assert list(surname_forms(herb)) == []
    tutor = tagged([("导师", "n"), ("是", "v"), ("皮教授", "n"), ("，", "w")])
    assert [(s.start, s.end) for s in surname_forms(tutor)] == [(3, 4)]


def test_sichuan_words_and_a_tree_counted_name_no_one():
    assert "PERSON" not in kinds("【火锅店员工群】店长：今天谁值班 幺妹：我 店长：好")
    assert "PERSON" not in kinds("他年轻时是个棒棒，在码头挑货。")
    tree = tagged([("门口", "s"), ("有", "v"), ("棵", "q"), ("黄葛树", "PER"), ("。", "w")])
    assert PersonRecognizer().find("门口有棵黄葛树。", tree) == []
