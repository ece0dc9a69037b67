"""The two-hundred-and-seventy-fifth round, found on set 276 (a widower in Tianjin on a dating show's hotline) once it
was retired to the test part: 阿姨 addressed after a colon read as the surname 阿 and a title (打电话：阿姨，…)."""

from __future__ import annotations

from tests.pii.findings import names


def test_ayi_after_a_colon_is_no_surname():
    assert names("女儿窦小雨给红娘打电话：阿姨，我爸是真心的，您多帮帮他。") == {"窦小雨"}
    assert names("项目经理：闻工，明天交图。") == {"闻"}
