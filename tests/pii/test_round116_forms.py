"""The hundred-and-sixteenth round, found on set 117 (winter in the north-east) once it was retired to the test
part: Manchu surnames the tagger reads as words in a list its head says is of people (下岗职工名单：郎宝山、
那文革、富国庆) and after a pawn ticket's field (当户：那文革); a given name of the 1960s (文革); a nickname on a
rota's day (周二：小于); a household by 老 and its surname in a chat's title (【老佟家群】); a wife's given name
read as a verb before when she did something (他媳妇春艳昨天…), 媳妇 now a relation; and 老厨子 (an old cook)
is no one."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_list_of_people_by_its_head():
    text = "原沈阳重型机械厂下岗职工名单：郎宝山、关淑琴、那文革、富国庆，工龄均满二十年。"
    assert names(text) == {"郎宝山", "关淑琴", "那文革", "富国庆"}


def test_a_list_of_things_is_no_list_of_people():
    assert names("采购清单：白菜、土豆、粉条、冻梨，明天去早市。") == set()


def test_a_manchu_surname_after_a_pawn_tickets_field():
    assert names("当票 当户：那文革 证件号码：230103196504182037 当物：金戒指一枚") == {"那文革"}


def test_a_nickname_on_a_rotas_day_and_a_household_in_a_chats_title():
    assert {"老邢", "小于", "付春生"} <= names("扫雪值日表 周一：老邢 周二：小于 周三：邢大娘 周四：付春生")
    assert names("【老佟家群】 大舅：今儿个零下三十度，都别出门了 二丫：知道了舅") == {"佟", "二丫"}


def test_a_wifes_given_name_read_as_a_verb():
    assert names("佟大鹏他媳妇春艳昨天又去跳广场舞了，零下二十度也不耽误。") == {"佟大鹏", "春艳"}


def test_an_old_cook_is_no_one():
    assert names("锅包肉要酸甜口的，老厨子做的最地道。") == set()
