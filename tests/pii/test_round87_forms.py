"""The eighty-seventh round, found on set 88 (roads and freight, Uyghur and Kazakh names) once it was retired
to the test part: Uyghur and Kazakh given names wherever they stand, whatever follows (阿布都请我, 我叫买买提江);
a parcel station's recipients before their rooms; a neighbour by the building in running text (5栋-刘哥);
小 and a surname alone in a role's field (查勘员：小马), not a title there (家长：老师)."""

from __future__ import annotations

from tests.pii.findings import names


def test_uyghur_and_kazakh_given_names_are_found_whatever_follows():
    assert names("11月22日 晴 跑完这一趟，阿布都请我吃了烤包子，他说明年想换个大车。") == {"阿布都"}
    assert "买买提江" in names("我叫买买提江，在喀什地区第一人民医院当护工。")
    assert names("明天的天气依明天预报为准。") == set()  # 依明 is no name there


def test_a_parcel_stations_recipients_before_their_rooms():
    found = names("驿站取件 热依拉 3-2-1108 孙先生 5-1-2203 Aliya 2-4-0316")
    assert {"热依拉", "Aliya", "孙"} <= found
    assert names("收货地址 3-2-1108 备用地址 2-1-0501 请尽快取件") == set()


def test_a_neighbour_by_the_building_in_running_text():
    assert "5栋-刘哥" in names("业主李先生反映，他的车位长期被5栋-刘哥的面包车占用。")


def test_xiao_and_a_surname_alone_in_a_role_field():
    assert "小马" in names("车险理赔 出险地点：奎屯市 查勘员：小马")
    assert names("家教聊天 家长：老师，我家这次数学考了六十分。") == set()
