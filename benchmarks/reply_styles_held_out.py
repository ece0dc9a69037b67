"""Held-out reply styles: written once, after the reply reader was finished, and never used to
tune it. `reply_styles.py` measures the styles the reader was built against (in-sample); this
script measures styles nobody here tuned for, so the two figures side by side show how much
of the first is fit to its own examples. Do not change the reader to pass these: add new
held-out styles instead and report the first run's figure. Run from the repository root:

    .venv/bin/python benchmarks/reply_styles_held_out.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.reply_styles import REFUSED_STYLES, table  # noqa: E402
from tests.llm.test_reply_reader import ROLES, STYLES, draft_of, dump  # noqa: E402


def compact(payload: dict) -> str:
    return json.dumps(payload, ensure_ascii=False, separators=(",", ":"))


HELD_OUT = {
    "English preamble, JSON fence": lambda p: f"Sure! Here is the result in the requested format:\n\n```json\n{dump(p)}\n```\n\nLet me know if you need anything else.",
    "bold heading, then fence": lambda p: f"**输出结果**\n\n```json\n{dump(p)}\n```",
    "windows line endings": lambda p: f"结果如下：\r\n```json\r\n{dump(p)}\r\n```\r\n".replace("\n", "\r\n").replace("\r\r\n", "\r\n"),
    "byte-order mark": lambda p: "\ufeff" + dump(p),
    "one compact line after a colon": lambda p: f"JSON：{compact(p)}",
    "【分析】 section then 【输出】": lambda p: f"【分析】\n回应没有评判来访者，语气温和。\n\n【输出】\n{dump(p)}",
    "reasoning tag named 'reasoning'": lambda p: f"<reasoning>先看第三轮的情绪变化。</reasoning>\n{dump(p)}",
    "fence tagged jsonc": lambda p: f"```jsonc\n{dump(p)}\n```",
    "trailing note with braces in prose": lambda p: f"{dump(p)}\n\n说明：若 {{P1, P2}} 的回答不同，以上已综合考虑。",
    "indented fence inside a list": lambda p: "1. 输出如下：\n\n   ```json\n" + "\n".join("   " + line for line in dump(p).splitlines()) + "\n   ```",
    "'final answer' after a wrong draft in prose": lambda p: f"初步想法：{compact(draft_of(p))}\n\n不对，更正一下。最终答案：\n{dump(p)}",
    "tilde fence": lambda p: f"~~~json\n{dump(p)}\n~~~",
}
MUST_REFUSE = {
    "truncated mid-value": lambda p: dump(p)[: len(dump(p)) // 2],
    "two answers as alternatives": lambda p: f"如果从严：\n{dump(draft_of(p))}\n\n如果从宽：\n{dump(p)}",
    "single quotes (Python dict)": lambda p: str(p),
}


def main() -> None:
    print("in-sample styles (the reader was built against these):")
    in_good, in_total = table(STYLES, REFUSED_STYLES)
    print("\nheld-out styles (written after the reader, never tuned on):")
    out_good, out_total = table(HELD_OUT, MUST_REFUSE)
    print(f"\nhandled as meant — in-sample: {in_good} of {in_total} ({in_good / in_total:.0%}); "
          f"held out: {out_good} of {out_total} ({out_good / out_total:.0%}); over {len(ROLES)} roles")
    print("'re-ask' in a read row is a reply the reader refused although it held a usable answer (a lost reply, re-asked);"
          " 'WRONG' is a reply read differently from what the model meant")


if __name__ == "__main__":
    main()
