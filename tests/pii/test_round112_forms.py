"""The hundred-and-twelfth round, found on set 113 (children's camps and trips) once it was retired to the test
part: a name that opens with a weekday's numeral, read as one time word (写着"周一鸣"), and a firm named with
机构 where one works (在金陵小状元研学机构做辅导员); a kind of institution alone stays no one's."""

from __future__ import annotations

from heartbench.pii.recognizers import ORGANIZATION
from tests.pii.findings import found, names


def test_a_name_read_as_a_weekday():
    assert names('失物招领：在营地捡到一个蓝色水壶，上面写着"周一鸣"。请家长认领。') == {"周一鸣"}


def test_a_weekday_and_its_time_is_no_one():
    assert names("周一晚上见，我们周日前交作业。") == set()


def test_a_firm_named_with_its_kind_where_one_works():
    assert (ORGANIZATION, "金陵小状元研学机构") in found("暑假在金陵小状元研学机构做辅导员，我叫鹿晓雯。")


def test_a_kind_of_institution_alone_is_no_employer():
    assert not any(kind == ORGANIZATION for kind, _ in found("我在一家培训机构上班，孩子放学去托管机构。"))
