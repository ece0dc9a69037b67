"""The six-hundred-and-seventy-seventh round: set 677 (a Shaoxing teacher's comments) retired to the test part with
nothing to mend, so older ones were mended: 阿嬷, 阿嫲, 阿婆 and 阿公, how Hokkien, Teochew and Cantonese call an elder,
are titles (洪阿嬷 → 洪: twelve test-part spans now the surname alone, and 阿嬷 alone is no longer repeated as a name);
a tour guide (导游：…) speaks no turn as a name."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_elder_by_surname_and_a_southern_title():
    text = "护理日志 11月20日 洪阿嬷早餐吃了半碗粥，和苏阿公吵了两句。\n阿珠：阿嬷今天又不认得我了。"
    assert found(text) == {("PERSON", "洪"), ("PERSON", "苏"), ("PERSON", "阿珠")}


def test_a_tour_guide_is_no_name():
    text = "旅游团名单 1.段志刚 2.杨金花\n导游：小李 15887063291\n我导游朋友叫岩温。"
    people = {text for kind, text in found(text) if kind == "PERSON"}
    assert "导游" not in people and {"小李", "岩温"} <= people
