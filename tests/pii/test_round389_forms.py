"""The three-hundred-and-eighty-ninth round, found on set 390 (a Chinese student in London writing home) once it was
retired to the test part: a British postcode after the town (…Gower Street, London WC1E 6BT; its first letters were
read as an American state's), and a university by its letters where she studies (在UCL读教育学硕士); with it the
short names of Chinese universities (北大, 浙大, 复旦) where someone studies or studied there, which no rule found."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_british_postcode():
    text = "我住在Flat 4, 22 Gower Street, London WC1E 6BT，房东说下个月要涨租。"
    assert ("CN_ADDRESS", "Flat 4, 22 Gower Street, London WC1E 6BT") in found(text)
    assert ("CN_ADDRESS", "1200 Congress Avenue, Austin, TX 78701") in found("地址是1200 Congress Avenue, Austin, TX 78701")


def test_a_university_by_its_short_name_where_someone_studies():
    assert ("SCHOOL", "UCL") in found("我在UCL读教育学硕士，压力特别大。")
    assert ("SCHOOL", "北大") in found("他是北大毕业的。")
    assert ("SCHOOL", "浙大") in found("她在浙大读大三。")


def test_short_names_that_are_words_elsewhere():
    assert found("他是人大代表。") == set()
    assert found("我在APP上学习英语。") == set()
    assert found("在重大会议上发言。") == set()
