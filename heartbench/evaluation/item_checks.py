"""Checks on every drafted rubric item, each a `Filter` with its rejection code.

Per item (in order, the first failure wins): `item-shape` (fields and types), `unknown-dimension`
(one of the standard's capabilities — never the catastrophic dimension, which the stage adds
itself), `bad-weight` (integer in −10…10, not 0), `content-length`, `wrong-language`,
`scale-wording` (degree or rating wording from the standard's `scale_words`),
`absence-as-positive` (a desirable item phrased as "did not do X": v1 writes X with a negative weight), `bad-basis`,
`unknown-evidence` (pilot labels that were not shown). Then per case: `restates-universal`
(an item that says what a universal item already says) and `duplicate-item` (two items of
the case that say the same thing: the first is kept). Similarity is rapidfuzz's token-set
ratio over jieba tokens, against `[rubrics] duplicate_similarity`.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, Field

from heartbench.stages import Filter, FilterChain, Rejection
from heartbench.standard import Standard
from heartbench.textnorm import han_share

MAX_WEIGHT = 10
BASES = ("absolute", "relative")
MIN_HAN_SHARE = 0.6


class EvidenceShape(BaseModel):
    """Which pilot answers (labels P1…Pn) show the behaviour and which do not."""

    hit: list[str] = []
    miss: list[str] = []


class DraftItemShape(BaseModel):
    """One drafted item as the synthesizer is asked to write it: the source of the structured
    output schema and of `ItemShape`'s required keys."""

    dimension: str = Field(description="One of the standard's capability codes.")
    score: int = Field(description="Weight: positive for a desirable behaviour, negative for an undesirable one.")
    content: str = Field(description="The observable behaviour, one sentence.")
    basis: Literal["absolute", "relative"] = Field(description="From the standard's principles, or from contrasts among the pilot answers.")
    evidence: EvidenceShape | None = None


class DraftReplyShape(BaseModel):
    """The synthesizer's whole reply."""

    advice_requested: bool | None = Field(None, description="True when A asks for advice, methods or solutions in the dialogue.")
    items: list[DraftItemShape]


@dataclass(frozen=True)
class DraftItem:
    """One item of a synthesizer reply, as the checks see it."""

    number: int
    """1-based position in the reply."""
    raw: Any
    """The item as parsed from the reply JSON (unchecked)."""

    def get(self, key: str) -> Any:
        return self.raw.get(key) if isinstance(self.raw, dict) else None


def ignored_keys(item: DraftItem) -> set[str]:
    """Keys of a drafted item that no check reads and no record keeps."""
    return set(map(str, item.raw)) - set(ItemShape.ALLOWED) if isinstance(item.raw, dict) else set()


class ItemShape(Filter):
    name: ClassVar[str] = "item-shape"
    REQUIRED = tuple(name for name, field in DraftItemShape.model_fields.items() if field.is_required())
    ALLOWED = tuple(DraftItemShape.model_fields)

    def filter(self, item: DraftItem):
        if not isinstance(item.raw, dict):
            return False, f"item {item.number} is not a JSON object"
        missing = [key for key in self.REQUIRED if key not in item.raw]
        if missing:  # other keys (an id, a rationale) are harmless: ignored, and counted by the stage
            return False, f"item {item.number}: missing {', '.join(missing)}"
        if not isinstance(item.get("dimension"), str) or not isinstance(item.get("content"), str):
            return False, f"item {item.number}: dimension and content must be text"
        return True


class KnownDimension(Filter):
    name: ClassVar[str] = "unknown-dimension"

    def __init__(self, standard: Standard):
        self.codes = {c.code for c in standard.capabilities}

    def filter(self, item: DraftItem):
        code = item.get("dimension")
        return (True if code in self.codes else (False, f"item {item.number}: '{code}' is not one of the 15 capability codes"))


class Weight(Filter):
    name: ClassVar[str] = "bad-weight"

    def filter(self, item: DraftItem):
        score = item.get("score")
        if isinstance(score, bool) or not isinstance(score, int):
            return False, f"item {item.number}: score {score!r} is not an integer"
        if score == 0 or abs(score) > MAX_WEIGHT:
            return False, f"item {item.number}: score {score} is outside -{MAX_WEIGHT}…{MAX_WEIGHT} or 0"
        return True


