"""The runner's own CPU per model call, with the scripted provider (no network, no model).

Issue 14 found `build dialogues` with 6,000 scripted calls CPU-bound at 6 min 22 s. This
script measures the parts separately, each as CPU seconds (time.process_time) per call:

1. `Runner.map` over N fresh requests: ledger lookup (miss), outbound gate (skipped for
   scripted), limits, the scripted provider reading its reply file, the ledger write;
2. `Runner.map` over the same N requests again: every one served from the ledger;
3. the dialogues leak gate (`LeakGate.filter`, the PII scan of a rewritten dialogue),
   per dialogue — reported apart, as the issue asks;
4. the outbound gate's structured scan of one rewrite prompt, per request (what a real
   provider pays on top of 1).

Prompts are a rewrite-sized Chinese passage (~900 characters) with a per-request suffix,
the reply a nine-turn dialogue. Target: item 1 at most 2 ms of CPU a call. A cProfile of
item 1 is printed with `--profile`. Run from the repository root:

    .venv/bin/python benchmarks/runner_overhead.py [--calls 10000] [--profile]
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import json
import pstats
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from heartbench.config import Limits  # noqa: E402
from heartbench.dialogues.checks import Candidate  # noqa: E402
from heartbench.dialogues.leak import LeakGate  # noqa: E402
from heartbench.llm.gate import OutboundGate  # noqa: E402
from heartbench.llm.ledger import Ledger  # noqa: E402
from heartbench.llm.runner import Runner  # noqa: E402
from heartbench.llm.types import LLMRequest, Message, RequestMeta  # noqa: E402
from heartbench.pii.engine import Anonymizer  # noqa: E402

PASSAGE = ("我最近总是失眠，脑子里一直在想工作上的事。领导上周又把一个项目交给我，说是锻炼，可我手上已经有三个项目了。"
           "晚上躺在床上就开始想明天要做什么，越想越清醒，到凌晨两三点才睡着。早上起来头很疼，上班的时候也没精神。") * 6  # fmt: skip
TURNS = [("A" if i % 2 == 0 else "B", PASSAGE[i * 40 : i * 40 + 60]) for i in range(9)]
REPLY = json.dumps({"dialogue": [{"role": r, "content": c} for r, c in TURNS]}, ensure_ascii=False)


def requests(n: int) -> list[LLMRequest]:
    return [
        LLMRequest(model="scripted/bench", messages=[Message(role="user", content=f"{PASSAGE}\n编号 {i}")], max_tokens=2048,
                   meta=RequestMeta(stage="bench", task="rewrite", case_id=f"c{i:05d}"))  # fmt: skip
        for i in range(n)
    ]


def cpu_per_call(runner: Runner, batch: list[LLMRequest], profile: bool) -> float:
    profiler = cProfile.Profile() if profile else None
    start = time.process_time()
    if profiler:
        profiler.enable()
    results = asyncio.run(runner.map(batch, "bench"))
    if profiler:
        profiler.disable()
    spent = time.process_time() - start
    failed = [r.error for r in results if not r.ok]
    if failed:
        raise SystemExit(f"{len(failed)} calls failed, e.g. {failed[0]}")
    if profiler:
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)
    return spent / len(batch)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--calls", type=int, default=10_000)
    parser.add_argument("--profile", action="store_true", help="print a cProfile of the fresh-call pass")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        (root / "scripted" / "bench" / "rewrite").mkdir(parents=True)
        (root / "scripted" / "bench" / "rewrite" / "_any.txt").write_text(REPLY, encoding="utf-8")
        batch = requests(args.calls)
        with Ledger(root / "ledger.sqlite") as ledger:
            runner = Runner(ledger, Limits(concurrency=64, max_retries=0), None, root)
            fresh = cpu_per_call(runner, batch, args.profile)
            held = cpu_per_call(runner, batch, False)

    anonymizer = Anonymizer()
    anonymizer.analyze("预热")  # model load is start-up, not per-dialogue cost
    gate = LeakGate(anonymizer, {"s": {"林晓雯": "PERSON", "13812345678": "CN_MOBILE"}})
    candidates = [Candidate(seed_id="s", reply=REPLY, turns=list(TURNS), shape_problem=None) for _ in range(50)]
    start = time.process_time()
    for candidate in candidates:
        gate.filter(candidate)
    leak = (time.process_time() - start) / len(candidates)

    outbound = OutboundGate()
    probe = [request.model_copy(update={"model": "anthropic/claude-sonnet-4-6"}) for request in requests(200)]
    outbound.reason(probe[0])
    start = time.process_time()
    for request in probe:
        outbound.reason(request)
    scan = (time.process_time() - start) / len(probe)

    print(f"runner, {args.calls:,} fresh scripted calls: {fresh * 1e3:.3f} ms CPU a call (target <= 2 ms: {fresh * 1e3 / 2:.2f}x of it)")
    print(f"runner, {args.calls:,} calls served from the ledger: {held * 1e3:.3f} ms CPU a call")
    print(f"leak gate (PII scan of a nine-turn dialogue): {leak * 1e3:.1f} ms CPU a dialogue")
    print(f"outbound gate (structured scan of a rewrite prompt): {scan * 1e3:.3f} ms CPU a request")
    print(f"6,000 rewrites would spend ~{6000 * (fresh + leak):.0f} s of CPU: runner {6000 * fresh:.0f} s, leak gate {6000 * leak:.0f} s")


if __name__ == "__main__":
    main()
