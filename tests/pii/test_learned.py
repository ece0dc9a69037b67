"""The learned tagger (heartbench/pii/learned.py): its labels, what it may add to the rules, and its card."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import sys
from importlib import resources
from pathlib import Path

import pytest

from heartbench.pii import learned
from heartbench.pii.engine import Anonymizer
from heartbench.pii.recognizers import ADDRESS, ORGANIZATION, PERSON
from heartbench.pii.tokens import Span, Tokens

REPO = Path(__file__).resolve().parents[2]


def _pii_eval():
    spec = importlib.util.spec_from_file_location("pii_eval", REPO / "benchmarks" / "pii_eval.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class _Entity:
    def __init__(self, type_, start, end):
        self.type, self.start, self.end = type_, start, end


def test_labels_and_spans_worked_by_hand():
    labels = learned.bio_labels(6, [_Entity(PERSON, 1, 3), _Entity(ADDRESS, 3, 5), _Entity("CN_MOBILE", 5, 6)])
    assert labels == ["O", "B-PERSON", "I-PERSON", "B-CN_ADDRESS", "I-CN_ADDRESS", "O"]  # a phone is the patterns' work
    assert learned.labelled_spans(labels) == [(PERSON, 1, 3), (ADDRESS, 3, 5)]
    # an I- after O opens a span, an I- of another type opens the next one, a B- right after a span opens a new one
    assert learned.labelled_spans(["I-PERSON", "I-PERSON", "O"]) == [(PERSON, 0, 2)]
    assert learned.labelled_spans(["B-PERSON", "I-CN_ADDRESS", "B-PERSON", "B-PERSON"]) == [
        (PERSON, 0, 1), (ADDRESS, 1, 2), (PERSON, 2, 3), (PERSON, 3, 4)]
    assert learned.labelled_spans([]) == []


def test_features_cover_every_character_with_its_word():
    features = learned.character_features("我叫宁思彤", Tokens(["我", "叫", "宁思彤"], ["r", "v", "PER"], [0, 1, 2]))
    assert len(features) == 5
    assert features[3]["c"] == "思" and features[3]["tb"] == "PERM" and features[3]["w"] == "宁思彤"
    assert features[2]["pw"] == "叫" and features[4]["nw"] == "$" and features[0]["c-1"] == "^"


def _span(text: str, value: str, kind: str = PERSON) -> learned.TaggedSpan:
    start = text.index(value)
    return learned.TaggedSpan(kind, start, start + len(value), 0.9)


@pytest.mark.parametrize(("text", "words", "value", "kind", "ordinary"), [
    ("去大公司上班", [("去", "v"), ("大公司", "ORG"), ("上班", "v")], "大公司", ORGANIZATION, True),
    ("在小城市生活", [("在", "p"), ("小城市", "n"), ("生活", "v")], "小城市", PERSON, True),
    ("大娃上学了", [("大娃", "PER"), ("上学", "v"), ("了", "u")], "大娃", PERSON, True),  # a child by birth order
    ("欣然妈妈回复", [("欣然", "PER"), ("妈妈", "n"), ("回复", "v")], "欣然", PERSON, False),  # LAC reads a name too
    ("宁思彤来了", [("宁思彤", "PER"), ("来", "v"), ("了", "u")], "宁思彤", PERSON, False),
])
def test_ordinary_words_are_not_added(text, words, value, kind, ordinary):
    tokens = Tokens([w for w, _ in words], [t for _, t in words], [text.index(w) for w, _ in words])
    assert learned.ordinary_words(text, tokens, _span(text, value, kind)) is ordinary


class _Scripted:
    """A tagger stand-in that reports the given spans for any text."""

    def __init__(self, spans):
        self.found = spans

    def spans(self, text, tokens):
        return self.found


def test_names_stand_only_between_the_rules_spans(monkeypatch):
    text = "小姨魏红梅和阿兰来了"
    tokens = Tokens(["小姨", "魏红梅", "和", "阿兰", "来", "了"], ["n", "PER", "c", "PER", "v", "u"], [0, 2, 5, 6, 8, 9])
    monkeypatch.setattr(learned, "shared_tagger", lambda: _Scripted([_span(text, "小姨魏红梅"), _span(text, "魏红梅和阿")]))
    # the rules found 魏红梅: the tagger's longer span is never taken over it
    assert learned.names_between(text, tokens, [Span(2, 5, 0.9)]) == []
    text = "昨天和思彤姐姐去吃饭"
    tokens = Tokens(["昨天", "和", "思彤", "姐姐", "去", "吃饭"], ["TIME", "p", "nz", "n", "v", "v"], [0, 2, 3, 5, 7, 8])
    monkeypatch.setattr(learned, "shared_tagger", lambda: _Scripted([_span(text, "思彤")]))
    assert learned.names_between(text, tokens, []) == [Span(3, 5, 0.9)]


@pytest.mark.parametrize("value", ["帮", "Samsung", "周刚", "老寒", "芒果姐"])
def test_forms_left_to_the_rules(monkeypatch, value):
    text = {"帮": "帮忙", "Samsung": "Samsung手机", "周刚": "这周刚去", "老寒": "老寒腿疼", "芒果姐": "隔壁芒果姐"}[value]
    words = {"周刚": [("这", "r"), ("周刚", "PER"), ("去", "v")]}.get(value, [(text, "n")])
    tokens = Tokens([w for w, _ in words], [t for _, t in words], [text.index(w) for w, _ in words])
    monkeypatch.setattr(learned, "shared_tagger", lambda: _Scripted([_span(text, value)]))
    assert learned.names_between(text, tokens, []) == []


@pytest.mark.parametrize(("text", "words", "stands"), [
    ("找付老板", [("找", "v"), ("付老板", "n")], True),  # a surname before a title
    ("经奶奶介绍", [("经", "p"), ("奶奶", "n"), ("介绍", "v")], False),  # "through" grandma: a word of its own
    ("付了钱", [("付", "v"), ("了", "u"), ("钱", "n")], False),  # no title after it
])
def test_one_character_stands_only_as_a_surname_before_a_title(monkeypatch, text, words, stands):
    tokens = Tokens([w for w, _ in words], [t for _, t in words], [text.index(w) for w, _ in words])
    start = 1 if text.startswith("找") else 0
    monkeypatch.setattr(learned, "shared_tagger", lambda: _Scripted([learned.TaggedSpan(PERSON, start, start + 1, 0.99)]))
    assert bool(learned.names_between(text, tokens, [])) is stands


def test_a_name_lac_tagged_too_stands_only_when_the_tagger_is_all_but_sure(monkeypatch):
    text = "这周刚去"
    tokens = Tokens(["这", "周刚", "去"], ["r", "PER", "v"], [0, 1, 3])
    for confidence, stands in ((learned.SURE - 0.01, False), (learned.SURE, True)):
        monkeypatch.setattr(learned, "shared_tagger", lambda c=confidence: _Scripted([learned.TaggedSpan(PERSON, 1, 3, c)]))
        assert bool(learned.names_between(text, tokens, [])) is stands


def test_only_house_level_addresses_are_a_fallback(monkeypatch):
    text = "住华苑小区6栋2单元401，常去朝阳区三里屯路，7栋208的热水器坏了"
    tokens = Tokens([text], ["n"], [0])
    spans = [_span(text, "华苑小区6栋2单元401", ADDRESS), _span(text, "朝阳区三里屯路", ADDRESS), _span(text, "7栋208", ADDRESS),
             _span(text, "朝阳区", ORGANIZATION)]
    monkeypatch.setattr(learned, "shared_tagger", lambda: _Scripted(spans))
    assert [text[f.start:f.end] for f in learned.addresses(text, tokens)] == ["华苑小区6栋2单元401"]


def test_the_packaged_model_was_trained_on_the_test_part_as_it_is():
    """Retiring a held-out set or relabelling a tuned-on file means training again (benchmarks/pii_train.py); a
    held-out set in the training files would make every held-out figure in-sample."""
    pii_eval = _pii_eval()
    card = json.loads(resources.files("heartbench.pii").joinpath("data", learned.CARD_FILE).read_text(encoding="utf-8"))
    assert card["features_version"] == learned.FEATURES_VERSION
    assert list(card["trained_on"]) == list(pii_eval.TEST_PART)
    assert not set(card["trained_on"]) & set(pii_eval.HELD_OUT)
    stale = [name for name, digest in card["trained_on"].items()
             if hashlib.sha256((pii_eval.DATA / name).read_bytes()).hexdigest() != digest]
    assert stale == [], f"changed since the tagger was trained (run benchmarks/pii_train.py): {stale}"


def test_a_model_of_other_features_is_refused(monkeypatch):
    monkeypatch.setattr(learned, "FEATURES_VERSION", learned.FEATURES_VERSION + 1)
    with pytest.raises(RuntimeError, match="pii_train.py"):
        learned.open_model()


def test_without_python_crfsuite_the_error_says_what_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "pycrfsuite", None)
    with pytest.raises(ImportError, match="pip install python-crfsuite"):
        learned.open_model()


@pytest.mark.parametrize(("text", "name"), [("今天见到了网友一颗柠檬，本人挺高的。", "一颗柠檬"), ("我室友豆豆芽每天凌晨才睡。", "豆豆芽")])
def test_the_tagger_adds_a_name_no_rule_finds(monkeypatch, text, name):
    """Written fresh for this test: a handle after 网友 and a nickname after 室友, which no rule has a form for."""
    assert (PERSON, name) in {(e.type, e.text) for e in Anonymizer().analyze(text)}
    monkeypatch.setattr(learned, "shared_tagger", lambda: _Scripted([]))
    assert not any(e.type == PERSON for e in Anonymizer().analyze(text + " "))  # (another text: analyses are cached)
