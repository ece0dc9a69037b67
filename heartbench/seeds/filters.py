"""Quality filters of `seeds clean`: one small `Filter` per concern, each pure.

Each returns True to keep a document or (False, reason); `FilterChain` prefixes the reason
with the filter's name, so rejects.jsonl reads e.g. `length: 4 characters, fewer than 10`.
"""

from __future__ import annotations

import re
import zlib
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

from heartbench.errors import InputError
from heartbench.jsonio import read_text_file
from heartbench.schema import SeedDoc
from heartbench.stages import Filter
from heartbench.textnorm import chinese_count, dedup_text

_NOT_LETTER_OR_DIGIT = re.compile(r"[\W_]+")


class LengthFilter(Filter):
    """Bounds on the number of non-whitespace characters."""

    name = "length"

    def __init__(self, min_chars: int, max_chars: int):
        self.min_chars, self.max_chars = min_chars, max_chars

    def filter(self, record: SeedDoc) -> bool | tuple[bool, str]:
        size = len(dedup_text(record.text))
        if size < self.min_chars:
            return False, f"{size} characters, fewer than {self.min_chars}"
        if size > self.max_chars:
            return False, f"{size} characters, more than {self.max_chars}"
        return True


class ChineseShareFilter(Filter):
    """Share of Chinese characters among letters and digits (punctuation and emoji excluded)."""

    name = "chinese-share"

    def __init__(self, min_share: float):
        self.min_share = min_share

    def filter(self, record: SeedDoc) -> bool | tuple[bool, str]:
        letters = _NOT_LETTER_OR_DIGIT.sub("", record.text)
        share = chinese_count(letters) / len(letters) if letters else 0.0
        if share < self.min_share:
            return False, f"{share:.0%} Chinese characters, fewer than {self.min_share:.0%}"
        return True


class RepetitionFilter(Filter):
    """Degenerate repetition: repeated lines, or text that compresses far better than prose.

    Chinese prose compresses (zlib) to ~0.85 of its UTF-8 size; "哈哈哈…" or one sentence
    pasted four times to under 0.3. Texts under 60 bytes are too short for the ratio to say
    anything (zlib's overhead dominates).
    """

    name = "repetition"
    MIN_BYTES = 60

    def __init__(self, min_compression_ratio: float, max_duplicate_line_share: float):
        self.min_ratio, self.max_dup_lines = min_compression_ratio, max_duplicate_line_share

    def filter(self, record: SeedDoc) -> bool | tuple[bool, str]:
        lines = [line.strip() for line in record.text.split("\n") if line.strip()]
        if len(lines) >= 3:
            counts = Counter(lines)
            repeated = sum(len(line) * (n - 1) for line, n in counts.items() if n > 1)
            share = repeated / sum(len(line) for line in lines)
            if share > self.max_dup_lines:
                return False, f"{share:.0%} of the text is repeated lines (limit {self.max_dup_lines:.0%})"
        raw = record.text.encode("utf-8")
        if len(raw) >= self.MIN_BYTES:
            ratio = len(zlib.compress(raw, 6)) / len(raw)
            if ratio < self.min_ratio:
                return False, f"compresses to {ratio:.0%} of its size (repetitive; limit {self.min_ratio:.0%})"
        return True


# Solicitation patterns, not topics: "他不回我微信" is content, "加我微信 abc123" is an ad.
SPAM_MARKERS = {
    "contact-solicitation": r"加(?:我|好友)?\s*(?:微信|威信|薇信|v信|vx|wx|qq|扣扣)|(?:微信|vx|wx|qq)\s*(?:号)?\s*[:：]\s*[A-Za-z0-9_\-]{5,}",
    "earnings": r"日(?:赚|入|结)\s*\d+|月入(?:过)?\s*\d+\s*[万w千]|躺赚|轻松赚钱",
    "side-job": r"(?:招聘|诚招|招募)?兼职|刷单|宝妈在家|代理加盟|招代理",
    "promotion": r"优惠(?:券|码)|限时(?:抢购|优惠|特价)|免费领取|点击(?:链接|下方|购买)|扫码(?:领取|添加|进群)|私聊(?:领取|了解)",
    "link": r"https?://\S+|www\.\S+",
    "gambling": r"博彩|彩票(?:群|计划)|百家乐|棋牌(?:群|游戏)",
}
_SPAM = re.compile("|".join(f"(?P<{name.replace('-', '_')}>{pattern})" for name, pattern in SPAM_MARKERS.items()), re.IGNORECASE)


class SpamFilter(Filter):
    """Advertising and spam: at least `min_markers` different kinds of ad markers."""

    name = "spam"

    def __init__(self, min_markers: int = 2):
        self.min_markers = min_markers

    def filter(self, record: SeedDoc) -> bool | tuple[bool, str]:
        kinds: dict[str, str] = {}
        for match in _SPAM.finditer(record.text):
            kinds.setdefault(match.lastgroup.replace("_", "-"), match.group())
        if len(kinds) >= self.min_markers:
            found = ", ".join(f"{kind} '{text[:20]}'" for kind, text in kinds.items())
            return False, f"ad markers: {found}"
        return True


class DenyListFilter(Filter):
    """Documents containing any term of a user-supplied list (plain text, or `re:` + a regex)."""

    name = "deny-list"

    def __init__(self, terms: Iterable[str]):
        patterns = [t[3:] if t.startswith("re:") else re.escape(t) for t in terms]
        self.pattern = re.compile("|".join(f"(?:{p})" for p in patterns), re.IGNORECASE) if patterns else None

    def filter(self, record: SeedDoc) -> bool | tuple[bool, str]:
        if self.pattern is None:
            return True
        match = self.pattern.search(record.text)
        return (False, f"contains '{match.group()}'") if match else True


def read_deny_list(path: Path) -> tuple[str, ...]:
    """Terms one per line; blank lines and lines starting with # are ignored."""
    text = read_text_file(path, expected="a deny-list file", missing="deny list not found")
    terms = []
    for number, line in enumerate(text.splitlines(), start=1):
        term = line.strip()
        if not term or term.startswith("#"):
            continue
        if term.startswith("re:"):
            if not term[3:].strip():
                raise InputError(path, "empty `re:` pattern: it would match, and drop, every document", number)
            try:
                re.compile(term[3:])
            except re.error as exc:
                raise InputError(path, f"bad regular expression ({exc})", number) from None
            if re.search(term[3:], ""):
                raise InputError(path, f"`{term}` matches empty text, so it would drop every document", number)
        terms.append(term)
    return tuple(terms)
