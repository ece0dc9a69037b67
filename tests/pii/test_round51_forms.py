"""The fifty-first round, found on set 52 (Beijing; long threads and diaries) once it was retired to the test
part: a courtyard before a display name, a meeting's minutes, a floor of a building before what happens
there, a floor's author whose handle ends as a role does, an employer after the place it is in, a name the
dictionary knows as a place read as an adverb after a relation, and a name inviting me."""

from __future__ import annotations

from tests.pii.findings import found, kinds, people


def test_a_courtyard_before_a_display_name():
    chat = "9号院-王奶奶：谁家的快递放我门口了 3号院-小孙：是我的，谢谢"
    assert {("PERSON", "9号院-王奶奶"), ("PERSON", "3号院-小孙")} <= found(chat)


def test_a_meetings_minutes_name_the_people_not_the_fields():
    minutes = "会议纪要 参加：组长章明辉、龚悦、我 议题：年会节目"
    assert {name for kind, name in found(minutes) if kind == "PERSON"} == {"章明辉", "龚悦"}


def test_a_floor_of_a_building_before_what_happens_there():
    assert "PERSON" not in kinds("周六下午在三楼举办分享会，欢迎参加。")


def test_a_floors_author_whose_handle_ends_as_a_role_does():
    thread = "1楼 朝阳区打工人：有人一起吗 2楼 望京小土豆：我"
    assert {("PERSON", "朝阳区打工人"), ("PERSON", "望京小土豆")} <= found(thread)


def test_an_employer_after_the_place_it_is_in():
    assert ("ORGANIZATION", "石鼓中心小学") in found("我在丽江市玉龙县石鼓镇的石鼓中心小学支教两年了。")
    assert "ORGANIZATION" not in kinds("我们在万达广场的同一家奶茶店打工。")


def test_a_place_name_read_as_an_adverb_after_a_relation():
    text = "我女朋友宁远下周回老家"
    pairs = [("我", "r"), ("女朋友", "n"), ("宁远", "d"), ("下周", "TIME"), ("回老家", "v")]
    assert people(text, pairs) == ["宁远"]
    assert people("我同事经常加班", [("我", "r"), ("同事", "n"), ("经常", "d"), ("加班", "v")]) == []


def test_a_name_inviting_me_but_not_a_friend():
    text = "1月3日 晴 晓宇约我去看电影"
    pairs = [("1月3日", "TIME"), (" ", "w"), ("晴", "a"), (" ", "w"), ("晓宇", "n"), ("约", "d"), ("我", "r"), ("去", "v"),
             ("看电影", "v")]
    assert people(text, pairs) == ["晓宇"]
    friend = [("周末", "TIME"), ("朋友", "n"), ("约", "v"), ("我", "r"), ("去", "v"), ("爬山", "v")]
    assert people("周末朋友约我去爬山", friend) == []
