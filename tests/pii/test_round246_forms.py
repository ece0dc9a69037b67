"""The two-hundred-and-forty-sixth round, found on set 247 (calls to an emergency line in Hefei, turned into text) once
it was retired to the test part: a flat number right after a tower (百利中心北塔2603), a name whose last character the
tagger cut off after 叫 before an age (他叫全德 / 厚 / 七十九了), a chain's branch one manages (我是老乡鸡长江东路店
的店长), and a surname after a role and 姓 with no pause after it (店长姓邢监控拍到…)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_flat_after_a_tower():
    text = "我叫邰春燕住在蜀山区笔架山街道潜山路888号百利中心北塔2603你们快来"
    assert ("CN_ADDRESS", "蜀山区笔架山街道潜山路888号百利中心北塔2603") in found(text)


def test_a_name_cut_after_jiao_before_an_age():
    assert "全德厚" in names("我爸摔倒了起不来了他叫全德厚七十九了我们在包河区芜湖路街道望湖小区6栋楼下")


def test_a_branch_one_manages():
    text = "店里被偷了我是老乡鸡长江东路店的店长姓邢监控拍到了一个穿黑衣服的男的"
    assert ("ORGANIZATION", "老乡鸡长江东路店") in found(text)
    assert "邢" in names(text)  # 店长姓邢 / 监控…: a surname after a role and 姓, no pause after it
    assert not {kind for kind, _ in found("我是这家店的店长。")} & {"ORGANIZATION"}
