"""Chinese personal-data detection and anonymisation (presidio + jieba, offline).

Library API, used by `seeds anonymize`, `seeds pii` and the build stage's leak gate::

    from heartbench.seeds.pii import Anonymizer, STRUCTURED_TYPES

    pii = Anonymizer()                       # cheap: the engine is built once per process
    pii.analyze(text)                        # -> list[Entity(type, start, end, text, score)]
    pii.structured(text)                     # only phones, ids, cards, emails, QQ/WeChat, plates, IPs
    pii.leaks(text, originals)               # structured PII + verbatim originals of a seed
    new_text, mapping = pii.anonymize(text)  # mapping: original -> surrogate

A seed's private mapping (`private/pii-mappings`, `heartbench.schema.PiiMapping`) is read by the build stage's leak gate.
"""

from heartbench.seeds.pii.engine import DEFAULT_THRESHOLD, SEED_ORIGINAL, Anonymizer, Entity, warm_up
from heartbench.seeds.pii.recognizers import ENTITY_TYPES, LEXICAL_TYPES, STRUCTURED_TYPES

__all__ = [
    "DEFAULT_THRESHOLD",
    "ENTITY_TYPES",
    "LEXICAL_TYPES",
    "SEED_ORIGINAL",
    "STRUCTURED_TYPES",
    "Anonymizer",
    "Entity",
    "warm_up",
]
