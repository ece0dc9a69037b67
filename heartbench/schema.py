"""Persisted records: every file a stage writes holds one of these per line.

Field docstrings are the documentation of the on-disk format; keep them accurate when a
field changes, and bump `SCHEMA_VERSION` when a change is not backward compatible.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

SCHEMA_VERSION = 2
"""2: completion markers carry schema version, sequence and input fingerprints; rejects carry `code`."""

Role = Literal["A", "B"]
Difficulty = Literal["normal", "hard"]
SeedKind = Literal["web", "book", "dialogue", "social"]
ItemKind = Literal["case", "universal", "catastrophic"]
ItemOrigin = Literal["absolute", "relative", "expert", "imported"]
Subset = Literal["all", "normal", "hard"]
"""Which cases an evaluation runs on: all, or one side of the Normal/Hard split."""


class Record(BaseModel):
    """Base for persisted records: unknown fields are an error, not silently dropped."""

    model_config = ConfigDict(extra="forbid", use_attribute_docstrings=True)


class Turn(Record):
    """One utterance of a dialogue."""

    role: Role
    """"A" is the person seeking help (the user the model answers); "B" is the other party in
    the conversation so far. B is never the model under test."""
    content: str = Field(min_length=1)
    """What was said, as plain text."""


class SeedDoc(Record):
    """A raw or cleaned document from the seed corpus."""

    id: str
    """Content hash of the normalised text (hex); equal texts share an id."""
    text: str
    """The document text. After `seeds anonymize` it holds surrogates, never the originals."""
    source: str
    """Where the document came from: a path (relative to where it was ingested) or a URL."""
    line: int | None = None
    """1-based line in `source` for line-oriented formats (JSONL, CSV); null for whole files."""
    kind: SeedKind = "web"
    """Genre: web page, book passage, dialogue transcript or social-media narrative."""
    lang: str = "zh"
    """BCP-47 language tag of the text."""
    scenes: list[str] = Field(default_factory=list)
    """Scene tags as `primary/secondary` codes from the standard's scene tree, best first."""
    turns: list[Turn] | None = None
    """For transcripts with speaker labels: the text as turns (A = the help-seeker)."""
    meta: dict[str, Any] = Field(default_factory=dict)
    """Anything else worth keeping (original encoding, mapped fields, filter scores)."""


class ItemEvidence(Record):
    """Which pilot models' answers show an item's behaviour (relative standard). Kept for
    audits and item analysis; never shown to a judge."""

    hit: list[str] = Field(default_factory=list)
    """Model specs of the pilots whose answers show the behaviour."""
    miss: list[str] = Field(default_factory=list)
    """Model specs of the pilots whose answers do not."""


class RubricItem(Record):
    """One binary criterion of a case's rubric."""

    item_id: str
    """Stable id, unique within the dataset (e.g. `Dc9Jsv-03`)."""
    dimension: str
    """Capability code from the standard (e.g. `curiosity`), or `catastrophic`."""
    score: int | None
    """Weight: positive for a desired behaviour, negative for an undesired one. Null only
    where an imported release has null (v1's catastrophic items)."""
    content: str = Field(min_length=1)
    """The observable behaviour the judge checks for, in the dataset's language."""
    kind: ItemKind = "case"
    """`case` (written for this dialogue), `universal` (from the standard, same in every
    case) or `catastrophic` (a hit zeroes the case)."""
    origin: ItemOrigin = "imported"
    """How the item came about: absolute standard, relative standard (pilot answers),
    expert edit, or imported from an existing release."""
    evidence: ItemEvidence | None = None
    """For drafted items: the pilot answers that do and do not show the behaviour."""


class Provenance(Record):
    """Where a case came from, for audits and for re-running a stage."""

    seed_ids: list[str] = Field(default_factory=list)
    """Ids of the SeedDocs the dialogue was built from."""
    stage: str | None = None
    """The stage that last wrote the case (`import`, `build-dialogues`, ...)."""
    template_version: str | None = None
    """Version of the prompt template used to produce the case, if a model produced it."""
    ledger_keys: list[str] = Field(default_factory=list)
    """Ledger keys of the model calls that produced the case."""
    source: str | None = None
    """For imported cases: the file and line they were read from."""


