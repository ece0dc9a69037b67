"""The seven-hundred-and-eighty-sixth round, found on set 786 (a Kunming second-hand trading group's chat) once it was
retired to the test part: read whole, a member's prefix that is a district the dictionary knows as a verb (呈贡-小番茄),
beside members whose prefixes are places it knows (西山-阿木木), is a district too, and the display name is whole."""

from __future__ import annotations

from tests.pii.findings import names

CHAT = (
    "【盘龙区闲置群】\n呈贡-小番茄：出一辆儿童自行车，八成新，150元，自提。\n官渡-Jenny：我要了，我明天下午过来。\n"
    "呈贡-小番茄：好的，到了打电话。\n西山-阿木木：还有一个书包，孩子转学了用不上，送人。\n呈贡-小番茄：可以的。\n"
)


def test_a_district_read_as_a_verb_before_the_dash():
    assert names(CHAT) == {"呈贡-小番茄", "官渡-Jenny", "西山-阿木木"}
