"""The review sheets: their layout (the workbooks themselves are `heartbench.agreement.workbooks`).

A reviewer file of round 1 is `reviewer-N.xlsx`, of a later round `reviewer-N-round-R.xlsx`,
with the sheets `items` (ITEM_COLUMNS), `cases` (CASE_COLUMNS) and `rules`; as CSV,
`reviewer-N[-round-R]-items.csv` and `…-cases.csv` beside a `rules.txt`. An adjudication file
is `adjudication*.xlsx` with the sheet `adjudication` (ADJUDICATION_COLUMNS), or `adjudication*.csv`.

In `items`, each case begins with reading rows (`heartbench.agreement.workbooks`): the
dialogue, then one pilot answer for mock scoring, blinded; the case's items follow. A row
with the case id and an empty `item_id` is an item the reviewer adds.
"""

import re

ITEM_COLUMNS = ("case_id", "item_id", "dimension", "score", "content", "mock_hit", "decision", "edited_content", "edited_score",
                "edited_dimension", "comment", "similar_to")  # fmt: skip
"""`similar_to` is for reading only: the case's other items that say nearly the same (id and
similarity), so a reviewer can reject or merge one of a pair."""
CASE_COLUMNS = ("case_id", "difficulty", "advice_requested", "case_decision", "case_reason", "dialogue")
"""`dialogue` is for reading only (the same text heads the case in `items`)."""
ADJUDICATION_COLUMNS = ("case_id", "item_id", "dimension", "score", "content", "reviewers", "decision", "edited_content",
                        "edited_score", "edited_dimension", "comment")  # fmt: skip
DECISIONS = ("accept", "edit", "reject")
ADD = "add"
"""The decision of a row a reviewer adds (blank is read the same)."""
DIFFICULTIES = ("normal", "hard")
ADVICE = ("yes", "no")
"""`advice_requested`: does A ask for advice? Exported as the synthesizer read it; a reviewer
changes it where they read the dialogue otherwise."""
CASE_DECISIONS = ("keep", "drop")
MOCK = ("1", "0")
ITEMS, CASES, ADJUDICATION = "items", "cases", "adjudication"
LABELS = {"zh": {"dialogue": "【对话】", "answer": "【待评回答】"}, "en": {"dialogue": "[dialogue]", "answer": "[answer to mock-score]"}}
"""The reading rows' labels in the `item_id` column, by sheet language."""

REVIEWER_FILE = re.compile(r"^(?P<reviewer>reviewer-\d+)(?:-round-(?P<round>\d+))?(?:-items)?$")


def reviewer_stem(number: int, round_number: int) -> str:
    """`reviewer-N` in round 1, `reviewer-N-round-R` after."""
    return f"reviewer-{number}" if round_number == 1 else f"reviewer-{number}-round-{round_number}"
