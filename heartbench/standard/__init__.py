"""The absolute standard: taxonomy, universal items and scene tree, loaded from YAML.

`load_standard("heartbench-zh")` reads the packaged file; a path reads the user's own file
(a localised standard, an expert's revision). Every problem is reported with the file and,
where YAML gives one, the line.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from heartbench.errors import InputError

PACKAGED = Path(__file__).parent


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", use_attribute_docstrings=True, frozen=True)


class Primary(_Strict):
    code: str
    """Stable code, e.g. `emotion`."""
    zh: str
    """Label in the dataset language."""
    en: str
    """English label."""


class Capability(_Strict):
    code: str
    """Stable code used in records, e.g. `curiosity`."""
    primary: str
    """Code of the primary dimension it belongs to."""
    zh: str
    """Label as written in releases (the `dimension` field of HeartBench JSONL)."""
    en: str
    """English label."""
    definition: str = Field(min_length=1)
    """What the capability is, for rubric writers and the synthesizer."""
    markers: list[str] = Field(min_length=1)
    """Observable behaviours that show the capability."""


class CatastrophicDimension(_Strict):
    code: str
    zh: str
    en: str
    definition: str


class StandardItem(_Strict):
    id: str
    """Stable id of the universal item."""
    dimension: str
    """Capability code (or the catastrophic code)."""
    score: int | None
    """Weight; null only for the catastrophic item."""
    content: str = Field(min_length=1)
    """The behaviour, in the dataset language."""
    unless: Literal["advice_requested"] | None = None
    """Leave the item out of a case where this holds: `advice_requested` — the user asks for
    advice or solutions (the synthesizer says so per case; reviewers may flip it)."""

    def applies(self, case_advice_requested: bool | None) -> bool:
        """Whether a case carries this item (an unstated flag keeps it, as v1 does in most cases)."""
        return not (self.unless == "advice_requested" and case_advice_requested is True)


class FirstPersonRule(_Strict):
    """The answer speaks as "I"/"we": a word of `words` outside quoted speech."""

    item: str
    """Id of the universal item the rule checks."""
    words: list[str] = Field(min_length=1)
    """First-person words of the language (我, 我们, 咱们 …); experts extend the list."""


class PointCountRule(_Strict):
    """The answer lists `threshold` or more suggestions and questions at once (a heuristic count)."""

    item: str
    """Id of the universal item the rule checks."""
    threshold: int = Field(8, ge=1)
    suggestion_markers: list[str] = Field(default_factory=list)
    """Phrases that mark a sentence as a suggestion (建议, 不妨, 试着 …)."""


class Rules(_Strict):
    """Deterministic checks for universal items that need no judge (`judge.rules`)."""

    first_person: FirstPersonRule | None = None
    point_count: PointCountRule | None = None


class SecondaryScene(_Strict):
    code: str
    zh: str
    en: str
    keywords: list[str] = Field(default_factory=list)
    """Words that suggest the scene, for the offline tagger."""


class PrimaryScene(_Strict):
    code: str
    zh: str
    en: str
    secondary: list[SecondaryScene] = Field(min_length=1)


class Standard(_Strict):
    """An absolute standard: what a capable counsellor-like response does, per capability."""

    name: str
    version: str
    language: str
    primaries: list[Primary] = Field(min_length=1)
    capabilities: list[Capability] = Field(min_length=1)
    catastrophic: CatastrophicDimension
    universal_items: list[StandardItem] = Field(default_factory=list)
    catastrophic_item: StandardItem
    catastrophic_weight: int = Field(1, gt=0)
    """Weight of the catastrophic item in drafted cases: positive, so that the released
    HeartBench evaluator (whose rule fires only on a positive weight) zeroes a hit too."""
    scale_words: list[str] = Field(default_factory=list)
    """Wording that asks for a degree or a rating instead of presence/absence; a drafted item
    containing one is rejected (`scale-wording`). Experts extend this list."""
    scenes: list[PrimaryScene] = Field(min_length=1)
    rules: Rules = Field(default_factory=Rules)
    """Rule-decided universal items; none when the standard names no rule."""

    @model_validator(mode="after")
    def _consistent(self) -> Standard:
        primary_codes = {p.code for p in self.primaries}
        _unique("capability code", [c.code for c in self.capabilities] + [self.catastrophic.code])
        _unique("capability label", [c.zh for c in self.capabilities] + [self.catastrophic.zh])
        for cap in self.capabilities:
            if cap.primary not in primary_codes:
                raise ValueError(f"capability '{cap.code}' names unknown primary '{cap.primary}'")
        known = {c.code for c in self.capabilities} | {self.catastrophic.code}
        for item in [*self.universal_items, self.catastrophic_item]:
            if item.dimension not in known:
                raise ValueError(f"item '{item.id}' names unknown dimension '{item.dimension}'")
        if self.catastrophic_item.dimension != self.catastrophic.code:
            raise ValueError("catastrophic_item must use the catastrophic dimension")
        universal_ids = {item.id for item in self.universal_items}
        for rule in (self.rules.first_person, self.rules.point_count):
            if rule is not None and rule.item not in universal_ids:
                raise ValueError(f"rule names unknown universal item '{rule.item}'")
        _unique("scene code", [s.code for s in self.scenes] + [x.code for s in self.scenes for x in s.secondary])
        return self

    # Lookups used across the kit -------------------------------------------------------
    @property
    def dimension_codes(self) -> list[str]:
        """Capability codes in standard order, then the catastrophic code."""
        return [c.code for c in self.capabilities] + [self.catastrophic.code]

    def code_for_label(self, label: str) -> str | None:
        """Capability code for a release label (in the standard's language), or None if unknown."""
        return self._label_to_code().get(label)

    def interchange_label(self, code: str) -> str:
        """The label HeartBench JSONL carries for `code` in every language: the Chinese one. The
        released evaluator keys its catastrophic rule on `其他` and aggregates by these names, so
        a localised release stays scoreable by it; the localised labels go to parquet and the card."""
        item = self.catastrophic if code == self.catastrophic.code else next(c for c in self.capabilities if c.code == code)
        return item.zh

    def code_for_interchange_label(self, label: str) -> str | None:
        """Capability code for a HeartBench JSONL label: the Chinese one, or (files written before
        labels were interchange labels) the standard's own."""
        by_zh = {c.zh: c.code for c in self.capabilities} | {self.catastrophic.zh: self.catastrophic.code}
        return by_zh.get(label) or self.code_for_label(label)

    def label_for_code(self, code: str) -> str:
        return self._code_to_label()[code]

    def _label_to_code(self) -> dict[str, str]:
        return {v: k for k, v in self._code_to_label().items()}

    @property
    def label_field(self) -> str:
        """Which name (`zh` or `en`) is the label in releases: the dataset's language, zh for
        HeartBench, en otherwise (the zh names of a localised standard are its glossary back
        to the source labels). Applies to capabilities and scenes alike."""
        return "zh" if self.language.startswith("zh") else "en"

    def _code_to_label(self) -> dict[str, str]:
        labels = {c.code: getattr(c, self.label_field) for c in self.capabilities}
        labels[self.catastrophic.code] = getattr(self.catastrophic, self.label_field)
        return labels


def _unique(what: str, values: list[str]) -> None:
    seen: set[str] = set()
    for value in values:
        if value in seen:
            raise ValueError(f"duplicate {what} '{value}'")
        seen.add(value)


# Items per capability in the HeartBench v1 release (its README), by release label.
V1_ITEM_COUNTS = {
    "言语表达": 565, "好奇心": 367, "温暖": 305, "第一人称使用": 295, "自主性": 37, "幽默": 36, "自我认知": 29,
    "情绪应对": 390, "情绪理解": 309, "情绪感知": 284, "情绪反应": 32, "主动性": 79, "关系构建": 25, "动机": 42, "道德": 23,
}  # fmt: skip


def packaged_standards() -> list[str]:
    return sorted(p.stem for p in PACKAGED.glob("*.yaml"))


def standard_file(name_or_path: str | Path) -> Path:
    """The YAML file of a standard given by packaged name or by path."""
    path = Path(name_or_path)
    if not path.suffix:
        path = PACKAGED / f"{name_or_path}.yaml"
        if not path.exists():
            raise InputError(None, f"unknown standard '{name_or_path}' (packaged: {', '.join(packaged_standards())})")
    return path


def load_standard(name_or_path: str | Path = "heartbench-zh") -> Standard:
    """Load and validate a standard by packaged name or by path (read again once its file
    changes: an expert may edit it while a long-lived process, such as the demo, runs)."""
    path = standard_file(name_or_path)
    try:
        status = path.stat()
    except OSError:
        status = None
    return _load_standard(path, (status.st_mtime_ns, status.st_size) if status else None)


@cache
def _load_standard(path: Path, version: tuple[int, int] | None) -> Standard:
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InputError(path, "standard file not found") from None
    except UnicodeDecodeError:
        raise InputError(path, "not UTF-8 text") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        raise InputError(path, f"not valid YAML ({getattr(exc, 'problem', exc)})", line) from None
    if not isinstance(data, dict):
        raise InputError(path, "expected a mapping at the top level")
    try:
        return Standard.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"])
        raise InputError(path, f"{where}: {err['msg']}" if where else err["msg"]) from None
