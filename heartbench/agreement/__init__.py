"""Agreement: the statistics and the workbooks that raters fill in.

* `heartbench.agreement.statistics` — percent/pairwise agreement, Fleiss' and Cohen's κ.
* `heartbench.agreement.workbooks` — writing .xlsx/.csv sheets and reading them back strictly.

Used by expert review (`heartbench.review`) and the judge–human agreement (`heartbench.evaluate.agreement`).
"""
