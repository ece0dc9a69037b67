"""The hundred-and-sixty-third round, found on set 164 (small firms around Wenzhou and Taizhou) once it was retired to
the test part: a surname alone after a role in a display name (厂长-潘：), a name in a roster set off by spaces that
the tagger read as a holiday (尤 / 国庆), and a kind of factory named by one character (鞋厂)."""

from __future__ import annotations

from heartbench.pii.recognizers import ORGANIZATION
from tests.pii.findings import found, names


def test_a_surname_alone_after_a_role():
    assert names("工作群 厂长-潘：明天那批大底要赶出来，夜班的人八点到齐。") == {"潘"}


def test_a_name_in_a_spaced_roster_read_as_a_holiday():
    text = "夜班表 周一 尤国庆 岑美娟 周二 季红兵 阿勇 周三 金小凤 卢师傅"
    assert "尤国庆" in names(text)
    assert not names("放假安排 周一 国庆节 周二 上班")


def test_a_kind_of_factory_is_no_employer():
    text = "我老公在台州吉利汽车上班，我在家附近的鞋厂做计件。"
    assert {value for kind, value in found(text) if kind == ORGANIZATION} == {"台州吉利汽车"}
