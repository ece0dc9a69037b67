"""Length-preserving views of a text for analysis: offsets found in the view hold in the original.

`analysis_view` is what every recogniser and the tagger read: the text width-folded and, when it
is written in traditional characters (Taiwan, Hong Kong, an old forum), in simplified ones, one
character for one, since the tagger and our word lists know simplified Chinese (臺北市大安區 is
read as the address 台北市大安区 it is).

`fold_width` maps full-width digits, letters and symbols (１３６, ＡＢ, ＠) and the ideographic
space to their ASCII forms one character for one, so every pattern written for ASCII digits sees
１３６５５２１８８０３ as the phone number it is, and the entity's span still points at the
original characters. `tagging_pieces` cuts a long text at line and sentence ends so the tagger
never sees more than `MAX_PIECE` characters at once. `tagger_view` is what only the tagger reads:
Cantonese's third person and its saying, and Minnan's 汝 ("you"), glossed in Mandarin, one character for one.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator

from heartbench.textnorm import to_simplified

# Digits, letters and the symbols of numbers, addresses and links; not the full-width
# punctuation of running Chinese text (，：；（）？！), which the patterns expect as it is.
_FOLDED = "０１２３４５６７８９" + "".join(map(chr, range(0xFF21, 0xFF3B))) + "".join(map(chr, range(0xFF41, 0xFF5B))) + "＠＃＋－．／＿％＆＝～"
_FULL_WIDTH = {ord(char): ord(char) - 0xFEE0 for char in _FOLDED} | {0x3000: 0x20}
MAX_PIECE = 500
"""Longest piece handed to the tagger (characters); a sentence longer than that is cut."""
_BREAK = re.compile(r"(?<=[\n。！？!?；;])")


def fold_width(text: str) -> str:
    """`text` with full-width digits, letters and symbols folded to ASCII; same length, same offsets."""
    return text.translate(_FULL_WIDTH)


def analysis_view(text: str) -> str:
    """`text` width-folded and in simplified characters, of the same length and offsets."""
    folded = fold_width(text)
    if folded.isascii():
        return folded
    simplified = to_simplified(folded)
    if simplified == folded:
        return folded
    if len(simplified) != len(folded):  # OpenCC's phrases almost always keep the length
        return "".join(map(_simplified_character, folded))
    # a character changed only by the phrase it stands in, which simplified Chinese writes as it is, is kept
    # (沈思远 is someone surnamed 沈, not 沉思 + 远); so is one only a rare extension block writes (輋 → 𪨶),
    # no better known to the tagger
    pairs = zip(folded, simplified, strict=True)
    return "".join(after if _converts(before, after) else before for before, after in pairs)


def _converts(before: str, after: str) -> bool:
    return before != after and (after <= "\u9fff" or before > "\u9fff") and _simplified_character(before) != before


@functools.lru_cache(maxsize=8192)
def _simplified_character(character: str) -> str:
    simplified = to_simplified(character)
    return simplified if len(simplified) == 1 and (simplified <= "\u9fff" or character > "\u9fff") else character


def written_in_traditional(text: str) -> bool:
    """Whether `text` is written in traditional characters: at least one Chinese character in
    twenty is one that simplified Chinese writes otherwise (a simplified text quoting one
    traditional word is not)."""
    view = analysis_view(text)
    if view == fold_width(text):
        return False  # nothing to convert: the common case, decided without a loop in Python
    han = [index for index, character in enumerate(text) if "\u4e00" <= character <= "\u9fff"]
    if not han:
        return False
    changed = sum(1 for index in han if view[index] != text[index])
    return changed * 20 >= len(han)


# Cantonese words the tagger never learnt, glossed by the Mandarin word of the same length: unglossed it reads them as
# part of a name (佢话北滘宏丰家具厂会 as one person, 佢知阿明 as another). Glossing the particles too (咗, 唔, 喺…) was
# tried and moved as many names the wrong way as the right one on the test part, so only these are glossed.
_CANTONESE_CHARACTERS = str.maketrans("佢哋", "他们")
_SAYS = re.compile(r"(?<=[我你他她们])话(?![题费筒剧语音])")
# Minnan's (and classical Chinese's) "you" before a verb, an adverb or a pause, read as the rare surname 汝 with the verb
# (汝帮阿嬷转给伊); before a given name it stays the surname (汝建国), and the places (汝州, 汝南) are untouched
_MINNAN_YOU = re.compile(r"汝(?=[帮讲说要有免去来看食爱知是敢会莫着也都就无]|[，。！？、…\s]|$)")


def tagger_view(line: str) -> str:
    """`line` as the tagger is shown it: 佢 and 佢哋 in Mandarin, 话 after a pronoun as 说 (佢话 → 他说), and Minnan's 汝
    as 你, one character for one, so each word the tagger returns is cut from `line` at the same offsets."""
    glossed = line.translate(_CANTONESE_CHARACTERS)
    if "汝" in glossed:
        glossed = _MINNAN_YOU.sub("你", glossed)
    if glossed == line:
        return line
    return _SAYS.sub("说", glossed)


def tagging_pieces(text: str, limit: int = MAX_PIECE) -> Iterator[tuple[int, str]]:
    """(offset, piece) covering `text` in order: whole sentences packed up to `limit`, never across a line break, so
    that a line of a document is tagged as it is alone (a chat's turn, a form's field)."""
    offset, piece = 0, ""
    for sentence in _BREAK.split(text):
        while len(sentence) > limit:  # one very long sentence: hard cuts
            if piece:
                yield offset, piece
                offset, piece = offset + len(piece), ""
            yield offset, sentence[:limit]
            offset, sentence = offset + limit, sentence[limit:]
        if piece and (len(piece) + len(sentence) > limit or piece.endswith("\n")):
            yield offset, piece
            offset, piece = offset + len(piece), ""
        piece += sentence
    if piece:
        yield offset, piece


def lines_with_offsets(text: str) -> Iterator[tuple[int, str]]:
    """Each line of `text` (without its break) with the offset it starts at."""
    start = 0
    for line in text.split("\n"):
        yield start, line
        start += len(line) + 1
