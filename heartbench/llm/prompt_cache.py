"""Prompt caching: which requests share a cached prefix, and how long a provider keeps it."""

from __future__ import annotations

import hashlib
import json

from heartbench.llm.types import LLMRequest

CACHE_TTL = 240.0  # seconds a prefix counts as cached (Anthropic keeps ephemeral entries 5 minutes)


def cache_prefix(request: LLMRequest) -> str | None:
    """Hash of what precedes the last cache mark (model, tool, system, messages), or None."""
    last = None
    for m, message in enumerate(request.messages):
        if not isinstance(message.content, str):
            for b, block in enumerate(message.content):
                if block.cache:
                    last = (m, b)
    if last is None:
        return None
    m, b = last
    messages = [message.model_dump(mode="json") for message in request.messages[:m]]
    messages.append({"role": request.messages[m].role, "content": [x.text for x in request.messages[m].content[: b + 1]]})
    payload = {"model": request.model, "tool": request.tool and request.tool.model_dump(), "system": request.system}
    payload["messages"] = messages
    return hashlib.sha256(json.dumps(payload, sort_keys=True, ensure_ascii=False).encode("utf-8")).hexdigest()
