"""The four-hundred-and-eighty-fifth round, found on set 486 (an adoptee's post searching for her birth family) once it
was retired to the test part: a name given to someone (院里给我取名株小春), whatever its words; a birthday before 生 and
a closing quote (写着“腊月十八生”); a foundling's date said of her (我是1994年2月17日…被人发现的女婴)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_name_given_to_someone():
    assert ("PERSON", "株小春") in found("当时院里给我取名株小春，三岁时被人收养。")


def test_giving_a_name_said_to_be_hard():
    assert found("给孩子取名很难。") == set()


def test_a_birthday_before_a_closing_quote():
    assert ("DATE_OF_BIRTH", "腊月十八") in found("发现我的时候，襁褓里有一张纸条，写着“腊月十八生”。")


def test_a_foundlings_date():
    assert ("DATE_OF_BIRTH", "1994年2月17日") in found("寻亲：我是1994年2月17日（福利院登记的日期）在火车站被人发现的女婴。")


def test_a_date_one_joined_is_no_birthday():
    assert found("我是2023年5月1日入职的，一直在这里上班。") == set()
