"""The two-hundred-and-first round, found on set 202 (a Miao village in Guizhou) once it was retired to the test part:
a role, a surname and a title the tagger kept as one word (村医文医生：…)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_role_a_surname_and_a_title_in_one_word():
    assert names("村医文医生：龙成贵血压控制得还可以，药不要断。") == {"文", "龙成贵"}
    assert not names("副主任医师说明天查房。")  # a post and its title: no one's surname between them
