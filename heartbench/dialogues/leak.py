"""The leak gate: a rewritten dialogue must not carry personal data back in.

The seeds anonymiser runs again on every result. Any structured personal data (phone, identity
or card number, e-mail, QQ/WeChat id, plate, IP) rejects it, surrogate or not: a benchmark
dialogue needs none. So does any original value from the seed's private mapping, which only a
leak could bring back. The reason names the entity type, never the value, because reasons are
written to rejects.jsonl and shown to the model on the retry.
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from heartbench.dialogues.checks import Candidate
from heartbench.errors import InputError
from heartbench.pii.engine import SEED_ORIGINAL, Anonymizer
from heartbench.pii.mappings import mappings_path, read_originals
from heartbench.stages import Filter
from heartbench.workspace import Workspace


class LeakGate(Filter):
    name: ClassVar[str] = "leak-gate"

    def __init__(self, anonymizer: Anonymizer, originals: dict[str, dict[str, str]], inputs: tuple[Path, ...] = ()):
        self.anonymizer = anonymizer
        self.originals = originals
        """Per seed id: {original value: entity type} from the private mappings."""
        self.inputs = inputs
        """Files the gate's decisions depend on (part of the build stage's fingerprint)."""

    @classmethod
    def for_workspace(cls, ws: Workspace) -> LeakGate:
        path = mappings_path(ws)
        if not path.is_file():
            raise InputError(path, "no private PII mappings; run `heartbench seeds anonymize` first")
        return cls(Anonymizer(), read_originals(path), (path,))

    def require(self, seed_ids: list[str], source: Path) -> None:
        """Stop before any model call when a seed has no private mapping to check against."""
        missing = [seed_id for seed_id in seed_ids if seed_id not in self.originals]
        if missing:
            raise InputError(source, f"seed {missing[0]} has no PII mapping ({len(missing)} such); rerun `heartbench seeds anonymize`")

    def filter(self, record: Candidate) -> bool | tuple[bool, str]:
        # Parsed turns are scanned as decoded text (JSON escapes could hide a value in the raw
        # reply); an unparseable reply is scanned as it is.
        text = "\n".join(record.contents) if record.turns is not None else record.reply
        seed_originals = self.originals.get(record.seed_id, {})
        found = self.anonymizer.leaks(text, seed_originals)
        if not found:
            return True
        structured = sorted({e.type for e in found if e.type != SEED_ORIGINAL})
        returned = sorted({seed_originals[e.text] for e in found if e.type == SEED_ORIGINAL})
        parts = []
        if structured:
            parts.append(f"personal data in the dialogue ({', '.join(structured)})")
        if returned:
            parts.append(f"original values from the seed's private mapping ({', '.join(returned)})")
        return False, "; ".join(parts)
