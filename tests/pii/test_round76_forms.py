"""The seventy-sixth round, found on set 77 (shopping and neighbours online, north-eastern speech) once it
was retired to the test part: a merchant's licensed shop, a road named by a verbal noun before its number,
a nickname in a role's field, a given name read as a verb after a north-eastern word for a friend, a pet
named after a comma, and no surname before a nickname led by 阿."""

from __future__ import annotations

from tests.pii.findings import found, kinds


def test_a_merchants_licensed_shop():
    assert ("ORGANIZATION", "长春市宏达家电专营店") in found("退款纠纷 商家：长春市宏达家电专营店 问题：冰箱不制冷")


def test_a_road_named_by_a_verbal_noun_before_its_number():
    text = "骑手把外卖送到了铁西区建设大道128号万达广场C座，我根本不住那儿。"
    assert ("CN_ADDRESS", "铁西区建设大道128号万达广场C座") in found(text)


def test_a_nickname_in_a_roles_field():
    assert ("PERSON", "大壮") in found("退卡申请 会员：郝美玲 教练：大壮 原因：搬家")


def test_a_given_name_read_as_a_verb_after_a_word_for_a_friend():
    assert ("PERSON", "立军") in found("11月12日 阴 大兄弟立军说过年回老家杀年猪。")
    assert "PERSON" not in kinds("由班主任转介。")


def test_a_pet_named_after_a_comma_is_no_person():
    assert "PERSON" not in kinds("寻猫启事：昨晚走失一只狸花猫，名叫豆豆，有线索请联系。")


def test_no_surname_before_a_nickname_led_by_a():
    assert ("PERSON", "阿宁") in found("只送给有爱心的人。铲屎官阿宁，微信私聊")
    assert ("PERSON", "官阿宁") not in found("只送给有爱心的人。铲屎官阿宁，微信私聊")
