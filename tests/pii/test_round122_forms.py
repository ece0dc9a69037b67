"""The hundred-and-twenty-second round, found on set 123 (Ningxia and Gansu, Hui and Dongxiang names) once it was
retired to the test part: Hui surnames the lexicon lacked (纳, 撒, 虎) in a list of donors with their sums; a
village's group numbered with 社 (前石村二社); a mosque where a father serves as imam, his employer; and a
village doctor's field read as a chat's speaker (村医：冶大夫). Guarded: 一社 inside 第一社会福利院, and 无名氏
(an anonymous donor)."""

from __future__ import annotations

from heartbench.pii.recognizers import ADDRESS, ORGANIZATION
from tests.pii.findings import found, names


def test_hui_surnames_in_a_list_of_donors():
    assert names("清真寺捐款名单：纳玉林 500元、撒海军 300元、虎占山 200元、马老太太 100元。") >= {"纳玉林", "撒海军", "虎占山"}


def test_an_anonymous_donor_is_no_one():
    assert names("爱心捐款名单 郑宝华 500元、无名氏 1000元、黄丽琴 200元") == {"郑宝华", "黄丽琴"}


def test_a_villages_group_numbered_with_she_and_a_village_doctors_field():
    text = "村医诊疗记录 患者：阿依舍 女 43岁 住址：临夏县北塬乡前石村二社 诊断：高血压 村医：冶大夫"
    assert (ADDRESS, "临夏县北塬乡前石村二社") in found(text)
    assert names(text) == {"阿依舍", "冶"}


def test_a_welfare_home_numbered_first_is_no_villages_group():
    assert (ORGANIZATION, "朝阳区第一社会福利院") in found("老人住在朝阳区第一社会福利院，每周去看一次。")


def test_a_mosque_where_one_serves():
    text = "助学金申请：本人马晓燕，父亲马德清在银川市兴庆区清真寺当阿訇，家里还有两个弟弟。"
    assert (ORGANIZATION, "银川市兴庆区清真寺") in found(text)
