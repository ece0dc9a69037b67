"""The eighty-eighth round, found on set 89 (weddings, births and funerals in Wenzhou, Taizhou and Lishui)
once it was retired to the test part: a name cut before a formal title is whole (潘德 / 厚 / 先生), the
heading of a guest list is no speaker (男方亲友：), and two characters opening an idiom are no name
(红白喜事)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_name_cut_before_a_formal_title_is_whole():
    assert names("讣告 潘德厚先生因病医治无效，于2026年11月22日逝世，享年86岁。") == {"潘德厚"}


def test_the_heading_of_a_guest_list_is_no_speaker():
    found = names("婚礼来宾名单 男方亲友：周大伟、周丽 女方亲友：胡美玲、阿珍姐 伴郎：小叶")
    assert found == {"周大伟", "周丽", "胡美玲", "阿珍", "小叶"}


def test_two_characters_opening_an_idiom_are_no_name():
    assert names("中国人讲究红白喜事，都要请亲戚吃饭。") == set()
    assert names("我叫乔欢，你呢 我：沐阳") == {"乔欢", "沐阳"}  # a name ending the text opens nothing
