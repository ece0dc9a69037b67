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

from collections.abc import Iterable
from pathlib import Path

from pydantic import BaseModel, ValidationError

from heartbench.config import CONFIG_NAME, CONFIG_TEMPLATE, BenchConfig, line_of_key, load_config
from heartbench.errors import ConfigError, InputError
from heartbench.jsonio import read_jsonl, validation_problem, write_text
from heartbench.lineage.graph import current_cases
from heartbench.locking import LOCK_NAME
from heartbench.model_spec import parse_model
from heartbench.schema import Case
from heartbench.standard import Standard, load_standard, standard_file

FOLDERS = ("raw", "stages", "private", "releases")
INTERNAL_NAMES = (CONFIG_NAME, LOCK_NAME, "stages", "private", "releases", "scripted", "ledger.sqlite", "ledger.sqlite-wal", "ledger.sqlite-shm")
"""What the kit keeps in a workspace: never read as seed material (a folder walk reads only a
workspace's raw/ folder)."""


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
        dataset_name = name or root.resolve().name
        if not dataset_name.strip() or any(ch in dataset_name for ch in '"\\') or any(ord(ch) < 32 for ch in dataset_name):
            raise InputError(None, f"--name {dataset_name!r}: a dataset name may not be blank or hold quotes, backslashes or "
                                   "line breaks (it goes into bench.toml and release file names)")  # fmt: skip
        for folder in FOLDERS:
            (root / folder).mkdir(parents=True, exist_ok=True)
        (root / "private").chmod(0o700)  # PII mappings and salts: the owner's alone
        (root / LOCK_NAME).touch()  # the writer lock's file is part of the workspace, not a leftover
        write_text(config_path, CONFIG_TEMPLATE.format(name=dataset_name))
        return cls.open(root)

    @classmethod
    def detached(cls, root: Path) -> Workspace:
        """A folder that holds a ledger and scripted replies with default settings, for work on
        cases from outside a workspace (`evaluate run --dataset`: the `--out` folder)."""
        return cls(Path(root), BenchConfig(name=Path(root).resolve().name or "evaluation"))

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
            return line_of_key(config_path.read_text(encoding="utf-8"), "", key)

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
    def internal_folders(self) -> dict[str, Path]:
        """The folders only the kit writes, by how a message names them: no output a user asks
        for (an export, reviewer sheets) may land inside one."""
        return {f"workspace's {name}/": self.root / name for name in ("stages", "private", "releases")}

    @property
    def private_dir(self) -> Path:
        return self.root / "private"

    def open_private_dir(self) -> Path:
        """`private/`, made (or made again) the owner's alone before anything is written into
        it: a workspace copied by a tool that gives folders the umask's modes, or one whose
        `private/` went missing, must not hold PII mappings others can read."""
        self.private_dir.mkdir(mode=0o700, exist_ok=True)
        self.private_dir.chmod(0o700)
        return self.private_dir

    @property
    def config_path(self) -> Path:
        return self.root / CONFIG_NAME

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
        return current_cases(self.root / "stages", review_at=self.config.review.stage).stage

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
