"""Lineage: which stage reads which, and whether what a stage ran on is still current.

* `heartbench.lineage.graph` — the stage graph in pipeline order; "the current cases".
* `heartbench.lineage.markers` — completion markers and input fingerprints.

Below the workspace (which asks the graph for its current cases) and the stage engine.
"""
