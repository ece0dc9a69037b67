"""Recognise transcripts whose lines carry speaker labels and turn them into A/B turns.

A is the person seeking help, B the other party (counsellor, friend, partner…). A text is a
dialogue when at least two lines carry a known speaker label, both roles speak, and labelled
lines make up at least half of the non-empty lines; unlabelled lines continue the previous
turn (lines before the first label are a preface and stay out of the turns). Consecutive
turns of the same role are merged, so turns alternate.

Labels are matched whole, or by a role word in brackets: `小林（来访者）：`, `咨询师(王)：`.
`Q:`/`A:` and 问/答 are question-and-answer transcripts: there the label "A" is the answer.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from heartbench.schema import Turn, merge_turns

SEEKER_LABELS = frozenset(
    """来访者 来访 访客 咨客 求助者 求助人 倾诉者 倾诉人 用户 提问者 当事人 患者 病人 个案 案主 读者 网友 我 甲 问 a q
    user client seeker patient 來訪者 來訪 求助者 傾訴者 傾訴人 用戶 個案 讀者 網友 患者""".split()
)
OTHER_LABELS = frozenset(
    """咨询师 心理咨询师 咨询顾问 心理师 治疗师 心理治疗师 医生 老师 朋友 倾听者 回答者 助手 客服 主持人 专家 他 她 对方 乙 答 b
    ai assistant counselor counsellor therapist friend listener 諮詢師 心理諮詢師 諮商師 心理師 治療師 醫生 老師 傾聽者 對方""".split()
)
# A label: up to 12 characters without spaces or colons, optionally in 【】/[] brackets.
_LABELLED = re.compile(r"^\s*[【\[]?(?P<label>[^\s:：【】\[\]]{1,12}?)[】\]]?\s*[:：]\s*(?P<content>.*)$")
_BRACKETED = re.compile(r"[（(]([^（）()]+)[）)]")
_QUICK_CHECK = re.compile(r"^\s*[【\[]?[^\s:：]{1,12}[】\]]?\s*[:：]", re.MULTILINE)
MIN_LABELLED_SHARE = 0.5


class Dialogue(NamedTuple):
    turns: list[Turn]
    speakers: dict[str, str]
    """Label as written → role."""


def _role_of(label: str, question_answer: bool) -> str | None:
    key = label.strip().lower()
    if question_answer and key in ("a", "答"):
        return "B"
    if key in SEEKER_LABELS:
        return "A"
    if key in OTHER_LABELS:
        return "B"
    for part in [*_BRACKETED.findall(key), _BRACKETED.sub("", key)]:
        part = part.strip()
        if part and part != key:
            role = _role_of(part, question_answer)
            if role:
                return role
    return None


def detect_dialogue(text: str) -> Dialogue | None:
    """The text as turns when it is a labelled transcript, else None."""
    if not _QUICK_CHECK.search(text):
        return None
    lines = [line for line in text.split("\n") if line.strip()]
    parsed = [_LABELLED.match(line) for line in lines]
    labels = {m.group("label").strip().lower() for m in parsed if m}
    question_answer = "q" in labels or "问" in labels
    roles = [(_role_of(m.group("label"), question_answer) if m else None) for m in parsed]
    labelled = sum(role is not None for role in roles)
    if labelled < 2 or {"A", "B"} - set(roles) or labelled < MIN_LABELLED_SHARE * len(lines):
        return None
    turns: list[list] = []  # [role, [pieces]]
    speakers: dict[str, str] = {}
    for line, match, role in zip(lines, parsed, roles):
        if role is not None:
            speakers.setdefault(match.group("label").strip(), role)
            piece = match.group("content").strip()
            if turns and turns[-1][0] == role:
                turns[-1][1].append(piece)
            else:
                turns.append([role, [piece]])
        elif turns:
            turns[-1][1].append(line.strip())
    built = [Turn(role=role, content="\n".join(p for p in pieces if p)) for role, pieces in turns if any(pieces)]
    if len({turn.role for turn in built}) < 2:
        return None
    return Dialogue(merge_turns(built), speakers)
