"""Rubric stages: `rubrics draft` (absolute + relative standard → case-specific binary items).

Review, pruning and the split follow the draft in the stage graph (`heartbench.lineage.graph`).
"""
