"""The three-hundred-and-twenty-seventh round, found on set 328 (a pet hospital in Qingdao) once it was retired to the
test part: a hospital with its campus (青岛市市立医院东院区), also where the tagger cut inside the campus (华西医院天府院 /
区); a hospital's ward area (住院区) is no campus. Left alone: a complaint signed by the pet's owner as its mother
(—— 豆包妈) is anonymised as a handle, where the set leaves a pet's name unlabelled."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_hospital_with_its_campus():
    assert found("美容师被咬了手，去青岛市市立医院东院区打了狂犬疫苗。") == {("ORGANIZATION", "青岛市市立医院东院区")}


def test_a_campus_the_tagger_cut_inside():
    assert ("ORGANIZATION", "华西医院天府院区") in found("我爸在华西医院天府院区住了三天。")


def test_a_wards_area_is_no_campus():
    assert ("ORGANIZATION", "市人民医院") in found("在市人民医院住院区门口等你。")
