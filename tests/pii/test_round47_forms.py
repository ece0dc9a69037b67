"""The forty-seventh round, found on set 48 (Tianjin, Hebei, Inner Mongolia) once it was retired to the
test part: a road ending in 道 the tagger split after its subdistrict (Tianjin names its roads so), a
pupil joined to the class token, a diary's weather run into a name, a singer heard all evening, a
matchmaker's field and a banner that name no one."""

from __future__ import annotations

from heartbench.pii.lexical import PersonRecognizer
from tests.pii.findings import found, kinds, tagged


def test_a_road_ending_in_dao_split_after_its_subdistrict():
    text = "房租再不交，河西区友谊路街道围堤道118号2门301就租给别人了。"
    assert ("CN_ADDRESS", "河西区友谊路街道围堤道118号2门301") in found(text)


def test_a_pupil_joined_to_the_class_token():
    # the tagger joined 班 and the name on set 48 (四年级 / 二 / 班巴图 / 跑步); its tags are given here
    tokens = tagged([("四年级", "n"), ("二", "m"), ("班巴图", "n"), ("跑步", "v"), ("摔倒", "v")])
    assert [(s.start, s.end) for s in PersonRecognizer().find("四年级二班巴图跑步摔倒", tokens)] == [(5, 7)]


def test_a_diarys_weather_run_into_a_name():
    assert found("9月3日 晴 达瓦说他要回草原放牧了。") == {("PERSON", "达瓦")}


def test_a_singer_heard_all_evening_a_matchmaker_and_a_banner_name_no_one():
    assert "PERSON" not in kinds("听了一晚上腾格尔的歌，越听越想家。")
    assert found("婚介资料 姓名：宁婉婷 年龄：29 红娘：萨老师") == {("PERSON", "宁婉婷"), ("PERSON", "萨")}
    assert "PERSON" not in kinds("他说要回锡林郭勒盟正蓝旗放牧了。")
