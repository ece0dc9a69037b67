"""The three-hundred-and-eighty-fifth round, found on set 386 (a Fujianese hometown association's chat in Budapest)
once it was retired to the test part: a Hungarian street address, its kind after its name and its town before it
(Budapest, Rákóczi út 42), and its surrogate, whose accented letters had cut the invented words apart
(AshfordáHillside…). Left: the display name with the speaker's shop after the dash (阿强-电器城), where the tool takes
the name as the rule for a trade before the dash does; LABELLING.md lists the disagreement."""

from __future__ import annotations

from heartbench.pii.engine import Anonymizer
from tests.pii.findings import found


def test_a_hungarian_street_with_its_town():
    assert ("CN_ADDRESS", "Budapest, Rákóczi út 42") in found("下周六在Budapest, Rákóczi út 42的饭店聚餐。")
    assert ("CN_ADDRESS", "Váci utca 15") in found("我住在Váci utca 15，三楼。")


def test_its_surrogate_keeps_whole_words_and_the_kind():
    text, mapping = Anonymizer().anonymize("我住在Budapest, Rákóczi út 42。", seed=1)
    surrogate = mapping["Budapest, Rákóczi út 42"]
    assert surrogate.endswith(tuple(f"út {n}" for n in range(10, 100))) and "á" not in surrogate and "ó" not in surrogate
    assert surrogate in text
