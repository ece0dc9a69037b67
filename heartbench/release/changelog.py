"""What changed between two releases: cases, items by id, Normal↔Hard moves, capabilities.

Releases are compared by their `all` parquet file (rows with item ids), so any two release
folders can be compared, from one workspace or not.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from heartbench.errors import InputError
from heartbench.release.dataset import find_data, read_rows


@dataclass(frozen=True)
class ReleaseContents:
    version: str
    cases: dict[str, dict]
    """case_id → row (see `heartbench.release.dataset.case_row`)."""

    @classmethod
    def read(cls, folder: Path) -> ReleaseContents:
        path = find_data(folder, "all")
        if path is None:
            raise InputError(folder, "not a release folder (no data/*/all/test.parquet)")
        try:
            rows = read_rows(path)
        except Exception as exc:  # pyarrow raises several types for a damaged file
            raise InputError(path, f"unreadable parquet file ({exc})") from None
        return cls(Path(folder).name, {row["case_id"]: row for row in rows})

    def items(self) -> dict[str, dict]:
        return {item["item_id"]: item for row in self.cases.values() for item in row["rubric"]}

    def per_capability(self) -> Counter[str]:
        return Counter(item["dimension"] for item in self.items().values() if item["kind"] != "catastrophic")


@dataclass
class Changelog:
    old: str
    new: str
    cases_added: list[str] = field(default_factory=list)
    cases_removed: list[str] = field(default_factory=list)
    items_added: list[str] = field(default_factory=list)
    items_removed: list[str] = field(default_factory=list)
    items_edited: list[tuple[str, list[str]]] = field(default_factory=list)
    """(item id, the fields that changed)."""
    moves: list[tuple[str, str, str]] = field(default_factory=list)
    """(case id, old difficulty, new difficulty)."""
    capabilities: list[tuple[str, int, int]] = field(default_factory=list)
    """(capability code, old item count, new item count), changed ones only."""

    @property
    def empty(self) -> bool:
        return not any((self.cases_added, self.cases_removed, self.items_added, self.items_removed,
                        self.items_edited, self.moves, self.capabilities))  # fmt: skip

    def render(self) -> str:
        lines = [f"## {self.new} (against {self.old})", ""]
        if self.empty:
            return "\n".join([*lines, "No changes to cases, items or labels.", ""])
        lines += _section("Cases added", self.cases_added)
        lines += _section("Cases removed", self.cases_removed)
        lines += _section("Items added", self.items_added)
        lines += _section("Items removed", self.items_removed)
        lines += _section("Items edited", [f"{item_id} ({', '.join(fields)})" for item_id, fields in self.items_edited])
        lines += _section("Normal ↔ Hard", [f"{case_id}: {old} → {new}" for case_id, old, new in self.moves])
        if self.capabilities:
            lines += ["### Items per capability", "", "| capability | before | after | change |", "|---|---:|---:|---:|"]
            lines += [f"| {code} | {old} | {new} | {new - old:+d} |" for code, old, new in self.capabilities]
            lines.append("")
        return "\n".join(lines)


EDITABLE = ("content", "score", "dimension", "kind")


def diff(old: ReleaseContents, new: ReleaseContents) -> Changelog:
    log = Changelog(old.version, new.version)
    log.cases_added = [cid for cid in new.cases if cid not in old.cases]
    log.cases_removed = [cid for cid in old.cases if cid not in new.cases]
    old_items, new_items = old.items(), new.items()
    log.items_added = [iid for iid in new_items if iid not in old_items]
    log.items_removed = [iid for iid in old_items if iid not in new_items]
    for item_id, item in new_items.items():
        before = old_items.get(item_id)
        if before is not None:
            changed = [name for name in EDITABLE if before[name] != item[name]]
            if changed:
                log.items_edited.append((item_id, changed))
    for case_id, row in new.cases.items():
        before = old.cases.get(case_id)
        if before is not None and before["difficulty"] != row["difficulty"]:
            log.moves.append((case_id, before["difficulty"], row["difficulty"]))
    old_caps, new_caps = old.per_capability(), new.per_capability()
    log.capabilities = [
        (code, old_caps.get(code, 0), new_caps.get(code, 0))
        for code in sorted(set(old_caps) | set(new_caps))
        if old_caps.get(code, 0) != new_caps.get(code, 0)
    ]
    return log


def first_release(version: str, contents: ReleaseContents) -> str:
    counts = Counter(row["difficulty"] for row in contents.cases.values())
    return (
        f"## {version}\n\nFirst release: {len(contents.cases)} cases ({counts.get('normal', 0)} Normal, "
        f"{counts.get('hard', 0)} Hard), {len(contents.items())} rubric items.\n"
    )


def _section(title: str, entries: list[str]) -> list[str]:
    if not entries:
        return []
    return [f"### {title} ({len(entries)})", "", *(f"- {entry}" for entry in entries), ""]