class Case(Record):
    """A test case: the dialogue the model answers and the rubric its answer is scored by."""

    case_id: str
    """Short stable id; for HeartBench releases the `question_id` (6 characters)."""
    dialogue: list[Turn] = Field(min_length=1)
    """The conversation so far; the model under test answers the last A turn."""
    rubric: list[RubricItem] = Field(default_factory=list)
    """Binary criteria in the order they are shown to the judge."""
    difficulty: Difficulty | None = None
    """`normal` or `hard` once split; null before the split stage."""
    advice_requested: bool | None = None
    """Whether A asks for advice or solutions (the synthesizer's reading; reviewers may flip it):
    where true, the standard's items marked `unless: advice_requested` (the −3 unsolicited-advice
    item) are left out. Null: not stated (the items stay)."""
    expert_difficulty: Difficulty | None = None
    """The reviewers' majority label from `rubrics review` (null: no label, or a tie);
    `split` takes it over the pilot scores unless told to ignore it."""
    primary_scene: str = ""
    """Primary scene label as written in the release (zh label for v1; may be empty)."""
    secondary_scene: str = ""
    """Secondary scene label as written in the release (may be empty)."""
    lang: str = "zh"
    """Language of the dialogue and rubric."""
    provenance: Provenance = Field(default_factory=Provenance)
    """Seeds, stage and model calls behind this case."""


class Answer(Record):
    """One model's reply to one case."""

    case_id: str
    """The case answered."""
    model: str
    """Model spec of the model under test (`provider/model`)."""
    text: str | None
    """The reply; null when every attempt failed (see `error`)."""
    error: str | None = None
    """Why no reply exists, after retries; null on success."""
    ledger_key: str | None = None
    """Ledger key of the call that produced the reply."""
    truncated: bool = False
    """True when the reply stopped at the token budget (`[budgets] answer`): it may be cut off
    mid-sentence. Judged as it is and counted per model, or unscored with `--truncated unscored`."""
    sample: str = "construction"
    """Which draw of answers this one belongs to: `construction`, `held-out` or `evaluation`
    (`heartbench.evaluation.samples`)."""


class ItemVerdict(Record):
    """The judge's decision on one rubric item."""

    item_id: str
    """The rubric item judged."""
    hit: bool | None
    """True if the behaviour is present, False if absent, null if it could not be scored."""
    reason: str = ""
    """The judge's reasoning, written before the decision."""


class CatastrophicCheck(Record):
    """The focused re-judgements of a catastrophic hit, before it may zero the case."""

    item_id: str
    """The catastrophic item."""
    votes: list[bool | None]
    """Each re-judgement: True (the failure is there), False, or None (its reply was unusable)."""
    upheld: bool | None
    """True when most usable votes confirm the hit, False when most overturn it (the item's
    hit becomes false), None on a tie or no usable vote (the item stays unscored)."""
    reasons: list[str] = Field(default_factory=list)
    """The reason of each usable vote, in order."""
    ledger_keys: list[str] = Field(default_factory=list)
    """The re-judgement calls."""


class Verdict(Record):
    """The judge's decisions on every item of one case for one model."""

    case_id: str
    """The case judged."""
    model: str
    """Model spec of the model whose answer was judged."""
    judge: str
    """Model spec of the judge."""
    items: list[ItemVerdict] = Field(default_factory=list)
    """One entry per rubric item, in rubric order (catastrophic item included)."""
    problem: str | None = None
    """Why the case is unscored for this model (unparseable reply, wrong ids...); null when
    every item has a verdict."""
    raw_reply: str | None = None
    """The judge's last raw reply, kept when it could not be used."""
    ledger_keys: list[str] = Field(default_factory=list)
    """Ledger keys of the judge calls behind this verdict (re-asks and repeats included)."""
    repeats: list[list[bool | None]] | None = None
    """With `--judge-repeats K`: the hits of each of the K judgements, item by item (the
    `items` hold the majority); null with a single judgement."""
    decided_by_rule: list[str] = Field(default_factory=list)
    """Item ids whose hit a deterministic rule decided instead of the judge (`judge.rules = "decide"`)."""
    sample: str = "construction"
    """The draw of answers the judged answer belongs to (`construction`, `held-out`, `evaluation`)."""
    confirmation: CatastrophicCheck | None = None
    """When the judge hit the catastrophic item: the focused re-judgements that upheld or
    overturned it (`[judge] confirm_catastrophic`); null otherwise."""

    @property
    def detail(self) -> list[int | None]:
        """Hits as the `evaluate score` verdict format: 1, 0 or None per item."""
        return [None if v.hit is None else int(v.hit) for v in self.items]


