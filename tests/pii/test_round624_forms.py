"""The six-hundred-and-twenty-fourth round, found on set 625 (a truck stop mechanic's voice chat in Inner Mongolia) once
it was retired to the test part: a banner's name the tagger cut after its first character (准 / 格尔旗薛家湾镇…), whole
with the address below it; the storeroom (去库里拿配件) no one. Left: an apprentice by a nickname of a number and a
word (徒弟二愣), and a coal mine where a truck loads."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_banner_cut_after_its_first_character():
    assert found("修理厂地址是准格尔旗薛家湾镇109国道东侧28号，下回来直接打电话。") == {
        ("CN_ADDRESS", "准格尔旗薛家湾镇109国道东侧28号")
    }


def test_the_storeroom_is_no_one():
    assert found("我让徒弟去库里拿配件。") == set()
