"""The hundred-and-twenty-sixth round, found on set 127 (Liangshan and Qiandongnan, Yi and Miao names) once it was
retired to the test part: Yi names of a clan name and a given name the tagger cut or read as a place (沙马拉 / 哈,
吉克 / 曲布; Yi clan names listed in the lexicon), and a spice read as a person (木姜子)."""

from __future__ import annotations

from tests.pii.findings import names


def test_yi_names_of_a_clan_and_a_given_name():
    assert names("点名册 一年级：吉克阿依、沙马拉哈、阿苏日呷、曲比阿果、杨小花") == {"吉克阿依", "沙马拉哈", "阿苏日呷", "曲比阿果", "杨小花"}
    assert names("我叫吉克曲布，身份证513431199806125312，想申请助学贷款。") == {"吉克曲布"}


def test_a_clan_name_before_a_title_is_the_surname():
    assert names("班主任：马海老师说明天家访。") == {"马海"}


def test_a_spice_is_no_one():
    assert names("酸汤鱼要用木姜子，才是那个味。") == set()
