"""The lines of a chat-like text: where a line starts and ends, whether a turn speaks (好的, 吗, ！) or gives a
field's value, and which lines are a form's or a roster's, where a label before a colon is a field, not a speaker."""

from __future__ import annotations

import re
from collections import Counter

from heartbench.pii.headings import a_field
from heartbench.pii.textnorm import lines_with_offsets

_LABEL = re.compile(r"(?:^|(?<=\s))([\u4e00-\u9fff]{2,8})[：:]", re.MULTILINE)  # any label before a colon, a number after it too
_SPEECH = re.compile(r"[我你您咱俺吧吗呢啊呀哈嗯？?！!]|好的|收到|一下|就行|就好|麻烦")


def line_start(text: str, position: int) -> int:
    return text.rfind("\n", 0, position) + 1


def line_end(text: str, position: int) -> int:
    end = text.find("\n", position)
    return len(text) if end < 0 else end


def opens_its_line(text: str, match: re.Match) -> bool:
    return line_start(text, match.start()) == match.start()


def speaks(text: str, match: re.Match) -> bool:
    """What the turn says, to its line's end, is speech (`_SPEECH`), not a field's value."""
    return _SPEECH.search(text, match.end(), line_end(text, match.end())) is not None


def field_lines(text: str, turns: list[re.Match]) -> set[int]:
    """The starts of the lines where a label is a field: a form's lines and a roster's."""
    heads: dict[int, list[re.Match]] = {}
    for m in turns:
        heads.setdefault(line_start(text, m.start()), []).append(m)
    return _lines_of_forms(text, turns, heads) | _roster_lines(text, heads)


def _lines_of_forms(text: str, turns: list[re.Match], heads: dict[int, list[re.Match]]) -> set[int]:
    """Each line with a field (主人：…, 电话：…), and the lines run on from it where one word that speaks nowhere else
    heads each line and no one speaks after it (船员：… / 出港：… / 家属联系：…); a chat's line of several turns, a
    speaker who speaks twice, or a turn that speaks ends the run."""
    spoken = Counter(m.group("name") for m in turns)
    form_lines: set[int] = set()
    run: list[int] = []
    has_a_field = False
    for start, line in (*lines_with_offsets(text), (len(text) + 1, "")):
        field = any(a_field(label) for label in _LABEL.findall(line))
        on_line = heads.get(start, [])
        a_field_line = (
            len(on_line) == 1 and not line[:on_line[0].start() - start].strip() and spoken[on_line[0].group("name")] == 1
            and not speaks(text, on_line[0])
        )
        if field or a_field_line:
            run.append(start)
            has_a_field = has_a_field or field
            continue
        form_lines.update(run if has_a_field else ())
        run, has_a_field = [], False
    return form_lines


def _roster_lines(text: str, heads: dict[int, list[re.Match]]) -> set[int]:
    """Lines of several turns where none speaks and one lists (100米：顾昊天、祝晨阳 跳绳：赵欣怡 接力：大壮…): a
    roster's fields, each followed by whom it lists; a word heading one is what the list is of (石头：在 阿凯：到了 is
    a chat's)."""
    return {
        start for start, on_line in heads.items()
        if len(on_line) >= 2 and not any(speaks(text, m) for m in on_line) and "、" in text[start:line_end(text, start)]
    }
