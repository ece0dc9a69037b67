"""Text normalisation for Chinese seed documents, and the content hash that names them.

Why not plain NFKC: NFKC folds the full-width punctuation that *is* standard Chinese
typography (，：；？！（）～) into ASCII, turns the ellipsis …… into "......" and circled
list numbers ① into "1". We apply NFKC (full-width letters and digits, Kangxi radicals,
compatibility ideographs, half-width katakana…) with those characters protected, then
bring ASCII punctuation that touches a Chinese character to its full-width form, so the same
sentence typed with either keyboard ends up identical (which exact and near deduplication
rely on).
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from functools import cache

# Full-width punctuation of running Chinese text, ellipses and enclosed list numbers.
_PROTECTED = "！（），：；？～…‥" + "".join(map(chr, range(0x2460, 0x2500))) + "".join(
    map(chr, [*range(0x3220, 0x3244), *range(0x3280, 0x32B1)])
)
# Protected characters travel through NFKC as private-use code points (NFKC leaves those alone).
_PRIVATE_BASE = 0xF0000
_HIDE = {ord(ch): chr(_PRIVATE_BASE + i) for i, ch in enumerate(_PROTECTED)}
_SHOW = {_PRIVATE_BASE + i: ch for i, ch in enumerate(_PROTECTED)}

_CJK = r"\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_CJK_CHAR = re.compile(f"[{_CJK}]")
_HALF_TO_FULL = {",": "，", "!": "！", "?": "？", ":": "：", ";": "；", "(": "（", ")": "）"}
_ASCII_PUNCT_BY_CJK = re.compile(rf"(?<=[{_CJK}])[,!?:;()]|[,!?:;()](?=[{_CJK}])")
_INVISIBLE = re.compile("[\u00ad\u200b\u200c\u200d\u2060\ufeff\x00-\x08\x0b-\x1f\x7f]")
_SPACES = re.compile(r"[ \t\u00a0\u3000]+")
_SPACE_BETWEEN_CJK = re.compile(rf"(?<=[{_CJK}，。、；：？！“”‘’（）《》【】…])\s+(?=[{_CJK}，。、；：？！“”‘’（）《》【】…])")
_BLANK_RUNS = re.compile(r"\n{3,}")
_WHITESPACE = re.compile(r"\s+")

# Lines that are page furniture rather than content (short lines only, see `_is_boilerplate`).
_BOILERPLATE = re.compile(
    r"^(?:关注(?:我们|公众号|本号|微信)|点击(?:这里|此处|查看|阅读|关注|下方|上方|链接)|扫码|扫描二维码|长按(?:识别|扫码|二维码)"
    r"|转载请|原文链接|阅读原文|来源\s*[:：]|本文(?:来源|来自|转载|作者|首发|由)|作者\s*[:：]|(?:责任)?编辑\s*[:：]"
    r"|图片来源|免责声明|版权(?:所有|声明)|未经.{0,6}(?:授权|许可|允许)|分享到|相关(?:阅读|推荐|文章)|上一篇|下一篇"
    r"|返回(?:顶部|首页|目录)|登录后|copyright|©|(?:https?://|www\.)\S+$)",
    re.IGNORECASE,
)
_DECORATION = re.compile(r"^[-=_*~#·•—─━↓↑→←>＊＝－]{3,}$")
BOILERPLATE_MAX_CHARS = 60


def content_id(text: str) -> str:
    """The id of a document: 64-bit BLAKE2b of its text, as 16 hex digits."""
    return hashlib.blake2b(text.encode("utf-8"), digest_size=8).hexdigest()


def normalize_unicode(text: str) -> str:
    """NFKC except for Chinese punctuation (see the module docstring)."""
    if not unicodedata.is_normalized("NFKC", text):
        text = unicodedata.normalize("NFKC", text.translate(_HIDE)).translate(_SHOW)
    return _ASCII_PUNCT_BY_CJK.sub(lambda m: _HALF_TO_FULL[m.group()], text)


def clean_whitespace(text: str) -> str:
    """One space between words, none between Chinese characters, at most one blank line."""
    text = _INVISIBLE.sub("", text.replace("\r\n", "\n").replace("\r", "\n").replace("\t", " "))
    lines = [_SPACE_BETWEEN_CJK.sub("", _SPACES.sub(" ", line).strip()) for line in text.split("\n")]
    return _BLANK_RUNS.sub("\n\n", "\n".join(lines)).strip()


def _is_boilerplate(line: str) -> bool:
    return len(line) <= BOILERPLATE_MAX_CHARS and bool(_BOILERPLATE.match(line) or _DECORATION.match(line))


def strip_boilerplate(text: str) -> tuple[str, int]:
    """Drop short furniture lines (follow us, source, copyright, bare URLs, rules); returns the count."""
    lines = text.split("\n")
    kept = [line for line in lines if not _is_boilerplate(line)]
    removed = len(lines) - len(kept)
    return ("\n".join(kept).strip() if removed else text), removed


@cache
def _converter(config: str):
    # deferred: OpenCC loads its tables only when traditional Chinese text is met
    import opencc

    return opencc.OpenCC(config)


def to_simplified(text: str) -> str:
    """Traditional → Simplified Chinese with OpenCC (`t2s`)."""
    return _converter("t2s").convert(text)


def to_traditional(text: str) -> str:
    """Simplified → Traditional Chinese with OpenCC (`s2t`)."""
    return _converter("s2t").convert(text)


def clean_text(text: str, *, t2s: bool = False) -> tuple[str, int]:
    """The full clean-up of one text: Unicode, optional t2s, whitespace, boilerplate lines."""
    text = normalize_unicode(text)
    if t2s:
        text = to_simplified(text)
    return strip_boilerplate(clean_whitespace(text))


def dedup_text(text: str) -> str:
    """The form compared for near duplicates: the text without any whitespace."""
    return _WHITESPACE.sub("", text)


def chinese_count(text: str) -> int:
    return len(_CJK_CHAR.findall(text))


def han_share(text: str) -> float:
    """Chinese characters as a share of the letters (digits, punctuation and spaces left out)."""
    letters = sum(1 for char in text if char.isalpha())
    return chinese_count(text) / letters if letters else 0.0
