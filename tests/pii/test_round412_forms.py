"""The four-hundred-and-twelfth round, found on set 413 (a tea wholesaler's order messages in Chaozhou) once it was
retired to the test part, after its first commit had called it error-free (its one false alarm was missed when read):
a carrier the goods are sent by (走德邦物流) is a firm as its customers name it, nobody's data."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_carrier_goods_are_sent_by():
    assert found("单丛二十斤明天发，走德邦物流。") == set()
    assert found("我用中通快递寄的。") == set()


def test_a_carrier_one_works_for():
    assert found("我在德邦物流上班。") == {("ORGANIZATION", "德邦物流")}
