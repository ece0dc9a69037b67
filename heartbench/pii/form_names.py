"""A name split over a form's fields: the surname in one, the given name in the next (姓氏：汪  名：子墨), as a
matchmaker's card or a sign-up sheet asks for them. Each part alone is a word a tagger may read as anything (子墨 as
"ink"), but the fields say what it is."""

from __future__ import annotations

import re
from collections.abc import Iterator

from heartbench.pii import lexicon as lx
from heartbench.pii.textnorm import lines_with_offsets
from heartbench.pii.tokens import Span

_SURNAME = "(?:" + "|".join(sorted(lx.COMPOUND_SURNAMES, key=len, reverse=True)) + "|" + lx.SURNAME_PATTERN + ")"
_END_OF_FIELD = r"(?=[\s，,；;|]|$)"
_SURNAME_FIELD = re.compile(r"(?<![\u4e00-\u9fff])(?:姓氏|姓)[：:]\s?(?P<part>" + _SURNAME + ")" + _END_OF_FIELD)
_GIVEN_NAME_FIELD = re.compile(r"(?<![\u4e00-\u9fff])(?:名|名字)[：:]\s?(?P<part>[\u4e00-\u9fff]{1,2})" + _END_OF_FIELD)


def names_over_form_fields(text: str) -> Iterator[Span]:
    """The surname in its field, and the given name in its own field on the same line: both parts of one name."""
    for start, line in lines_with_offsets(text):
        surnames = list(_SURNAME_FIELD.finditer(line))
        if not surnames:
            continue
        for match in (*surnames, *_GIVEN_NAME_FIELD.finditer(line)):
            yield Span(start + match.start("part"), start + match.end("part"), 0.7)
