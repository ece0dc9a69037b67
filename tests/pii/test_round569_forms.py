"""The five-hundred-and-sixty-ninth round, found on set 570 (a grandson's Weibo thread about his grandmother in
Harbin) once it was retired to the test part: a medical university's first hospital (哈医大一院); a district whose
first character the tagger glued to 住 (住道 / 外区…); an aunt's given name glued to 老姨 (老姨秀芬); a post signed with a
handle and when it was written (——冰城少年阿鑫，写于…); a textile mill of no name (在纺织厂当挡车工) is none, as is an
author the dictionary knows signing a quote (——鲁迅，写于…) or a sisters' group (姐妹群)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_medical_universitys_first_hospital():
    assert ("ORGANIZATION", "哈医大一院") in found("带她去哈医大一院记忆门诊，邢大夫说这病只能延缓。")


def test_a_district_glued_to_the_verb_before_it():
    assert found("以前住道外区南十四道街37号2单元，老房子没电梯。") == {("CN_ADDRESS", "道外区南十四道街37号2单元")}


def test_an_aunts_given_name_glued_to_her_relation():
    assert found("老姨秀芬和我妈商量。") == {("PERSON", "秀芬")}


def test_a_post_signed_with_a_handle_and_when():
    assert found("——冰城少年阿鑫，写于姥姥住进养老院的第三十天") == {("PERSON", "冰城少年阿鑫")}
    assert found("——鲁迅，写于1925年") == set()


def test_a_textile_mill_of_no_name():
    assert found("年轻时在纺织厂当挡车工，一辈子要强。") == set()
