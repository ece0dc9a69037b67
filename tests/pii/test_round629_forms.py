"""The six-hundred-and-twenty-ninth round. Set 630 (a job seeker's email in Xi'an), retired to the test part, showed
nothing to mend once its label was fixed; two older false alarms seen while testing were mended instead: a firm's
department every firm has (在技术部做开发) is no organisation, the firm before it still is; a stranger called 帅哥 is
no one's name."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_department_alone_is_no_organisation():
    assert found("他在技术部做开发，每天加班。") == set()


def test_the_firm_before_its_department_still_is():
    assert ("ORGANIZATION", "阿里巴巴技术部") in found("她在阿里巴巴技术部做开发。")


def test_a_stranger_called_handsome_is_no_name():
    assert found("帅哥问我要不要加个微信。") == set()
