"""The seven-hundred-and-thirty-seventh round, found on set 737 (a Wenzhou shoe factory owner's voice messages to his
accountant) once it was retired to the test part: a supplier by its city, its brand and its trade in three words
(鹿城 / 恒达 / 皮革), whose city was left out, and a worker by 阿 and her surname heading a clause (阿叶加班多), which
the tagger read as a noun."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_firm_keeps_its_city_before_its_brand_and_trade():
    assert ("ORGANIZATION", "鹿城恒达皮革") in found("还有鹿城恒达皮革的货款，周五前打过去。")


def test_a_worker_by_a_and_her_surname_heading_a_clause():
    assert names("潘晓东请了六天假，扣三百；阿叶加班多，多给两百。") == {"潘晓东", "阿叶"}


def test_a_word_of_a_and_a_surname_the_dictionary_knows_is_no_one():
    assert names("阿胶补血效果好，我妈天天吃。") == set()
