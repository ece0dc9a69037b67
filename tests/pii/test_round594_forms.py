"""The five-hundred-and-ninety-fourth round, found on set 595 (a Hong Kong tenant's post about a subdivided flat) once it
was retired to the test part: the agent's firm through which one found a flat, said in Cantonese (當初係好運地產介紹嘅)
as in Mandarin; the trade alone (是地产介绍的) no firm. Left: a concern group contacted by its name in Cantonese
(聯絡咗關注草根住屋聯席), which the tagger cut into verbs and nouns."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_agents_firm_that_found_the_flat():
    assert found("當初係好運地產介紹嘅，佢哋話唔關佢事。") == {("ORGANIZATION", "好運地產")}
    assert ("ORGANIZATION", "好运地产") in found("当初是好运地产介绍的。")
    assert found("这是地产介绍的房子。") == set()
