"""The four-hundred-and-forty-eighth round, found on set 449 (a Cantonese forum post in Hong Kong about a deposit)
once it was retired to the test part: a lease's party heading its field in a sentence (租約上面寫住租客：…) is no
speaker, and 申索, a claim in Hong Kong's tribunals, is no name though 申 is a surname."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_leases_party_heading_its_field():
    assert names("租約上面寫住租客：黃凱琳 身份證：K678901(3) 電話：6123 8847") == {"黃凱琳"}
    assert names("合同上写的房东：范建军 电话：13903716625") == {"范建军"}


def test_a_claim_in_a_tribunal():
    assert found("小額錢債審裁處申索上限係七萬五千蚊。") == set()