class ContentLength(Filter):
    name: ClassVar[str] = "content-length"

    def __init__(self, min_chars: int, max_chars: int):
        self.min_chars, self.max_chars = min_chars, max_chars

    def filter(self, item: DraftItem):
        length = len(item.get("content").strip())
        ok = self.min_chars <= length <= self.max_chars
        return True if ok else (False, f"item {item.number}: {length} characters ({self.min_chars} to {self.max_chars} allowed)")


class Language(Filter):
    name: ClassVar[str] = "wrong-language"

    def __init__(self, language: str):
        self.language = language

    def filter(self, item: DraftItem):
        if not self.language.startswith("zh"):
            return True
        share = han_share(item.get("content"))
        return True if share >= MIN_HAN_SHARE else (False, f"item {item.number}: Chinese characters are {share:.0%} of the letters")


class BinaryPhrasing(Filter):
    name: ClassVar[str] = "scale-wording"

    def __init__(self, scale_words: list[str]):
        self.scale_words = [word for word in scale_words if word]

    def filter(self, item: DraftItem):
        content = item.get("content")
        found = [word for word in self.scale_words if word in content]
        return True if not found else (False, f"item {item.number}: asks for a degree or rating ('{found[0]}'), not presence or absence")


_ABSENCE = {
    # a subject, then a negation opening the behaviour; "无条件" and "不仅/不只/不但" are not absences
    "zh": re.compile(r"^(?:AI|回应|回复|答复|模型)?(?:中)?(?:并)?(?:没有|未能|未曾|未|不曾|从不|从未|不会|不要|避免|无(?!条件)|没|不(?![仅只但断同少错久安适满妨]))"),
    "en": re.compile(r"^(?:the (?:reply|response|answer|ai) )?(?:does not|doesn't|did not|didn't|never|avoids|refrains from|is not|isn't)\b",
                     re.IGNORECASE),
}
_ALTERNATIVE = {"zh": re.compile(r"而是|而改为|转而"), "en": re.compile(r"\b(?:but|instead)\b", re.IGNORECASE)}


class AbsencePolarity(Filter):
    """A desirable item phrased as an absence ("没有评判用户", +3) inverts HeartBench's convention,
    where an undesirable behaviour is itself the item, with a negative weight. "Not X but Y" is
    fine: Y is the behaviour."""

    name: ClassVar[str] = "absence-as-positive"

    def __init__(self, language: str):
        key = language.split("-")[0]
        self.absence, self.alternative = _ABSENCE.get(key), _ALTERNATIVE.get(key)

    def filter(self, item: DraftItem):
        content, score = item.get("content").strip(), item.get("score")
        if self.absence is None or not isinstance(score, int) or score <= 0 or not self.absence.search(content):
            return True
        if self.alternative.search(content):
            return True
        return False, (f"item {item.number}: a desirable item phrased as an absence ('{content[:20]}…'); write the undesirable "
                       f"behaviour itself with a negative weight instead (e.g. score -{min(score, 5)})")  # fmt: skip


class Basis(Filter):
    name: ClassVar[str] = "bad-basis"

    def filter(self, item: DraftItem):
        basis = item.get("basis")
        return True if basis in BASES else (False, f"item {item.number}: basis {basis!r} is not absolute or relative")


class Evidence(Filter):
    name: ClassVar[str] = "unknown-evidence"

    def __init__(self, labels: list[str]):
        self.labels = set(labels)

    def filter(self, item: DraftItem):
        evidence = item.get("evidence")
        if evidence is None:
            return True
        if not isinstance(evidence, dict) or set(evidence) - {"hit", "miss"}:
            return False, f'item {item.number}: evidence must be {{"hit": [...], "miss": [...]}}'
        hit, miss = evidence.get("hit", []), evidence.get("miss", [])
        if not isinstance(hit, list) or not isinstance(miss, list):
            return False, f"item {item.number}: evidence hit and miss must be lists of labels"
        unknown = [label for label in [*hit, *miss] if label not in self.labels]
        if unknown:
            return False, f"item {item.number}: evidence names {unknown[0]!r}, which is not one of {', '.join(sorted(self.labels))}"
        both = set(hit) & set(miss)
        if both:
            return False, f"item {item.number}: {sorted(both)[0]} is listed as both hit and miss"
        return True


