"""The three-hundred-and-ninety-ninth round, found on set 400 (a forum thread warning of a sublet scam in Beijing)
once it was retired to the test part: an agency's brand the tagger cuts into words before its staff by surname and post
(我爱我家的祁经理), a Beijing estate's part by its side after renting there (租霍营华龙苑中里); and two false alarms of
the handle-then-real-name rule: a clause about someone before 真名 (后来才知道他真名叫…) and a denial (根本不是中介)."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_agencys_brand_before_its_staff():
    assert ("ORGANIZATION", "我爱我家") in found("中介自称我爱我家的祁经理，收了押金就拉黑了。")
    assert found("我在我爱我家租的房子。") == set()


def test_a_rented_estates_part_by_its_side():
    assert ("CN_ADDRESS", "霍营华龙苑中里") in found("我之前租霍营华龙苑中里，房东人很好。")
    assert found("我之前租华龙苑，房东人很好。") == {("CN_ADDRESS", "华龙苑")}


def test_a_clause_or_a_denial_before_a_real_name_is_no_handle():
    assert found("后来才知道他真名叫祁永胜，根本不是中介，是二房东。") == {("PERSON", "祁永胜")}
    assert found("孤城暮雪真名霍启航；夜雨听风是庞晓雯") == {
        ("PERSON", "孤城暮雪"), ("PERSON", "霍启航"), ("PERSON", "夜雨听风"), ("PERSON", "庞晓雯")
    }
