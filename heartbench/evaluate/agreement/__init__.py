"""Judge–human agreement as a round trip: blinded rater sheets out, ratings in, statistics.

`export` samples (case, model) pairs of an evaluation run, stratified by model and difficulty,
and writes one `.xlsx` per rater with no model name and no judge verdict in it; `key.json`
beside the sheets maps each pair back. `import` validates the filled sheets and compares the
judge with the raters (see `heartbench.evaluate.agreement.stats`).
"""
