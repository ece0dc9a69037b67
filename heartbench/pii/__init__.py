"""Chinese personal-data detection and anonymisation (LAC + jieba + our recognisers, offline).

Library API, used by `seeds anonymize`, `seeds pii` and the build stage's leak gate::

    from heartbench.pii.engine import Anonymizer
    from heartbench.pii.recognizers import STRUCTURED_TYPES

    pii = Anonymizer()                       # cheap: the engine is built once per process
    pii.analyze(text)                        # -> list[Entity(type, start, end, text, score)]
    pii.structured(text)                     # only phones, ids, cards, emails, QQ/WeChat, plates, IPs
    pii.leaks(text, originals)               # structured PII + verbatim originals of a seed
    new_text, mapping = pii.anonymize(text)  # mapping: original -> surrogate

A seed's private mapping (`private/pii-mappings`, `heartbench.schema.PiiMapping`) is read and
written through `heartbench.pii.mappings`. The package imports nothing itself: the engine loads
the LAC model (onnxruntime, a fraction of a second), which only callers that analyse text should pay for.
"""
