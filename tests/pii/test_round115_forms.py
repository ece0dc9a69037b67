"""The hundred-and-fifteenth round, found on set 116 (matchmaking and dating in Shandong and Henan) once it was
retired to the test part: a household called by 老 and its surname in a family chat's title (【老刁家】), a
neighbour's given name before what one calls her, read as a noun (感谢翠花 / 婶子), and a matchmaker's and a
contract's fields read as a chat's speakers (男方要求, 服务费). Left: a dating handle that is a word (小雨点)
speaking in a passage of its own."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_household_by_its_surname():
    assert names("【老刁家】 大姑：彩礼十八万八太多了吧 永强他妈：这个数不算多 二叔：让永强自己拿主意") == {"刁", "永强"}


def test_everyday_words_of_lao_are_no_household():
    assert names("老年家庭要多关照，周末去老师家补课，过年回老家。") == set()


def test_a_given_name_before_what_one_calls_her():
    assert names("朋友圈：感谢月老，感谢翠花婶子牵线，今天领证啦！❤ @宋佳慧") == {"翠花", "宋佳慧"}


def test_a_word_before_what_one_calls_a_vendor_is_no_name():
    assert names("我去找水果姐买橘子，隔壁芒果姐也在。") == set()


def test_a_matchmakers_and_a_contracts_fields_name_no_one():
    assert names("红娘资料卡 女方：崔晓萌 职业：护士 籍贯：寿光 男方要求：有房有车") == {"崔晓萌"}
    assert names("婚介服务合同 乙方：刁永强 身份证号：370105198802163017 服务费：壹万贰仟元") == {"刁永强"}


def test_a_shop_named_after_a_household_is_no_one():
    assert names("聚会就在那家老孙家泡馍，都来啊。") == set()
