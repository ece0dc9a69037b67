"""The two-hundred-and-ninety-fifth round, found on set 296 (a tea cooperative in a Lahu county of Pu'er) once it was
retired to the test part: a picking ledger whose entries are set apart by commas, each a name and what was picked
(扎约 23斤，娜妥 19斤，…), where a Lahu name the tagger read as a verb stood among tagged names; Lahu names lead with
扎 or 娜 as Dai ones with 岩 or 玉. Left alone: the same man alone before 的卡号 in another passage."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_ledger_set_apart_by_commas():
    text = "采茶登记（四月十二日）：扎约 23斤，娜妥 19斤，李扎四 26斤，张娜倮 17斤，鲜叶每斤十二元。"
    assert {"扎约", "娜妥", "李扎四", "张娜倮"} <= names(text)


def test_a_ledger_of_things_names_no_one():
    assert names("苹果 3斤，香蕉 2斤，橘子 5斤，一共五十元。") == set()
