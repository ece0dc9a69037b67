"""The three-hundred-and-forty-second round, found on set 343 (two warehouse workers near Chengdu chatting in
Sichuanese) once it was retired to the test part. Its misses were a chat's speaker on a passage of one turn (耗子：…),
which a chat of two turns or more finds; reading them as a whole chat showed what was wrong: the tagger joins a line
break or a space to the word after it (\\n胖哥), and a name found in that word began with the whitespace, so the
surrogate swallowed the line break and half the nickname (胖 of 胖哥). Whitespace now stands apart as punctuation. Reading
every labelled file of the test part as one document then found fourteen values running across a line break (a name
and the next line's first words); a value now ends at a line break, and the lines are read alone where one did."""

from __future__ import annotations

from heartbench.pii.engine import Anonymizer, Entity, tag
from heartbench.pii.evaluation import LabelledPassage, as_documents
from tests.pii.findings import found

CHAT = "耗子：胖哥，今天彭组长又喊加班，你去不去嘛？\n胖哥：去噻，不去这个月房租都交不起。\n耗子：晓得。"


def test_a_chats_speakers_over_its_turns():
    assert found(CHAT) == {("PERSON", "耗子"), ("PERSON", "胖哥"), ("PERSON", "彭")}


def test_no_name_begins_with_whitespace():
    for entity in Anonymizer().analyze(CHAT + "\n9月3日 晴 达瓦来了"):
        assert entity.text == entity.text.strip()


def test_the_line_breaks_survive_anonymisation():
    replaced, _ = Anonymizer().anonymize(CHAT, seed=3)
    assert replaced.count("\n") == 2 and all(line.endswith(("？", "。")) for line in replaced.split("\n"))


def test_whitespace_is_a_word_of_its_own():
    tokens = tag("你好\n胖哥：去噻。")
    assert all(word.strip() == word or not word.strip() for word in tokens.words)
    assert "胖哥" in tokens.words


def test_no_value_runs_across_a_line_break():
    """Each labelled file read as one document held fourteen values across a line break (阎宝军\\n卡友群, SHUYAO\\n咨询师);
    a line break ends every value, and what the lines hold alone stands instead."""
    text = "车牌：鲁H36827 司机：阎宝军\n卡友群 老焦：京港澳高速邢台段堵了\nA：英文名呢 B：YIN SHUYAO\n咨询师：你刚才说的是谁？"
    entities = Anonymizer().analyze(text)
    assert all("\n" not in entity.text for entity in entities)
    assert {("PERSON", "阎宝军"), ("PERSON", "YIN SHUYAO")} <= {(entity.type, entity.text) for entity in entities}


def test_labelled_passages_read_as_documents():
    passages = [
        LabelledPassage("set_9:3", "耗子：你去不去？", [Entity("PERSON", 0, 2, "耗子", 1.0)]),
        LabelledPassage("set_9:4", "胖哥：去噻。", [Entity("PERSON", 0, 2, "胖哥", 1.0)]),
        LabelledPassage("set_10:3", "今天下雨。", []),
    ]
    first, second = as_documents(passages)
    assert (first.id, first.text) == ("set_9", "耗子：你去不去？\n胖哥：去噻。")
    assert [(e.start, e.end, first.text[e.start:e.end]) for e in first.entities] == [(0, 2, "耗子"), (9, 11, "胖哥")]
    assert (second.id, second.text, second.entities) == ("set_10", "今天下雨。", [])
