"""The three-hundred-and-sixteenth round, found on set 317 (an inheritance among siblings in Guangzhou, Hong Kong and
Canada) once it was retired to the test part: a Guangzhou house number's sub-number with the flat after it (62号之三801,
17号之一302房), and a flat in Hong Kong in English by its block and estate, then its district (Flat 12B, Block 3,
Kornhill, Quarry Bay, Hong Kong)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_sub_number_and_the_flat_after_it():
    assert ("CN_ADDRESS", "越秀区大塘街道文德南路62号之三801") in found("长子住越秀区大塘街道文德南路62号之三801；")
    assert ("CN_ADDRESS", "越秀区东山街道署前路17号之一302房") in found("房产位于越秀区东山街道署前路17号之一302房，由子女继承。")


def test_a_flat_in_hong_kong_in_english():
    address = "Flat 12B, Block 3, Kornhill, Quarry Bay, Hong Kong"
    assert ("CN_ADDRESS", address) in found(f"次女住{address}；")
