"""The seventieth round, found on set 71 (money and law, with given names that are everyday words) once it
was retired to the test part: a loan note's lender, someone a message greets, a contract's party after a
role the tagger cut, a nickname of 大 and a surname, a man by his surname and birth order, and a filling
of a Tianjin pancake."""

from __future__ import annotations

from tests.pii.findings import found, kinds


def test_a_loan_notes_lender_whatever_word_the_name_is():
    assert ("PERSON", "田野") in found("借条 今借到田野现金叁万元整，一年内还清。借款人：龚丽")
    assert "PERSON" not in kinds("借给房东两千元押金。")


def test_someone_a_message_greets():
    assert ("PERSON", "白云") in found("催收短信：白云你好，你的借款已逾期30天，请尽快处理。")
    assert "PERSON" not in kinds("同学你好，请问图书馆怎么走？")


def test_a_contracts_party_after_a_role_the_tagger_cut():
    deed = "房产过户 出卖人周建平将位于梨园镇云景里小区5号楼3单元402的房屋出售给买受人吴江山。"
    assert ("PERSON", "吴江山") in found(deed)


def test_big_and_a_surname_and_a_man_by_birth_order():
    assert ("PERSON", "大刘") in found("转账备注：还大刘的钱")
    assert ("PERSON", "赵老三") in found("他借给同村赵老三五万块，一直没还。")
    assert "PERSON" not in kinds("感谢老幺，感谢大家。")


def test_a_pancakes_filling_is_no_name():
    assert "PERSON" not in kinds("天津的煎饼果子，一定要加果篦儿。")
