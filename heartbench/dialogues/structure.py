"""The structural pass on transcripts, before any model sees them.

HeartBench's refinement compresses dialogues by dropping fillers and merging consecutive turns
so that each case is dense and at most nine turns long. These are deterministic, pure
functions over turns; the model's polish comes after (see `heartbench.dialogues.rewrite`). Runs
of one role are merged the way ingest merges them (`heartbench.schema.merge_turns`).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from heartbench.schema import Turn, merge_turns

# Back-channel sounds and acknowledgements that carry no content on their own. Substantive
# one-word answers (对 / 是 / 没错 / 不是) are deliberately absent: they answer a question.
_FILLER_UNITS = (
    "嗯哼", "嗯呢", "好的", "好吧", "行吧", "收到", "ok", "okay",
    "嗯", "啊", "哦", "噢", "喔", "呃", "额", "唔", "哈", "呵", "嘿", "诶", "欸", "好", "行",
)
_PARTICLES = ("呀", "啦", "吧", "嘛", "呢", "哟", "哇")
_FILLER_ONLY = re.compile(
    "^(?:" + "|".join(map(re.escape, _FILLER_UNITS + _PARTICLES)) + ")+$", re.IGNORECASE
)
# Punctuation, spaces, emoji and other symbols: ignored when deciding a turn is filler-only.
_NON_WORD = re.compile(r"[\W_]+")
# A leading interjection is only cut when punctuation follows it ("嗯，其实…"), so words that
# merely begin with the same character ("额外", "啊呀呀我…" without a pause) stay intact.
_LEADING_INTERJECTION = re.compile(r"^(?:(?:嗯|啊|哦|噢|呃|额|唔|诶|欸|哈|呵)+[，,。．.、…~～！!\s]+)+")


class Draft(NamedTuple):
    """The outcome of the structural pass."""

    turns: list[Turn]
    """The compressed dialogue: alternating roles, ending on A, at most `max_turns` turns;
    empty when the transcript has no A turn with content."""
    omitted: list[Turn]
    """Middle turns cut by compression, kept so the rewriter can preserve the causal chain."""


def is_filler(content: str) -> bool:
    """True when a turn holds nothing but back-channel sounds, particles and punctuation."""
    core = _NON_WORD.sub("", content)
    return not core or bool(_FILLER_ONLY.match(core))


def strip_leading_interjection(line: str) -> str:
    """"嗯嗯，其实我…" → "其实我…"; a line that is only an interjection is left to `is_filler`."""
    stripped = _LEADING_INTERJECTION.sub("", line)
    return stripped if stripped.strip() else line


def drop_fillers(turns: list[Turn]) -> list[Turn]:
    """Remove filler-only lines (and so filler-only turns) and leading interjections.

    Works line by line because ingest joins a speaker's consecutive lines into one turn.
    """
    kept = []
    for turn in turns:
        lines = [strip_leading_interjection(line.strip()) for line in turn.content.split("\n")]
        content = "\n".join(line for line in lines if not is_filler(line))
        if content:
            kept.append(Turn(role=turn.role, content=content))
    return kept


def end_on_last_a(turns: list[Turn]) -> list[Turn]:
    """Cut what follows the last A turn: the model under test answers that turn."""
    for index in range(len(turns) - 1, -1, -1):
        if turns[index].role == "A":
            return turns[: index + 1]
    return []


def compress(turns: list[Turn], max_turns: int) -> Draft:
    """Shorten an alternating dialogue that ends on A to at most `max_turns` turns.

    Keeps the first A turn (where the person states the predicament) and the latest turns up
    to the final A turn; the cut middle is returned as `omitted`. Roles still alternate.
    """
    if len(turns) <= max_turns:
        return Draft(list(turns), [])
    if max_turns < 3:
        # No room for an opening plus a tail: the latest exchange is what the model answers.
        return Draft(turns[-max_turns:], turns[:-max_turns])
    first_a = next(index for index, turn in enumerate(turns) if turn.role == "A")
    tail_size = max_turns - 1
    if turns[-tail_size].role == "A":  # the tail must open with B to follow the opening A
        tail_size -= 1
    tail_start = len(turns) - tail_size
    if first_a >= tail_start - 1:
        return Draft(turns[-max_turns:], turns[:-max_turns])
    head = turns[first_a]
    return Draft([head, *turns[tail_start:]], turns[:first_a] + turns[first_a + 1 : tail_start])


def structural_pass(turns: list[Turn], max_turns: int) -> Draft:
    """Fillers out, same-role runs merged, cut after the last A turn, compressed to `max_turns`."""
    cleaned = end_on_last_a(merge_turns(drop_fillers(turns)))
    if not cleaned:
        return Draft([], list(turns))
    return compress(cleaned, max_turns)
