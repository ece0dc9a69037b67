"""The two-hundred-and-fifty-fifth round, found on set 256 (a hotel's front desk in Sanya and its Russian guests) once it
was retired to the test part: Russian guests by name in Latin letters at check-in and signing a complaint (入住登记：
Dmitry Volkov, ——Olga Petrova), a Russian-speaking guide by a Russian name in Han characters (俄语导游娜塔莎), and her
Chinese name right after 中文名 (中文名柏雪)."""

from __future__ import annotations

from tests.pii.findings import names


def test_russian_guests_in_latin_letters():
    assert names("入住登记：Dmitry Volkov，护照号752184396，入住三晚，押金一千。") == {"Dmitry Volkov"}
    assert names("客人投诉（翻译）：桌上的项链不见了。——Olga Petrova，2208房") == {"Olga Petrova"}


def test_a_guide_by_a_russian_name_and_her_chinese_name():
    assert names("俄语导游娜塔莎（中文名柏雪）明早八点带团去蜈支洲岛，联系电话18976031524。") == {"娜塔莎", "柏雪"}


def test_a_writer_read_about_stays():
    assert not names("她最近在读陀思妥耶夫斯基的小说。")
