"""`rubrics draft` orchestration: N cases × 6 pilots + the synthesizer against a loopback server.

The server (tests/llm/fakeserver.py) answers after `--latency` seconds and enforces `--rpm`
(429 with retry-after beyond it); both the Anthropic and the OpenAI API are served, each
through its real SDK. Pilots get the server's default reply (it echoes the prompt, so answers
have realistic length); the synthesizer gets a valid reply of five items. The workspace's
`limits.rpm` is set to the same cap. Printed: wall time, the rate-limit bound
(requests / RPM) and their ratio (target <= 1.15), calls per case, and the estimated cost
per case at the prices of heartbench/llm/prices.toml (token counts as the server reports them).

Dialogues come from the HeartBench v1 release in ../shared when present (their rubrics are
dropped, so every case is drafted), else from a synthetic dialogue. Run from the repository root:

    .venv/bin/python benchmarks/rubric_draft.py [--cases 296] [--latency 1] [--rpm 600]
"""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))  # for tests.llm.fakeserver

from tests.llm.fakeserver import CHAT, FakeServer, anthropic_message, chat_completion, tokens  # noqa: E402

from heartbench.heartbench_jsonl import read_release  # noqa: E402
from heartbench.rubrics.draft import draft_rubrics  # noqa: E402
from heartbench.schema import Case, Turn  # noqa: E402
from heartbench.stages import StageOutput  # noqa: E402
from heartbench.standard import load_standard  # noqa: E402
from heartbench.workspace import Workspace  # noqa: E402

V1 = REPO.parent / "shared" / "reference" / "heartbench-v1" / "question_all.jsonl"
PILOTS = ["openai/gpt-4o", "openai/gpt-4o-mini", "openai/gpt-4.1", "openai/gpt-4.1-mini",
          "anthropic/claude-haiku-4-5", "anthropic/claude-sonnet-4-6"]  # fmt: skip
SYNTHESIZER = "anthropic/claude-sonnet-4-6"
ITEMS = [
    {"dimension": "emotional_perception", "score": 5, "content": "回应点出了用户此刻最强烈的那种情绪", "basis": "relative", "evidence": {"hit": ["P1"], "miss": ["P2"]}},
    {"dimension": "curiosity", "score": 4, "content": "回应追问了用户没有说完的那件事", "basis": "relative", "evidence": {"hit": ["P3"], "miss": ["P4"]}},
    {"dimension": "warmth", "score": 3, "content": "回应肯定用户愿意把难处说出来", "basis": "absolute"},
    {"dimension": "autonomy", "score": -4, "content": "回应替用户做出了重大决定", "basis": "absolute"},
    {"dimension": "emotional_coping", "score": -3, "content": "回应劝用户别再想这件事", "basis": "absolute"},
]  # fmt: skip


def load_cases(count: int) -> tuple[list[Case], str]:
    if V1.is_file():
        cases = read_release(V1, load_standard("heartbench-zh"))
        chosen = [cases[n % len(cases)].model_copy(update={"case_id": f"c{n:04d}", "rubric": [], "difficulty": None}) for n in range(count)]
        return chosen, f"HeartBench v1 dialogues ({V1})"
    dialogue = [Turn(role="A", content="最近压力很大，晚上总是睡不着，工作上也一团糟。" * 4)]
    return [Case(case_id=f"c{n:04d}", dialogue=dialogue) for n in range(count)], "synthetic dialogues (v1 not found)"


def synthesizer_reply(path: str, body: dict):
    text = json.dumps(body, ensure_ascii=False)
    if "能力标准" not in text:
        return None  # a pilot: the server's echo reply
    reply = "分歧点在于是否接住情绪。\n```json\n" + json.dumps({"items": ITEMS}, ensure_ascii=False) + "\n```"
    if path == CHAT:
        return 200, {}, chat_completion(reply, usage={"prompt_tokens": tokens(text), "completion_tokens": tokens(reply)})
    usage = {"input_tokens": tokens(text), "output_tokens": tokens(reply)}
    return 200, {}, anthropic_message(reply, usage=usage, model=body.get("model", "m"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=296)
    parser.add_argument("--latency", type=float, default=1.0, help="server seconds per request")
    parser.add_argument("--rpm", type=int, default=600, help="server RPM cap and runner rpm limit")
    parser.add_argument("--concurrency", type=int, default=64)
    args = parser.parse_args()
    cases, origin = load_cases(args.cases)
    with tempfile.TemporaryDirectory() as folder, FakeServer(latency=args.latency, rpm=args.rpm) as server:
        os.environ.update(ANTHROPIC_BASE_URL=server.url, OPENAI_BASE_URL=server.openai_url,
                          ANTHROPIC_API_KEY="bench-anthropic", OPENAI_API_KEY="bench-openai")  # fmt: skip
        server.reply = synthesizer_reply
        root = Path(folder) / "ws"
        ws = Workspace.init(root, "bench")
        config = (root / "bench.toml").read_text(encoding="utf-8")
        config = config.replace('pilots = ["anthropic/claude-sonnet-4-6", "openai/Qwen/Qwen3-235B-A22B-Instruct-2507"]',
                                "pilots = " + json.dumps(PILOTS))  # fmt: skip
        config = config.replace("rpm = 0 ", f"rpm = {args.rpm} ").replace("concurrency = 8 ", f"concurrency = {args.concurrency} ")
        config = config.replace("spend_cap_usd = 50.0", "spend_cap_usd = 0.0")
        (root / "bench.toml").write_text(config, encoding="utf-8")
        out = StageOutput(ws.stage_dir("build-dialogues"), "benchmark")
        with out:
            for case in cases:
                out.keep(case, case.case_id)
            out.finish({}, sequence=1)
        started = time.monotonic()
        result = draft_rubrics(root)
        wall = time.monotonic() - started
        with sqlite3.connect(root / "ledger.sqlite") as db:
            calls, cost = db.execute("SELECT COUNT(*), SUM(cost_usd) FROM calls").fetchone()
            by_task = dict(db.execute("SELECT task, SUM(cost_usd) FROM calls GROUP BY task").fetchall())
    requests = args.cases * (len(PILOTS) + 1)
    bound = requests / args.rpm * 60
    print(f"cases: {args.cases} from {origin}; pilots: {len(PILOTS)}; synthesizer: {SYNTHESIZER}")
    print(f"server: latency {args.latency:.2f} s, RPM cap {args.rpm}; 429s sent: {server.rate_limited}")
    print(f"drafted cases        {result.stats['counts'].get('kept', 0):8d}")
    print(f"wall time            {wall:8.1f} s")
    print(f"rate-limit bound     {bound:8.1f} s   ({requests} requests / {args.rpm} RPM)")
    print(f"ratio                {wall / bound:8.3f}   (target <= 1.15)")
    print(f"calls per case       {calls / args.cases:8.2f}")
    print(f"estimated cost/case  ${cost / args.cases:.4f}   (answers ${by_task.get('answer', 0) / args.cases:.4f}, "
          f"synthesizer ${by_task.get('rubric', 0) / args.cases:.4f})")  # fmt: skip


if __name__ == "__main__":
    main()
