"""Share of realistic model replies each role reads as the model meant, per style.

The styles are those real models write when asked for JSON (the table in
`tests/llm/test_reply_reader.py`, imported so the two never drift apart): plain; preface +
fence; a <think> block; reasoning then bare JSON; JSON then prose; a fence without a language;
a markdown fence before the JSON fence; a draft then a corrected final; the same JSON twice;
extra top-level keys. "As meant" means the role's parser returned the payload the model
intended (the corrected one for a draft). Two replies that must not be read — two different
answers without a correction, and a trailing comma — count as handled when the parser refuses
them with a problem to re-ask (never a guess). Run from the repository root:

    .venv/bin/python benchmarks/reply_styles.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.llm.test_reply_reader import ROLES, STYLES, draft_of, dump  # noqa: E402

REFUSED_STYLES = {
    "two answers, no correction": lambda p: f"方案一：\n{dump(draft_of(p))}\n\n方案二：\n{dump(p)}",
    "trailing comma": lambda p: "结果：\n" + dump(p)[:-2] + ",\n}",
}


def table(styles: dict, refused: dict) -> tuple[int, int]:
    """Print one row per style and role; (handled as meant, replies). A style in `refused` is
    handled when the parser refuses it with a problem to re-ask; any other when it reads the
    payload the model meant. A cell says `read`, `re-ask` (refused: right for `refused`
    styles, a lost reply otherwise) or `WRONG` (read differently from what was meant)."""
    print(f"{'style':46s}" + "".join(f"{role:>12s}" for role in ROLES))
    total = good = 0
    for name, style in {**styles, **refused}.items():
        cells = []
        for payload, read, expected in ROLES.values():
            value, problem = read(style(payload))
            must_refuse = name in refused
            ok = (value is None and problem is not None) if must_refuse else (problem is None and value == expected)
            cells.append(("re-ask" if must_refuse else "read") if ok else ("re-ask" if problem is not None else "WRONG"))
            total, good = total + 1, good + ok
        print(f"{name:46s}" + "".join(f"{cell:>12s}" for cell in cells))
    return good, total


def main() -> None:
    good, total = table(STYLES, REFUSED_STYLES)
    print(f"\nhandled as meant: {good} of {total} replies ({good / total:.0%}) over {len(ROLES)} roles")


if __name__ == "__main__":
    main()
