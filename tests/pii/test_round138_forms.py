"""The hundred-and-thirty-eighth round, found on set 139 (a county town in Henan) once it was retired to the test
part: a father speaking in a family chat as 俺爹, cut to 俺 as if a child's name before 爹, and Henan's peppery
soup read as a person (胡辣汤). Left: a hospital named in a warning against scams, which the tool removes."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_relation_speaking_with_a_pronoun():
    assert names("【俺家】 娘：小军在深圳咋样了？ 大军：他说厂里活多，过年回来 俺爹：让他别光顾着挣钱") == {"小军", "大军"}


def test_a_soup_is_no_one():
    assert names("胡辣汤要配油条，早上喝一碗管一天。") == set()
