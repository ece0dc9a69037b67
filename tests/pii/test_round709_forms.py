"""The seven-hundred-and-ninth round. Set 709 (a Xi'an grandmother's chat with her grandson's teacher), once retired to
the test part, had nothing to mend, so two older false alarms of texts read whole were mended: a verb and the word it
acts on heading a line of its own among a thread's turns (回复楼上：…, 走访社工：…) is what the line is about, not a
speaker. A handle of a verb and a noun speaking on a line of turns is still one."""

from __future__ import annotations

from tests.pii.findings import found

_THREAD = "小周：收到，明天我去。\n阿芳：好的，我也去。\n周末天气不错。\n{line}\n就这些。\n"


def test_a_verb_and_its_object_heading_a_line():
    findings = found(_THREAD.format(line="回复楼上：我之前也被拖过工资，后来去投诉才拿回来。"))
    assert {("PERSON", "小周"), ("PERSON", "阿芳")} <= findings
    assert not any(value == "回复楼上" for _, value in findings)
    findings = found(_THREAD.format(line="走访社工：阚社工（沈阳阳光长者社会工作服务中心）"))
    assert not any(value == "走访社工" for _, value in findings)


def test_a_handle_among_turns_still_speaks():
    text = "小周：收到，明天我去。\n拥抱阳光：我也去，几点集合？\n阿芳：八点。\n"
    assert ("PERSON", "拥抱阳光") in found(text)
