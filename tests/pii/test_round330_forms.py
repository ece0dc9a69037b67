"""The three-hundred-and-thirtieth round, found on set 331 (a wedding planner's chat with a couple in Xiamen) once it
was retired to the test part: a bank card written with its issuer's six digits apart, then fours (622848 0219 4417
3569), which was read as a landline from its second group; and a chat name of a child's parent with her own name
after a dash (雅婷妈妈-陈丽芬), whole as other display names with a prefix."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_card_with_its_issuer_number_apart():
    text = "定金五千打到这张卡就行，622848 0219 4417 3569，农行。"
    assert found(text) == {("BANK_CARD", "622848 0219 4417 3569")}


def test_a_parents_chat_name_with_her_own_name():
    assert ("PERSON", "雅婷妈妈-陈丽芬") in found("雅婷妈妈-陈丽芬：码头有人接吗？")


def test_a_parent_speaking_by_the_childs_name_keeps_only_the_childs():
    assert found("浩浩妈妈：收到") == {("PERSON", "浩浩")}
