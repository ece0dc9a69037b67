"""Uyghur, Kazakh and Kyrgyz names written in Han characters, whole.

Such a name is sounds, as a foreign one is (艾尼瓦尔 reads like a name from abroad), and the tagger cuts it
where a sound is also a word (买 / 买提·艾力, 阿不 / 都 / 热合曼, 祖丽 / 胡玛尔). Two things follow:

* in a text set in Xinjiang or naming a Uyghur or Kazakh (`in_turkic_context`), a name of sounds is a citizen's
  name like any other, never taken for a foreign public figure's;
* a name the tagger or the lexicon found in part is taken whole (`whole_turkic_names`): across its middle
  dot (the father's name after it), and over the tokens beside it that are sounds and no Chinese word.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from heartbench.pii import lexicon as lx
from heartbench.pii.names import TRANSLITERATION_CHARS, known_word
from heartbench.pii.tokens import HAN, Span, Tokens

# the sounds of these names: those of foreign names and those the lexicon's Uyghur and Kazakh names use
SOUNDS = (
    TRANSLITERATION_CHARS | frozenset("".join(lx.UYGHUR_KAZAKH_GIVEN_NAMES)) | frozenset("提江吐孜合热汗乃则吾依别逊祖玛罕夏库娃")
)
_XINJIANG = re.compile(
    "新疆|乌鲁木齐|喀什|伊犁|伊宁|和田|阿克苏|库尔勒|吐鲁番|哈密|昌吉|克拉玛依|塔城|阿勒泰|博乐|石河子|奎屯|"
    "维吾尔|维族|哈萨克|柯尔克孜|塔吉克|乌孜别克"
)
_DOT = "·"
_LONGEST_PART = 7  # 阿布都热合曼: one part of a name, in characters


def in_turkic_context(text: str, non_han: list[Span]) -> bool:
    """A text set in Xinjiang or naming a Uyghur, a Kazakh or a Kyrgyz: by a place, a people, or a given name
    the lexicon lists among `non_han` (what `names.non_han_given_names` found in it)."""
    return bool(_XINJIANG.search(text)) or any(text[span.start:span.start + 2] in _TURKIC_STARTS for span in non_han)


_TURKIC_STARTS = frozenset(name[:2] for name in lx.UYGHUR_KAZAKH_GIVEN_NAMES)


def whole_turkic_names(text: str, tokens: Tokens, non_han: list[Span]) -> Iterable[Span]:
    """A name of sounds found in part (a token tagged a person, a name the lexicon lists: `non_han`), taken
    whole."""
    seeds = [Span(start, start + len(word), 0.8) for word, tag, start in zip(*tokens[:2], tokens.starts, strict=True)
             if tag == "PER" and _all_sounds(word.replace(_DOT, ""))]
    seeds += non_han
    boundaries = set(tokens.starts) | {len(text)}
    for seed in seeds:
        start, end = _across_dots(text, seed.start, seed.end)
        start, end = _over_sound_tokens(text, tokens, start, end, boundaries)
        start, end = _across_dots(text, start, end)
        if (start, end) != (seed.start, seed.end) and end - start >= 3:
            yield Span(start, end, 0.8)


def _all_sounds(word: str) -> bool:
    return len(word) >= 2 and bool(HAN.fullmatch(word)) and all(char in SOUNDS for char in word)


def _across_dots(text: str, start: int, end: int) -> tuple[int, int]:
    """Over a middle dot to the whole part of sounds on its other side (买买提 · 艾力)."""
    while end < len(text) - 1 and text[end] == _DOT and text[end + 1] in SOUNDS:
        end += 1
        stop = end
        while stop < len(text) and stop - end < _LONGEST_PART and text[stop] in SOUNDS:
            stop += 1
        end = stop
    while start > 1 and text[start - 1] == _DOT and text[start - 2] in SOUNDS:
        start -= 1
        stop = start
        while stop > 0 and start - stop < _LONGEST_PART and text[stop - 1] in SOUNDS:
            stop -= 1
        start = stop
    return start, end


def _over_sound_tokens(text: str, tokens: Tokens, start: int, end: int, boundaries: set[int]) -> tuple[int, int]:
    """Over the tokens right after the name that are sounds and no Chinese word (阿不都 / 热合曼)."""
    if end not in boundaries or start not in boundaries:
        return start, end
    index = tokens.starts.index(end) if end < len(text) else None
    while index is not None and index < len(tokens.words):
        word, tag = tokens.words[index], tokens.tags[index]
        # or sounds read one by one as words of their own, where a pause or 的 ends the name (古丽米 / 热 / ：,
        # 古丽 / 米 / 热 / ，, 艾丽菲 / 热 / 的)
        taken = 1 if _all_sounds(word) and (tag == "PER" or not known_word(word)) else _last_single_sounds(tokens, index)
        if not taken:
            break
        width = sum(len(part) for part in tokens.words[index:index + taken])
        if end - start + width > 2 * _LONGEST_PART:
            break
        end += width
        index += taken
    return start, end


def _last_single_sounds(tokens: Tokens, index: int, most: int = 2) -> int:
    """How many one-character sounds from `index` end the name before a pause, 的 or the text's end (米 / 热 / ，);
    0 where they do not."""
    words, tags = tokens.words, tokens.tags
    count = 0
    while index + count < len(words) and count < most and len(words[index + count]) == 1 and words[index + count] in SOUNDS:
        count += 1
        after = index + count
        if after == len(words) or tags[after] == "w" or words[after] == "的":
            return count
    return 0
