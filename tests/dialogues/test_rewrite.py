"""Rewrite requests: the packaged template, prose vs transcript prompts, the follow-up."""

from __future__ import annotations

from heartbench.dialogues.rewrite import RETRY_SUBJECT, Rewriter, load_rewrite_template
from heartbench.dialogues.structure import Draft
from heartbench.schema import SeedDoc, Turn


def rewriter() -> Rewriter:
    return Rewriter(load_rewrite_template("zh"), "scripted/rw", 9)


def seed(**fields) -> SeedDoc:
    return SeedDoc(id="s" * 64, text="我和室友吵架了，现在宿舍里谁也不理谁。", source="raw/a.txt", **fields)


def test_prose_request_carries_text_kind_and_provenance():
    request = rewriter().request(seed(kind="social"), "Ab12Cd", None)
    text = request.messages[0].text()
    assert "我和室友吵架了" in text and "社交媒体" in text and "9" in text
    assert "9" in request.system and "JSON" in request.system
    assert request.template_version == "rewrite.zh/1"
    assert (request.meta.task, request.meta.stage, request.meta.case_id) == ("rewrite", "build-dialogues", "Ab12Cd")


def test_transcript_request_shows_the_draft_and_the_omitted_middle():
    draft = Draft([Turn(role="A", content="开头"), Turn(role="B", content="追问"), Turn(role="A", content="结尾")], [Turn(role="B", content="中间")])
    text = rewriter().request(seed(kind="dialogue"), "Ab12Cd", draft).messages[0].text()
    assert "A：开头\nB：追问\nA：结尾" in text
    assert "B：中间" in text and "省略" in text
    without = rewriter().request(seed(kind="dialogue"), "Ab12Cd", draft._replace(omitted=[])).messages[0].text()
    assert "省略" not in without.split("【整理后的对话】")[1]


def test_retry_states_the_problem_and_shows_the_reply_only_when_allowed():
    rw = rewriter()
    first = rw.request(seed(), "Ab12Cd", None)
    follow_up = rw.retry(first, '{"dialogue": []}', "turn-count: 0 turns; a dialogue has 1 to 9")
    assert [m.role for m in follow_up.messages] == ["user", "assistant", "user"]
    assert "0 turns" in follow_up.messages[-1].text()
    assert follow_up.meta.subject == RETRY_SUBJECT and follow_up.key() != first.key()

    withheld = rw.retry(first, None, "leak-gate: CN_MOBILE")
    assert [m.role for m in withheld.messages] == ["user"]
    assert withheld.messages[0].text().startswith(first.messages[0].text()) and "CN_MOBILE" in withheld.messages[0].text()
