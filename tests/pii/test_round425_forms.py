"""The four-hundred-and-twenty-fifth round, found on set 426 (a stray cat rescue group's adoption record in Chengdu)
once it was retired to the test part: a volunteer by a handle made as 一颗 and a thing, as a role's value
(经办志愿者：一颗芒果干) and visiting (一颗芒果干上门); not a quantity in a field, nor a thing eaten."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_handle_of_one_thing_in_a_role_or_visiting():
    assert found("经办志愿者：一颗芒果干") == {("PERSON", "一颗芒果干")}
    assert found("回访时间：12月15日前后，一颗芒果干上门。") == {("PERSON", "一颗芒果干")}


def test_a_quantity_is_no_handle():
    assert found("剂量：一粒胶囊，饭后吃。") == set()
    assert found("我吃了一颗芒果干。") == set()
