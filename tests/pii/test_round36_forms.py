"""The thirty-sixth round, found on set 36 once it was retired to the test part: a nickname that is
also a brand after someone's role, a pupil named right after the class, a doubled nickname the tagger
reads as an adjective after 孩子, a village whose first character the tagger kept with its town, a
blood centre, a branch named by its city only, a record's field names and a mocking nickname."""

from __future__ import annotations

from tests.pii.findings import found, kinds


def test_a_brand_after_a_role_is_a_nickname():
    assert ("PERSON", "小米") in found("化妆师小米：我六点到酒店。 新娘：好的，辛苦了")
    assert ("PERSON", "小米") in found("我同事小米说她今晚不来了。")
    assert "PERSON" not in kinds("我在小米上班，每天加班到十点。")


def test_a_role_speaking_names_no_one_and_a_trade_before_a_name_is_left_out():
    assert ("PERSON", "新娘") not in found("化妆师小米：我六点到酒店。 新娘：好的，辛苦了")
    assert found("程序员小周：上线了 产品经理：好的") == {("PERSON", "小周")}


def test_a_pupil_right_after_the_class():
    assert ("PERSON", "麦子轩") in found("六年级(2)班麦子轩因病缺课，已通知家长。")
    assert "PERSON" not in kinds("3班师生一起去春游，2班同学在家上网课。")


def test_a_doubled_nickname_read_as_an_adjective_after_a_child():
    assert ("PERSON", "暖暖") in found("我家孩子暖暖在哭，说不想去上学。")
    assert "PERSON" not in kinds("孩子慢慢在变好，医生也这么说。")


def test_a_village_whose_first_character_the_tagger_kept_with_its_town():
    text = "我外公住在赞皇县院头镇东王俄村，种了好多枣树。"
    assert ("CN_ADDRESS", "赞皇县院头镇东王俄村") in found(text)


def test_a_blood_centre_is_an_organisation():
    assert ("ORGANIZATION", "邢台市中心血站") in found("献血者：温文博 献血地点：邢台市中心血站")


def test_a_branch_named_by_its_city_only_names_no_employer():
    assert "ORGANIZATION" not in kinds("老公说他明年要调去唐山分公司，我们可能要分居。")
    assert ("ORGANIZATION", "华为深圳分公司") in found("我在华为深圳分公司上班。")


def test_a_records_field_names_are_no_speakers():
    record = "体检记录 受检者：温文博 血型：A型 检查地点：三楼"
    assert found(record) == {("PERSON", "温文博")}


def test_a_nickname_made_up_to_mock_names_no_one():
    assert "PERSON" not in kinds("他被同学起外号“大头”，一直很自卑。")
    assert ("PERSON", "大头") in found("他外号“大头”，我们一个班。")
