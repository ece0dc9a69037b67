"""The ninety-ninth round, found on set 100 (divorce and legal aid in Hunan, Jiangxi and Guangdong) once it
was retired to the test part: 中车, the train maker, as an employer brand, with its city (在株洲中车上班)."""

from __future__ import annotations

from tests.pii.findings import found


def test_the_train_maker_with_its_city_is_an_employer():
    assert ("ORGANIZATION", "株洲中车") in found("那个女的叫小雪，在株洲中车上班。")
    assert not any(kind == "ORGANIZATION" for kind, _ in found("车厢中车窗坏了，我坐的车是中车造的。"))
