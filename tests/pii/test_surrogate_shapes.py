"""Every value a recogniser may report gets a surrogate without a crash, whatever its layout: the structured
recognisers take numbers on context words alone (居留卡号码NL0582716B), so a surrogate maker keyed on layouts must
not assume a layout it has a check for. Twice a layout fell to a check that failed on it (a Spanish NIE to
Singapore's, a Dutch permit to Hong Kong's); this walks many layouts of each structured type instead of one."""

from __future__ import annotations

import random
import string

import pytest

from heartbench.pii import recognizers as kinds
from heartbench.pii.analysis import Entity
from heartbench.pii.surrogates import SurrogateMaker


def _layouts(rng: random.Random, count: int) -> list[str]:
    values = []
    for _ in range(count):
        letters = "".join(rng.choice(string.ascii_uppercase) for _ in range(rng.randint(0, 3)))
        digits = "".join(rng.choice(string.digits) for _ in range(rng.randint(4, 19)))
        tail = "".join(rng.choice(string.ascii_uppercase + string.digits) for _ in range(rng.randint(0, 2)))
        value = letters + digits + tail
        if rng.random() < 0.2:
            value = value[:-1] + f"({value[-1]})"
        if rng.random() < 0.2 and len(value) > 8:
            value = value[:6] + rng.choice(" -") + value[6:]
        values.append(value)
    return values


@pytest.mark.parametrize("entity_type", [kinds.ID_CARD, kinds.TRAVEL_DOCUMENT, kinds.BANK_CARD, kinds.MOBILE, kinds.LANDLINE,
                                         kinds.QQ, kinds.PLATE])
def test_a_surrogate_for_any_layout(entity_type):
    rng = random.Random(entity_type)
    for value in _layouts(rng, 300):
        maker = SurrogateMaker(random.Random(1), {})
        maker.extend([Entity(entity_type, 0, len(value), value, 1.0)])
        assert maker.mapping[value] and maker.mapping[value] != value, (entity_type, value)
