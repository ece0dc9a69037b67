"""The eightieth round, found on set 81 (media and creative work) once it was retired to the test part: an
employer in brackets before the post held there, a quarter's name before its number, a school someone
teaches at named in twelve characters (an employer), an author's handle ended by a comma, a pen name that
holds a poet's, a live stream's gift ranking, and a show's crew and a booking's fields."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_an_employer_in_brackets_before_the_post():
    text = "本期嘉宾：Vivian Zhou（杭州网易雷火游戏策划）、林深（独立音乐人）"
    assert ("ORGANIZATION", "杭州网易雷火") in found(text)
    assert "ORGANIZATION" not in {kind for kind, _ in found("嘉宾：林深（资深产品经理）")}


def test_a_quarters_name_before_its_number():
    assert ("CN_ADDRESS", "拱墅区小河街道大兜路历史街区18号") in found("拍摄地点：拱墅区小河街道大兜路历史街区18号 导演：梅川")


def test_a_school_someone_teaches_at_is_their_employer():
    text = "我在苏州工业园区星洲实验中学教了八年数学。"
    assert ("ORGANIZATION", "苏州工业园区星洲实验中学") in found(text)


def test_an_authors_handle_and_a_pen_name():
    assert "半亩池塘" in names("本文作者：半亩池塘，公众号主理人")
    assert "北岛以北" in names("我笔名叫北岛以北，真名许晓北。")
    assert "雅房一間" not in names("【出租】永和區中正路386巷12弄5號3樓 雅房一間，月租8500")


def test_a_live_streams_gift_ranking():
    ranking = "礼物榜 1.冬天的第一杯热可可 嘉年华×3 2.老王爱钓鱼 火箭×1 3.Coco_2001 小心心×99"
    assert names(ranking) >= {"冬天的第一杯热可可", "老王爱钓鱼", "Coco_2001"}


def test_a_shows_crew_and_a_bookings_fields_are_no_speakers():
    sheet = "本期播客嘉宾：林深 主播：阿凡 后期：小钟 套餐：情侣写真 主页：见简介"
    assert names(sheet) == {"林深", "阿凡", "小钟"}
