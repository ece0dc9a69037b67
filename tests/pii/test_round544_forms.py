"""The five-hundred-and-forty-fourth round, found on set 545 (a mediation record after a traffic accident in Foshan)
once it was retired to the test part: an e-bike's plate, its city, a letter and five digits (电动车佛山A12345), found
where an e-bike is named and replaced by another city's plate; a city and a letter without an e-bike is none."""

from __future__ import annotations

from heartbench.pii.engine import Anonymizer
from tests.pii.findings import found


def test_an_e_bikes_plate():
    assert ("CN_LICENSE_PLATE", "佛山A12345") in found("乙方梁淑仪，驾驶电动车佛山A12345。")
    assert found("电动车牌照是杭州 B67890，车被偷了。") == {("CN_LICENSE_PLATE", "杭州 B67890")}


def test_a_city_and_a_letter_without_an_e_bike():
    assert found("他骑电动车去了佛山A区。") == set()


def test_an_e_bikes_plate_gets_another_citys():
    text, mapping = Anonymizer().anonymize("驾驶电动车佛山A12345。", seed=7)
    surrogate = mapping["佛山A12345"]
    assert surrogate[:2] != "佛山" and surrogate[-6:-5].isupper() and surrogate[-5:].isdigit() and surrogate in text
