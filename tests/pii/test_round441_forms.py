"""The four-hundred-and-forty-first round, found on set 442 (a homestay owner's replies to guest reviews near
Yangshuo) once it was retired to the test part: a guesthouse named by its river bank (遇龙河畔客栈) is an
organisation, as a hotel is; a guesthouse or a homestay of no name stays a kind of lodging."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_guesthouse_by_its_name():
    assert ("ORGANIZATION", "遇龙河畔客栈") in found("我是老板娘，遇龙河畔客栈就在村口，订房可以打电话。")


def test_a_lodging_of_no_name_is_a_kind():
    assert found("我们住的民宿离古城很近，客栈老板人很好。") == set()
    assert found("厦门民宿预订，入住日期12月24日。") == set()
