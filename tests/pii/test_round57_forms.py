"""The fifty-seventh round, found on set 58 (Hefei, Nanchang, Changsha, Shijiazhuang) once it was retired to
the test part: a party after 男方 / 女方, a name paired with a brand is no character, a numbered sign-up
list, a surname joined to 老人 before a title, a note's signature read as a verb, and a nickname after a
relation doing something again."""

from __future__ import annotations

from heartbench.pii.record_slots import parties_of_a_contract
from heartbench.pii.titles import surname_forms
from tests.pii.findings import found, tagged


def test_a_party_after_nanfang_or_nvfang():
    text = "离婚协议 男方：钱志远，女方：万丽，双方自愿离婚"
    assert [text[s.start:s.end] for s in parties_of_a_contract(text)] == ["钱志远", "万丽"]


def test_a_name_paired_with_a_brand_is_no_character():
    assert ("PERSON", "乐乐") in found("乐乐和小米粒因为玩具吵了一架")


def test_a_numbered_sign_up_list():
    signed = "骑行报名 1.风中追风 2.老邢 3.钟晓燕 4.Mike 集合：体育场北门"
    assert ("PERSON", "风中追风") in found(signed)


def test_a_surname_joined_to_laoren_and_a_notes_signature():
    joined = tagged([("探访", "v"), ("独居", "v"), ("老人康", "n"), ("奶奶", "n"), ("，", "w")])
    assert [(s.start, s.end) for s in surname_forms(joined)] == [(6, 7)]
    signed = tagged([("请", "v"), ("带", "v"), ("衣服", "n"), ("。", "w"), ("付", "v"), ("老师", "n")])
    assert [(s.start, s.end) for s in surname_forms(signed)] == [(5, 6)]


def test_a_nickname_after_a_relation_doing_something_again():
    assert ("PERSON", "饺子") in found("我同事饺子又把外卖点错了。")
    assert not {name for kind, name in found("我妈饺子包得好。") if kind == "PERSON"}
