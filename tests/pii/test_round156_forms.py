"""The hundred-and-fifty-sixth round, found on set 157 (wages owed on building sites) once it was retired to the test
part: the lender of an IOU with what the money was before the sum (借到房志强工资款人民币…)."""

from __future__ import annotations

from heartbench.pii.recognizers import PERSON
from tests.pii.findings import found


def test_the_lender_before_what_the_money_was():
    text = "借条 今借到房志强工资款人民币叁万贰仟元整，年底前还清。借款人：贺建军"
    assert (PERSON, "房志强") in found(text)
