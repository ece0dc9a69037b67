"""Child process for test_crash.py: map N requests through the runner, print the replies.

Usage: python crash_child.py LEDGER N   (base URL and key come from the environment)
"""

import json
import sys
from pathlib import Path

from heartbench.config import Limits
from heartbench.llm.ledger import Ledger
from heartbench.llm.runner import Runner
from heartbench.llm.types import LLMRequest, Message, RequestMeta


def main() -> None:
    ledger_path, count = Path(sys.argv[1]), int(sys.argv[2])
    requests = [
        LLMRequest(model="anthropic/claude-sonnet-4-6", messages=[Message(role="user", content=f"item-{n}")],
                   meta=RequestMeta(task="answer", case_id=f"c{n}"))  # fmt: skip
        for n in range(count)
    ]
    runner = Runner(Ledger(ledger_path), Limits(concurrency=4, max_retries=2, max_retry_wait=0.1), timeout=10)
    results = runner.run(requests, "crash test")
    print(json.dumps([result.response.text if result.ok else result.error for result in results]))


if __name__ == "__main__":
    main()
