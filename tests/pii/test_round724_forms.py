"""The seven-hundred-and-twenty-fourth round. Set 724 (a Dongguan factory's dormitory check-in register), retired
to the test part, had nothing to mend, so the round took the false alarms found only when a text is read whole: in
a text of many turns, a label spoken once, alone on its line with no turn on the lines beside it, was taken as a
speaker (交房租：, 网曝：). Such a turn is now judged as one turn alone would be, by a display name's form; the
writer's own turn and a chat's title on its line count as turns there."""

from __future__ import annotations

from tests.pii.findings import names

_CHAT = "阿凯：周六聚餐定在哪？\n小鱼：老地方吧\n群里定好了，周六见。\n"


def test_a_heading_alone_on_its_line_in_a_long_text_is_no_speaker():
    assert names(_CHAT + "交房租：每月五号前转给房东，别忘了。") == {"阿凯", "小鱼"}
    assert names(_CHAT + "网曝：某小区电梯又坏了，物业还没来修。") == {"阿凯", "小鱼"}


def test_a_display_name_alone_on_its_line_is_still_a_speaker():
    text = _CHAT + "3栋-刘姐：我家门口的快递是谁的？"
    assert names(text) == {"阿凯", "小鱼", "3栋-刘姐"}


def test_a_chats_title_or_the_writers_turn_on_the_line_counts_as_a_turn():
    assert "樱桃小丸子" in names(_CHAT + "【献血互助群】 樱桃小丸子：急需O型血，联系屈医生。")
    assert "石头" in names(_CHAT + "石头他娘：今年麦子收成咋样？ 俺：还中。")
