"""Text clean-up: NFKC that spares Chinese punctuation, t2s, whitespace, boilerplate."""

from __future__ import annotations

import pytest

from heartbench.schema import SeedDoc, Turn
from heartbench.seeds.clean import clean_doc
from heartbench.textnorm import clean_text, clean_whitespace, content_id, normalize_unicode, strip_boilerplate, to_simplified


@pytest.mark.parametrize(
    "raw, expected",
    [
        ("ＡＢＣ１２３", "ABC123"),  # full-width letters and digits fold
        ("⼀个人", "一个人"),  # Kangxi radical → ideograph
        ("我很累，真的！你呢？（笑）", "我很累，真的！你呢？（笑）"),  # Chinese punctuation stays
        ("唉……算了～", "唉……算了～"),  # the ellipsis is not three dots
        ("①先睡觉②再说", "①先睡觉②再说"),  # list numbers stay
        ("我很累,真的!你呢?(笑)", "我很累，真的！你呢？（笑）"),  # ASCII punctuation next to Chinese → full-width
        ("注意:明天见", "注意：明天见"),
        ("time 12:30, ok?", "time 12:30, ok?"),  # not next to Chinese: untouched
        ("ｶﾀｶﾅ", "カタカナ"),
    ],
)
def test_normalize_unicode(raw: str, expected: str):
    assert normalize_unicode(raw) == expected


def test_clean_whitespace():
    raw = "  我  今天\t很 累 \r\n\r\n\r\n\r\n\u200b他说 OK  吧\u3000\u3000好\x07 "
    assert clean_whitespace(raw) == "我今天很累\n\n他说 OK 吧好"


def test_boilerplate_lines_are_dropped_only_when_short_furniture():
    text = "我最近很焦虑。\n点击关注我们\n原文链接：http://example.com/a\n-----\nhttps://example.com/x\n版权所有 © 某公司\n关注自己的感受很重要。"
    cleaned, removed = strip_boilerplate(text)
    assert cleaned == "我最近很焦虑。\n关注自己的感受很重要。" and removed == 5
    long_line = "转载请注明出处" + "，" * 80
    assert strip_boilerplate(long_line) == (long_line, 0)


def test_traditional_to_simplified_only_when_asked():
    text = "我覺得我們之間越來越遠"
    assert to_simplified(text) == "我觉得我们之间越来越远"
    assert clean_text(text)[0] == text
    assert clean_text(text, t2s=True)[0] == "我觉得我们之间越来越远"


def test_clean_doc_recomputes_the_id_and_cleans_turns():
    doc = SeedDoc(
        id="raw", text="来访者:我 很 累\n咨询师:嗯", source="x.txt", kind="dialogue",
        turns=[Turn(role="A", content="我 很 累"), Turn(role="B", content="点击关注我们"), Turn(role="A", content="真的")],
    )  # fmt: skip
    cleaned, removed = clean_doc(doc, t2s=False)
    assert cleaned.text == "来访者：我很累\n咨询师：嗯" and cleaned.id == content_id(cleaned.text)
    # the B turn was only boilerplate: it goes, and the two A turns merge
    assert [(t.role, t.content) for t in cleaned.turns] == [("A", "我很累\n真的")]
