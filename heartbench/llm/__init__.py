"""The model layer: providers, the ledger and the runner.

    from heartbench.llm.factory import open_runner
    with open_runner(workspace) as runner:          # ledger, limits, providers, gate of the workspace
        results = runner.run(requests, "judge")      # or `await runner.map(...)` inside asyncio

See `types` (the contract), `factory`, `runner`, `ledger`, `providers`, `batches`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from heartbench.llm.ledger import Ledger
    from heartbench.llm.runner import Runner

__all__ = ["Ledger", "Runner"]


def __getattr__(name: str) -> Any:
    # Lazy, so `import heartbench.llm.types` stays cheap (no SDKs, no rich, no sqlite).
    if name == "Runner":
        from heartbench.llm.runner import Runner

        return Runner
    if name == "Ledger":
        from heartbench.llm.ledger import Ledger

        return Ledger
    raise AttributeError(name)
