"""The three-hundred-and-eighty-eighth round, found on set 389 (a Korean-Chinese family in Yanbian) once it was retired
to the test part: a daughter's flat in Seoul as a Korean road-name address in Hangul (서울시 구로구 디지털로 26길 43),
whose surrogate keeps each place's kind (시, 구, 로, 길) and invents the rest, and a shop an uncle opened, named by his
given name (开了家成哲年糕店; the repeats rule had taken 成哲 for him alone). Left: a Korean mobile (010-4827-3361) is
typed a Beijing landline, which it also reads as; it is removed either way."""

from __future__ import annotations

from heartbench.pii.engine import Anonymizer
from tests.pii.findings import found


def test_a_korean_road_name_address():
    text = "女儿在首尔打工，住在서울시 구로구 디지털로 26길 43，一个月寄一次钱回来。"
    assert ("CN_ADDRESS", "서울시 구로구 디지털로 26길 43") in found(text)


def test_its_surrogate_keeps_the_kinds_and_invents_the_names():
    surrogate = Anonymizer().anonymize("住在서울시 구로구 디지털로 26길 43。", seed=1)[1]["서울시 구로구 디지털로 26길 43"]
    parts = surrogate.split()
    assert [part[-1] for part in parts[:4]] == ["시", "구", "로", "길"]
    assert not {"서울시", "구로구", "디지털로"} & set(parts)


def test_a_shop_named_by_its_owners_given_name():
    assert ("ORGANIZATION", "成哲年糕店") in found("朴成哲叔叔在延吉开了家成哲年糕店，过年的打糕都在他那订。")
    assert found("他在县城开了家川菜馆。") == set()
    assert found("我舅舅开了家小面馆。") == set()
