"""The two-hundred-and-fifty-sixth round, found on set 257 (a poetry club of retired teachers in Yangzhou) once it was
retired to the test part: a newsletter's editor after its title (《广陵诗社通讯》 编辑：卞文渊), an elder thanked by
surname and 老先生 the tagger read as a verb (感谢谈老先生题写刊名), a poem signed with a pen name and the real name in
brackets (——瘦西湖渔隐（黄德明）), dawn after 到 read as a name (一夜到天明), and a school where a teacher taught
(任教于扬州中学) as her employer."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_newsletters_editor_after_its_title():
    assert "卞文渊" in names("《广陵诗社通讯》第42期 编辑：卞文渊 本期收录社员作品十九首。")


def test_an_elder_thanked_by_surname_and_laoxiansheng():
    assert "谈" in names("本期收录社员作品十九首，感谢谈老先生题写刊名。")


def test_a_pen_name_signed_with_the_real_name():
    assert names("秋雨打芭蕉，一夜到天明。——瘦西湖渔隐（黄德明）") == {"瘦西湖渔隐", "黄德明"}


def test_a_school_where_one_taught_is_an_employer():
    text = "沉痛悼念：社员钮秀英老师于十一月十日病逝，享年八十一岁，生前任教于扬州中学三十余年。"
    assert ("ORGANIZATION", "扬州中学") in found(text)
