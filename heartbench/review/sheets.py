"""The review sheets: their layout (the workbooks themselves are `heartbench.agreement.workbooks`).

A reviewer file is `reviewer-N.xlsx` with the sheets `items` (ITEM_COLUMNS), `cases`
(CASE_COLUMNS) and `rules`; as CSV, `reviewer-N-items.csv` and `reviewer-N-cases.csv` beside
a `rules.txt`. An adjudication file is `adjudication*.xlsx` with the sheet `adjudication`
(ADJUDICATION_COLUMNS), or `adjudication*.csv`.
"""

ITEM_COLUMNS = ("case_id", "item_id", "dimension", "score", "content", "decision", "edited_content", "edited_score", "comment",
                "similar_to")  # fmt: skip
"""`similar_to` is for reading only: the case's other items that say nearly the same (id and
similarity), so a reviewer can reject or merge one of a pair."""
CASE_COLUMNS = ("case_id", "dialogue", "difficulty", "advice_requested")
ADJUDICATION_COLUMNS = ("case_id", "item_id", "dimension", "score", "content", "reviewers", "decision", "edited_content",
                        "edited_score", "comment")  # fmt: skip
DECISIONS = ("accept", "edit", "reject")
DIFFICULTIES = ("normal", "hard")
ADVICE = ("yes", "no")
"""`advice_requested`: does A ask for advice? Exported as the synthesizer read it; a reviewer
changes it where they read the dialogue otherwise."""
ITEMS, CASES, ADJUDICATION = "items", "cases", "adjudication"
