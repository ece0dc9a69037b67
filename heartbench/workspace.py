"""A workspace: one benchmark under construction, a folder with `bench.toml` at its root.

Layout::

    bench.toml            configuration (validated on load)
    raw/                  seed material the author drops in
    stages/<stage>/       records.jsonl, rejects.jsonl, stats.json, _SUCCESS per stage
    private/              never exported: PII mappings, anything that must stay local
    ledger.sqlite         every model call (see heartbench.llm)
    releases/             versioned releases
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from heartbench.errors import ConfigError, InputError
from heartbench.jsonio import read_jsonl, validation_problem, write_text
from heartbench.locking import LOCK_NAME
from heartbench.schema import Case
from heartbench.standard import Standard, load_standard, standard_file

CONFIG_NAME = "bench.toml"
FOLDERS = ("raw", "stages", "private", "releases")
INTERNAL_NAMES = (CONFIG_NAME, LOCK_NAME, "stages", "private", "releases", "scripted", "ledger.sqlite", "ledger.sqlite-wal", "ledger.sqlite-shm")
"""What the kit keeps in a workspace (everything but raw/): never read as seed material."""


class _Section(BaseModel):
    # strict: `max_turns = true` or `concurrency = "8"` is a mistake to report, not to coerce
    model_config = ConfigDict(extra="forbid", use_attribute_docstrings=True, strict=True)


class Models(_Section):
    rewriter: str = "anthropic/claude-sonnet-4-6"
    """Rewrites seeds into dialogues (build stage)."""
    synthesizer: str = "anthropic/claude-sonnet-4-6"
    """Drafts case-specific rubrics (rubrics stage)."""
    judge: str = "anthropic/claude-sonnet-4-6"
    """Scores answers against rubrics."""
    pilots: list[str] = Field(default_factory=list)
    """Models whose answers reveal discriminative points and saturated items."""
    tagger: str | None = None
    """Optional model scene tagger for `seeds clean`; the offline tagger is used when unset."""
    translator: str | None = None
    """Translates and culturally adapts cases for `heartbench localize`."""

    @field_validator("rewriter", "synthesizer", "judge", "pilots", "tagger", "translator")
    @classmethod
    def _registered_provider(cls, value: str | list[str] | None) -> str | list[str] | None:
        from heartbench.llm.providers import parse_model

        for spec in [value] if isinstance(value, str) else value or []:
            try:
                parse_model(spec)
            except InputError as exc:
                raise ValueError(exc.problem) from None
        return value


class ProviderSettings(_Section):
    base_url: str | None = None
    """Server URL; the provider's standard environment variable wins when set."""


class Providers(_Section):
    anthropic: ProviderSettings = Field(default_factory=ProviderSettings)
    openai: ProviderSettings = Field(default_factory=ProviderSettings)


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
    """Stop issuing new calls once the estimated spend reaches this; 0 = no cap."""


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


class JudgeSettings(_Section):
    rules: Literal["off", "report", "decide"] = "report"
    """Rule-decided items: `off`; `report` (the judge decides, rule agreement is reported);
    `decide` (the first-person rule decides its item, the judge the rest)."""


class ReleaseSettings(_Section):
    license: str = Field("apache-2.0", min_length=1)
    """Licence of released data, as an SPDX id in lower case (the dataset card's `license`)."""
    authors: list[str] = Field(default_factory=list)
    """Who publishes the dataset (card, citation, Croissant `creator`)."""
    homepage: str | None = None
    """Where the dataset lives (card and Croissant `url`)."""


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
    providers: Providers = Field(default_factory=Providers)
    limits: Limits = Field(default_factory=Limits)
    thresholds: Thresholds = Field(default_factory=Thresholds)
    rubrics: Rubrics = Field(default_factory=Rubrics)
    review: Review = Field(default_factory=Review)
    release: ReleaseSettings = Field(default_factory=ReleaseSettings)
    judge: JudgeSettings = Field(default_factory=JudgeSettings)


SECTIONS = frozenset(name for name, info in BenchConfig.model_fields.items() if isinstance(info.annotation, type) and issubclass(info.annotation, _Section))


CONFIG_TEMPLATE = """\
# HeartBench Kit workspace configuration. Validated on every command; an unknown key or a
# bad value stops the command with the line to fix.

name = "{name}"             # dataset name, used in release file names
language = "zh"             # language of the dialogues and rubrics
standard = "heartbench-zh"  # packaged standard, or a path to your own standard YAML
version = "0.1.0"           # version of the next release

# Models by role, as provider/model. Providers: anthropic, openai (any OpenAI-compatible
# server), scripted (offline replies from files, for demos and tests).
# API keys are read from the environment only (ANTHROPIC_API_KEY, OPENAI_API_KEY).
# HeartBench v1 used Claude Sonnet 4.5 as its judge; 4.5 reaches end of life on 2026-11-30.
[models]
rewriter = "anthropic/claude-sonnet-4-6"
synthesizer = "anthropic/claude-sonnet-4-6"
judge = "anthropic/claude-sonnet-4-6"
pilots = ["anthropic/claude-sonnet-4-6", "openai/Qwen/Qwen3-235B-A22B-Instruct-2507"]
# tagger = "openai/Qwen/Qwen3-30B-A3B"   # optional model scene tagger
# translator = "anthropic/claude-sonnet-4-6"   # heartbench localize

# Base URLs; ANTHROPIC_BASE_URL / OPENAI_BASE_URL in the environment take precedence.
[providers.anthropic]
# base_url = "https://api.anthropic.com"
[providers.openai]
# base_url = "http://127.0.0.1:8000/v1"

[limits]
concurrency = 8        # requests in flight
rpm = 0                # requests per minute, 0 = unlimited
tpm = 0                # tokens per minute, 0 = unlimited
max_retries = 6        # retries after the first attempt
max_retry_wait = 120.0 # seconds, also caps a server's retry-after
spend_cap_usd = 50.0   # stop starting calls past this estimate, 0 = no cap

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
min_item_chars = 6
max_item_chars = 160

[review]
rule = "unanimous"               # or "majority": how reviewers' decisions combine
reviewers = 4                    # reviewer files `rubrics review import` expects

[judge]
rules = "report"                 # "off" | "report" | "decide": rule-checked items (first person, point count)

[release]
license = "apache-2.0"           # SPDX id of the released data
authors = []                     # who publishes it (card, citation, Croissant)
# homepage = "https://huggingface.co/datasets/you/{name}"
"""


