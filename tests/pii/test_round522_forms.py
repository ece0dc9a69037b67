"""The five-hundred-and-twenty-second round, found on set 523 (a home visit record in a Zhuang county of Guangxi) once
it was retired to the test part: a hamlet (屯) after its village, under its town and county (那坡县城厢镇弄文村那隆屯),
taken with the run."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_hamlet_after_its_village():
    assert ("CN_ADDRESS", "那坡县城厢镇弄文村那隆屯") in found("家住那坡县城厢镇弄文村那隆屯，父母在外打工。")


def test_the_word_for_hamlet_after_a_village_is_no_part_of_it():
    assert ("CN_ADDRESS", "那坡县城厢镇弄文村") in found("家住那坡县城厢镇弄文村，屯里人都认识他。")
