"""The stage graph: every stage of the pipeline, what it reads, in pipeline order.

This is the one place that says which stage reads which. Two kinds of input:

* a named stage (`seeds-clean` reads `seeds-ingest`);
* `CASES`, "the current cases": of the finished case-writing stages that come before the
  reader in pipeline order, the one that finished last — by the sequence number each
  completion marker records, never by file times. `import` is a side entry that writes cases
  at the same point as `build-dialogues`; so does `localize`, in the localised workspace it creates.

An optional stage refines its input for one reader: `seeds tag` rewrites the anonymised seeds
with model scene tags, and `build dialogues` reads its output instead of the anonymised seeds
when — and only when — its marker says it ran on inputs that are all current now. So does
`review-verdicts`: the pilot's verdicts with the items review changed or added judged again,
which `split` reads instead of the pilot's.

Expert review sits where `[review] stage` puts it: after prune (HeartBench's order, the
default: draft → pilot → prune → review → split) or before pilot (draft → review → pilot →
prune → split). Every function that depends on the order takes it as `review_at`.
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from heartbench.errors import InputError
from heartbench.lineage.markers import Marker, read_marker

CASES = "<current cases>"
"""Input placeholder: the current cases (see the module docstring)."""


class Node(NamedTuple):
    """One stage as the graph knows it."""

    name: str
    """Folder under `stages/` and the name in markers and messages."""
    inputs: tuple[str, ...]
    """Stages read, or `CASES`."""
    command: str
    """How a user runs it (for "run … first" messages)."""
    missing: str
    """What a reader says when this stage has not finished."""
    writes_cases: bool = False
    """True when the stage's records are `Case`s (a candidate for "the current cases")."""
    refines: str | None = None
    """For an optional stage: the stage whose records it rewrites for its readers."""
    records: str = "records.jsonl"
    """The file of its records, the one its readers read."""


NO_CASES = "workspace has no cases yet (run `heartbench import` or the build stages)"

PIPELINE: tuple[Node, ...] = (
    Node("seeds-ingest", (), "heartbench seeds ingest PATH… -w WS", "no finished ingest here"),
    Node("seeds-clean", ("seeds-ingest",), "heartbench seeds clean -w WS", "no finished clean stage here"),
    Node("seeds-anonymize", ("seeds-clean",), "heartbench seeds anonymize -w WS", "no finished anonymisation here"),
    Node("seeds-tag", ("seeds-anonymize",), "heartbench seeds tag -w WS --tagger P/M", "no finished `seeds tag` here",
         refines="seeds-anonymize"),
    Node("import", (), "heartbench import RELEASE -w WS", NO_CASES, writes_cases=True),
    Node("localize", (), "heartbench localize -w SOURCE --to LANG --out WS", NO_CASES, writes_cases=True),
    Node("build-dialogues", ("seeds-anonymize",), "heartbench build dialogues -w WS", "no finished `build dialogues` here",
         writes_cases=True),
    Node("rubrics-draft", (CASES,), "heartbench rubrics draft -w WS", "no finished `rubrics draft` here", writes_cases=True),
    Node("pilot", (CASES,), "heartbench pilot -w WS", "no finished pilot run here", records="verdicts.jsonl"),
    Node("rubrics-prune", (CASES, "pilot"), "heartbench rubrics prune -w WS", "no finished prune here", writes_cases=True),
    Node("rubrics-review", (CASES,), "heartbench rubrics review import -w WS FILE…", "no finished review import here",
         writes_cases=True),
    Node("review-verdicts", (CASES, "pilot"), "heartbench rubrics review import -w WS FILE…",
         "the reviewed items are not judged yet", refines="pilot", records="verdicts.jsonl"),
    Node("split", (CASES, "pilot"), "heartbench split -w WS", "no finished split here", writes_cases=True),
    Node("release", (CASES,), "heartbench release VERSION -w WS", "no release here"),
    # Writes into its --out folder, not stages/; reads the current cases of a workspace (or a release).
    Node("evaluate", (CASES,), "heartbench evaluate run -w WS --out OUT --model P/M", "no evaluation here", records="verdicts.jsonl"),
)  # fmt: skip