class Workspace:
    """A validated workspace folder."""

    def __init__(self, root: Path, config: BenchConfig):
        self.root = root
        self.config = config

    # Construction ----------------------------------------------------------------------
    @classmethod
    def init(cls, root: Path, name: str | None = None) -> Workspace:
        root = Path(root)
        config_path = root / CONFIG_NAME
        if config_path.exists():
            raise InputError(config_path, "a workspace already exists here")
        if root.exists() and not root.is_dir():
            raise InputError(root, "exists and is not a folder")
        for folder in FOLDERS:
            (root / folder).mkdir(parents=True, exist_ok=True)
        (root / "private").chmod(0o700)  # PII mappings and salts: the owner's alone
        (root / LOCK_NAME).touch()  # the writer lock's file is part of the workspace, not a leftover
        dataset_name = name or root.resolve().name
        write_text(config_path, CONFIG_TEMPLATE.format(name=dataset_name.replace('"', "")))
        return cls.open(root)

    @classmethod
    def open(cls, root: Path) -> Workspace:
        root = Path(root)
        config_path = root / CONFIG_NAME
        if not config_path.is_file():
            raise InputError(root, f"not a workspace (no {CONFIG_NAME}); create one with `heartbench init`")
        workspace = cls(root, load_config(config_path))
        workspace._check_standard(config_path)
        return workspace

    def _check_standard(self, config_path: Path) -> None:
        """The standard exists and is in the workspace's language (before any stage starts)."""

        def line_of(key: str) -> int | None:
            return _line_of_key(config_path.read_text(encoding="utf-8"), "", key)

        try:
            standard = self.standard
        except InputError as exc:
            if exc.path is not None:  # the standard's own file is wrong: it names itself
                raise
            raise ConfigError(config_path, f"'standard': {exc.problem}", line_of("standard")) from None
        language = self.config.language
        if language.split("-")[0] != standard.language.split("-")[0]:
            raise ConfigError(
                config_path, f"'language': '{language}', but standard '{self.config.standard}' is in '{standard.language}'",
                line_of("language"),
            )

    # Paths -----------------------------------------------------------------------------
    def stage_dir(self, stage: str) -> Path:
        return self.root / "stages" / stage

    @property
    def private_dir(self) -> Path:
        return self.root / "private"

    @property
    def ledger_path(self) -> Path:
        return self.root / "ledger.sqlite"

    @property
    def standard_path(self) -> Path:
        """The standard's YAML file (a path relative to the workspace, or a packaged one)."""
        ref = self.config.standard
        candidate = self.root / ref
        return standard_file(candidate if candidate.suffix and candidate.exists() else ref)

    @property
    def standard(self) -> Standard:
        return load_standard(self.standard_path)

    # Models ----------------------------------------------------------------------------
    def pilot_models(self, needed_by: str, *also: str) -> list[str]:
        """The distinct `[models] pilots` (two or more, for `needed_by`), with every spec and
        those in `also` checked; ConfigError naming bench.toml otherwise."""
        from heartbench.llm.providers import parse_model

        config_path = self.root / CONFIG_NAME
        pilots = list(dict.fromkeys(self.config.models.pilots))
        if len(pilots) < 2:
            raise ConfigError(config_path, f"[models] pilots: {needed_by} needs at least two different pilot models, found {len(pilots)}")
        for spec in (*pilots, *also):
            try:
                parse_model(spec)
            except InputError as exc:  # say where the spec comes from
                raise ConfigError(config_path, f"[models]: {exc.problem}") from None
        return pilots

    # Cases -----------------------------------------------------------------------------
    def current_case_stage(self) -> str:
        """The case-writing stage that finished last (by the sequence its marker records)."""
        from heartbench.stages.graph import current_cases

        return current_cases(self.root / "stages").stage

    def load_cases(self, stage: str | None = None) -> list[Case]:
        """The cases of `stage`, by default the current cases; InputError when there are none."""
        stage = stage or self.current_case_stage()
        return list(read_records(self.stage_dir(stage) / "records.jsonl", Case, allow_empty=True))


def read_records(path: Path, model: type[BaseModel], *, allow_empty: bool = False) -> Iterable:
    """Read a JSONL file of records, naming the file and line of the first bad one."""
    for number, value in read_jsonl(path, allow_empty=allow_empty):
        try:
            yield model.model_validate(value)
        except ValidationError as exc:
            raise InputError(path, validation_problem(exc), number) from None


def load_config(path: Path) -> BenchConfig:
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise ConfigError(path, "not UTF-8 text") from None
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
        line = _line_of_key(text, loc[0], named) or next(
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
    raise ConfigError(path, problem, _line_of_key(text, section, key))


def _line_of_key(text: str, section: str, key: str) -> int | None:
    """Best-effort line of `key` inside `[section]` (TOML parsers do not report positions)."""
    current = ""
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if line.startswith("[") and line.endswith("]"):
            current = line.strip("[]").strip()
            continue
        if current == section and line.split("=", 1)[0].strip() == key:
            return number
    return None

