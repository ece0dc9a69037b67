"""Tagging ahead: a chunk's strings are tagged in one batch, a value repeated across the chunk
(every document's file name) once, and the analyses that follow ask the tagger for nothing more."""

from __future__ import annotations

from heartbench.pii import engine
from heartbench.pii.engine import Anonymizer
from heartbench.seeds.anonymize import _anonymize_chunk


def _counting(monkeypatch) -> list[list[str]]:
    calls: list[list[str]] = []
    real = engine._tag_all

    def counted(texts):
        calls.append(list(texts))
        return real(texts)

    monkeypatch.setattr(engine, "_tag_all", counted)
    return calls


def test_a_pretagged_text_is_not_tagged_again_and_tags_as_alone(monkeypatch):
    alone = engine._tag_all(["我叫林晓彤，住在朝阳区。"])[0]
    calls = _counting(monkeypatch)
    engine.pretag(["我叫林晓彤，住在朝阳区。", "日记.txt", "日记.txt"])
    assert calls == [["我叫林晓彤，住在朝阳区。", "日记.txt"]]  # the repeat once
    assert engine.tag("我叫林晓彤，住在朝阳区。") == alone
    assert engine.tag("我叫林晓彤，住在朝阳区。") == alone  # asked twice, still from the batch
    assert engine.tag("日记.txt") is not None
    assert len(calls) == 1


def test_the_next_chunk_drops_the_one_before(monkeypatch):
    engine.pretag(["第一块的文字"])
    engine.pretag(["第二块的文字"])
    calls = _counting(monkeypatch)
    engine.tag("第一块的文字")
    assert calls == [["第一块的文字"]]


def test_a_chunk_of_the_stage_tags_its_texts_sources_and_meta_in_one_batch(monkeypatch):
    rows = [
        {"id": f"d{index}", "text": f"第{index}篇：我同事邱志刚又加班了。", "source": "张伟的日记.txt", "line": index + 1,
         "meta": {"title": "加班的一天", "speakers": ["小林（来访者）"]}}
        for index in range(3)
    ]
    calls = _counting(monkeypatch)
    done = _anonymize_chunk((Anonymizer(), "salt"), rows)
    assert len(calls) == 1
    assert sorted(calls[0]) == sorted({row["text"] for row in rows} | {"张伟的日记.txt", "title", "加班的一天", "speakers", "小林（来访者）"})
    assert all("张伟" not in item.doc["source"] and "邱志刚" not in item.doc["text"] for item in done)


def _counting_analyses(monkeypatch) -> list[str]:
    calls: list[str] = []
    real = engine.analyze

    def counted(text, *args, **kwargs):
        calls.append(text)
        return real(text, *args, **kwargs)

    monkeypatch.setattr(engine, "analyze", counted)
    return calls


def test_a_string_repeated_in_a_chunk_is_analysed_once_with_the_same_entities(monkeypatch):
    anonymizer = Anonymizer()
    alone = anonymizer.analyze("张伟的日记.txt")
    engine.pretag(["张伟的日记.txt", "第一篇"])
    calls = _counting_analyses(monkeypatch)
    first = anonymizer.analyze("张伟的日记.txt")
    first.clear()  # a caller's list is its own
    assert anonymizer.analyze("张伟的日记.txt") == alone
    assert calls == ["张伟的日记.txt"]
    assert Anonymizer(threshold=0.99).analyze("张伟的日记.txt") != alone  # other settings, analysed afresh
    assert len(calls) == 2


def test_analyses_are_kept_only_for_the_chunk_and_only_for_its_texts(monkeypatch):
    anonymizer = Anonymizer()
    engine.pretag(["张伟的日记.txt"])
    anonymizer.analyze("张伟的日记.txt")
    calls = _counting_analyses(monkeypatch)
    anonymizer.analyze("不在这一块里的邱志刚")
    anonymizer.analyze("不在这一块里的邱志刚")  # not pretagged: nothing kept
    engine.pretag(["下一块"])
    anonymizer.analyze("张伟的日记.txt")  # the chunk before is dropped
    assert calls == ["不在这一块里的邱志刚", "不在这一块里的邱志刚", "张伟的日记.txt"]
