"""Given names standing alone, with no surname, relation or role before them: a child before 宝宝 in a clinic's or a
nursery's message (安然宝宝该打第二针了), and a name written alone between a colon after a verb and a pause (写着：子墨，…). Only
words made of the characters given names are made of that the dictionary does not list as everyday ones."""

from __future__ import annotations

from collections.abc import Iterable

from heartbench.pii import lexicon as lx
from heartbench.pii.names import everyday_word, given_name_characters, known_word
from heartbench.pii.tokens import HAN, Span, Tokens

_BABY = frozenset({"宝宝", "宝贝"})
_COLONS = frozenset({"：", ":"})
_PAUSES = frozenset({"，", ",", "。", "；", ";"})


def _a_given_name(word: str) -> bool:
    return (
        len(word) == 2 and bool(HAN.fullmatch(word)) and given_name_characters(word) and not everyday_word(word)
        and word not in lx.RELATIONS and word not in lx.NOT_A_NAME and word not in lx.ENDEARMENTS
        and not word.endswith(lx.TITLES_LONGEST_FIRST)  # ：孙叔，, ：陳太，: a surname and a title, the title rules' part
    )


def given_names_standing_alone(tokens: Tokens) -> Iterable[Span]:
    """安然 / 宝宝 / 该…: a child by a given name, then 宝宝, opening a clause; ：/ 子墨 / ，: a given name alone in
    what is written down, one the dictionary does not know at all."""
    words, tags, starts = tokens
    for i, word in enumerate(words[:-1]):
        opens = i == 0 or tags[i - 1] == "w"
        if opens and words[i + 1] in _BABY and _a_given_name(word):
            yield Span(starts[i], starts[i] + 2, 0.6)
        elif (
            i >= 2 and words[i - 1] in _COLONS and tags[i - 2] in {"v", "u"} and words[i + 1] in _PAUSES
            and _a_given_name(word) and not known_word(word)
        ):
            yield Span(starts[i], starts[i] + 2, 0.6)  # after what was written or said (写着：), not a form's field (求职意向：仓管)
