"""The six-hundred-and-thirty-third round, found on set 634 (a hotpot restaurant's staff group in Chongqing) once it
was retired to the test part: a cartoon character's name as a nickname of someone present, spoken to in a turn
(包经理：胖虎你的钥匙交了没？) or after a relation (室友胖虎今天没回来); the character talked about stays no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_characters_name_spoken_to_in_a_turn():
    assert ("PERSON", "胖虎") in found("包经理：胖虎你的宿舍钥匙交了没？")


def test_a_characters_name_after_a_relation():
    assert found("室友胖虎今天没回来。") == {("PERSON", "胖虎")}


def test_the_character_talked_about_is_no_one():
    assert found("我弟弟天天看哆啦A梦，最喜欢胖虎。") == set()
    assert found("我：你喜欢大雄吗？") == set()
