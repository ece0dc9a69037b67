"""The four-hundred-and-thirty-eighth round, found on set 439 (a courier's terse delivery notes in Guiyang) once it
was retired to the test part: an estate's zone by a letter or a cluster before the building and the flat
(花果园M区7栋2单元2104, 中天未来方舟F6组团12栋), the name a parcel's recipient wrote (收件人写的肥猫), and a shop named
by its owner's surname and 记 (龙记粉馆)."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_estates_zone_by_a_letter_or_a_cluster():
    assert ("CN_ADDRESS", "花果园M区7栋2单元2104") in found("1 花果园M区7栋2单元2104 谭姐 放门口 别敲门")
    assert found("2 中天未来方舟F6组团12栋一楼 菜鸟驿站代收") == {("CN_ADDRESS", "中天未来方舟F6组团12栋")}


def test_the_name_a_recipient_wrote():
    assert ("PERSON", "肥猫") in found("3 收件人写的肥猫 电话18685120473 打了三次没人接")


def test_a_shop_by_its_owners_surname_and_ji():
    assert ("ORGANIZATION", "龙记粉馆") in found("4 龙老板的店 龙记粉馆 中午前送到")
