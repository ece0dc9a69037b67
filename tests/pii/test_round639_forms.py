"""The six-hundred-and-thirty-ninth round, found on set 640 (a migrant mother's run-on diary in Dongguan) once it was
retired to the test part: an everyday noun heading a sentence, said to come from the writer's village and then spoken
of as 他 or 她 (黑皮是我们村出来的，他在厂里干了八年): a fellow villager's nickname; what the village grows stays
no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_fellow_villager_by_a_nickname():
    assert ("PERSON", "黑皮") in found("黑皮是我们村出来的，他在厂里干了八年。")


def test_what_the_village_grows_is_no_one():
    assert found("大米是我们村出来的，他们都说好吃。") == set()
