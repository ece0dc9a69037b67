"""The analysis step run without presidio's engine: context words, their window, the threshold,
overlaps, and replacing entities in the text. Scores are worked out by hand."""

from __future__ import annotations

import pytest

from heartbench.pii.analysis import ContextWindow, Entity, resolve_overlaps, with_context
from heartbench.pii.engine import Anonymizer, structured_scan, tag
from heartbench.pii.recognizers import Finding
from heartbench.pii.spans import DisjointSpans, overlapping_none
from heartbench.pii.tokens import Tokens

pii = Anonymizer()


def tokens(*pairs: tuple[str, str]) -> Tokens:
    starts, position = [], 0
    for word, _ in pairs:
        starts.append(position)
        position += len(word)
    return Tokens([w for w, _ in pairs], [t for _, t in pairs], starts)


def test_a_context_word_raises_the_score_by_0_35_and_to_at_least_0_4():
    # 号码 / 是 / 0278… : the run-together landline pattern scores 0.35; 0.35 + 0.35 = 0.70
    window = ContextWindow(tokens(("号码", "n"), ("是", "v"), ("02787654321", "m")))
    low = Finding("CN_LANDLINE", 3, 14, 0.35, ("号码",))
    failed_check = Finding("CN_ID_CARD", 3, 14, 0.02, ("号码",))
    no_context = Finding("CN_LANDLINE", 3, 14, 0.35)
    raised = with_context([low, failed_check, no_context], window)
    assert [round(f.score, 2) for f in raised] == [0.70, 0.40, 0.35]  # 0.02 + 0.35 = 0.37, lifted to 0.4


def test_the_score_never_passes_1():
    window = ContextWindow(tokens(("身份证", "n"), ("110105199010279855", "m")))
    (finding,) = with_context([Finding("CN_ID_CARD", 3, 21, 0.9, ("身份证",))], window)
    assert finding.score == 1.0  # 0.9 + 0.35 = 1.25, capped


def test_the_window_is_the_matchs_word_and_the_five_content_words_before_it():
    words = [("电话", "n"), ("一", "m"), ("二", "m"), ("三", "m"), ("四", "m"), ("五", "m"), ("0278", "m")]
    window = ContextWindow(tokens(*words))
    assert window.before(7) == ["0278", "五", "四", "三", "二", "一"]  # 电话 is the seventh: out of reach
    # function words and punctuation do not use the window up: 电话 is within reach again
    window = ContextWindow(tokens(("电话", "n"), ("，", "w"), ("我", "r"), ("的", "u"), ("是", "v"), ("也", "d"), ("0278", "m")))
    assert window.before(7) == ["0278", "电话"]


def test_a_context_word_inside_a_longer_word_counts():
    # 卡号 is a context word of bank cards; LAC may tag 银行卡号 as one word
    window = ContextWindow(tokens(("银行卡号", "n"), ("4367422490807514", "m")))
    (finding,) = with_context([Finding("BANK_CARD", 4, 20, 0.2, ("卡号",))], window)
    assert finding.score == pytest.approx(0.55)


def test_a_word_standing_alone_counts_even_when_it_is_a_common_verb():
    # "打" (call) is a context word of landlines: under presidio it never counted on its own,
    # because spaCy lists it as a Chinese stop word
    (entity,) = pii.analyze("有事你可以打02787654321找我")
    assert (entity.type, entity.text, entity.score) == ("CN_LANDLINE", "02787654321", 0.7)
    assert pii.analyze("编号02787654321的快递") == []


def test_structured_types_win_overlaps_then_the_longer_span_then_the_higher_score():
    entities = [
        Entity("PERSON", 0, 4, "xxxx", 0.9), Entity("CN_MOBILE", 2, 6, "xxxx", 0.6),
        Entity("CN_ADDRESS", 10, 20, "x" * 10, 0.6), Entity("CN_ADDRESS", 10, 14, "xxxx", 0.9),
        Entity("ORGANIZATION", 30, 34, "xxxx", 0.6), Entity("SCHOOL", 30, 34, "xxxx", 0.8),
    ]
    assert [(e.type, e.start, e.end) for e in resolve_overlaps(entities)] == [
        ("CN_MOBILE", 2, 6), ("CN_ADDRESS", 10, 20), ("SCHOOL", 30, 34)
    ]


def test_a_text_without_a_number_is_not_tagged_for_the_structured_types(monkeypatch):
    calls = []
    monkeypatch.setattr("heartbench.pii.engine.tag", lambda text: calls.append(text) or tag(text))
    assert pii.structured("我叫林晓彤，住在幸福路12号") == []
    assert calls == []
    assert [e.type for e in pii.structured("身份证号110105199010279856")] == ["CN_ID_CARD"]  # context: tagged
    assert len(calls) == 1


def test_the_outbound_scan_takes_no_context_words():
    assert structured_scan("身份证号110105199010279856") == []  # failed check, 0.2: needs 身份证 to count
    assert [e.type for e in structured_scan("身份证号110105199010279855")] == ["CN_ID_CARD"]


def test_width_folded_matches_are_cut_from_the_original_text():
    (entity,) = pii.analyze("手机１３８１２３４５６７８")
    assert entity.text == "１３８１２３４５６７８"


def test_overlapping_entities_given_to_anonymize_are_refused():
    overlapping = [Entity("PERSON", 0, 3, "林晓彤", 0.9), Entity("PERSON", 1, 3, "晓彤", 0.9)]
    with pytest.raises(ValueError, match="overlap"):
        pii.anonymize("林晓彤来了", entities=overlapping, seed=1)


def test_anonymize_replaces_each_entity_in_place():
    text = "我叫林晓彤，手机13812345678，林晓彤明天到。"
    new_text, mapping = pii.anonymize(text, seed=3)
    assert "林晓彤" not in new_text and "13812345678" not in new_text
    assert new_text == text.replace("林晓彤", mapping["林晓彤"]).replace("13812345678", mapping["13812345678"])


def test_disjoint_spans_take_a_span_only_where_the_text_is_free():
    taken = DisjointSpans()
    assert taken.take(10, 14) and taken.take(0, 3) and taken.take(20, 25)
    assert not taken.take(12, 16)  # inside 10-14 on the right
    assert not taken.take(8, 11)  # reaches into 10-14 from the left
    assert not taken.take(2, 21)  # covers 10-14, touches 0-3 and 20-25
    assert not taken.take(10, 14)  # the same span again
    assert taken.take(3, 10) and taken.take(14, 20)  # touching ends are free: spans are half-open
    assert not taken.is_free(0, 25) and taken.is_free(25, 30)


def test_overlapping_none_checks_against_taken_spans_that_overlap_each_other():
    # (2, 3) ends inside (0, 10): what matters before 10 is the furthest end, 10
    taken = [(20, 25), (2, 3), (0, 10)]
    items = [(3, 4), (5, 6), (9, 11), (10, 12), (12, 20), (24, 30), (25, 26)]
    assert overlapping_none(items, taken, span=lambda item: item) == [(10, 12), (12, 20), (25, 26)]
    assert overlapping_none(items, [], span=lambda item: item) == items
