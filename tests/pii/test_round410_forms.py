"""The four-hundred-and-tenth round, found on set 411 (an old man's voice messages turned into text in Tianjin) once
it was retired to the test part: a call opening with 喂 and a name, without punctuation as speech-to-text writes it
(喂小亮啊我是你三舅). Left: the estate where he lives named only by where one arrives and that he is not home
(你到了…的时代奥城我不在家), which no rule reads as a home."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_call_opening_with_wei_and_a_name():
    assert found("喂小亮啊我是你三舅 你舅妈昨儿个住院了") == {("PERSON", "小亮")}
    assert found("喂你好啊 我是快递") == set()
    assert found("喂快点啊 要迟到了") == set()
