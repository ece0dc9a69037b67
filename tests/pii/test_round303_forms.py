"""The three-hundred-and-third round, found on set 304 (Lao workers at a banana plantation near the border in Mengla)
once it was retired to the test part: a name in letters in brackets after the same name in characters
(宋赛（Somsay Phommavong）), a record opening with someone and their sex (本米，女，…), and a Lao mobile after
号码 (+856 20 5538 7214; Cambodia's and Myanmar's, and those of Spain, Italy, France and Germany, with it). Left
alone: an interpreter's Dai name glued to his trade and cut by the tagger (翻译岩 / 应是), and a Lao village in
letters (Ban Namdee)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_name_in_letters_in_brackets():
    assert "Somsay Phommavong" in names("外籍务工人员登记：宋赛（Somsay Phommavong），老挝护照P2847163。")
    assert names("北京大学（Peking University）的校园很大。") == set()


def test_a_record_opening_with_a_name_and_a_sex():
    assert "本米" in names("本米，女，边民证LA0372915，跟丈夫一起来的。")
    assert names("患者，男，45岁，主诉头痛。") == set()


def test_a_lao_mobile():
    assert ("CN_MOBILE", "+856 20 5538 7214") in found("有事打他老挝的号码+856 20 5538 7214，或者国内的。")
