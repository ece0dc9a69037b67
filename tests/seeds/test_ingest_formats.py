"""`seeds ingest`: each format, field mapping, encodings, folders, kinds."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from heartbench.errors import InputError
from heartbench.seeds.ingest import IngestOptions, ingest
from heartbench.seeds.readers import FieldMap, detect_encoding, markdown_text
from heartbench.textnorm import content_id
from heartbench.workspace import Workspace
from tests.support import read_jsonl

STRESS = "最近工作压力很大，每天晚上都睡不着，早上起来头很疼。"
TRADITIONAL = "我和男朋友在一起三年了，最近他總是加班，回家也不怎麼說話，我覺得我們越來越遠。"


def run(workspace: Path, *paths: Path, **options) -> tuple[list[dict], list[dict], list[str]]:
    problems: list[str] = []
    ingest(Workspace.open(workspace), list(paths), IngestOptions(**options), on_problem=lambda p: problems.append(p.render()))
    stage = workspace / "stages" / "seeds-ingest"
    records = read_jsonl(stage / "records.jsonl")
    rejects = read_jsonl(stage / "rejects.jsonl")
    return records, rejects, problems


def test_txt_is_one_document_with_content_hash_source_and_kind(workspace: Path, tmp_path: Path):
    path = tmp_path / "note.txt"
    path.write_text(f"\n{STRESS}\n", encoding="utf-8")
    [doc], rejects, problems = run(workspace, path)
    assert doc["text"] == STRESS and doc["id"] == content_id(STRESS)
    assert doc["source"] == path.as_posix() and "line" not in doc
    assert doc["kind"] == "book" and doc["lang"] == "zh"
    assert doc["meta"] == {"format": "txt", "encoding": "utf-8"}
    assert rejects == [] and problems == []


def test_txt_split_into_paragraphs_keeps_start_lines(workspace: Path, tmp_path: Path):
    path = tmp_path / "book.txt"
    path.write_text("第一段第一行\n第一段第二行\n\n\n第二段\n", encoding="utf-8")
    docs, _, _ = run(workspace, path, split="paragraph", kind="social")
    assert [(d["line"], d["text"], d["kind"]) for d in docs] == [(1, "第一段第一行\n第一段第二行", "social"), (5, "第二段", "social")]


def test_markdown_markup_is_removed_and_code_dropped():
    text = markdown_text("# 我的故事\n\n**最近**压力很大，[链接](http://example.com)也打不开。\n\n```\nprint(1)\n```\n\n- 失眠\n- 焦虑\n")
    assert text == "我的故事\n最近压力很大，链接也打不开。\n失眠\n焦虑"


def test_html_main_text_and_title_with_trafilatura(workspace: Path, tmp_path: Path):
    page = tmp_path / "page.html"
    body = "".join(f"<p>{STRESS}第{i}天。</p>" for i in range(5))
    page.write_text(f"<html><head><title>失眠日记</title></head><body><article>{body}</article>"
                    "<script>var x = '不是正文';</script></body></html>", encoding="utf-8")  # fmt: skip
    [doc], _, _ = run(workspace, page)
    assert doc["kind"] == "web" and doc["meta"]["title"] == "失眠日记"
    assert STRESS + "第0天。" in doc["text"] and "不是正文" not in doc["text"] and "<p>" not in doc["text"]


def test_jsonl_with_field_mapping_nested_fields_kind_and_meta(workspace: Path, tmp_path: Path):
    path = tmp_path / "posts.jsonl"
    rows = [
        {"body": {"content": STRESS}, "type": "social", "user": "u1"},
        {"body": {"content": "老公不理解我。"}, "type": "book", "user": "u2"},
    ]
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n\n", encoding="utf-8")
    docs, _, problems = run(workspace, path, fields=FieldMap.parse("text=body.content,kind=type,meta.user=user"))
    assert problems == []
    assert [(d["line"], d["text"], d["kind"], d["meta"]["user"]) for d in docs] == [
        (1, STRESS, "social", "u1"), (2, "老公不理解我。", "book", "u2")]  # fmt: skip


def test_jsonl_invalid_kind_is_a_line_problem(workspace: Path, tmp_path: Path):
    path = tmp_path / "posts.jsonl"
    path.write_text(json.dumps({"text": STRESS, "k": "blog"}) + "\n" + json.dumps({"text": STRESS}) + "\n", encoding="utf-8")
    docs, _, problems = run(workspace, path, fields=FieldMap.parse("kind=k"))
    assert len(docs) == 1 and docs[0]["line"] == 2
    assert problems == [f"{path.as_posix()}:1: field 'k': kind 'blog' is not one of web, book, dialogue, social, line skipped"]


def test_csv_with_mapping_and_quoted_multiline_field(workspace: Path, tmp_path: Path):
    path = tmp_path / "posts.csv"
    path.write_text(f'id,content,genre\n1,"{STRESS}\n第二行",social\n2,老公不理解我。,book\n', encoding="utf-8")
    docs, _, problems = run(workspace, path, fields=FieldMap.parse("kind=genre", text_field="content"))
    assert problems == []
    assert [(d["line"], d["text"], d["kind"]) for d in docs] == [(2, f"{STRESS}\n第二行", "social"), (4, "老公不理解我。", "book")]


@pytest.mark.parametrize("encoding", ["gb18030", "gbk", "big5"])
def test_encodings_are_detected(workspace: Path, tmp_path: Path, encoding: str):
    tmp_path = tmp_path / "in"
    tmp_path.mkdir()
    text = TRADITIONAL if encoding == "big5" else STRESS
    (tmp_path / "a.txt").write_bytes(text.encode(encoding))
    (tmp_path / "b.jsonl").write_bytes(json.dumps({"text": text}, ensure_ascii=False).encode(encoding) + b"\n")
    (tmp_path / "c.csv").write_bytes(f"text\n{text}\n".encode(encoding))
    docs, _, problems = run(workspace, tmp_path)
    assert problems == [] and len(docs) == 3
    expected = "gb18030" if encoding in ("gb18030", "gbk") else "big5"
    assert {d["text"] for d in docs} == {text} and {d["meta"]["encoding"] for d in docs} == {expected}


def test_encoding_can_be_forced_and_boms_are_honoured(workspace: Path, tmp_path: Path):
    (tmp_path / "a.txt").write_bytes("你好".encode("big5"))  # too short to detect reliably
    (tmp_path / "b.txt").write_bytes(STRESS.encode("utf-16"))
    (tmp_path / "c.jsonl").write_bytes(b"\xef\xbb\xbf" + json.dumps({"text": STRESS}).encode() + b"\n")
    docs, _, problems = run(workspace, tmp_path / "a.txt", encoding="big5")
    assert docs[0]["text"] == "你好"
    docs, _, problems = run(workspace, tmp_path / "b.txt", tmp_path / "c.jsonl")
    assert problems == [] and [d["text"] for d in docs] == [STRESS, STRESS]


def test_detect_encoding_reads_html_meta_charset():
    page = '<html><head><meta charset="gbk"></head><body>你好</body></html>'.encode("gbk")
    assert detect_encoding(page, html=True) == "gb18030"


def test_folders_are_walked_recursively_in_order_hidden_entries_skipped(workspace: Path, tmp_path: Path):
    corpus = tmp_path / "corpus"
    (corpus / "b").mkdir(parents=True)
    (corpus / ".git").mkdir()
    (corpus / "b" / "2.txt").write_text("第二篇：我很焦虑。", encoding="utf-8")
    (corpus / "1.md").write_text("第一篇：我很难过。", encoding="utf-8")
    (corpus / ".git" / "x.txt").write_text("隐藏", encoding="utf-8")
    (corpus / ".hidden.txt").write_text("隐藏", encoding="utf-8")
    docs, _, problems = run(workspace, corpus)
    assert problems == []
    assert [d["source"] for d in docs] == [f"{corpus.as_posix()}/1.md", f"{corpus.as_posix()}/b/2.txt"]


def test_same_file_named_twice_is_read_once(workspace: Path, tmp_path: Path):
    tmp_path = tmp_path / "in"
    tmp_path.mkdir()
    path = tmp_path / "a.txt"
    path.write_text(STRESS, encoding="utf-8")
    docs, _, _ = run(workspace, path, tmp_path, tmp_path / ".." / tmp_path.name / "a.txt")
    assert len(docs) == 1


def test_the_workspace_outputs_are_never_ingested(workspace: Path):
    (workspace / "raw" / "a.txt").write_text(STRESS, encoding="utf-8")
    docs, _, problems = run(workspace, workspace / "raw")
    assert len(docs) == 1 and problems == []
    # Walking the workspace itself: raw/ is read, bench.toml and stages/ (our own output) are not.
    docs, _, problems = run(workspace, workspace)
    assert [d["source"] for d in docs] == [f"{workspace.as_posix()}/raw/a.txt"] and problems == []


def test_no_input_files_at_all_is_an_error(workspace: Path, tmp_path: Path):
    (tmp_path / "empty").mkdir()
    with pytest.raises(InputError, match="nothing to ingest: no .csv, .htm"):
        run(workspace, tmp_path / "empty")


def test_turn_lists_become_dialogues(workspace: Path, tmp_path: Path):
    path = tmp_path / "cases.jsonl"
    turns = [{"role": "A", "content": "我最近很焦虑。"}, {"role": "B", "content": "愿意说说吗？"}, {"role": "A", "content": "工作的事。"}]
    path.write_text(json.dumps({"dialogue": turns}, ensure_ascii=False) + "\n", encoding="utf-8")
    [doc], _, _ = run(workspace, path, fields=FieldMap.parse(None, text_field="dialogue"))
    assert doc["kind"] == "dialogue" and doc["turns"] == turns
    assert doc["text"] == "A：我最近很焦虑。\nB：愿意说说吗？\nA：工作的事。"


def test_a_bad_byte_in_a_whole_file_names_its_line(workspace: Path, tmp_path: Path):
    (tmp_path / "in").mkdir()
    path = tmp_path / "in" / "a.txt"
    path.write_bytes("第一行\n第二行\n".encode() + b"\xff\xfe\n")
    (tmp_path / "in" / "b.txt").write_text(STRESS, encoding="utf-8")
    docs, _, problems = run(workspace, tmp_path / "in", encoding="utf-8")
    assert problems == [f"{path.as_posix()}:3: bytes that are not valid utf-8, file skipped"] and len(docs) == 1
