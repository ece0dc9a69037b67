"""The hundred-and-twenty-third round, found on set 124 (Taiwan in traditional characters) once it was retired to
the test part: a borough under its district (大安區龍安里), an Indonesian caregiver's name (外籍看護：Siti
Rahmawati; Indonesian given names listed with the Filipino ones) and her trade read as a chat's speaker. Left: a
phrase the tagger read as a person (輪班輪到快崩潰)."""

from __future__ import annotations

from heartbench.pii.recognizers import ADDRESS
from tests.pii.findings import found, names


def test_a_borough_under_its_district():
    text = "里長公告：大安區龍安里獨居長輩廖阿嬤最近跌倒住院，請鄰居多關心。"
    assert (ADDRESS, "大安區龍安里") in found(text)


def test_here_in_a_district_is_no_borough():
    assert not any(kind == ADDRESS for kind, _ in found("我们朝阳区这里冬天很冷。"))


def test_an_indonesian_caregivers_name_and_her_trade():
    text = "看護聘僱契約 雇主：林志豪 外籍看護：Siti Rahmawati 工作地址：新北市"
    assert names(text) == {"林志豪", "Siti Rahmawati"}
