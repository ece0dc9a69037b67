"""Expert review of drafted rubrics: sheets out, decisions in, consensus, agreement.

* `heartbench.review.sheets` — the layout of the review sheets (written and read by `heartbench.agreement.workbooks`).
* `heartbench.review.consensus` — how reviewers' decisions on an item combine.
* `heartbench.review.agreement` — percent agreement, Fleiss' and Cohen's κ.
* `heartbench.review.stage` — `rubrics review export` and the `rubrics-review` stage (import).
"""
