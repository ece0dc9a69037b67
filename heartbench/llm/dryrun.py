"""`--dry-run`: what a model-calling stage would send, and what it would cost, sending nothing.

The stage runs as usual against a read-only view of the ledger. A request the ledger holds is
served from it (as in a real run); any other request is counted, priced from `prices.toml`,
and fails with `dry run: not sent`, so nothing that depends on its reply is attempted. Those
dependent requests (the judge of an answer not yet given, a retry after a rejected reply) are
therefore not in the count: the figures are the next step's, and a lower bound for the stage.

Input tokens are the rate limiter's estimate (UTF-8 bytes / 3: one per CJK character, about
three Latin letters a token) — close for the Chinese prompts of this kit, rough for others.
Output is priced at the request's `max_tokens`, a ceiling.
"""

from __future__ import annotations

from collections import Counter

from heartbench.llm.limits import estimate_tokens
from heartbench.llm.prices import PriceTable
from heartbench.llm.types import LLMRequest, Usage

NOT_SENT = "dry run: not sent"


class DryRun:
    """Counts and prices the requests a run would send."""

    def __init__(self, prices: PriceTable | None = None):
        self.prices = prices or PriceTable.load()
        self.requests: Counter[str] = Counter()
        """Requests that would be sent, by model."""
        self.input_tokens: Counter[str] = Counter()
        self.output_ceiling: Counter[str] = Counter()
        self.usd = 0.0
        self.unpriced: set[str] = set()

    def note(self, request: LLMRequest) -> None:
        tokens = estimate_tokens(request)
        self.requests[request.model] += 1
        self.input_tokens[request.model] += tokens
        self.output_ceiling[request.model] += request.max_tokens
        cost = self.prices.cost(request.model, Usage(input_tokens=tokens, output_tokens=request.max_tokens))
        if cost.priced:
            self.usd += cost.usd
        else:
            self.unpriced.add(request.model)

    def report(self, held: int, refused: int = 0) -> str:
        total = sum(self.requests.values())
        lines = [f"dry run: {total} request(s) would be sent, {held} served from the ledger; nothing was sent or written"]
        for model, count in self.requests.most_common():
            lines.append(f"  {model}: {count} request(s), ~{self.input_tokens[model]:,} input tokens, "
                         f"at most {self.output_ceiling[model]:,} output tokens")  # fmt: skip
        estimate = f"estimated cost at most ${self.usd:.4f} (prices.toml; output priced at max_tokens)"
        if self.unpriced:
            estimate += f"; no price for {', '.join(sorted(self.unpriced))} (not included)"
        lines.append(estimate)
        if refused:
            lines.append(f"{refused} request(s) would be refused by the personal-data gate")
        lines.append("requests that depend on replies not yet in the ledger are not counted: rerun --dry-run after the next step")
        return "\n".join(lines)
