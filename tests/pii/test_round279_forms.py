"""The two-hundred-and-seventy-ninth round, found on set 280 (a young man in Guiyang recovering from gambling debts) once
it was retired to the test part: a note-taker's surname the tagger glued to 人 of her role before her title (记录 /
人阳 / 老师), and a nickname in quotes after 有个叫, whole with its 哥 (有个叫"刀哥"的人)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_surname_glued_to_ren_of_a_role():
    assert "阳" in names("互助小组第十二次分享 记录人阳老师。组员小岑说这周没碰手机上的赌博软件。")


def test_a_quoted_nickname_after_yougejiao():
    assert names("有个叫\"刀哥\"的人发短信威胁他：再不还钱就去你单位闹。") == {"刀哥"}
