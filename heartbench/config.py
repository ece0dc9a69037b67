"""bench.toml: the configuration of a workspace, validated when it loads.

Sections are strict pydantic models (an unknown key, or a string where a number belongs, is a
mistake to report with its line, not to coerce); model specs are checked against the provider
registry (`heartbench.model_spec`).
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from heartbench.errors import ConfigError, InputError
from heartbench.jsonio import not_utf8
from heartbench.model_spec import PROVIDERS, parse_model

CONFIG_NAME = "bench.toml"


class _Section(BaseModel):
    # strict: `max_turns = true` or `concurrency = "8"` is a mistake to report, not to coerce
    model_config = ConfigDict(extra="forbid", use_attribute_docstrings=True, strict=True)


class Models(_Section):
    rewriter: str = "anthropic/claude-sonnet-4-6"
    """Rewrites seeds into dialogues (build stage)."""
    synthesizer: str = "openai/gpt-5"
    """Drafts case-specific rubrics (rubrics stage); best not a pilot (it would see its own answer)."""
    judge: str = "anthropic/claude-sonnet-4-6"
    """Scores answers against rubrics; best neither a pilot nor a model under test (a judge favours its own answers)."""
    pilots: list[str] = Field(default_factory=list)
    """Models whose answers reveal discriminative points and saturated items."""
    tagger: str | None = None
    """Optional model scene tagger for `seeds clean`; the offline tagger is used when unset."""
    translator: str | None = None
    """Translates and culturally adapts cases for `heartbench localize`."""

    @field_validator("rewriter", "synthesizer", "judge", "pilots", "tagger", "translator")
    @classmethod
    def _registered_provider(cls, value: str | list[str] | None) -> str | list[str] | None:
        for spec in [value] if isinstance(value, str) else value or []:
            try:
                parse_model(spec)
            except InputError as exc:
                raise ValueError(exc.problem) from None
        return value


class ProviderSettings(_Section):
    base_url: str | None = None
    """Server URL; the provider's standard environment variable wins when set."""


def _default_providers() -> dict[str, ProviderSettings]:
    return {name: ProviderSettings() for name in PROVIDERS}


Providers = dict[str, ProviderSettings]
"""`[providers.<name>]` sections, by registered provider name (`heartbench.model_spec`)."""


class Limits(_Section):
    concurrency: int = Field(8, ge=1, le=1024)
    """Requests in flight at once."""
    rpm: int = Field(0, ge=0)
    """Requests per minute; 0 = no limit."""
    tpm: int = Field(0, ge=0)
    """Tokens per minute; 0 = no limit."""
    max_retries: int = Field(6, ge=0, le=50)
    """Attempts after the first before a call is reported failed."""
    max_retry_wait: float = Field(120.0, gt=0)
    """Longest wait between attempts, seconds (caps retry-after)."""
    spend_cap_usd: float = Field(50.0, ge=0)
    """Stop issuing new calls once the estimated spend reaches this; 0 = no cap (unpriced
    models are then accepted too)."""
    timeout: float = Field(600.0, gt=0)
    """Seconds to wait for one reply before the attempt is abandoned and retried (connecting
    has 10 s)."""
    max_resamples: int = Field(2, ge=0, le=10)
    """Fresh samples a rerun may ask for, per request, after replies that were unusable."""


class Budgets(_Section):
    """Reply tokens per role (`max_tokens`); thinking tokens count inside. A reply cut off at
    its budget is marked truncated; the JSON roles are re-asked once with twice the budget."""

    answer: int = Field(4096, ge=16)
    """Models under test and pilots answering a case."""
    judge: int = Field(8192, ge=16)
    synthesizer: int = Field(8192, ge=16)
    rewriter: int = Field(4096, ge=16)
    translator: int = Field(8000, ge=16)
    tagger: int = Field(200, ge=16)


class Structured(_Section):
    """Roles whose requests ask for schema-constrained JSON (Anthropic `output_config.format`,
    OpenAI `response_format`); a server that refuses it gets plain text instead."""

    judge: bool = True
    synthesizer: bool = True
    rewriter: bool = True
    translator: bool = True
    tagger: bool = False


