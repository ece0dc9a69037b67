"""Prompt templates: plain-text files with named sections and `$placeholder` fields.

A template file looks like this::

    # Comments and blank lines are allowed before the first section.
    version: answer.zh/1

    === system ===
    Text of the system prompt...

    === user ===
    The conversation so far:
    $dialogue

The `version` line is required; it goes into every request's `template_version`. Section
bodies use `string.Template` syntax: `$name` or `${name}`, and `$$` for a literal dollar
sign (JSON braces need no escaping, which is why this syntax was chosen over `str.format`).
Each kind of template declares its sections and the placeholders each may use
(`TemplateSpec`); a file that misses a section, names an unknown one, or uses a wrong
placeholder is rejected with the file, the line and the problem.
"""

from __future__ import annotations

import hashlib
import re
import string
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from heartbench.errors import InputError
from heartbench.jsonio import not_utf8
from heartbench.schema import Turn

PACKAGED = Path(__file__).parent
_SECTION = re.compile(r"^===\s*([A-Za-z_][A-Za-z0-9_]*)\s*===\s*$")
_VERSION = re.compile(r"^version:\s*(\S.*?)\s*$")


@dataclass(frozen=True)
class SectionSpec:
    """Placeholders a section must contain and those it may contain."""

    required: frozenset[str] = frozenset()
    optional: frozenset[str] = frozenset()

    @property
    def allowed(self) -> frozenset[str]:
        return self.required | self.optional


@dataclass(frozen=True)
class TemplateSpec:
    """What a kind of template (answer, judge...) must provide."""

    kind: str
    sections: dict[str, SectionSpec] = field(default_factory=dict)


@dataclass(frozen=True)
class PromptTemplate:
    """A validated template: version and one `string.Template` per section."""

    path: Path
    version: str
    sections: dict[str, string.Template]

    def render(self, section: str, **values: object) -> str:
        """Fill one section; the spec check guarantees every placeholder has a value."""
        return self.sections[section].substitute({k: str(v) for k, v in values.items()})


def template_digests(*templates: PromptTemplate) -> dict[str, str]:
    """sha256 of each template file by its version: what a stage's fingerprint records of its prompts."""
    return {template.version: hashlib.sha256(template.path.read_bytes()).hexdigest() for template in templates}


def packaged_path(kind: str, language: str) -> Path:
    return PACKAGED / f"{kind}.{language}.txt"


def load_template(spec: TemplateSpec, path: Path | None = None, *, language: str = "zh") -> PromptTemplate:
    """Load the user's template at `path`, or the packaged one for `language`."""
    if path is None:
        path = packaged_path(spec.kind, language)
        if not path.is_file():
            raise InputError(None, f"no packaged {spec.kind} template for language '{language}'; pass your own file")
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError(path, f"{spec.kind} template not found") from None
    except IsADirectoryError:
        raise InputError(path, f"is a folder, expected a {spec.kind} template file") from None
    except UnicodeDecodeError as exc:
        raise not_utf8(path, exc) from None
    return parse_template(text, spec, path)


def parse_template(text: str, spec: TemplateSpec, path: Path) -> PromptTemplate:
    version, bodies = _split(text, path)
    sections: dict[str, string.Template] = {}
    for name, (header_line, lines) in bodies.items():
        if name not in spec.sections:
            raise InputError(path, f"unknown section '{name}' in a {spec.kind} template (expected: {_names(spec.sections)})", header_line)
        raw = "\n".join(lines)
        body = raw.strip("\n")
        first_line = header_line + 1 + len(raw) - len(raw.lstrip("\n"))
        _check_placeholders(body, spec.sections[name], name, path, header_line, first_line)
        sections[name] = string.Template(body)
    missing = [name for name in spec.sections if name not in sections]
    if missing:
        raise InputError(path, f"missing section(s) {', '.join(missing)} (a {spec.kind} template needs: {_names(spec.sections)})")
    return PromptTemplate(path=path, version=version, sections=sections)


def _split(text: str, path: Path) -> tuple[str, dict[str, tuple[int, list[str]]]]:
    """The version line and the raw lines of each section, with the line of its header."""
    version: str | None = None
    bodies: dict[str, tuple[int, list[str]]] = {}
    current: list[str] | None = None
    for number, line in enumerate(text.splitlines(), start=1):
        header = _SECTION.match(line)
        if header:
            name = header.group(1)
            if name in bodies:
                raise InputError(path, f"section '{name}' appears twice (first at line {bodies[name][0]})", number)
            current = []
            bodies[name] = (number, current)
        elif current is not None:
            current.append(line)
        elif _VERSION.match(line):
            version = _VERSION.match(line).group(1)
        elif line.strip() and not line.lstrip().startswith("#"):
            raise InputError(path, "before the first '=== section ===' only 'version: ...', comments and blank lines are allowed", number)
    if version is None:
        raise InputError(path, "missing 'version: ...' line before the first section")
    return version, bodies


def _check_placeholders(body: str, spec: SectionSpec, section: str, path: Path, header_line: int, first_line: int) -> None:
    found: set[str] = set()
    for match in string.Template.pattern.finditer(body):
        line = first_line + body.count("\n", 0, match.start())
        if match.group("invalid") is not None:
            raise InputError(path, f"section '{section}': lone '$' (write '$$' for a dollar sign, '$name' for a placeholder)", line)
        name = match.group("named") or match.group("braced")
        if name is None:  # "$$"
            continue
        if name not in spec.allowed:
            allowed = ", ".join(f"${p}" for p in sorted(spec.allowed)) or "none"
            raise InputError(path, f"section '{section}': unknown placeholder ${name} (allowed here: {allowed})", line)
        found.add(name)
    missing = sorted(spec.required - found)
    if missing:
        raise InputError(path, f"section '{section}' must contain {', '.join('$' + m for m in missing)}", header_line)


def _names(sections: dict[str, SectionSpec]) -> str:
    return ", ".join(sections)


def render_dialogue(template: PromptTemplate, turns: Iterable[Turn]) -> str:
    """The conversation as the template's `turn` section shows it, one turn a line."""
    return "\n".join(template.render("turn", role=turn.role, content=turn.content) for turn in turns)
