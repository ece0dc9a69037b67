"""The hundred-and-fiftieth round, found on set 151 (Shanghai, with Shanghainese words) once it was retired to the
test part: a known brand as the employer at the head of a clause (浦发银行上班), a maternal and child health
station whose 所 the tagger read as a particle, and a season and a noun the tagger read as one long name."""

from __future__ import annotations

from heartbench.pii.recognizers import ORGANIZATION, PERSON
from tests.pii.findings import found, kinds


def test_a_brand_at_the_head_of_a_clause_before_going_to_work():
    text = "相亲角 女，1993年，本科，浦发银行上班，身高165，有房无贷"
    assert (ORGANIZATION, "浦发银行") in found(text)
    assert ORGANIZATION not in kinds("我在浦发银行办了张卡，每月还款。")


def test_a_health_station_whose_suffix_the_tagger_split():
    assert (ORGANIZATION, "徐汇区妇幼保健所") in found("翁阿姨：好的，几点？还是去徐汇区妇幼保健所？")


def test_a_long_word_ending_in_an_everyday_noun_is_no_name():
    assert PERSON not in kinds("黄梅天衣裳晒不干。")