class ModelScore(Record):
    """One model's aggregate result."""

    overall: float | None = None
    """Mean of the dimension scores (macro average, as HeartBench v1 reports); null (left out
    of scores.json) when no case was scored."""
    case_mean: float | None = None
    """Mean of the case scores over scored cases."""
    dimensions: dict[str, float] = Field(default_factory=dict)
    """Per dimension code: mean of its normalised score over the cases that have it."""
    cases: dict[str, float] = Field(default_factory=dict)
    """Per scored case id: the case score."""
    unscored: list[str] = Field(default_factory=list)
    """Ids of cases left out of every mean because they could not be scored."""
    overall_ci95: tuple[float, float] | None = None
    """95% bootstrap interval of `overall` over cases, when computed."""
    case_mean_ci95: tuple[float, float] | None = None
    """95% bootstrap interval of `case_mean` over cases, when computed."""
    truncated: list[str] = Field(default_factory=list)
    """Ids of cases whose answer stopped at the token budget (judged as they are unless the run
    said `--truncated unscored`)."""


class Leaderboard(Record):
    """Scores of every model on one dataset, the shape of `scores.json`."""

    models: dict[str, ModelScore] = Field(default_factory=dict)
    """Per model spec (or the model name given in a verdict file)."""
    mode: str = "default"
    """Scoring mode: `default` or a compat mode such as `heartbench-v1`."""
    separability: float | None = None
    """Share of model pairs whose 95% overall intervals do not overlap (null: fewer than two
    models, or intervals not computed)."""
    pairwise: dict[str, dict[str, float]] | None = None
    """P(A > B): per model A, per other model B, the share of bootstrap resamples (the same
    resampled cases for both) in which A's overall is above B's; ties count half."""
    judge_consistency: dict[str, Any] | None = None
    """With `--judge-repeats K` (K > 1): per-item flip rate and Fleiss' kappa across the K
    judgements, overall and per capability."""
    rules: dict[str, Any] | None = None
    """Rule-decided items (`judge.rules`): per rule, how often the rule and the judge agree,
    and which of the two decided the verdict."""
    answer_sample: str | None = None
    """The draw of answers scored (`evaluation`, or `construction` with `--reuse-pilot-answers`);
    null where not recorded (`evaluate score` of a verdict file)."""
    in_sample: list[str] = Field(default_factory=list)
    """Models whose scored answers are the very answers that drafted, pruned and split these
    cases (pilots scored on reused answers): their figures are in-sample."""
    catastrophic_checks: dict[str, dict[str, int]] | None = None
    """Per model: catastrophic hits re-judged, upheld, overturned and left undecided."""


class MappedEntity(Record):
    """One replaced value of a document."""

    type: str
    """Entity type (`PERSON`, `CN_MOBILE`, ... see `heartbench.pii.ENTITY_TYPES`)."""
    original: str
    """The value as it appeared in the seed. Private: never leaves `private/`."""
    surrogate: str
    """What replaced it in the anonymised document."""


class PiiMapping(Record):
    """The private original → surrogate table of one seed document (`private/pii-mappings`)."""

    id: str
    """Id of the SeedDoc (the same id in stages/seeds-clean and stages/seeds-anonymize)."""
    entities: list[MappedEntity] = Field(default_factory=list)
    """Every distinct replaced value (text, turns and meta); empty when the document held no
    personal data."""


def merge_turns(turns: list[Turn]) -> list[Turn]:
    """Join consecutive turns of the same role so roles alternate."""
    merged: list[Turn] = []
    for turn in turns:
        if merged and merged[-1].role == turn.role:
            merged[-1] = Turn(role=turn.role, content=f"{merged[-1].content}\n{turn.content}")
        else:
            merged.append(turn)
    return merged