class ReasoningSettings(_Section):
    """How much one model may think (`[reasoning."provider/model"]`; the key may hold `*`)."""

    effort: Literal["none", "minimal", "low", "medium", "high", "xhigh", "max"] | None = None
    """OpenAI `reasoning_effort`; Anthropic `output_config.effort`."""
    thinking_tokens: int | None = Field(None, ge=1024)
    """Anthropic extended thinking budget (inside the role's budget)."""


class PriceSettings(_Section):
    """USD per million tokens for one model (`[prices."provider/model"]`; the key may hold `*`)."""

    input: float = Field(ge=0)
    output: float = Field(ge=0)
    cache_write: float | None = Field(None, ge=0)
    cache_read: float | None = Field(None, ge=0)


class Thresholds(_Section):
    max_turns: int = Field(9, ge=1, le=50)
    """Longest dialogue a case may have."""
    case_saturation: float = Field(80.0, ge=0, le=100)
    """`rubrics prune` removes a case whose mean pilot score (0-100, on the pruned rubric)
    is above this."""
    hard_score: float = Field(50.0, ge=0, le=100)
    """`split`: a case is Hard when its mean pilot score is below this ..."""
    hard_min_pilots: int | None = Field(None, ge=1)
    """... and at least this many pilots score below it (default: half the pilots, rounded up)."""
    near_duplicate_similarity: float = Field(0.8, gt=0, le=1)
    """Jaccard similarity (character 5-grams) at which two seeds are near duplicates."""
    min_case_items: int = Field(4, ge=1, le=50)
    """Fewest case-specific rubric items a drafted case may have (v1: 4)."""
    max_case_items: int = Field(15, ge=1, le=50)
    """Most case-specific rubric items a drafted case may have (v1: 15)."""

    @model_validator(mode="after")
    def _item_bounds(self) -> Thresholds:
        if self.min_case_items > self.max_case_items:
            raise ValueError(f"min_case_items ({self.min_case_items}) is above max_case_items ({self.max_case_items})")
        return self


class Rubrics(_Section):
    duplicate_similarity: float = Field(85.0, gt=0, le=100)
    """rapidfuzz token-set similarity (0-100, on jieba tokens) at which two items of a case,
    or an item and a universal item, count as the same item."""
    review_similarity: float = Field(70.0, gt=0, le=100)
    """Items of a case at least this alike (0-100, the larger of the jieba token-set ratio and the
    character-bigram Dice) are shown to reviewers side by side (`similar_to` in the review sheet)."""
    min_item_chars: int = Field(6, ge=1)
    """Shortest item text, in characters."""
    max_item_chars: int = Field(160, ge=1)
    """Longest item text, in characters."""


class Review(_Section):
    rule: Literal["unanimous", "majority"] = "unanimous"
    """How reviewers' decisions combine: `unanimous` (as HeartBench: any reject removes the
    item, differing edits go to adjudication) or `majority` (more than half agree)."""
    reviewers: int = Field(4, ge=1, le=50)
    """Reviewer files `rubrics review import` expects (HeartBench: a panel of four)."""
    stage: Literal["after-prune", "before-prune"] = "after-prune"
    """Where review sits: `after-prune` (HeartBench's order: draft → pilot → prune → review →
    split; items the experts change or add are judged on the pilots' answers at import) or
    `before-prune` (draft → review → pilot → prune → split)."""


class JudgeSettings(_Section):
    rules: Literal["off", "report", "decide"] = "report"
    """Rule-decided items: `off`; `report` (the judge decides, rule agreement is reported);
    `decide` (the first-person rule decides its item, the judge the rest)."""
    template: str | None = None
    """Your own judge template (a path relative to the workspace); the packaged one when unset.
    Its version and digest are recorded in each run."""
    confirm_catastrophic: int = Field(3, ge=0, le=9)
    """Focused re-judgements of a catastrophic hit before it zeroes the case (the majority of
    the usable ones decides); 0 turns the confirmation off."""


class PilotSettings(_Section):
    holdout: bool = True
    """Draw a second, held-out answer of every pilot to every case, judged the same way: the
    figures prune, split and the release card report come from it. Off: they are in-sample."""


