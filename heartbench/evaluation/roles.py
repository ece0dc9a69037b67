"""Warnings about model roles that bias the measurement they take part in.

* The judge among the pilots or the models evaluated: a judge tends to favour answers like its
  own, so its own scores (and the items the pilots' scores kept) lean its way.
* The synthesizer among the pilots: it reads its own answer among P1…Pn when it writes items.
* Fewer than four pilots deciding saturation: an item is dropped as saturated when every pilot
  passes it, so with n pilots an item each passes with p = 0.6 is dropped with probability
  0.6ⁿ — 0.36 with two, 0.13 with four, 0.047 with the paper's six.
"""

from __future__ import annotations

from collections.abc import Sequence

RECOMMENDED_PILOTS = 4
PASS_RATE = 0.6


def saturation_chance(pilots: int, pass_rate: float = PASS_RATE) -> float:
    """Chance that an item every pilot passes with `pass_rate` is pruned as saturated."""
    return pass_rate**pilots


def role_warnings(*, judge: str | None, pilots: Sequence[str], synthesizer: str | None = None, evaluated: Sequence[str] = (),
                  saturation: bool = True) -> list[str]:  # fmt: skip
    """One line per role conflict among these models (empty when there is none); `saturation`:
    this command's pilots decide which items are saturated."""
    lines = []
    if judge is not None and judge in pilots:
        lines.append(f"the judge {judge} is also a pilot: the items kept and the pilots' scores lean towards its own answers")
    if judge is not None and judge in evaluated:
        lines.append(f"the judge {judge} is also evaluated: its own score is judged by itself (self-preference)")
    if synthesizer is not None and synthesizer in pilots:
        lines.append(f"the synthesizer {synthesizer} is also a pilot: it reads its own answer among P1…Pn when writing items")
    distinct = len(set(pilots))
    if saturation and 0 < distinct < RECOMMENDED_PILOTS:
        lines.append(f"{distinct} pilot(s) decide saturation: an item each passes with p = {PASS_RATE} is pruned with probability "
                     f"{saturation_chance(distinct):.2f} ({saturation_chance(RECOMMENDED_PILOTS):.2f} with {RECOMMENDED_PILOTS}, "
                     f"{saturation_chance(6):.3f} with the paper's six); add pilots in bench.toml [models] pilots")  # fmt: skip
    return lines
