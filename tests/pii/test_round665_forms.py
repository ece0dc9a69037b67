"""The six-hundred-and-sixty-fifth round: set 665 (a Hangzhou renovation chat) retired to the test part with nothing to
mend once its bank branch was labelled, so older forms were fixed: read whole, a form's lines run on from a field
(船员：… / 出港：… / 家属联系：…) each headed by a word that speaks nowhere else are fields, not a chat's speakers
(set 512, a fishing boat's crew list, and eighteen other files); a chat's line of several turns, and the speakers of a
chat one line a turn, keep their names. A stop the tagger glued to a name (刘二。, 祁。) is no part of it."""

from __future__ import annotations

from tests.pii.findings import found

CREW_LIST = (
    "船名：浙岱渔07716　船东：汪德海\n"
    "船员：阿旺（贵州人）、杨三宝。\n"
    "出港：岱山县高亭镇渔港，预计十月回港。\n"
    "家属联系：胡美娟 13967207715\n"
    "海上信号不好，有急事请联系公司值班室。"
)


def test_a_forms_lines_head_fields_not_speakers():
    people = {text for kind, text in found(CREW_LIST) if kind == "PERSON"}
    assert {"船员", "出港", "家属联系", "联系"}.isdisjoint(people)
    assert {"汪德海", "阿旺", "杨三宝", "胡美娟"} <= people


def test_a_chat_beside_a_form_keeps_its_speakers():
    text = "病历 主人：隋晓东 电话：13589216604\n【救助群】 猫奴一号：又发现两只小猫。 十一：我明天带去绝育。"
    assert ("PERSON", "十一") in found(text)
    chat = "备注：周六集合\n海鸥：收到。\n石头：几点？\n海鸥：七点。"
    assert {("PERSON", "海鸥"), ("PERSON", "石头")} <= found(chat)


def test_a_stop_the_tagger_glued_to_a_name_is_no_part_of_it():
    # set 512's crew list, found beside the form: the tagger read 刘二。 as one word, and the stop went with the name
    assert found("船员：杨三宝、刘二。") == {("PERSON", "杨三宝"), ("PERSON", "刘二")}
    assert found("我找刘二。") == {("PERSON", "刘二")}
