"""The two-hundred-and-fifty-second round, found on set 253 (a worker's hand crushed at a press in Foshan) once it was
retired to the test part: a town whose first character the tagger read as a place of its own and the rest as a
person (都安县 / 地 / 苏镇), and a lawyer's surname the tagger glued to the last character of the trade before it
(劳动法 / 律 / 师伍 / 律师)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_town_cut_after_its_first_character():
    text = "他老婆韦桂香在广西都安县地苏镇老家带孩子，电话里一直问：手还能不能动？"
    assert ("CN_ADDRESS", "广西都安县地苏镇") in found(text)
    assert names(text) == {"韦桂香"}


def test_a_surname_glued_to_the_trade_before_it():
    assert names("劳动法律师伍律师建议：先做伤残鉴定，再谈赔偿，别私下签协议。") == {"伍"}
