"""The hundred-and-forty-fourth round, found on set 145 (e-mails, Chinese and English mixed) once it was retired to
the test part: a firm named in English with its legal form, a mail header's subject taken for a speaker, and an
English word in lower case the tagger read as a name."""

from __future__ import annotations

from heartbench.pii.recognizers import ORGANIZATION, PERSON
from tests.pii.findings import found, kinds


def test_a_firm_named_in_english_with_its_legal_form():
    text = "Best regards, David Chen, Director, Suzhou Lumos Optics Co., Ltd. Tel: 0512-6688 1234"
    assert (ORGANIZATION, "Suzhou Lumos Optics Co., Ltd.") in found(text)
    assert (ORGANIZATION, "Hangzhou Bright River Trading Limited") in found("合同甲方：Hangzhou Bright River Trading Limited，乙方：…")


def test_a_mail_header_is_fields_not_speakers():
    text = "转发：---原始邮件--- 发件人：许文静 收件人：Peter Zhang 主题：关于合同续签的问题"
    people = {value for kind, value in found(text) if kind == PERSON}
    assert people == {"许文静", "Peter Zhang"}


def test_a_lower_case_word_in_english_written_with_capitals_is_no_name():
    assert PERSON not in kinds("Thanks for your help, have a nice weekend!")
    # one who types all in lower case is not judged by it, and a capitalised name stays a name
    assert (PERSON, "Peter") in found("Hi Peter, have a nice day.")