class SourceSettings(_Section):
    """One body of seed texts a release is built from (`[[release.sources]]`)."""

    name: str = Field(min_length=1)
    """What the texts are (e.g. "Zhihu answers on workplace stress", "our own demo passages")."""
    origin: str = Field(min_length=1)
    """Where they came from: a URL, an archive, a collection, a team."""
    licence: str = Field(min_length=1)
    """The licence or terms the texts are under."""
    consent: str = Field(min_length=1)
    """On what rights or consent they are used (public posts under the platform's research terms,
    written for this dataset, donated with consent…)."""


class ReleaseSettings(_Section):
    license: str = Field("apache-2.0", min_length=1)
    """Licence of released data, as an SPDX id in lower case (the dataset card's `license`)."""
    authors: list[str] = Field(default_factory=list)
    """Who publishes the dataset (card, citation, Croissant `creator`)."""
    homepage: str | None = None
    """Where the dataset lives (card and Croissant `url`)."""
    sources: list[SourceSettings] = Field(default_factory=list)
    """Where the seed texts came from, on what licence and consent; `release` refuses without one."""


class BenchConfig(_Section):
    """The contents of bench.toml."""

    name: str = Field(min_length=1)
    """Dataset name, used in release file names."""
    language: str = Field("zh", pattern=r"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$")
    """Language of the dataset (BCP-47: zh, en, zh-Hant, pt-BR)."""
    standard: str = "heartbench-zh"
    """Packaged standard name or a path (relative to the workspace) to a standard YAML."""
    version: str = "0.1.0"
    """Version of the next release."""
    models: Models = Field(default_factory=Models)
    providers: Providers = Field(default_factory=_default_providers)
    """Per provider (`[providers.anthropic]`, ...): its settings."""
    limits: Limits = Field(default_factory=Limits)
    budgets: Budgets = Field(default_factory=Budgets)
    structured: Structured = Field(default_factory=Structured)
    reasoning: dict[str, ReasoningSettings] = Field(default_factory=dict)
    """Per model spec (shell patterns allowed): thinking settings sent with its requests."""
    prices: dict[str, PriceSettings] = Field(default_factory=dict)
    """Per model spec (shell patterns allowed): prices that come before the packaged table."""
    thresholds: Thresholds = Field(default_factory=Thresholds)
    rubrics: Rubrics = Field(default_factory=Rubrics)
    review: Review = Field(default_factory=Review)
    release: ReleaseSettings = Field(default_factory=ReleaseSettings)
    judge: JudgeSettings = Field(default_factory=JudgeSettings)
    pilot: PilotSettings = Field(default_factory=PilotSettings)

    @field_validator("providers")
    @classmethod
    def _registered_providers(cls, value: Providers) -> Providers:
        for name in value:
            if name not in PROVIDERS:
                raise ValueError(f"unknown provider '{name}' (known: {', '.join(sorted(PROVIDERS))})")
        return {**_default_providers(), **value}


SECTIONS = frozenset(name for name, info in BenchConfig.model_fields.items() if isinstance(info.annotation, type) and issubclass(info.annotation, _Section))


