"""The three-hundred-and-fifty-third round, found on set 354 (a home-care agency's visit notes in Chongqing) once it was
retired to the test part: an old woman by her surname and 婆婆 (简婆婆), a friend by 老 and a surname after whom one
drinks tea with (茶友老秦, the tagger reading 茶友 as a person and 老秦 as an adjective), and a word of two doubled pairs
(坡坡坎坎), whose second pair the tagger took for a doubled nickname and which changed a passage without personal
data. Left alone: 向医生说, as likely "said to the doctor" as "Dr Xiang said"."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_old_woman_by_her_surname():
    assert ("PERSON", "简") in found("护理员今天帮简婆婆洗了头，剪了指甲。")
    assert found("我婆婆今天来了。") == set()


def test_a_friend_by_lao_and_a_surname_after_a_pastimes_friend():
    assert found("饶大爷的茶友老秦来坐了一会儿。") == {("PERSON", "饶"), ("PERSON", "老秦")}


def test_two_doubled_pairs_describe():
    assert found("重庆的坡坡坎坎老人家走起来吃力。") == set()


def test_a_name_after_an_endearment_is_no_second_pair():
    assert ("PERSON", "希希") in found("囡囡希希喺寶覺小學讀二年級，放學要姐姐接。")
