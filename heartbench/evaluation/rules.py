"""Deterministic checks for rubric items that need no judge (`judge.rules` in bench.toml).

Two universal items of the standard describe surface features of an answer:

* **first person** — the answer speaks as "I" / "we": a word of the standard's list occurs
  outside quoted speech (text in “…”, 「…」, "…" is the user's or someone else's words).
* **point count** — "eight or more suggestions and questions at once". The count is a
  documented heuristic: questions are runs of ？ or ?; suggestions are enumerated points
  (1. / 1、 / 一、 / ① / 第一， / bullets, at a line start or after punctuation) plus the other
  sentences that contain one of the standard's suggestion markers (建议, 不妨, 试着 …) and are
  neither a question nor hold an enumerated point.

Modes: `off` — no rule runs; `report` (default) — the judge decides every item and the rules'
agreement with it is reported in `scores.json`; `decide` — the first-person rule decides its
item and the judge is asked only the rest (the point count stays a report: a heuristic count
should not overrule a reader).

A case item is checked by a rule when its content is the standard's universal item text, or,
for first person, when it is the case's only item of the first-person dimension (as in
imported releases, whose wording differs).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Literal, NamedTuple, get_args

from heartbench.schema import Case
from heartbench.standard import Standard

RuleMode = Literal["off", "report", "decide"]
RULE_MODES: tuple[str, ...] = get_args(RuleMode)
FIRST_PERSON, POINT_COUNT = "first_person", "point_count"
DECIDING_RULES = frozenset({FIRST_PERSON})
"""Rules allowed to replace the judge in `decide` mode."""

_QUOTED = re.compile(r"“[^”]*”|「[^」]*」|『[^』]*』|\"[^\"]*\"")
_QUESTION = re.compile(r"[？?]+")
# An enumerated point: 1. / 1、 / 1) / 一、 / ① / 第一， / a bullet, at a line start or after punctuation.
_ENUMERATED = re.compile(
    r"(?:^|(?<=[\s：:；;，,。！!]))(?:\d{1,2}[.、)）](?!\d)|[一二三四五六七八九十]{1,2}、|[①-⑳]|第[一二三四五六七八九十]{1,2}[，,、：:]|[-•·*]\s)",
    re.MULTILINE,
)
_SENTENCE = re.compile(r"(?<=[。！？!?；;\n])")


class RuleDecision(NamedTuple):
    hit: bool
    reason: str


@dataclass(frozen=True)
class RuleBook:
    """The rules a standard names, matched to the items of a case."""

    standard: Standard
    mode: RuleMode = "report"

    def matches(self, case: Case) -> dict[int, str]:
        """Rubric index → rule name, for the items of `case` a rule checks."""
        if self.mode == "off":
            return {}
        by_content = self._rule_by_content
        found = {index: by_content[item.content] for index, item in enumerate(case.rubric) if item.content in by_content}
        dimension = self._first_person_dimension
        if dimension is not None and FIRST_PERSON not in found.values():
            indices = [i for i, item in enumerate(case.rubric) if item.dimension == dimension]
            if len(indices) == 1:
                found[indices[0]] = FIRST_PERSON
        return found

    @cached_property  # asked for every case, every judgement
    def _rule_by_content(self) -> dict[str, str]:
        """The standard's universal item text → the rule that checks it."""
        rules, universal = self.standard.rules, {item.id: item for item in self.standard.universal_items}
        named = ((rules.first_person, FIRST_PERSON), (rules.point_count, POINT_COUNT))
        return {universal[rule.item].content: name for rule, name in named if rule is not None}

    @cached_property
    def _first_person_dimension(self) -> str | None:
        rule = self.standard.rules.first_person
        return None if rule is None else next(i.dimension for i in self.standard.universal_items if i.id == rule.item)

    def decided(self, case: Case) -> dict[int, str]:
        """The matched items the rule decides instead of the judge (`decide` mode only)."""
        if self.mode != "decide":
            return {}
        return {index: name for index, name in self.matches(case).items() if name in DECIDING_RULES}

    def check(self, name: str, answer: str) -> RuleDecision:
        rules = self.standard.rules
        if name == FIRST_PERSON and rules.first_person is not None:
            return first_person(answer, rules.first_person.words, latin=not self.standard.language.startswith("zh"))
        if name == POINT_COUNT and rules.point_count is not None:
            count = count_points(answer, rules.point_count.suggestion_markers)
            return RuleDecision(count >= rules.point_count.threshold, f"{count} suggestion(s) and question(s) counted")
        raise KeyError(name)


def first_person(answer: str, words: Sequence[str], *, latin: bool = False) -> RuleDecision:
    """A first-person word outside quoted speech (whole words for Latin-script languages)."""
    spoken = _QUOTED.sub(" ", answer)
    for word in sorted(words, key=len, reverse=True):
        pattern = rf"(?<![\w']){re.escape(word)}(?![\w'])" if latin else re.escape(word)
        found = re.search(pattern, spoken, flags=re.IGNORECASE if latin and word != "I" else 0)
        if found:
            return RuleDecision(True, f"first-person word '{word}' outside quotes")
    return RuleDecision(False, "no first-person word outside quotes")


def count_points(answer: str, markers: Sequence[str]) -> int:
    """Questions plus suggestions, by the heuristic in the module docstring."""
    questions = len(_QUESTION.findall(answer))
    enumerated = len(_ENUMERATED.findall(answer))
    suggestions = 0
    for sentence in _SENTENCE.split(answer):
        if not sentence.strip() or _QUESTION.search(sentence) or _ENUMERATED.search(sentence):
            continue  # counted as a question or an enumerated point already
        if any(marker in sentence for marker in markers):
            suggestions += 1
    return questions + enumerated + suggestions