CONFIG_TEMPLATE = """\
# HeartBench Kit workspace configuration. Validated on every command; an unknown key or a
# bad value stops the command with the line to fix.

name = "{name}"             # dataset name, used in release file names
language = "zh"             # language of the dialogues and rubrics
standard = "heartbench-zh"  # packaged standard, or a path to your own standard YAML
version = "0.1.0"           # version of the next release

# Models by role, as provider/model. Providers: anthropic, openai (any OpenAI-compatible
# server), deepseek, scripted (offline replies from files, for demos and tests).
# API keys are read from the environment only (ANTHROPIC_API_KEY, OPENAI_API_KEY, DEEPSEEK_API_KEY).
# HeartBench v1 used Claude Sonnet 4.5 as its judge; 4.5 reaches end of life on 2026-11-30.
# Keep the judge out of the pilots and of the models you evaluate, and the synthesizer out of
# the pilots: a model favours its own answers. Pilots decide which items are saturated: with
# n pilots, an item each passes with p = 0.6 is dropped with probability 0.6^n (two: 0.36,
# four: 0.13, six as the paper: 0.047), so use four or more, from different families.
[models]
rewriter = "anthropic/claude-sonnet-4-6"
synthesizer = "openai/gpt-5"
judge = "anthropic/claude-sonnet-4-6"
pilots = [
    "anthropic/claude-haiku-4-5",   # Claude
    "openai/gpt-5-mini",            # GPT
    "openai/gpt-4.1",               # GPT, an older generation
    "deepseek/deepseek-chat",       # DeepSeek
    # "openai/Qwen/Qwen3-235B-A22B-Instruct-2507",   # Qwen, on an OpenAI-compatible server (price it below)
]
# tagger = "openai/Qwen/Qwen3-30B-A3B"   # optional model scene tagger
# translator = "anthropic/claude-sonnet-4-6"   # heartbench localize

# Base URLs; ANTHROPIC_BASE_URL / OPENAI_BASE_URL in the environment take precedence.
[providers.anthropic]
# base_url = "https://api.anthropic.com"
[providers.openai]
# base_url = "http://127.0.0.1:8000/v1"
[providers.deepseek]
# base_url = "https://api.deepseek.com"

[limits]
concurrency = 8        # requests in flight
rpm = 0                # requests per minute, 0 = unlimited
tpm = 0                # tokens per minute, 0 = unlimited
max_retries = 6        # retries after the first attempt
max_retry_wait = 120.0 # seconds, also caps a server's retry-after
spend_cap_usd = 50.0   # stop starting calls past this estimate, 0 = no cap
timeout = 600.0        # seconds to wait for one reply (connecting: 10 s)
max_resamples = 2      # fresh samples a rerun asks for after unusable replies

# Reply tokens per role; thinking tokens count inside. A reply cut off at its budget is
# marked truncated (JSON roles are re-asked once with twice the budget).
[budgets]
answer = 4096
judge = 8192
synthesizer = 8192
rewriter = 4096
translator = 8000
tagger = 200

# Schema-constrained JSON where the provider offers it (a server that refuses: plain text).
[structured]
judge = true
synthesizer = true
rewriter = true
translator = true
tagger = false

# Thinking per model (shell patterns allowed). OpenAI: effort; Anthropic: thinking_tokens
# (extended thinking, at least 1024 and below the role's budget) and/or effort.
# [reasoning."openai/gpt-5*"]
# effort = "low"
# [reasoning."anthropic/claude-sonnet-4-6"]
# thinking_tokens = 2048

# Prices in USD per million tokens, before the packaged table. A model with no price stops
# a stage before its first call (or run with --no-spend-cap); a local server costs 0.
# [prices."openai/Qwen/*"]
# input = 0.0
# output = 0.0

[thresholds]
max_turns = 9                    # longest dialogue
case_saturation = 80.0           # rubrics prune: drop cases whose mean pilot score is above this
hard_score = 50.0                # split: Hard when the mean pilot score is below this ...
# hard_min_pilots = 3            # ... and this many pilots score below it (default: half, rounded up)
near_duplicate_similarity = 0.8  # Jaccard on character 5-grams
min_case_items = 4               # fewest case-specific items a drafted case may have
max_case_items = 15              # most case-specific items a drafted case may have

[rubrics]
duplicate_similarity = 85.0      # 0-100: two items this alike (jieba tokens) are one item
review_similarity = 70.0         # 0-100: items this alike are shown to reviewers side by side (similar_to)
min_item_chars = 6
max_item_chars = 160

[review]
rule = "unanimous"               # or "majority": how reviewers' decisions combine
reviewers = 4                    # reviewer files `rubrics review import` expects
stage = "after-prune"            # HeartBench's order (draft, pilot, prune, review, split), or "before-prune"

[judge]
rules = "report"                 # "off" | "report" | "decide": rule-checked items (first person, point count)
confirm_catastrophic = 3         # focused re-judgements of a catastrophic hit before it zeroes a case (0 = off)
# template = "templates/judge.txt"   # your own judge wording (placeholders: see the packaged judge.zh.txt)

[pilot]
holdout = true                   # a second answer per pilot and case: the figures prune/split/card report

[release]
license = "apache-2.0"           # SPDX id of the released data
authors = []                     # who publishes it (card, citation, Croissant)
# homepage = "https://huggingface.co/datasets/you/{name}"

# Where the seed texts came from; `release` refuses until at least one source is stated.
# [[release.sources]]
# name = "forum threads on workplace stress"
# origin = "https://example.org/forum, crawled 2026-05"
# licence = "CC BY-NC 4.0"
# consent = "public posts; the forum's terms allow research use; anonymised before any model call"
"""


