"""The hundred-and-sixtieth round, found on set 161 (old people in Tianjin) once it was retired to the test part: a
lane of Tianjin (…里) after its subdistrict with a building, an entrance and a flat, a university for the old that
every city has, and what fills a Tianjin pancake cut by the tagger (果篦 / 儿)."""

from __future__ import annotations

from heartbench.pii.recognizers import ADDRESS, PERSON, SCHOOL
from tests.pii.findings import found, kinds


def test_a_lane_of_tianjin_after_its_subdistrict():
    text = "老年食堂报名：于秀珍 82岁 独居 住河北区王串场街道春和里7号楼3门201，每天中午一份。"
    assert (ADDRESS, "河北区王串场街道春和里7号楼3门201") in found(text)


def test_a_university_for_the_old_names_no_school():
    assert SCHOOL not in kinds("老年大学书法班：卢宝顺、佟德海、韩淑贞。")


def test_what_fills_a_pancake_is_no_name():
    assert PERSON not in kinds("煎饼果子要加果篦儿才地道。")
