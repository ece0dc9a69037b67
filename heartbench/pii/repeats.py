"""Every recurrence of a name found once in a text: the person recogniser's last step."""

from __future__ import annotations

import bisect
import re

from heartbench.pii import lexicon as lx
from heartbench.pii.names import dictionary_word
from heartbench.pii.split_names import FUNCTION_CHARACTERS
from heartbench.pii.tokens import HAN, MASKS, Span, Tokens, non_overlapping

# words that are surnames too, yet before a name mostly what they are: a preposition or a class
_NOT_SURNAMES_HERE = FUNCTION_CHARACTERS | lx.GROUP_NOUNS


def with_repeats(text: str, tokens: Tokens, found: list[Span]) -> list[Span]:
    """A name found once is a name wherever it recurs as a word of its own; so is the given
    name of a full name (林晓彤 … 晓彤) when the tagger sees it as a word there, or as the start of
    what it calls an organisation (由达美代签). A recurrence that holds a shorter name found there
    (回复川妹子小雨： where the tagger found 小雨) is the longer one. A surname alone on someone's side
    (站在邵那边) is the person named in full before."""
    found = sorted(found)
    names = {text[span.start:span.end] for span in found if span.end - span.start >= 2}
    given = {  # (not the end of a firm a speaker's rule took: 长沙启航家教服务中心：…)
        name[-2:] for name in names
        if len(name) >= 3 and not name.endswith(lx.BODY_WORDS_LONGEST_FIRST) and HAN.fullmatch(name)
        and name[-2:] not in lx.NOT_A_NAME and name[-2:] not in lx.TITLES
        and name[-2] != "的"  # 夜行的风: a handle's particle and its last word, no given name (黄河边的风很大)
    }
    handle_ends = {name[-2:] for name in names if _a_handles_last_word(name)} - names
    found_starts = [span.start for span in found]
    repeats = []
    boundaries = set(tokens.starts) | {len(text)}
    # a word the tagger called an organisation may open with a name it did not see there (由达美代签/ORG)
    organisations = {start for start, tag in zip(tokens.starts, tokens.tags, strict=True) if tag == "ORG"}
    tag_at = dict(zip(tokens.starts, tokens.tags, strict=True))
    for part in names | given:
        start = text.find(part)
        while start >= 0:  # str.find, not a regex per name: a document may hold hundreds of names
            end = start + len(part)
            masked = text[start - 1:start] in MASKS  # *晓东 beside 卢晓东: masked there already
            # the full name of a given name found, the tagger reading it as one word (思源妈妈… "宫思源钢琴课")
            surname_before = len(part) == 2 and start - 1 in boundaries and start not in boundaries and end in boundaries \
                and text[start - 1:start] in lx.SURNAMES and text[start - 1] not in _NOT_SURNAMES_HERE  # (not 和 / 尹雪, 二班巴图)
            if surname_before and start - 1 not in found_starts and not masked:
                repeats.append(Span(start - 1, end, 0.6))
            # (a handle's last word recurring as the word is not the handle's owner: 老周爱摄影 … 摄影工作室, 今天的橙子)
            elif start in boundaries and (end in boundaries or start in organisations) and not masked \
                    and (part not in handle_ends or _stands_for_someone(text, start, end, tag_at)):
                # the found spans it meets (they do not overlap, so they are in order of start and of end)
                first = max(0, bisect.bisect_left(found_starts, start) - 1)
                met = [s for s in found[first:bisect.bisect_left(found_starts, end)] if s.end > start]
                if all(start <= s.start and s.end <= end for s in met):
                    repeats.append(Span(start, end, 0.6))
            start = text.find(part, start + 1)
    repeats += _surnames_standing_for(text, names)
    repeats += _familiar_forms(text, boundaries, names)
    return non_overlapping(found + repeats)


def _a_handles_last_word(name: str) -> bool:
    """The end of a longer name that is a word (慢慢跑的蜗牛, 老周爱摄影): a handle's last word, which may stand for its
    owner where it recurs (蜗牛你打我电话) or be the word again (摄影工作室预约); the last two of a full name of four
    are no word (阿依古丽 … 古丽, 吉克阿呷 … 阿呷)."""
    return len(name) >= 4 and name[:2] not in lx.COMPOUND_SURNAMES and dictionary_word(name[-2:])


def _stands_for_someone(text: str, start: int, end: int, tag_at: dict[int, str]) -> bool:
    """A handle's last word recurring as someone: opening a clause or after whom one goes with, asks or tells
    (蜗牛你打我电话, 跟蜗牛说); not a field's label before a colon (摄影：阿Ben), a noun's modifier (摄影 / 工作室) or
    what a modifier or a verb has before it (今天的橙子, 卖橙子)."""
    following = tag_at.get(end, "w")
    opens = start == 0 or text[start - 1] in _CLAUSE_BREAKS or text[start - 1] in _WITH_OR_TO_SOMEONE
    return opens and text[end:end + 1] not in ("：", ":") and not following.startswith("n") and following not in ("ORG", "LOC")


_CLAUSE_BREAKS = frozenset("\n \t，。！？、；：,.!?;:“\"「（(")
_WITH_OR_TO_SOMEONE = frozenset("跟和与找给让叫问等陪向对@")


def _familiar_forms(text: str, boundaries: set[int], names: set[str]) -> list[Span]:
    """老 or 小 and the surname of someone named in full, as a word of its own (马存福 … 老马意识清楚): that person, by
    the form people call them, though alone it may be a word (an old horse)."""
    surnames = {name[0] for name in names if len(name) == 3 and HAN.fullmatch(name) and name[0] in lx.SURNAMES}
    spans = []
    forms = {lead + surname for surname in surnames for lead in "老小"}
    for form in forms - lx.RELATIONS - lx.TITLES - lx.NOT_A_NAME:  # not 老公 for 公晓明, 小姐
        start = text.find(form)
        while start >= 0:
            if start in boundaries and start + 2 in boundaries:
                spans.append(Span(start, start + 2, 0.6))
            start = text.find(form, start + 1)
    return spans


# a person named in full, then by the surname alone on their side of a quarrel (站在邵那边, 跟邵那儿): that person
_SIDE = re.compile(r"(?<=[在跟和向往到去给])(?P<surname>[\u4e00-\u9fff])(?=那边|这边|那儿|那里)")


def _surnames_standing_for(text: str, names: set[str]) -> list[Span]:
    surnames = {name[0] for name in names if 2 <= len(name) <= 3 and HAN.fullmatch(name) and name[0] in lx.SURNAMES}
    return [Span(*match.span("surname"), 0.6) for match in _SIDE.finditer(text) if match.group("surname") in surnames]
