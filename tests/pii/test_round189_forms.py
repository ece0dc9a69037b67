"""The hundred-and-eighty-ninth round, found on set 190 (a community's volunteers in Qingdao) once it was retired to
the test part: a household a grid worker visited, by its surname (走访綦家，); 綦, a family name of Shandong, joins the
surnames."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_household_visited_by_its_surname():
    assert "綦" in names("网格员日志：走访綦家，老人独居，儿子每周回来一次。")
    assert "束" in names("今天去了束家，老人腿疼。")
    assert not names("周末去了王家庄，风景好。")  # a village named after a family
    assert not names("我们去了国家，再说。")  # a word of 家 whose first character is a surname too
