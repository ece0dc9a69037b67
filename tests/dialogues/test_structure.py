"""The structural pass: filler removal, merging, compression to max_turns ending on A."""

from __future__ import annotations

from heartbench.dialogues.structure import compress, drop_fillers, end_on_last_a, is_filler, structural_pass
from heartbench.schema import Turn


def turns(*pairs: str) -> list[Turn]:
    """'A:text' strings to turns."""
    return [Turn(role=p[0], content=p[2:]) for p in pairs]


def roles(ts: list[Turn]) -> str:
    return "".join(t.role for t in ts)


def test_filler_only_turns_are_recognised():
    for filler in ["嗯", "嗯嗯。", "啊？", "哈哈哈哈", "好的～", "好的好的！", "OK", "哦哦…", "嗯呢", "呃……", "😂", "  "]:
        assert is_filler(filler), filler
    for content in ["对", "是的", "不是", "没错", "好累", "嗯，我还是很难过", "哈哈，其实我挺难受的"]:
        assert not is_filler(content), content


def test_drop_fillers_removes_filler_turns_and_leading_interjections():
    result = drop_fillers(turns("A:嗯嗯，其实我最近睡不好", "B:嗯", "B:能多说一点吗", "A:哈哈哈", "A:额外的工作太多了"))
    assert [(t.role, t.content) for t in result] == [
        ("A", "其实我最近睡不好"),
        ("B", "能多说一点吗"),
        ("A", "额外的工作太多了"),  # "额" starting a word is not an interjection
    ]


def test_filler_lines_inside_a_merged_turn_are_dropped():
    # ingest joins a speaker's consecutive lines with newlines; fillers among them go line by line
    result = drop_fillers(turns("A:嗯……\n就是，我最近拖延特别严重。\n嗯嗯\n哈哈，一直都有吧。", "B:好的。"))
    assert [(t.role, t.content) for t in result] == [("A", "就是，我最近拖延特别严重。\n一直都有吧。")]


def test_same_role_runs_left_by_filler_removal_are_merged():
    draft = structural_pass(turns("A:我很累", "B:嗯", "A:真的很累。", "B:嗯嗯", "A:不想上班", "B:发生了什么？", "A:领导又骂我了"), 9)
    assert roles(draft.turns) == "ABA"
    assert draft.turns[0].content == "我很累\n真的很累。\n不想上班"


def test_end_on_last_a_cuts_trailing_b_turns():
    assert roles(end_on_last_a(turns("A:x", "B:y", "A:z", "B:w", "B:v"))) == "ABA"
    assert end_on_last_a(turns("B:x", "B:y")) == []


def test_filler_between_b_turns_leads_to_merge():
    draft = structural_pass(turns("A:我和室友吵架了", "B:怎么回事？", "A:嗯", "B:你愿意说说吗？", "A:她总是半夜打游戏"), 9)
    assert roles(draft.turns) == "ABA"
    assert draft.turns[1].content == "怎么回事？\n你愿意说说吗？"


def test_compression_keeps_opening_and_final_a_turn():
    long = turns(*[f"{'AB'[i % 2]}:第{i + 1}句" for i in range(15)])  # A B A ... A (15 turns)
    draft = compress(long, 9)
    assert len(draft.turns) == 9
    assert roles(draft.turns) == "ABABABABA"
    assert draft.turns[0].content == "第1句"  # the opening predicament
    assert draft.turns[-1].content == "第15句"  # the final A turn, the one the model answers
    assert [t.content for t in draft.turns[1:]] == [f"第{i}句" for i in range(8, 16)]
    assert [t.content for t in draft.omitted] == [f"第{i}句" for i in range(2, 8)]


def test_compression_with_leading_b_turn_and_even_limit():
    long = turns(*[f"{'BA'[i % 2]}:第{i + 1}句" for i in range(12)])  # B A B A ... A (12 turns)
    draft = compress(long, 8)
    assert len(draft.turns) <= 8
    assert draft.turns[0].role == "A" and draft.turns[0].content == "第2句"
    assert draft.turns[-1].content == "第12句"
    assert all(a.role != b.role for a, b in zip(draft.turns, draft.turns[1:]))
    assert draft.omitted[0].content == "第1句"


def test_short_dialogue_is_left_alone_and_tiny_limits_keep_the_last_a():
    short = turns("A:x", "B:y", "A:z")
    assert compress(short, 9).turns == short and compress(short, 9).omitted == []
    assert [t.content for t in compress(short, 1).turns] == ["z"]
    assert roles(compress(short, 2).turns) == "BA"


def test_structural_pass_on_a_realistic_transcript():
    transcript = turns(
        "B:你好，今天想聊点什么？",
        "A:嗯……",
        "A:我最近跟男朋友老吵架",
        "B:嗯嗯",
        "B:吵些什么呢？",
        *[f"{'AB'[i % 2]}:细节{i}" for i in range(14)],
        "A:好的",
        "A:我是不是太作了？",
        "B:好的",
    )
    draft = structural_pass(transcript, 9)
    assert 1 <= len(draft.turns) <= 9
    assert draft.turns[-1] == Turn(role="A", content="我是不是太作了？")
    assert draft.turns[0].role == "A" and "男朋友" in draft.turns[0].content
    assert all(a.role != b.role for a, b in zip(draft.turns, draft.turns[1:]))
    assert not any(is_filler(t.content) for t in draft.turns)


def test_transcript_without_a_content_gives_an_empty_draft():
    draft = structural_pass(turns("A:嗯", "B:你好", "A:哈哈"), 9)
    assert draft.turns == []
