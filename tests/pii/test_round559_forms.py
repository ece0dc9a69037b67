"""The five-hundred-and-fifty-ninth round, found on set 560 (a farmer's live stream selling walnuts) once it was
retired to the test part: a viewer's handle of what she likes and what she is, speaking alone with an emoji before
the colon (爱吃坚果的喵😋：…), where the tagger read only 喵 and the emoji; what one wants to say (想说的话：) is no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_handle_of_what_one_likes():
    assert ("PERSON", "爱吃坚果的喵") in found("爱吃坚果的喵😋：主播我要两箱，包邮吗？")


def test_what_one_wants_to_say():
    assert found("想说的话：谢谢大家这一年的陪伴。") == set()
