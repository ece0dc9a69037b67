"""The build stage: anonymised seeds become multi-turn dialogues (cases without rubrics yet).

* `structure` — the deterministic structural pass on transcripts (fillers, merges, ≤ N turns).
* `rewrite` — the rewrite request and the parsing of the model's JSON reply.
* `checks` — one `Filter` per rule a built dialogue must pass, the leak gate included.
* `ids` — short stable case ids.
* `stage` — `build_dialogues(workspace)`, the resumable stage; `cli` — `heartbench build`.
"""
