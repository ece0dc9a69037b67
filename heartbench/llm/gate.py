"""The outbound gate: no request carrying structured personal data leaves the machine.

Every request the runner would send to a provider that is not local (`scripted` answers from
files on this machine) is scanned first with the anonymiser's structured detectors (phone,
identity, card and travel-document numbers in any grouping, e-mails, QQ / WeChat ids, plates,
IPs, dates of birth, profile links) and its street-address detector. A hit refuses the
request before anything is sent; the call comes back
failed with a reason naming the case and the entity types, never the value, and is counted
like any failed call (reported, never dropped).

Two kinds of value pass: surrogates the workspace's anonymiser made (read from its private
mappings: they are invented, and the seeds a rewrite request carries are full of them), and
public service numbers a counselling answer may rightly quote (crisis hotlines, 400/800
numbers).
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterable
from pathlib import Path

from heartbench.llm.types import LLMRequest
from heartbench.model_spec import is_local

_HAN = re.compile(r"[\u4e00-\u9fff]")
_ANALYSIS = threading.Lock()
REFUSED = "personal data"
"""Failure reason of a refused request (the part before ': ' in `CallResult.error`)."""
# Public hotlines (digits only): psychological crisis lines and public services.
PUBLIC_NUMBERS = frozenset(
    "01082951332 4001619995 8008101117 01062715275 02164383562 057185029595 "
    "02085099903 075525629459 12356 12320 12355 12345 12338 12110 110 120 119".split()
)


class OutboundGate:
    """`reason(request)`: why the request must not be sent, or None."""

    def __init__(self, allowed: Iterable[str] = ()):
        self.allowed = frozenset(allowed)
        """Canonical forms (`surrogates.canonical`) of values that may pass: the workspace's surrogates."""

    @classmethod
    def for_mappings(cls, path: Path) -> OutboundGate:
        """A gate that lets the surrogates of a private mappings file pass."""
        # deferred: the PII package loads the LAC model; scripted-only runs never need it
        from heartbench.pii.mappings import surrogate_values

        return cls(surrogate_values(path))

    def reason(self, request: LLMRequest) -> str | None:
        if is_local(request.provider):
            return None
        # deferred: the PII engine loads the LAC model; only a request that leaves the machine needs it
        from heartbench.pii.canonical import canonical
        from heartbench.pii.engine import is_surrogate_address, structured_scan

        texts = [request.system or "", *(message.text() for message in request.messages)]
        kinds = set()
        for text in texts:
            for entity in structured_scan(text):
                value = canonical(entity.type, entity.text)
                if value not in self.allowed and value not in PUBLIC_NUMBERS and not _service_number(value):
                    kinds.add(entity.type)
            if _HAN.search(text):
                kinds |= {entity.type for entity in _addresses(text) if not is_surrogate_address(entity.text, self.allowed)}
        if not kinds:
            return None
        case = request.meta.case_id or "?"
        return f"case {case}: the request carries {', '.join(sorted(kinds))}; refused before sending (anonymise the input first)"


def _addresses(text: str) -> list:
    """Street addresses (a place that identifies someone by itself), from the anonymiser's
    address detector: the tagger runs on each request that leaves the machine (milliseconds)."""
    # deferred: the PII engine loads the LAC model; only a request that leaves the machine needs it
    from heartbench.pii.engine import Anonymizer
    from heartbench.pii.recognizers import ADDRESS

    with _ANALYSIS:  # the runner asks from worker threads; one analysis at a time
        return Anonymizer().analyze(text, {ADDRESS})


def _service_number(digits: str) -> bool:
    return len(digits) == 10 and digits[:3] in {"400", "800"}
