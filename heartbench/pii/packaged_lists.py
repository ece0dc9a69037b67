"""The name lists shipped with the kit (`heartbench/pii/data/`): public and fictional figures, brands, the brands of
firms no customer visits; and the parser of such a list, which a user's own allow-list goes through too."""

from __future__ import annotations

import functools
from importlib import resources


def packaged_public_names() -> frozenset[str]:
    """Public figures and fictional characters shipped with the kit (`data/public_figures.txt`)."""
    return _packaged_list("public_figures.txt")


def packaged_brands() -> frozenset[str]:
    """Organisations named by a brand or an abbreviation alone (`data/organisation_brands.txt`)."""
    return _packaged_list("organisation_brands.txt")


def packaged_employer_brands() -> frozenset[str]:
    """The brands of firms no customer visits (`data/employer_brands.txt`): being at one is working there."""
    return _packaged_list("employer_brands.txt")


@functools.cache
def _packaged_list(name: str) -> frozenset[str]:
    return parse_name_list(resources.files("heartbench.pii").joinpath("data", name).read_text(encoding="utf-8"))


def parse_name_list(text: str) -> frozenset[str]:
    """Names separated by spaces or lines; `#` starts a comment."""
    return frozenset(word for line in text.splitlines() for word in line.split("#", 1)[0].split())
