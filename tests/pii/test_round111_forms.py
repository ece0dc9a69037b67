"""The hundred-and-eleventh round, found on set 112 (services people book in Kunming, Guiyang and Dali) once it
was retired to the test part: a nickname of 老 and a word, alone in a field named by a role (纹身师：老猫), which
the tagger cuts in two; and a kind of parlour where one is served (在盲人按摩馆做肩颈) read as an employer."""

from __future__ import annotations

from heartbench.pii.recognizers import ORGANIZATION
from tests.pii.findings import found, names


def test_a_nickname_alone_in_a_role_field():
    assert names("纹身知情书 本人吴思远自愿在左手臂纹身，已知晓风险。纹身师：老猫") == {"吴思远", "老猫"}
    assert names("车险理赔 查勘员：小马") == {"小马"}


def test_a_teacher_addressed_after_a_role_field_is_no_one():
    assert names("家长：老师，我想给孩子请个假。") == set()


def test_a_kind_of_parlour_where_one_is_served_is_no_employer():
    assert not any(kind == ORGANIZATION for kind, _ in found("投诉：上周在盲人按摩馆做肩颈，技师9号手法太重，我脖子疼了三天。"))
    assert (ORGANIZATION, "金手指足疗店") in found("我在金手指足疗店上班，做了三年了。")