def item_checks(standard: Standard, labels: list[str], *, min_chars: int, max_chars: int) -> FilterChain:
    """The per-item checks, shape first (the others read its fields)."""
    return FilterChain([
        ItemShape(), KnownDimension(standard), Weight(), ContentLength(min_chars, max_chars),
        Language(standard.language), BinaryPhrasing(standard.scale_words), AbsencePolarity(standard.language), Basis(), Evidence(labels),
    ])  # fmt: skip


def _grams(text: str, n: int = 2) -> set[str]:
    letters = "".join(ch for ch in text if ch.isalnum())
    return {letters[i : i + n] for i in range(len(letters) - n + 1)}


class Similarity:
    """How alike two item texts are (0-100). `same` — the merge — uses rapidfuzz's token-set
    ratio over jieba tokens; `score` — what reviewers are shown — the larger of that and the
    Dice coefficient of character bigrams, so a paraphrase that shares characters but not
    words still surfaces."""

    def __init__(self, threshold: float):
        # deferred: jieba loads its dictionary (~1 s); only the near-duplicate check needs it
        import jieba
        from rapidfuzz import fuzz

        jieba.setLogLevel(logging.WARNING)
        self._cut, self._ratio, self.threshold = jieba.lcut, fuzz.token_set_ratio, threshold
        self._tokens: dict[str, str] = {}

    def tokens(self, text: str) -> str:
        if text not in self._tokens:
            words = [w for w in self._cut(text) if w.strip() and not re.fullmatch(r"[\W_]+", w)]
            self._tokens[text] = " ".join(words)
        return self._tokens[text]

    def same(self, a: str, b: str) -> float | None:
        """The similarity when at or above the threshold, else None."""
        score = self._ratio(self.tokens(a), self.tokens(b))
        return score if score >= self.threshold else None

    def score(self, a: str, b: str) -> float:
        """The larger of the token-set ratio and the character-bigram Dice coefficient (0-100)."""
        grams_a, grams_b = _grams(a), _grams(b)
        dice = 200 * len(grams_a & grams_b) / (len(grams_a) + len(grams_b)) if grams_a and grams_b else 0.0
        return max(self._ratio(self.tokens(a), self.tokens(b)), dice)

    def similar_pairs(self, contents: dict[str, str], threshold: float) -> dict[str, list[tuple[str, float]]]:
        """Per item id: the other items at or above `threshold`, most alike first (for reviewers)."""
        found: dict[str, list[tuple[str, float]]] = {}
        ids = list(contents)
        for i, a in enumerate(ids):
            for b in ids[i + 1 :]:
                score = self.score(contents[a], contents[b])
                if score >= threshold:
                    found.setdefault(a, []).append((b, score))
                    found.setdefault(b, []).append((a, score))
        return {key: sorted(pairs, key=lambda pair: -pair[1]) for key, pairs in found.items()}


def case_level_rejections(items: list[DraftItem], universal: list[str], similarity: Similarity) -> dict[int, Rejection]:
    """Items (by number) that restate a universal item or repeat an earlier item of the case."""
    rejected: dict[int, Rejection] = {}
    kept: list[DraftItem] = []
    for item in items:
        content = item.get("content")
        restated = next(((u, s) for u in universal if (s := similarity.same(content, u)) is not None), None)
        if restated is not None:
            rejected[item.number] = Rejection("restates-universal", f"item {item.number} says what a universal item says (similarity {restated[1]:.0f})")
            continue
        twin = next(((k, s) for k in kept if (s := similarity.same(content, k.get("content"))) is not None), None)
        if twin is not None:
            rejected[item.number] = Rejection("duplicate-item", f"item {item.number} repeats item {twin[0].number} (similarity {twin[1]:.0f}); merged into it")
            continue
        kept.append(item)
    return rejected
