"""Each quality filter on small hand-made inputs: keeps the good, drops the bad with a reason."""

from __future__ import annotations

from pathlib import Path

import pytest

from heartbench.errors import InputError
from heartbench.schema import SeedDoc
from heartbench.seeds.clean import CleanOptions, build_filters
from heartbench.seeds.filters import (
    ChineseShareFilter,
    DenyListFilter,
    LengthFilter,
    RepetitionFilter,
    SpamFilter,
    read_deny_list,
)
from heartbench.stages import Rejection

PROSE = "我和男朋友在一起三年了，最近他总是加班，回家也不怎么说话。我觉得我们之间越来越远，不知道该怎么办。"


def doc(text: str) -> SeedDoc:
    return SeedDoc(id="x", text=text, source="t")


def test_length_counts_non_space_characters():
    f = LengthFilter(5, 12)
    assert f.filter(doc("我 很 累 呀 呀")) is True
    assert f.filter(doc("我 很 累")) == (False, "3 characters, fewer than 5")
    assert f.filter(doc("我" * 13)) == (False, "13 characters, more than 12")


def test_chinese_share_ignores_punctuation_and_emoji():
    f = ChineseShareFilter(0.5)
    assert f.filter(doc("我今天用了ChatGPT，感觉好多了！！！😭😭")) is True  # 10 Chinese of 17 letters
    assert f.filter(doc("OK OK OK, see you tomorrow 好")) == (False, "5% Chinese characters, fewer than 50%")  # 1 of 22
    assert f.filter(doc("……！！")) == (False, "0% Chinese characters, fewer than 50%")


def test_repetition_catches_repeated_lines_and_compressible_text():
    f = RepetitionFilter(0.3, 0.3)
    assert f.filter(doc(PROSE)) is True
    assert f.filter(doc("哈" * 40)) == (False, "compresses to 12% of its size (repetitive; limit 30%)")
    lines = "\n".join(["今天也很难过。"] * 3 + ["明天会好吗？"])
    keep, reason = f.filter(doc(lines))
    assert not keep and reason == "52% of the text is repeated lines (limit 30%)"  # 14 of 27 characters
    assert f.filter(doc("哈" * 15)) is True  # too short to judge


def test_spam_needs_two_kinds_of_ad_markers():
    f = SpamFilter(2)
    assert f.filter(doc("他一直不回我微信，我好焦虑。")) is True  # mentions WeChat, solicits nothing
    assert f.filter(doc("我在做兼职，压力很大。")) is True  # one marker kind only
    keep, reason = f.filter(doc("宝妈在家兼职，日赚300，加我微信 abc12345 了解"))
    assert not keep and reason.startswith("ad markers: ")
    assert "side-job" in reason and "earnings '日赚300'" in reason and "contact-solicitation" in reason


def test_deny_list_terms_and_regexes(tmp_path: Path):
    path = tmp_path / "deny.txt"
    path.write_text("# comment\n\n自杀方法\nre:\\d{3}元/次\n", encoding="utf-8")
    f = DenyListFilter(read_deny_list(path))
    assert f.filter(doc(PROSE)) is True
    assert f.filter(doc("有人问自杀方法")) == (False, "contains '自杀方法'")
    assert f.filter(doc("咨询费500元/次")) == (False, "contains '500元/次'")
    assert DenyListFilter(()).filter(doc("任何内容")) is True


def test_bad_deny_list_is_an_input_error(tmp_path: Path):
    path = tmp_path / "deny.txt"
    path.write_text("ok\nre:([unclosed\n", encoding="utf-8")
    with pytest.raises(InputError, match=r"deny.txt:2: bad regular expression"):
        read_deny_list(path)
    with pytest.raises(InputError, match="deny list not found"):
        read_deny_list(tmp_path / "missing.txt")


def test_chain_reports_the_first_failing_filter_by_name():
    chain = build_filters(CleanOptions(deny_terms=("分手",)))
    assert chain(doc(PROSE)) is None
    assert chain(doc("好")) == Rejection("length", "1 characters, fewer than 10")
    assert str(chain(doc(PROSE + "我们分手吧"))) == "deny-list: contains '分手'"