NODES = {node.name: node for node in PIPELINE}
CASE_STAGES = tuple(node.name for node in PIPELINE if node.writes_cases)
REVIEW_POSITIONS = ("after-prune", "before-prune")
AFTER_PRUNE = REVIEW_POSITIONS[0]


def pipeline_order(review_at: str) -> dict[str, int]:
    """Stage name → position in pipeline order, with review where `review_at` puts it."""
    if review_at not in REVIEW_POSITIONS:
        raise ValueError(f"review_at must be one of {REVIEW_POSITIONS}, got {review_at!r}")
    names = [node.name for node in PIPELINE]
    if review_at == "before-prune":  # draft → review → pilot → prune → (review-verdicts: unused) → split
        names.remove("rubrics-review")
        names.insert(names.index("pilot"), "rubrics-review")
    return {name: position for position, name in enumerate(names)}


class Resolved(NamedTuple):
    """A stage input made concrete."""

    stage: str
    """The stage whose records are read."""
    records: Path
    """Its records file (`records.jsonl`; `verdicts.jsonl` for `pilot`)."""
    marker: Marker
    """Its completion marker (fingerprint, sequence)."""


def node(name: str) -> Node:
    if name not in NODES:
        raise KeyError(f"stage {name!r} is not in the stage graph (heartbench.lineage.graph.PIPELINE)")
    return NODES[name]


def finished(stages_root: Path, name: str) -> Marker | None:
    """The marker of `name` when it finished and its records exist, else None."""
    folder = stages_root / name
    marker = read_marker(folder, node(name).command)
    return marker if marker is not None and (folder / node(name).records).is_file() else None


def resolve(stages_root: Path, reader: str, input_name: str, missing: str | None = None, *, review_at: str) -> Resolved:
    """Where `reader` reads `input_name` from; InputError when that stage has not finished.
    `missing` replaces the default "no finished … here; run … first" message."""
    order = pipeline_order(review_at)
    if input_name == CASES:
        return current_cases(stages_root, before=reader, review_at=review_at)
    marker = finished(stages_root, input_name)
    if marker is None:
        source = node(input_name)
        raise InputError(stages_root / input_name, missing or f"{source.missing}; run `{source.command}` first")
    for refiner in PIPELINE:
        if refiner.refines == input_name and input_name in node(reader).inputs and order[input_name] < order[refiner.name] < order[reader]:
            refined = finished(stages_root, refiner.name)
            if refined is not None and refined.inputs.get(input_name) == marker.fingerprint and _all_current(stages_root, refined):
                return Resolved(refiner.name, stages_root / refiner.name / refiner.records, refined)
    return Resolved(input_name, stages_root / input_name / node(input_name).records, marker)


def _all_current(stages_root: Path, marker: Marker) -> bool:
    """Every stage the marker's run read is still the run that finished last."""
    for name, fingerprint in marker.inputs.items():
        current = finished(stages_root, name) if name in NODES else None
        if current is None or current.fingerprint != fingerprint:
            return False
    return True


def current_cases(stages_root: Path, before: str | None = None, *, review_at: str) -> Resolved:
    """The case stage that finished last, among those before `before` in pipeline order."""
    order = pipeline_order(review_at)
    limit = order[before] if before is not None else len(PIPELINE)
    best: Resolved | None = None
    for name in CASE_STAGES:
        if order[name] >= limit:
            continue
        marker = finished(stages_root, name)
        if marker is not None and (best is None or marker.sequence > best.marker.sequence):
            best = Resolved(name, stages_root / name / node(name).records, marker)
    if best is None:
        raise InputError(stages_root.parent, NO_CASES)
    return best


def next_sequence(stages_root: Path) -> int:
    """One more than the highest sequence recorded by any finished stage of the workspace."""
    highest = 0
    for name in NODES:
        marker = read_marker(stages_root / name, node(name).command, check_schema=False)
        if marker is not None:
            highest = max(highest, marker.sequence)
    return highest + 1
