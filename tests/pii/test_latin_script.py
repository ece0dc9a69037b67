"""Surrogates keep the script of what they replace: a romanised name stays romanised in its case and shape, a
street or a school in English keeps its kinds of word while every name and number in it is invented."""

from __future__ import annotations

import re

from heartbench.pii.engine import Anonymizer

pii = Anonymizer()


def test_an_airline_passenger_stays_in_capitals_with_its_slash():
    out = pii.anonymize("乘机人：LIU/SIYUAN 航班：CA937", seed="t")[0]
    passenger = re.search(r"乘机人：(\S+) 航班", out).group(1)
    assert re.fullmatch(r"[A-Z]{2,}/[A-Z]{2,}", passenger) and passenger != "LIU/SIYUAN"


def test_a_street_in_english_keeps_its_kinds_and_loses_its_names():
    out = pii.anonymize("我们住Carlton 112 Lygon Street Unit 7，房东说管不了。", seed="t")[0]
    street = re.search(r"住(.+)，", out).group(1)
    assert re.fullmatch(r"[A-Z][a-z]+ \d{3} [A-Z][a-z]+ Street Unit \d", street)
    assert not {"Carlton", "112", "Lygon"} & set(street.split())


def test_a_university_in_english_keeps_university():
    out = pii.anonymize("I am a PhD applicant from Nanjing University.", seed="t")[0]
    assert "Nanjing" not in out and re.search(r"from [A-Z][a-z]+ University\.", out)
