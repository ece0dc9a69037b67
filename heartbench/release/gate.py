"""The release PII gate: nothing personal leaves in a release.

Before a byte of a release is written, every turn and every rubric item of every case passes
the anonymiser's structured detectors (phones, identity and card numbers in any grouping,
e-mail, QQ/WeChat, plates, IPs), its street-address detector (the workspace's own surrogate
addresses pass) and a search for every original value of the workspace's private PII mappings.
A hit stops the release; the message names the case, where in it, and the entity type, never
the value (messages end up in terminals, logs and CI output).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Collection, Iterable
from dataclasses import dataclass

from heartbench.errors import HeartbenchError, InputError
from heartbench.lineage.markers import MARKER
from heartbench.pii.engine import SEED_ORIGINAL, Anonymizer
from heartbench.pii.locales import structured_pii
from heartbench.pii.mappings import mappings_path, read_mappings, surrogate_values
from heartbench.schema import Case, PiiMapping
from heartbench.workspace import Workspace

MIN_ORIGINAL_CHARS = 2
"""Shorter originals (a lone character) are not searched: they match ordinary words."""


@dataclass(frozen=True)
class PiiHit:
    case_id: str
    where: str
    """`turn 3` or `item <item_id>`."""
    entity_type: str
    """A structured type, or `SEED_ORIGINAL (<type>)` for a value of the private mappings."""

    def render(self) -> str:
        return f"case {self.case_id}, {self.where}: {self.entity_type}"


class PiiGateError(HeartbenchError):
    """Personal data found in what a release would publish (exit code 2)."""

    def __init__(self, hits: list[PiiHit]):
        self.hits = hits
        shown = "; ".join(hit.render() for hit in hits[:5])
        more = f" (and {len(hits) - 5} more)" if len(hits) > 5 else ""
        super().__init__(f"release stopped by the PII gate: {len(hits)} finding(s): {shown}{more}; "
                         "fix those cases (or the anonymisation) and release again")  # fmt: skip


def private_originals(mappings: list[PiiMapping]) -> dict[str, str]:
    """Every original value of the workspace's private PII `mappings` → its entity type."""
    originals: dict[str, str] = {}
    for mapping in mappings:
        for entity in mapping.entities:
            if len(entity.original) >= MIN_ORIGINAL_CHARS:
                originals.setdefault(entity.original, entity.type)
    return originals


def scan(
    cases: Iterable[Case], originals: dict[str, str], language: str = "zh", anonymizer: Anonymizer | None = None,
    surrogates: Collection[str] = (),
) -> list[PiiHit]:
    """Every finding, in case order. Chinese text: one analysis per case (its texts joined,
    each finding mapped back to its turn or item), street addresses included unless they are
    among the workspace's `surrogates`; other languages: the target locale's detectors
    (`heartbench.pii.locales.structured_pii`) per text."""
    hits: list[PiiHit] = []
    for case in cases:
        parts = [(f"turn {n}", turn.content) for n, turn in enumerate(case.dialogue, start=1)]
        parts += [(f"item {item.item_id}", item.content) for item in case.rubric]
        found: list[tuple[str, str]] = []  # (where, kind)
        if language.startswith("zh"):
            anonymizer = anonymizer or Anonymizer()
            text, starts = _join(part for _, part in parts)
            for entity in anonymizer.leaks(text, originals, surrogates=surrogates):
                kind = f"{SEED_ORIGINAL} ({originals[entity.text]})" if entity.type == SEED_ORIGINAL else entity.type
                found.append((parts[_part_at(starts, entity.start)][0], kind))
        else:
            for where, text in parts:
                found += [(where, kind) for kind in structured_pii(text, language)]
                found += [(where, f"{SEED_ORIGINAL} ({kind})") for value, kind in originals.items() if value in text]
        for where, kind in dict.fromkeys(found):
            hits.append(PiiHit(case.case_id, where, kind))
    return hits


def check_release(ws: Workspace, cases: list[Case]) -> None:
    """Raise PiiGateError when anything personal is found; InputError when the workspace
    anonymised its seeds but their private mappings are gone (the original values could not be
    looked for, so nothing would stop one of them going out)."""
    path = mappings_path(ws)
    if (ws.stage_dir("seeds-anonymize") / MARKER).is_file() and not path.is_file():
        raise InputError(path, "missing: the PII gate cannot look for the seeds' original values without it; "
                               "restore private/ from a backup before releasing")  # fmt: skip
    mappings = read_mappings(path)  # read once: the originals to look for, the surrogates that pass
    hits = scan(cases, private_originals(mappings), ws.config.language, surrogates=surrogate_values(path, mappings))
    if hits:
        raise PiiGateError(hits)


def _join(texts: Iterable[str]) -> tuple[str, list[int]]:
    # A blank line between parts: no pattern spans it, so a finding belongs to one part.
    starts, pieces, position = [], [], 0
    for text in texts:
        starts.append(position)
        pieces.append(text)
        position += len(text) + 2
    return "\n\n".join(pieces), starts


def _part_at(starts: list[int], position: int) -> int:
    return bisect_right(starts, position) - 1

