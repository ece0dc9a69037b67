"""The two-hundred-and-twenty-seventh round, found on set 228 (an old people's home in Jinan) once it was retired to
the test part: a visitor named right after a record's role ending in 人 without a colon, the tagger gluing 人 to the
name (探视 / 人房立新), and a name whose last character the tagger glued to the home after it (牟建 / 军家 / 住)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_visitor_right_after_the_records_role():
    assert "房立新" in names("探视登记：房秀珍（3楼12床），探视人房立新（儿子），电话15806417329。")
    assert "葛春生" in names("陪护人葛春生，男，五十二岁。")


def test_a_role_ending_in_ren_before_a_word_is_no_name():
    assert not names("联系人数量不多，陪护人员都到了。")


def test_a_name_cut_before_its_home():
    assert names("牟建军家住历下区甸柳街道甸柳一居12号楼3单元301，每周来两次。") == {"牟建军"}
    assert names("李明回家了，王芳全家都在。") == {"李明", "王芳"}
