"""The two-hundred-and-fifty-fourth round, found on set 255 (a university counsellor in Lanzhou) once it was retired to
the test part: a Uyghur name's last sound read as a word of its own before 的 (舍友艾丽菲 / 热 / 的电话), as it is
taken before a pause."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_uyghur_names_last_sound_before_de():
    text = "23:40 接到榆中校区天山堂4号楼518舍友艾丽菲热的电话，说鲁晓晨把自己锁在卫生间里哭，不开门。"
    assert names(text) == {"艾丽菲热", "鲁晓晨"}
