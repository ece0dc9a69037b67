"""A seed is read whole, many lines at once, and a line must read as it does alone. Reading every labelled file of the
test part as one document (`evaluation.as_documents`) found what a passage at a time hides: the tagger read a line's
end differently before a line break and beside the lines packed with it; a field on one line of a form made every
everyday word that spoke on any other line a field too; and a document of many turns took its headings, greetings,
thread floors and labels for speakers (寻物启事：…, 各位同学：…, 2楼：…, 房东回复：…), whose words the repeats rule then
replaced all through the text (借条 in every line after 借条：)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_line_reads_as_it_does_alone():
    line = "有线索请联系其子包立军：13852016698。"
    assert found(line) == found(line + "\n明天降温，注意保暖。") == {("PERSON", "包立军"), ("CN_MOBILE", "13852016698")}


def test_a_field_on_one_line_makes_no_field_of_a_speaker_on_another():
    text = "报名表 电话：13800138000\n小鱼：周六聚餐定在哪？\n阿凯：老地方吧"
    assert {("PERSON", "小鱼"), ("PERSON", "阿凯")} <= found(text)


def test_headings_greetings_floors_and_labels_are_no_speakers():
    text = ("寻物启事：本人遗失黑色钱包一个。\n各位同学：明天放假。\n2楼：我也是这样。\n加我vx：随时联系\n"
            "小鱼：好的\n阿凯：收到")
    assert found(text) == {("PERSON", "小鱼"), ("PERSON", "阿凯")}


def test_a_role_then_what_it_did_names_no_one():
    text = "房东回复：小曾，押金我下周退给你。\n回复 夜空中最亮的猩：我也是一个人在深圳。"
    assert found(text) == {("PERSON", "小曾"), ("PERSON", "夜空中最亮的猩")}


def test_a_verb_that_speaks_once_heads_a_part():
    text = "评估：情绪稳定，睡眠好转。\n小鱼：谢谢老师\n阿凯：明天见"
    assert ("PERSON", "评估") not in found(text)


def test_a_letters_greeting_is_no_parent_named_by_a_child():
    text = "爸爸妈妈：我是阿果，奶奶的腿又疼了。\n小宝天天问爸爸在哪。\n阿凯：收到"
    assert ("PERSON", "爸爸") not in found(text)


def test_a_value_that_ends_a_line_ends_it_in_a_document():
    """Rules that take a value at the text's end (a signature, a poster's handle) take it at a line's end too."""
    text = "求助帖：最近总是失眠，有没有姐妹知道怎么挂号？ 发帖人：夜里不睡的猫\n秋雨打芭蕉，一夜到天明。——瘦西湖渔隐（黄德明）\n下雨了。"
    assert {("PERSON", "夜里不睡的猫"), ("PERSON", "瘦西湖渔隐"), ("PERSON", "黄德明")} <= found(text)
