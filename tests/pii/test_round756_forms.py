"""The seven-hundred-and-fifty-sixth round. Set 756 (a Qingdao fishing boat owner's record of wage advances) had
nothing to fix once retired, so the round took two false alarms of older sets read whole: a boat's captain by surname
(翁船长, set 188), read as a full name whose "given name" 船长 was then found wherever the crew list named the post;
and a firm speaking in a chat (长沙启航家教服务中心：…, set 682), whose last two characters were taken for a given name
(转到中心对公账户)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_captain_by_surname_is_the_surname():
    assert names("你们船今晚别出海，听翁船长的。") == {"翁"}
    assert names("船员名单：船长翁德水，轮机阮阿土。风大了，听翁船长的。") == {"翁德水", "阮阿土", "翁"}


def test_a_firm_speaking_lends_no_given_name():
    text = "梓涵妈妈：好的。\n长沙启航家教服务中心：课时费请转到中心对公账户，备注学生姓名。"
    assert "中心" not in names(text)


def test_the_given_name_of_a_full_name_is_still_found_again():
    assert names("邓梓涵在长沙上学。\n梓涵妈妈：谢谢老师。") == {"邓梓涵", "梓涵"}
