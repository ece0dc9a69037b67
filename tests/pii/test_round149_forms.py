"""The hundred-and-forty-ninth round, found on set 150 (Hainan, Han and Li names) once it was retired to the test
part: where someone is from, said right after their name (潭门的), taken by the tagger for a second name."""

from __future__ import annotations

from heartbench.pii.recognizers import PERSON
from tests.pii.findings import found


def test_where_someone_is_from_after_their_name_is_no_name():
    text = "我叫陈亚龙，潭门的，跟卢家兴的船出海，一趟要二十多天。"
    people = {value for kind, value in found(text) if kind == PERSON}
    assert people == {"陈亚龙", "卢家兴"}
