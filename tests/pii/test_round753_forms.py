"""The seven-hundred-and-fifty-third round, found on set 753 (a Jinhua village tea cooperative's picking log) once it
was retired to the test part: a picker by a mark of the body and a kin title among named pickers (哑巴婶 4.5斤), and the
buyer's shop in brackets after its owner (方老板（婺州茗香茶庄）下午来收)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_an_epithet_with_a_kin_title_is_a_nickname():
    assert names("雷秀珍 6.2斤，钟梅英 7.1斤，哑巴婶 4.5斤") == {"雷秀珍", "钟梅英", "哑巴婶"}
    assert names("瘸子叔来了，说明天帮忙。") == {"瘸子叔"}


def test_the_epithet_alone_is_left():
    assert names("他是个哑巴，从小就不会说话。") == set()


def test_a_shop_in_brackets_after_its_owner():
    assert ("ORGANIZATION", "婺州茗香茶庄") in found("方老板（婺州茗香茶庄）下午来收，按一级芽头算。")


def test_a_customer_naming_the_shop_is_left():
    assert ("ORGANIZATION", "婺州茗香茶庄") not in found("我在婺州茗香茶庄买的茶，味道一般。")
