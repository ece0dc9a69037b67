"""Deterministic checks on every rewritten dialogue: one small `Filter` per rule.

Each rule looks at a `Candidate` (the model's reply, parsed) and keeps it or names what is
wrong. The reasons are shown to the model on the one retry, and land in `rejects.jsonl`, so
they describe the problem without quoting personal data.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, get_args

from heartbench.dialogues.rewrite import parse_reply
from heartbench.schema import Role, Turn
from heartbench.stages import Filter, FilterChain
from heartbench.textnorm import han_share

ROLES: tuple[str, ...] = get_args(Role)
# Bounds from the shape of HeartBench v1 (turns of 3–527 characters, dialogues of 9–2,163),
# with headroom so that only runaway or truncated rewrites are caught.
MAX_TURN_CHARS = 800
MIN_DIALOGUE_CHARS = 8
MAX_DIALOGUE_CHARS = 4000
# v1's lowest share of Han characters among letters is 0.60 (English names, brand words).
MIN_HAN_SHARE = 0.5



@dataclass(frozen=True)
class Candidate:
    """One rewrite of one seed, as the rules see it."""

    seed_id: str
    """The seed the dialogue was built from (the leak gate looks up its private mapping)."""
    reply: str
    """The model's raw reply text."""
    turns: list[tuple[object, object]] | None
    """Parsed (role, content) pairs, unchecked; None when the reply is not a dialogue."""
    shape_problem: str | None
    """Why the reply could not be parsed; None when it could."""
    lang: str = "zh"
    """Language the dialogue must be in."""

    @classmethod
    def from_reply(cls, seed_id: str, reply: str, lang: str = "zh") -> Candidate:
        parsed = parse_reply(reply)
        return cls(seed_id=seed_id, reply=reply, turns=parsed.turns, shape_problem=parsed.problem, lang=lang)

    @property
    def contents(self) -> list[str]:
        return [content for _, content in self.turns or [] if isinstance(content, str)]

    def dialogue(self) -> list[Turn]:
        """The turns as records; only valid once every rule has kept the candidate."""
        return [Turn(role=role, content=content.strip()) for role, content in self.turns or []]


class JsonShape(Filter):
    name: ClassVar[str] = "json-shape"

    def filter(self, record: Candidate) -> bool | tuple[bool, str]:
        return (False, record.shape_problem) if record.shape_problem else True


class RolesAB(Filter):
    name: ClassVar[str] = "roles"

    def filter(self, record: Candidate) -> bool | tuple[bool, str]:
        for number, (role, _) in enumerate(record.turns or [], start=1):
            if role not in ROLES:
                return False, f"turn {number} has role {role!r}; only A and B are allowed"
        return True


class NoEmptyTurn(Filter):
    name: ClassVar[str] = "empty-turn"

    def filter(self, record: Candidate) -> bool | tuple[bool, str]:
        for number, content in enumerate(record.contents, start=1):
            if not content.strip():
                return False, f"turn {number} is empty"
        return True


class TurnCount(Filter):
    name: ClassVar[str] = "turn-count"

    def __init__(self, max_turns: int):
        self.max_turns = max_turns

    def filter(self, record: Candidate) -> bool | tuple[bool, str]:
        count = len(record.turns or [])
        if 1 <= count <= self.max_turns:
            return True
        return False, f"{count} turns; a dialogue has 1 to {self.max_turns}"


class Alternating(Filter):
    name: ClassVar[str] = "alternation"

    def filter(self, record: Candidate) -> bool | tuple[bool, str]:
        roles = [role for role, _ in record.turns or []]
        for number in range(1, len(roles)):
            if roles[number] == roles[number - 1]:
                return False, f"turns {number} and {number + 1} are both {roles[number]}; A and B must alternate"
        return True


class EndsOnA(Filter):
    name: ClassVar[str] = "last-turn"

    def filter(self, record: Candidate) -> bool | tuple[bool, str]:
        if record.turns and record.turns[-1][0] == "A":
            return True
        last = record.turns[-1][0] if record.turns else "nothing"
        return False, f"the dialogue ends on {last}; the last turn must be A's"


class LengthBounds(Filter):
    name: ClassVar[str] = "length"

    def __init__(self, max_turn_chars: int = MAX_TURN_CHARS, min_chars: int = MIN_DIALOGUE_CHARS, max_chars: int = MAX_DIALOGUE_CHARS):
        self.max_turn_chars, self.min_chars, self.max_chars = max_turn_chars, min_chars, max_chars

    def filter(self, record: Candidate) -> bool | tuple[bool, str]:
        lengths = [len(content.strip()) for content in record.contents]
        for number, length in enumerate(lengths, start=1):
            if length > self.max_turn_chars:
                return False, f"turn {number} has {length} characters (at most {self.max_turn_chars})"
        total = sum(lengths)
        if not self.min_chars <= total <= self.max_chars:
            return False, f"the dialogue has {total} characters ({self.min_chars} to {self.max_chars} allowed)"
        return True


class HanShare(Filter):
    """For Chinese datasets: most letters must be Chinese characters (no English rewrite)."""

    name: ClassVar[str] = "language"

    def __init__(self, min_share: float = MIN_HAN_SHARE):
        self.min_share = min_share

    def filter(self, record: Candidate) -> bool | tuple[bool, str]:
        if not record.lang.startswith("zh"):
            return True
        share = han_share("".join(record.contents))
        if share >= self.min_share:
            return True
        return False, f"Chinese characters are {share:.0%} of the letters (at least {self.min_share:.0%} for zh)"


def dialogue_rules(max_turns: int) -> list[Filter]:
    """The structural and language rules, parse check first (the others read its turns)."""
    return [JsonShape(), RolesAB(), NoEmptyTurn(), TurnCount(max_turns), Alternating(), EndsOnA(), LengthBounds(), HanShare()]


def build_checks(max_turns: int, leak_gate: Filter) -> FilterChain:
    """Every check in order; the leak gate first, so a reply it passed is safe to show again."""
    return FilterChain([leak_gate, *dialogue_rules(max_turns)])
