"""A long document (a novel chapter, a forum thread) never exhausts a surrogate table: with
more distinct compound surnames than the surrogate table holds, and with hundreds of people,
every name is replaced by a surrogate that is none of the document's originals."""

from __future__ import annotations

import random

import pytest

from heartbench.pii import lexicon as lx
from heartbench.pii import recognizers as types
from heartbench.pii.surrogate_tables import SURROGATE_COMPOUNDS
from heartbench.pii.surrogates import SurrogateMaker, SurrogateMap


class _Entity:
    def __init__(self, text: str, type_: str = types.PERSON):
        self.text, self.type = text, type_


def test_more_compound_surnames_than_the_table_holds_are_all_replaced():
    compounds = sorted(lx.COMPOUND_SURNAMES)
    assert len(compounds) > len(SURROGATE_COMPOUNDS)
    people = [f"{surname}{given}" for surname, given in zip(compounds, "明华强丽静军芳伟敏杰娟涛磊燕超霞平刚桂英" * 3)]
    mapping = SurrogateMap()
    SurrogateMaker(random.Random(1), mapping).extend(_Entity(name) for name in people)
    assert set(mapping) == set(people)
    assert not set(mapping.values()) & set(people)  # no surrogate is one of the document's own names


def test_hundreds_of_people_with_common_surnames_are_all_replaced():
    rng = random.Random(2)
    surnames = sorted(lx.SURNAMES)
    people = sorted({rng.choice(surnames) + rng.choice("明华强丽静军芳伟敏杰娟涛磊燕超霞平刚") + rng.choice("一二三四五六七八九十") for _ in range(600)})
    mapping = SurrogateMap()
    SurrogateMaker(random.Random(3), mapping).extend(_Entity(name) for name in people)
    assert set(mapping) == set(people) and not set(mapping.values()) & set(people)


def test_an_id_number_written_in_groups_is_found_replaced_and_caught_by_the_gate():
    from heartbench.pii.checksums import id_check_char, is_valid_id
    from heartbench.pii.engine import Anonymizer
    from heartbench.release.gate import scan
    from heartbench.schema import Case, Turn

    body = "11010119900307851"
    number = body + id_check_char(body)
    for grouped in (f"{number[:6]} {number[6:14]} {number[14:]}", f"{number[:6]}-{number[6:14]}-{number[14:]}"):
        text = f"身份证号是{grouped}，你帮我查一下。"
        out, mapping = Anonymizer().anonymize(text, seed="s")
        surrogate = mapping[grouped]
        assert grouped not in out and surrogate in out
        assert surrogate[6] == grouped[6] and is_valid_id(surrogate.replace(" ", "").replace("-", ""))  # same grouping, valid
        case = Case(case_id="c", dialogue=[Turn(role="A", content=text)])
        assert [hit.entity_type for hit in scan([case], {})] == ["CN_ID_CARD"]


@pytest.mark.slow
def test_every_labelled_passage_joined_into_one_document_is_anonymised():
    # the kind of long document the benchmark builds: thousands of people, handles and display names
    # in one text (the crash the benchmark found is pinned down in test_pii_surrogates.py)
    from pathlib import Path

    from heartbench.pii.engine import Anonymizer
    from heartbench.pii.evaluation import load_labelled

    data = Path(__file__).parent / "data"
    passages = [p for path in sorted(data.iterdir()) if path.suffix in {".txt", ".jsonl"} for p in load_labelled(path)]
    document = "\n".join(p.text for p in passages * 2)
    anonymizer = Anonymizer()
    entities = anonymizer.analyze(document)
    text, mapping = anonymizer.anonymize(document, entities=entities, seed=0)
    assert len(entities) > 2000 and len(text) > 100_000
    assert set(mapping) == {e.text for e in entities}
    assert not set(mapping.values()) & set(mapping)  # no surrogate is one of the values it found
