"""The Hugging Face side of a release: one row per case, explicit features, one parquet file
per config (`all`, `normal`, `hard`), each a `test` split.

Features are declared, never inferred: a column whose values are all null (v1's catastrophic
weights) would otherwise become the `null` type, and a nullable integer weight must stay an
integer. The parquet schema carries the features (so `datasets.load_dataset` reads them back)
and the release's contamination canary (so a copy of a data file still says what it is).
"""

from __future__ import annotations

import re
import tempfile
from collections.abc import Sequence
from pathlib import Path

from heartbench.jsonio import atomic_write
from heartbench.schema import Case
from heartbench.standard import Standard

CONFIGS = ("all", "normal", "hard")
"""Config names, `all` first (the default)."""
SPLIT = "test"
CANARY_KEY = b"heartbench_canary"


def data_tag(name: str, version: str, canary: str) -> str:
    """The folder under `data/` unique to one release: name, version and 8 characters of its
    canary (which depends on the content). `datasets` builds its cache key from the relative
    data-file paths in the card (not their content): releases sharing `data/all/test.parquet`
    would share one cache entry, and the second loaded would return the first one's rows."""
    slug = re.sub(r"[^A-Za-z0-9._-]+", "-", name).strip("-") or "dataset"
    return f"{slug}-{version}-{canary.removeprefix('HEARTBENCH-CANARY-')[:8]}"


def data_path(config: str, tag: str) -> str:
    """Where a config's parquet file lives, relative to the release folder."""
    return f"data/{tag}/{config}/{SPLIT}.parquet"


def find_data(release: Path, config: str) -> Path | None:
    """A config's parquet file in a release folder, whatever its tag (or the layout of releases
    made before tags: `data/<config>/test.parquet`); None when there is none or more than one."""
    found = sorted(Path(release).glob(f"data/*/{config}/{SPLIT}.parquet")) + sorted(Path(release).glob(f"data/{config}/{SPLIT}.parquet"))
    return found[0] if len(found) == 1 else None


def features():
    """The `datasets.Features` of a release row (documented in the dataset card)."""
    # deferred: datasets and pyarrow take ~1.5 s to import; only releases need them
    from datasets import Features, List, Value

    return Features(
        {
            "case_id": Value("string"),
            "dialogue": List({"role": Value("string"), "content": Value("string")}),
            "rubric": List(
                {
                    "item_id": Value("string"),
                    "dimension": Value("string"),
                    "label": Value("string"),
                    "score": Value("int32"),
                    "content": Value("string"),
                    "kind": Value("string"),
                }
            ),
            "difficulty": Value("string"),
            "primary_scene": Value("string"),
            "secondary_scene": Value("string"),
            "lang": Value("string"),
        }
    )


def case_row(case: Case, standard: Standard) -> dict:
    """One case as a release row: dimension codes beside their labels, weights as they are."""
    return {
        "case_id": case.case_id,
        "dialogue": [{"role": turn.role, "content": turn.content} for turn in case.dialogue],
        "rubric": [
            {
                "item_id": item.item_id,
                "dimension": item.dimension,
                "label": standard.label_for_code(item.dimension),
                "score": item.score,
                "content": item.content,
                "kind": item.kind,
            }
            for item in case.rubric
        ],
        "difficulty": case.difficulty,
        "primary_scene": case.primary_scene,
        "secondary_scene": case.secondary_scene,
        "lang": case.lang,
    }


def config_cases(cases: Sequence[Case], config: str) -> list[Case]:
    return list(cases) if config == "all" else [case for case in cases if case.difficulty == config]


def write_parquet(path: Path, rows: list[dict], canary: str) -> None:
    """Rows as a parquet file with the release features and the canary in its schema metadata."""
    # deferred: datasets and pyarrow take ~1.5 s to import; only releases need them
    import pyarrow.parquet as pq
    from datasets import Dataset

    schema = features()
    # from_list([]) loses the columns; an empty config (no Hard case yet) keeps its schema.
    dataset = Dataset.from_list(rows, features=schema) if rows else Dataset.from_dict({name: [] for name in schema}, features=schema)
    table = dataset.data.table
    metadata = dict(table.schema.metadata or {})
    metadata[CANARY_KEY] = canary.encode()
    table = table.replace_schema_metadata(metadata)
    with atomic_write(path, "wb") as handle:
        pq.write_table(table, handle)


def read_canary(path: Path) -> str | None:
    # deferred: datasets and pyarrow take ~1.5 s to import; only releases need them
    import pyarrow.parquet as pq

    metadata = pq.read_schema(path).metadata or {}
    value = metadata.get(CANARY_KEY)
    return value.decode() if value is not None else None


def read_rows(path: Path) -> list[dict]:
    # deferred: datasets and pyarrow take ~1.5 s to import; only releases need them
    import pyarrow.parquet as pq

    return pq.read_table(path).to_pylist()


def load_config_rows(release: Path, config: str, *, fresh_cache: bool = True) -> list[str]:
    """Load one config with `datasets.load_dataset` as a user would — in a throwaway cache, or
    with `fresh_cache=False` in the user's own cache, where another release could answer in its
    place — and return the case ids it gave. Raises whatever `datasets` raises."""
    # deferred: datasets and pyarrow take ~1.5 s to import; only releases need them
    from datasets import disable_progress_bars, load_dataset

    disable_progress_bars()
    release = Path(release).resolve()  # "." has no name, and datasets names the cache after the folder
    with tempfile.TemporaryDirectory(prefix="heartbench-load-") as cache:
        loaded = load_dataset(str(release), config, split=SPLIT, cache_dir=cache if fresh_cache else None)
        if loaded.features != features():
            raise ValueError(f"config {config}: features differ from the release schema")
        return list(loaded["case_id"])
