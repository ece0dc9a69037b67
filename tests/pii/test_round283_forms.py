"""The two-hundred-and-eighty-third round, found on set 284 (a hearing-impaired couple's bakery in Kunming) once it was
retired to the test part: a customer's surname 和 (a Naxi family's) read as "and" before her given name on an order
(客户 / 和 / 丽萍 电话…), and a sign-language interpreter by a Yunnan surname the lexicon lacked (杞老师)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_surname_read_as_and_between_a_customer_and_her_given_name():
    assert "和丽萍" in names("订单：周六下午三点 生日蛋糕 八寸 客户和丽萍 电话13708862415 自取。")
    assert "和丽萍" in names("客户和丽萍，要无糖的。")


def test_the_customer_and_someone_doing_something_together_stay_two():
    assert names("约了客户和丽萍一起吃饭") == {"丽萍"}
    assert names("我和丽萍是同学") == {"丽萍"}


def test_a_rare_surname_of_yunnan_before_a_title():
    assert "杞" in names("手语翻译杞老师陪我们去银行办贷款，柜员很耐心。")
    assert names("枸杞泡水喝，杞人忧天没必要。") == set()
