"""The five-hundred-and-first round, found on set 502 (a Chinese student's post in Melbourne about a bond) once it was
retired to the test part: a university abroad by the short name its students use (在墨大读研), a school and no person
whatever the tagger says; an Australian flat and its building's number (Unit 5/23 Swanston St, …); a public body abroad
by its English name (Consumer Affairs Victoria), no person Victoria."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_university_abroad_by_its_short_name():
    assert found("我在墨大读研，明年毕业。") == {("SCHOOL", "墨大")}


def test_an_australian_flat_and_its_number():
    assert ("CN_ADDRESS", "Unit 5/23 Swanston St, Carlton VIC 3053") in found(
        "我住Unit 5/23 Swanston St, Carlton VIC 3053，房东不退押金。"
    )


def test_a_flat_and_its_number_without_the_word():
    assert ("CN_ADDRESS", "5/23 Swanston St, Carlton") in found("我住5/23 Swanston St, Carlton，离学校很近。")


def test_a_public_body_abroad():
    assert found("我已经去Consumer Affairs Victoria填了表，还没回复。") == {("ORGANIZATION", "Consumer Affairs Victoria")}



def test_a_public_body_with_its_state_before_it():
    assert ("ORGANIZATION", "NSW Fair Trading") in found("有没有人知道NSW Fair Trading投诉要准备什么？")
