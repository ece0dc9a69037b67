"""The model layer: providers, the ledger and the runner.

    from heartbench.llm.factory import open_runner
    with open_runner(workspace) as runner:          # ledger, limits, providers, gate of the workspace
        results = runner.run(requests, "judge")      # or `await runner.map(...)` inside asyncio

See `types` (the contract), `factory`, `runner`, `ledger`, `providers`, `batches`. The package
imports nothing itself, so `import heartbench.llm.types` stays cheap (no SDKs, no sqlite).
"""