def load_config(path: Path) -> BenchConfig:
    try:
        text = path.read_text(encoding="utf-8-sig")  # Windows Notepad's byte-order mark is harmless
    except UnicodeDecodeError as exc:
        problem = not_utf8(path, exc)
        raise ConfigError(path, problem.problem, problem.line) from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(path, f"not valid TOML ({exc})") from None
    try:
        return BenchConfig.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        loc = [str(part) for part in err["loc"]]
        return _raise_config_error(path, text, loc, err)


def _raise_config_error(path: Path, text: str, loc: list[str], err: dict) -> BenchConfig:
    if loc and loc[0] in SECTIONS and len(loc) == 1 and err["type"] == "value_error":
        # a check across keys of one section: point at the section's header
        message = err["msg"].removeprefix("Value error, ")
        named = message.split(" ", 1)[0]  # "min_case_items (20) is above ...": point at that key
        line = line_of_key(text, loc[0], named) or next(
            (n for n, raw in enumerate(text.splitlines(), 1) if raw.strip() == f"[{loc[0]}]"), None)
        raise ConfigError(path, f"'[{loc[0]}]': {message}", line)
    key = loc[-1] if loc else ""
    section = ".".join(loc[:-1])
    where = f"[{section}].{key}" if section else key
    if err["type"] == "extra_forbidden":
        problem = f"unknown key '{where}'"
    elif err["type"] == "missing":
        problem = f"missing key '{where}'"
    else:
        message = err["msg"].removeprefix("Value error, ")
        if err["type"] == "string_pattern_mismatch" and key == "language":
            message = f"'{err['input']}' is not a BCP-47 language tag (zh, en, zh-Hant, pt-BR)"
        problem = f"'{where}': {message}"
    line = line_of_key(text, section, key)
    given = err.get("input")
    named = [v for v in given if isinstance(v, str) and f"'{v}'" in problem] if isinstance(given, list) else []
    if line is not None and named:  # a list over several lines: point at the element the message names
        line = next((n for n, raw in enumerate(text.splitlines(), 1) if n >= line and f'"{named[0]}"' in raw), line)
    raise ConfigError(path, problem, line)


class ModelOrigin(NamedTuple):
    """Where bench.toml names a model: for one-line errors about it."""

    path: Path
    role: str
    """`models.judge`, `models.pilots`..."""
    line: int | None


def model_origins(path: Path, config: BenchConfig) -> dict[str, ModelOrigin]:
    """Model spec -> the first role that names it in bench.toml, with its line."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        text = ""
    origins: dict[str, ModelOrigin] = {}
    for role in Models.model_fields:
        value = getattr(config.models, role)
        for spec in [value] if isinstance(value, str) else value or []:
            origins.setdefault(spec, ModelOrigin(path, f"models.{role}", line_of_key(text, "models", role)))
    return origins


def line_of_key(text: str, section: str, key: str) -> int | None:
    """Best-effort line of `key` inside `[section]` (TOML parsers do not report positions); the
    n-th entry of an array of tables `[[release.sources]]` is the section `release.sources.N`
    (counted from 0, as pydantic names it)."""
    current = ""
    entries: dict[str, int] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if line.startswith("[[") and line.endswith("]]"):
            name = line.strip("[]").strip()
            entries[name] = entries.get(name, -1) + 1
            current = f"{name}.{entries[name]}"
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line.strip("[]").strip()
            continue
        if current == section and line.split("=", 1)[0].strip() == key:
            return number
    return None

