"""The five-hundred-and-eighty-sixth round, found on set 587 (a volunteer teacher's blog post from a village school in
Guizhou) once it was retired to the test part: a boy's given name after its lead heading a clause (岩宝数学很好), a
girl said to go by a nickname without quotes (外号叫小辣椒的女孩); rock (岩石) and a nickname given to mock (起外号叫胖猪)
no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_led_given_name_heading_a_clause():
    assert found("岩宝数学很好，就是不爱说话。") == {("PERSON", "岩宝")}
    assert found("岩石很硬。") == set()


def test_a_nickname_said_without_quotes():
    assert found("还有个外号叫小辣椒的女孩，嗓门最大。") == {("PERSON", "小辣椒")}
    assert found("他被同学起外号叫胖猪的那段时间很难熬。") == set()
