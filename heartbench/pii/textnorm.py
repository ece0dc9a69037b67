"""Length-preserving views of a text for analysis: offsets found in the view hold in the original.

`fold_width` maps full-width digits, letters and symbols (１３６, ＡＢ, ＠) and the
ideographic space to their ASCII forms one character for one, so every pattern written for ASCII digits sees
１３６５５２１８８０３ as the phone number it is, and the entity's span still points at the
original characters. `tagging_pieces` cuts a long text at line and sentence ends so the tagger
never sees more than `MAX_PIECE` characters at once.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

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


def tagging_pieces(text: str, limit: int = MAX_PIECE) -> Iterator[tuple[int, str]]:
    """(offset, piece) covering `text` in order: whole sentences packed up to `limit`."""
    offset, piece = 0, ""
    for sentence in _BREAK.split(text):
        while len(sentence) > limit:  # one very long sentence: hard cuts
            if piece:
                yield offset, piece
                offset, piece = offset + len(piece), ""
            yield offset, sentence[:limit]
            offset, sentence = offset + limit, sentence[limit:]
        if piece and len(piece) + len(sentence) > limit:
            yield offset, piece
            offset, piece = offset + len(piece), ""
        piece += sentence
    if piece:
        yield offset, piece
