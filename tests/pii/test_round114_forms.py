"""The hundred-and-fourteenth round, found on set 115 (Xinjiang: Uyghur, Kazakh and Han names) once it was
retired to the test part: names of sounds the tool took for foreign public figures' (艾尼瓦尔, 米娜瓦尔), and
names the tagger cut where a sound is a word too (买 / 买提·艾力, 阿不 / 都 / 热合曼, 祖丽 / 胡玛尔), found
in part. Now a text set in Xinjiang or naming a Uyghur or a Kazakh takes such names as citizens', and a
name found in part is taken whole (`pii/turkic_names.py`). Left: a wedding's hotel removed as a firm."""

from __future__ import annotations

from heartbench.pii.names import non_han_given_names
from heartbench.pii.turkic_names import in_turkic_context
from tests.pii.findings import names


def test_names_of_sounds_in_xinjiang_are_citizens_names():
    assert names("入户走访记录：今天走访了艾尼瓦尔家，他老婆帕提古丽说孩子在喀什大学读书。") == {"艾尼瓦尔", "帕提古丽"}


def test_a_name_and_its_fathers_name_across_the_dot():
    assert names("门诊病历 姓名：买买提·艾力 性别：男 年龄：58岁") == {"买买提·艾力"}
    assert names("个人简历 姓名：叶尔兰·别克 民族：哈萨克族") == {"叶尔兰·别克"}


def test_names_the_tagger_cut_where_a_sound_is_a_word():
    assert names("婚礼请柬：谨定于十月二日为阿不都热合曼与米娜瓦尔举行婚礼，地点：伊宁市。") == {"阿不都热合曼", "米娜瓦尔"}
    text = "棉花地工资表 1.吾买尔江 采摘1260公斤 2.祖丽胡玛尔 采摘980公斤 3.刘秀芝 采摘1105公斤"
    assert names(text) == {"吾买尔江", "祖丽胡玛尔", "刘秀芝"}


def test_what_sets_a_text_in_xinjiang():
    for text, xinjiang in (("我在喀什上学", True), ("同桌阿孜古丽借了我的笔", True), ("邓布利多是霍格沃茨的校长", False)):
        assert in_turkic_context(text, list(non_han_given_names(text))) is xinjiang


def test_a_foreign_character_outside_xinjiang_is_no_one():
    assert names("邓布利多是霍格沃茨的校长，我最喜欢他。") == set()
