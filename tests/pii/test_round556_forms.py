"""The five-hundred-and-fifty-sixth round, found on set 557 (a Shanghai neighbourhood committee's visit record) once
it was retired to the test part: a lane house's room after its number (娄山关路188弄21号后厢房, …8号亭子间), part of the
address, as a courtyard house's room is."""

from __future__ import annotations

import pytest

from tests.pii.findings import found


@pytest.mark.parametrize(("text", "address"), [
    ("独居老人，88岁，住天山路街道娄山关路188弄21号后厢房，儿子在加拿大。", "天山路街道娄山关路188弄21号后厢房"),
    ("她住在建国西路365弄8号亭子间。", "建国西路365弄8号亭子间"),
])
def test_a_lane_houses_room(text, address):
    assert found(text) == {("CN_ADDRESS", address)}
