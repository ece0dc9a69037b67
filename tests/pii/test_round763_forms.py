"""The seven-hundred-and-sixty-third round. Set 763 (a Beijing courtyard's notice about a burst heating pipe) had
nothing to fix once retired, so the round took a miss of set 565 read whole: a peer said to be someone by a nickname
of 大, 老 and a colour (最好的哥们是大老黑，), which the tagger cut into three adjectives."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_peer_said_to_be_a_nickname():
    assert names("那时候最好的哥们是大老黑，下了班俩人蹲在锅炉房门口喝散白。") == {"大老黑"}


def test_a_peer_said_to_be_of_a_kind_is_no_one():
    assert names("室友是大二，邻居是老外，我同事是老乡，我朋友是小学生。") == set()
