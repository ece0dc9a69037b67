"""`heartbench evaluate`: the standard evaluation pass (`run`), rescoring verdict files
(`score`), the HTML report and the judge–human agreement study.

Answering, judging and scoring themselves are the shared service `heartbench.evaluation`.
"""
