"""Evaluation orchestration: how close the runner gets to the rate-limit bound, and what
prompt caching saves on judge input tokens.

Part 1 (throughput): a loopback server answers after `--latency` seconds and enforces
`--rpm` (a token bucket holding one second's worth of requests; over it: 429 with
retry-after). For each of `--cases` cases the runner sends an answer call (OpenAI API), then
a judge call (Anthropic API) that includes the answer, with `rpm` set to the same limit.
Printed: wall time, the rate-limit bound (requests / RPM) and their ratio (target <= 1.15).

Part 2 (prompt caching): `--models` answers per case are judged with the per-case prefix
(judge rules + dialogue + rubric) marked cacheable (ContentBlock.cache) and without. The
server emulates Anthropic caching (prefixes of at least 1,024 tokens; a prefix seen before
is reported as cache_read_input_tokens). Printed: input tokens as the server billed them,
and the estimated cost at the claude-sonnet-4-6 prices of heartbench/llm/prices.toml.

Prompts are built from the HeartBench v1 release in ../shared when present (dialogue and
rubric sizes are then realistic), else from synthetic text of similar size; the judge rules
are the system section of heartbench/templates/judge.zh.txt. Run from the repository root:

    /work/venv/bin/python benchmarks/eval_orchestration.py [--cases 296] [--latency 1] [--rpm 600]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))  # for tests.llm.fakeserver

from tests.llm.fakeserver import FakeServer  # noqa: E402

from heartbench.config import Limits  # noqa: E402
from heartbench.llm.ledger import Ledger  # noqa: E402
from heartbench.llm.prices import PriceTable  # noqa: E402
from heartbench.llm.runner import Runner  # noqa: E402
from heartbench.llm.types import ContentBlock, LLMRequest, Message, RequestMeta, Usage  # noqa: E402

V1 = REPO.parent / "shared" / "reference" / "heartbench-v1" / "question_all.jsonl"
JUDGE_TEMPLATE = REPO / "heartbench" / "templates" / "judge.zh.txt"
JUDGE = "anthropic/claude-sonnet-4-6"
ANSWERER = "openai/Qwen/Qwen3-30B-A3B"


def load_cases(count: int) -> tuple[list[tuple[str, str, str]], str]:
    """(case_id, dialogue text, numbered rubric) for `count` cases, and where they came from."""
    cases = []
    if V1.is_file():
        rows = [json.loads(line) for line in V1.read_text(encoding="utf-8").splitlines() if line.strip()]
        for n in range(count):
            row = rows[n % len(rows)]
            dialogue = "\n".join(f"{turn['role']}: {turn['content']}" for turn in row["dialogue"])
            rubric = "\n".join(f"[{i}] ({item['dimension']}, {item['score']}) {item['content']}"
                               for i, item in enumerate(row["rubric"], start=1))  # fmt: skip
            cases.append((f"{row['question_id']}-{n}", dialogue, rubric))
        return cases, f"HeartBench v1 dialogues and rubrics ({V1})"
    for n in range(count):  # v1 means: ~9 turns of ~70 characters, ~9.5 items of ~35 characters
        dialogue = "\n".join(f"{'AB'[t % 2]}: 案例{n}第{t}轮" + "我最近心里有点乱，" * 7 for t in range(9))
        rubric = "\n".join(f"[{i}] (温暖, 3) AI 对用户第{i}种感受表达理解和共情" for i in range(1, 11))
        cases.append((f"synthetic-{n}", dialogue, rubric))
    return cases, "synthetic dialogues (v1 release not found)"


def judge_rules() -> str:
    text = JUDGE_TEMPLATE.read_text(encoding="utf-8")
    return text.split("=== system ===", 1)[1].split("\n=== ", 1)[0].strip()


def answer_request(case_id: str, dialogue: str) -> LLMRequest:
    return LLMRequest(model=ANSWERER, messages=[Message(role="user", content=dialogue)], max_tokens=1024,
                      meta=RequestMeta(task="answer", stage="benchmark", case_id=case_id, subject=ANSWERER))  # fmt: skip


def judge_request(rules: str, case: tuple[str, str, str], model: str, answer: str, cache: bool) -> LLMRequest:
    case_id, dialogue, rubric = case
    blocks = [
        ContentBlock(text=f"【对话记录】\n{dialogue}\n\n【评分项】\n{rubric}\n\n", cache=cache),
        ContentBlock(text=f"【待评估的 AI 回复】\n{answer}\n\n请只输出 JSON。"),
    ]
    return LLMRequest(model=JUDGE, system=rules, messages=[Message(role="user", content=blocks)], max_tokens=2048,
                      meta=RequestMeta(task="judge", stage="benchmark", case_id=case_id, subject=model))  # fmt: skip


def runner_for(folder: Path, **limits) -> Runner:
    return Runner(Ledger(folder / "ledger.sqlite"), Limits(spend_cap_usd=0, **limits), timeout=60)


async def throughput(args, cases, rules, folder: Path) -> None:
    with FakeServer(latency=args.latency, rpm=args.rpm) as server:
        os.environ["ANTHROPIC_BASE_URL"], os.environ["OPENAI_BASE_URL"] = server.url, server.openai_url
        runner = runner_for(folder, concurrency=args.concurrency, rpm=args.rpm, max_retry_wait=60)
        started = time.monotonic()
        answers = await runner.map([answer_request(c[0], c[1]) for c in cases], "answers")
        judged = await runner.map(
            [judge_request(rules, case, ANSWERER, a.response.text if a.ok else "", True) for case, a in zip(cases, answers)],
            "judge",
        )
        wall = time.monotonic() - started
        await runner.aclose()
    requests = len(answers) + len(judged)
    bound = requests / args.rpm * 60
    print(f"\n== throughput: {len(cases)} cases x (answer + judge) = {requests} requests ==")
    print(f"server: latency {args.latency:.2f} s, RPM cap {args.rpm}; runner: rpm={args.rpm}, concurrency={args.concurrency}")
    print(f"wall time            {wall:8.1f} s")
    print(f"rate-limit bound     {bound:8.1f} s   ({requests} requests / {args.rpm} RPM)")
    print(f"ratio                {wall / bound:8.3f}   (target <= 1.15)")
    print(f"429s from the server {server.rate_limited:8d};  attempts {runner.counts['attempts']},"
          f" failed {runner.counts['failed']}")  # fmt: skip
    print(runner.report())


async def caching(args, cases, rules, folder: Path) -> None:
    prices = PriceTable.load()
    models = [f"model-{m + 1}" for m in range(args.models)]
    print(f"\n== prompt caching: {len(cases)} cases x {len(models)} judged models,"
          f" judge {JUDGE}, server minimum cacheable prefix 1,024 tokens ==")  # fmt: skip
    print(f"{'':12}{'requests':>9}{'input':>12}{'cache write':>13}{'cache read':>12}{'billed-equivalent':>19}{'input USD':>10}")
    for cache in (False, True):
        with FakeServer(latency=args.cache_latency, cache_min_tokens=1024) as server:
            os.environ["ANTHROPIC_BASE_URL"] = server.url
            runner = runner_for(folder / f"cache-{cache}", concurrency=args.concurrency)
            requests = [judge_request(rules, case, model, f"（{model} 的回复）" + "听起来你这段时间真的很辛苦。" * 12, cache)
                        for case in cases for model in models]  # fmt: skip
            results = await runner.map(requests, "judge " + ("with cache marks" if cache else "without cache marks"))
            await runner.aclose()
        usage = Usage(
            input_tokens=sum(r.response.usage.input_tokens for r in results),
            cache_creation_input_tokens=sum(r.response.usage.cache_creation_input_tokens for r in results),
            cache_read_input_tokens=sum(r.response.usage.cache_read_input_tokens for r in results),
        )
        price = prices.lookup(JUDGE)
        # input-token equivalents at the full rate: writes cost 1.25x, reads 0.1x (Sonnet prices)
        equivalent = (usage.input_tokens + usage.cache_creation_input_tokens * price.cache_write / price.input
                      + usage.cache_read_input_tokens * price.cache_read / price.input)  # fmt: skip
        cost = prices.cost(JUDGE, usage).usd
        label = "cached" if cache else "no cache"
        print(f"{label:12}{len(results):>9,}{usage.input_tokens:>12,}{usage.cache_creation_input_tokens:>13,}"
              f"{usage.cache_read_input_tokens:>12,}{equivalent:>19,.0f}{cost:>10.2f}")  # fmt: skip
        if cache:
            writes = sum(r.response.usage.cache_creation_input_tokens > 0 for r in results)
            reads = sum(r.response.usage.cache_read_input_tokens > 0 for r in results)
            print(f"{'':12}cache writes in {writes} requests, reads in {reads}, neither in {len(results) - writes - reads}"
                  " (prefix under 1,024 tokens)")  # fmt: skip
        else:
            baseline = (equivalent, cost)
    print(f"input cost with caching: {cost / baseline[1]:.1%} of the uncached cost"
          f" (saves ${baseline[1] - cost:.2f} per evaluation pass of {len(models)} models)")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=296, help="cases (each = one answer + one judge request)")
    parser.add_argument("--latency", type=float, default=1.0, help="server seconds per reply (part 1)")
    parser.add_argument("--rpm", type=int, default=600, help="server RPM cap and runner rpm limit")
    parser.add_argument("--concurrency", type=int, default=32)
    parser.add_argument("--models", type=int, default=5, help="judged models per case (part 2)")
    parser.add_argument("--cache-latency", type=float, default=0.05, help="server seconds per reply (part 2)")
    parser.add_argument("--skip-throughput", action="store_true")
    parser.add_argument("--skip-caching", action="store_true")
    args = parser.parse_args()
    os.environ.setdefault("ANTHROPIC_API_KEY", "benchmark-fake-key")
    os.environ.setdefault("OPENAI_API_KEY", "benchmark-fake-key")
    cases, source = load_cases(args.cases)
    rules = judge_rules()
    print(f"cases: {source}")
    with tempfile.TemporaryDirectory() as tmp:
        if not args.skip_throughput:
            asyncio.run(throughput(args, cases, rules, Path(tmp)))
        if not args.skip_caching:
            asyncio.run(caching(args, cases, rules, Path(tmp)))


if __name__ == "__main__":
    main()
