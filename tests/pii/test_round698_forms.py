"""The six-hundred-and-ninety-eighth round, found on set 698 (a Wenzhou shoemaker's chat with his uncle in Prato) once
it was retired to the test part, a passage at a time: 阿 and a character given names use speaking a passage's only turn
(阿国：表叔，我下个月到…), which the tagger read as a place. A kin word or a title so formed stays no one (阿姨：…, 阿婆：…)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_familiar_name_speaking_one_turn():
    assert "阿国" in names("阿国：表叔，我下个月到普拉托，你家地址是Via Pistoiese 215, 59100 Prato对吧？")
    assert "阿国" in names("阿国：林老板的鞋厂还招人吗？我在瑞安做了八年鞋面。")


def test_kin_and_titles_speaking_stay_no_one():
    assert names("阿姨：我明天来。") == set()
    assert names("阿婆：你吃饭了吗？") == set()
