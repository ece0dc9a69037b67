"""The two-hundred-and-twenty-fifth round, found on set 226 (Wenzhou shoe makers and their kin in Prato) once it was
retired to the test part: a street in Italy or Spain, its kind first and its number after its name (Via Pistoiese
128, Prato). Left: a speaker by a district the dictionary does not know as a place (鹿城-小叶：, where 瓯海-阿强 is
taken whole), and a garment workshop opened somewhere read as a firm's name (意大利普拉托开服装厂)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_street_in_italy_or_spain():
    assert ("CN_ADDRESS", "Via Pistoiese 128, Prato") in found("表哥在普拉托开服装厂，地址Via Pistoiese 128, Prato。")
    assert ("CN_ADDRESS", "Calle de Alcalá 45") in found("她住马德里Calle de Alcalá 45，离公园很近。")
    assert "CN_ADDRESS" not in {kind for kind, _ in found("Via Roma很漂亮，晚上人很多。")}  # a street without a number
