"""Model specs (`provider/model`) and the registry of providers.

A provider is registered once, by name, with where its class lives and which library it
needs; the class is imported only when a request needs it (so `scripted/...` runs need no
SDK, and a missing SDK is one line naming what to install). Adding a provider is one module
under `heartbench/llm/providers/` and one `register_provider` line below.

This module sits below the workspace: bench.toml's model specs and `[providers.<name>]`
sections are checked against the registry when the configuration loads.
"""

from __future__ import annotations

from typing import NamedTuple

from heartbench.errors import InputError


class ProviderEntry(NamedTuple):
    """A registered provider."""

    target: str
    """`module:Class` of its `heartbench.llm.providers.Provider` subclass."""
    requires: str | None = None
    """The library its module needs (named in the "pip install" message), if any."""
    local: bool = False
    """True when it answers on this machine (nothing leaves it: the outbound gate lets it pass)."""


PROVIDERS: dict[str, ProviderEntry] = {}


def register_provider(name: str, target: str, *, requires: str | None = None, local: bool = False) -> None:
    """Register provider `name` (the first segment of its model specs)."""
    PROVIDERS[name] = ProviderEntry(target, requires, local)


register_provider("anthropic", "heartbench.llm.providers.anthropic_messages:AnthropicProvider", requires="anthropic")
register_provider("openai", "heartbench.llm.providers.openai_chat:OpenAIProvider", requires="openai")
register_provider("deepseek", "heartbench.llm.providers.openai_chat:DeepSeekProvider", requires="openai")
register_provider("scripted", "heartbench.llm.providers.scripted:ScriptedProvider", local=True)


def provider_entry(name: str) -> ProviderEntry:
    """The registered provider `name`; InputError listing the known ones otherwise."""
    if name not in PROVIDERS:
        raise InputError(None, f"unknown provider '{name}' (known: {', '.join(sorted(PROVIDERS))})")
    return PROVIDERS[name]


def parse_model(spec: str) -> tuple[str, str]:
    """`provider/model` -> (provider, model); InputError naming the problem otherwise."""
    provider, sep, model = spec.partition("/")
    if not sep or not provider or not model:
        raise InputError(None, f"model '{spec}' is not of the form provider/model (e.g. anthropic/claude-sonnet-4-5)")
    if provider not in PROVIDERS:
        known = ", ".join(sorted(PROVIDERS))
        raise InputError(None, f"model '{spec}': unknown provider '{provider}' (known: {known})")
    return provider, model


def is_local(spec_or_provider: str) -> bool:
    """True for a model (or provider) that answers on this machine."""
    entry = PROVIDERS.get(spec_or_provider.partition("/")[0])
    return entry is not None and entry.local
