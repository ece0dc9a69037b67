"""The two-hundred-and-ninety-first round, found on set 292 (a man taken as a boy searching for his family) once it was
retired to the test part: a nickname said to be one, however everyday the word (小名就叫石头), and a family counted,
then its surname (有一家侯姓的). Also a village named alone where someone lives or comes from (住在侯庄村), though
not after 在 alone, where a writer's famous village stands too (柳青在皇甫村住了十四年); so the set's 在侯庄村认亲
is still missed. Left alone: a volunteer's display name, its prefix of a region and a search (豫东寻亲-老侯), where
the tool removes 老侯."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_nickname_said_to_be_one():
    assert "石头" in names("只记得小名叫石头，家门口有条河。")
    assert "石头" in names("小名就叫石头，丢的时候穿着一件红毛衣。")
    assert names("我小名叫宝贝，") == set()


def test_a_family_counted_then_its_surname():
    assert "侯" in names("商丘有一家侯姓的，九一年丢过一个男孩。")


def test_a_village_where_someone_lives():
    assert ("CN_ADDRESS", "侯庄村") in found("他一直住在侯庄村。")
    assert found("柳青写《创业史》的时候在皇甫村住了十四年。") == set()
    assert found("我在中关村上班。") == set()
