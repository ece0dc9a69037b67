"""The two-hundred-and-fortieth round, found on set 241 (voice messages turned into text, an old woman in Tianjin)
once it was retired to the test part: northern words for the day and the weather with 儿 the tagger read as names
(今天天儿挺好的, 明儿个降温), and a gatekeeper by 老 and surname cut by the tagger and run into 那儿 (门卫老 / 郑那儿)."""

from __future__ import annotations

from tests.pii.findings import names


def test_northern_words_for_days_and_weather_are_no_names():
    assert not names("今天天儿挺好的我下楼转了一圈回来腿有点疼")
    assert not names("明儿个降温你多穿点别冻着")
    assert not names("昨儿个我去早市了，明儿见。")


def test_someone_by_lao_and_surname_before_naer():
    text = "小磊啊奶奶跟你说你那个快递到了放在门卫老郑那儿了你下班自己去拿啊别忘了"
    assert names(text) == {"小磊", "老郑"}
    assert not names("东西放在那儿了，你自己去拿。")
