"""The seven-hundred-and-forty-fifth round, found on set 745 (a Kunming home-tutoring agency's student file) once it
was retired to the test part: a pupil's doubled nickname opening a clause, which the tagger ran into the word after it
as one noun (琪琪函数基础弱: 琪琪, then "functions")."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_doubled_nickname_run_into_the_next_word():
    assert names("熊老师反馈：琪琪函数基础弱，上课容易走神。") == {"熊", "琪琪"}


def test_an_everyday_doubled_word_run_into_the_next_is_no_name():
    assert names("天天锻炼身体好。") == set()
