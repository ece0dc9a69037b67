"""The seven-hundred-and-sixty-fifth round, found on set 765 (a Xiamen wedding photographer's booking form) once it was
retired to the test part: what a studio provides, put first in a clause whose verb then takes no object (礼服可以带三套，
头纱工作室提供。), read as a studio named 头纱."""

from __future__ import annotations

from tests.pii.findings import found


def test_what_a_studio_provides_put_first_names_no_studio():
    assert found("礼服可以带三套，头纱工作室提供。") == set()


def test_a_studio_providing_a_service_is_still_found():
    assert ("ORGANIZATION", "星火工作室") in found("本服务由星火工作室提供。")
