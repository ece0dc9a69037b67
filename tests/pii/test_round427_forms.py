"""The four-hundred-and-twenty-seventh round, found on set 428 (a home-tutoring agency's matching note in Nanjing)
once it was retired to the test part: an agency the tagger joined with what it posts into one word
(南京启航家教中心派单): the organisation ends at its ending."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_agency_joined_to_its_notice():
    assert found("【南京启航家教中心派单】") == {("ORGANIZATION", "南京启航家教中心")}
