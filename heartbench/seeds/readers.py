"""Reading seed files: discovery, encoding detection and one reader per format.

Readers never raise for a bad input: they report a `Problem` (file, line, what is wrong) and
carry on, so one bad file or line never stops the others. Formats: .txt and .md (one document
per file, or per paragraph), .html (main text via trafilatura), .jsonl and .csv (one
document per row, fields chosen by a `FieldMap`).
"""

from __future__ import annotations

import codecs
import csv
import re
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, NamedTuple, get_args

from heartbench.errors import InputError
from heartbench.jsonio import JsonProblem, parse_json
from heartbench.schema import SeedKind
from heartbench.workspace import CONFIG_NAME

FORMATS = {
    ".txt": "txt", ".text": "txt", ".md": "md", ".markdown": "md", ".jsonl": "jsonl", ".ndjson": "jsonl",
    ".csv": "csv", ".html": "html", ".htm": "html",
}  # fmt: skip
LINE_FORMATS = ("jsonl", "csv")
SAMPLE_BYTES = 1 << 18
KINDS: tuple[str, ...] = get_args(SeedKind)
_GB_FAMILY = {"gb2312", "gbk", "cp936", "gb18030", "euc_cn", "hz"}
_META_CHARSET = re.compile(rb"""<meta[^>]{0,200}?charset\s*=\s*["']?\s*([A-Za-z0-9_\-]+)""", re.IGNORECASE)
_BOMS = ((codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"), (codecs.BOM_UTF8, "utf-8-sig"),
         (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"))  # fmt: skip


class Problem(NamedTuple):
    """An input that could not be ingested, and why."""

    source: str
    line: int | None
    problem: str

    def render(self) -> str:
        return InputError(self.source, self.problem, self.line).render()


class InputFile(NamedTuple):
    path: Path
    source: str
    """The path as the user named it (folder argument joined with the path inside it)."""
    format: str


class FieldMap(NamedTuple):
    """Which field of a JSONL object or CSV row feeds which SeedDoc field."""

    text: str = "text"
    kind: str | None = None
    lang: str | None = None
    meta: tuple[tuple[str, str], ...] = ()
    """(meta key, source field) pairs copied into `meta`."""

    @classmethod
    def parse(cls, spec: str | None, text_field: str | None = None) -> FieldMap:
        """`text=content,kind=type,meta.author=user` (targets: text, kind, lang, meta.<key>)."""
        values: dict[str, Any] = {}
        meta: list[tuple[str, str]] = []
        for part in filter(None, (p.strip() for p in (spec or "").split(","))):
            target, sep, source = (s.strip() for s in part.partition("="))
            if not sep or not target or not source:
                raise InputError(None, f"--field: '{part}' is not target=source (e.g. text=content)")
            if target.startswith("meta.") and len(target) > 5:
                meta.append((target[5:], source))
            elif target in ("text", "kind", "lang"):
                values[target] = source
            else:
                raise InputError(None, f"--field: unknown target '{target}' (use text, kind, lang or meta.<name>)")
        if text_field:
            values["text"] = text_field
        return cls(**values, meta=tuple(meta))

    def columns(self) -> list[str]:
        return [c for c in (self.text, self.kind, self.lang, *(s for _, s in self.meta)) if c]


class RawDoc(NamedTuple):
    """Text read from an input before it becomes a SeedDoc."""

    source: str
    line: int | None
    text: str
    kind: str | None = None
    lang: str | None = None
    meta: dict[str, Any] = {}


# Discovery -------------------------------------------------------------------------------
def discover(paths: list[Path], exclude: Sequence[Path] = ()) -> tuple[list[InputFile], list[Problem]]:
    """Input files in a stable order (folders walked recursively, hidden entries skipped).

    Paths under `exclude`, and all of any workspace met on the way but its raw/ folder (`ingest
    . -w .` must not read its own outputs, nor the sheets, reports and evaluation folders kept
    beside them), are left out of folder walks."""
    skip = [p.resolve() for p in exclude]
    found: list[InputFile] = []
    problems: list[Problem] = []
    seen: set[Path] = set()

    def add(path: Path, source: str, named: bool) -> None:
        fmt = FORMATS.get(path.suffix.lower())
        if fmt is None:
            if named or not path.name.startswith("."):
                expected = ", ".join(sorted(set(FORMATS)))
                problems.append(Problem(source, None, f"unsupported file type '{path.suffix or path.name}' (expected {expected}), skipped"))
            return
        resolved = path.resolve()
        if resolved not in seen:
            seen.add(resolved)
            found.append(InputFile(path, source, fmt))

    for arg in paths:
        if arg.is_dir():
            # a workspace inside the folder: only its raw/ material is seed text; its stages,
            # scripted replies, releases, review sheets, runs and reports never are
            workspaces = [config.parent.resolve() for config in arg.rglob(CONFIG_NAME)]
            for path in sorted(arg.rglob("*")):
                rel = path.relative_to(arg)
                if path.is_file() and not any(part.startswith(".") for part in rel.parts):
                    resolved = path.resolve()
                    kept_by_a_workspace = any(resolved.is_relative_to(ws) and not resolved.is_relative_to(ws / "raw") for ws in workspaces)
                    if not kept_by_a_workspace and not any(resolved.is_relative_to(s) for s in skip):
                        add(path, (arg / rel).as_posix(), named=False)
        elif arg.is_file():
            add(arg, arg.as_posix(), named=True)
        elif arg.exists():
            problems.append(Problem(arg.as_posix(), None, "not a regular file (a named pipe, socket or device), skipped"))
        else:
            problems.append(Problem(arg.as_posix(), None, "not found"))
    return found, problems


# Encodings -------------------------------------------------------------------------------
class EncodingProblem(ValueError):
    """The bytes are not text we can read (at `line`, when known)."""

    def __init__(self, problem: str, line: int | None = None):
        super().__init__(problem)
        self.problem, self.line = problem, line


def _sample(path: Path, size: int) -> bytes:
    """Head, middle and tail windows cut to whole lines: enough to detect the encoding."""
    with open(path, "rb") as handle:
        head = handle.read(SAMPLE_BYTES)
        if size <= 3 * SAMPLE_BYTES:
            return head + handle.read()
        pieces = [head[: head.rfind(b"\n") + 1] or head]
        for start in (size // 2, size - SAMPLE_BYTES):
            handle.seek(start)
            window = handle.read(SAMPLE_BYTES)
            first, last = window.find(b"\n") + 1, window.rfind(b"\n") + 1
            if 0 < first < last:
                pieces.append(window[first:last])
        return b"".join(pieces)


def detect_encoding(sample: bytes, *, html: bool = False) -> str:
    """Codec name for the sample, or EncodingProblem (binary data, no plausible text encoding)."""
    for bom, name in _BOMS:
        if sample.startswith(bom):
            return name
    if b"\x00" in sample[:8192]:
        utf16 = _utf16_without_bom(sample[:8192])
        if utf16:
            raise EncodingProblem(f"looks like {utf16} text without a byte-order mark; save it as UTF-8, skipped")
        raise EncodingProblem("binary file (contains NUL bytes), skipped")
    if _mostly_utf8(sample):
        return "utf-8"
    if html:
        declared = _META_CHARSET.search(sample[:4096])
        if declared:
            name = _codec(declared.group(1).decode("ascii", "replace"))
            if name:
                return name
    # deferred: only files of this kind need this library
    from charset_normalizer import from_bytes

    best = from_bytes(sample).best()
    if best is None:
        raise EncodingProblem("unreadable encoding (not UTF-8, GB18030/GBK, Big5 or another known text encoding); convert to UTF-8 or pass --encoding")
    return _codec(best.encoding) or best.encoding


def _utf16_without_bom(head: bytes) -> str | None:
    """"UTF-16LE"/"UTF-16BE" when the NUL bytes sit (nearly all) on one parity — the high
    byte of ASCII characters — and the bytes decode to printable text; None for other binary
    data."""
    head = head[: len(head) // 2 * 2]
    even, odd = head[0::2].count(0), head[1::2].count(0)
    if min(even, odd) > 0.1 * max(even, odd):
        return None
    name = "UTF-16LE" if odd else "UTF-16BE"
    try:
        text = head.decode(name.lower())
    except UnicodeDecodeError:
        return None
    printable = sum(ch.isprintable() or ch in "\r\n\t" for ch in text)
    return name if text and printable >= 0.95 * len(text) else None


def _mostly_utf8(sample: bytes) -> bool:
    """UTF-8, or UTF-8 with some bad lines: most non-ASCII lines decode (Chinese in GB18030 or
    Big5 practically never does). The bad lines are then reported one by one instead of
    condemning the whole file."""
    try:
        codecs.getincrementaldecoder("utf-8")().decode(sample, final=False)
        return True
    except UnicodeDecodeError:
        pass
    lines = [line for line in sample.split(b"\n") if not line.isascii()]
    good = 0
    for line in lines:
        try:
            line.decode("utf-8")
            good += 1
        except UnicodeDecodeError:
            pass
    return good > len(lines) / 2


def _codec(name: str) -> str | None:
    try:
        codec = codecs.lookup(name).name
    except LookupError:
        return None
    return "gb18030" if codec in _GB_FAMILY else codec


def decode_whole(data: bytes, encoding: str) -> str:
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise EncodingProblem(f"bytes that are not valid {encoding}, file skipped", line) from None


# Whole-file formats ----------------------------------------------------------------------
def read_whole_file(item: InputFile, *, encoding: str | None, max_bytes: int) -> tuple[str, dict[str, Any]] | Problem:
    """The text of a .txt/.md/.html file and its meta, or the problem that stops it."""
    try:
        size = item.path.stat().st_size
        if size == 0:
            return Problem(item.source, None, "empty file, skipped")
        if size > max_bytes:
            return Problem(item.source, None, f"file is {size / 1e6:.1f} MB, over the {max_bytes / 1e6:.0f} MB limit for one document (--max-doc-mb), skipped")
        data = item.path.read_bytes()
    except OSError as exc:
        return Problem(item.source, None, f"cannot read ({exc.strerror or exc}), skipped")
    try:
        codec = encoding or detect_encoding(data, html=item.format == "html")
        text = decode_whole(data, codec)
    except EncodingProblem as exc:
        return Problem(item.source, exc.line, exc.problem)
    meta: dict[str, Any] = {"format": item.format, "encoding": codec}
    if item.format == "html":
        text, title = _html_main_text(text)
        if title:
            meta["title"] = title
    elif item.format == "md":
        text = markdown_text(text)
    return text, meta


def _html_main_text(html: str) -> tuple[str, str | None]:
    # deferred: only files of this kind need this library
    import trafilatura

    doc = trafilatura.bare_extraction(html, with_metadata=True, include_comments=False, include_tables=True)
    if doc is None:
        return "", None
    return doc.text or "", doc.title


def markdown_text(source: str) -> str:
    """Markdown to plain text (markdown-it): markup, links and images out, code blocks dropped."""
    # deferred: only files of this kind need this library
    from markdown_it import MarkdownIt

    blocks: list[str] = []
    for token in MarkdownIt("commonmark").parse(source):
        if token.type != "inline":
            continue
        pieces = []
        for child in token.children or []:
            if child.type in ("text", "code_inline"):
                pieces.append(child.content)
            elif child.type in ("softbreak", "hardbreak"):
                pieces.append("\n")
        blocks.append("".join(pieces))
    return "\n".join(block for block in blocks if block.strip())


def paragraphs(text: str) -> Iterator[tuple[int, str]]:
    """(1-based start line, block) for blocks separated by blank lines."""
    start, block = None, []
    for number, line in enumerate(text.split("\n"), start=1):
        if line.strip():
            if start is None:
                start = number
            block.append(line)
        elif block:
            yield start, "\n".join(block)
            start, block = None, []
    if block:
        yield start, "\n".join(block)


# Line formats ----------------------------------------------------------------------------
def limited_lines(handle, max_bytes: int) -> Iterator[tuple[int, bytes | None, int]]:
    """(line number, bytes, length) per line; bytes is None for a line over `max_bytes`,
    which is skipped without ever holding it in memory."""
    number = 0
    while True:
        raw = handle.readline(max_bytes + 1)
        if not raw:
            return
        number += 1
        if len(raw) > max_bytes and not raw.endswith(b"\n"):
            length = len(raw)
            while raw and not raw.endswith(b"\n"):
                raw = handle.readline(1 << 20)
                length += len(raw)
            yield number, None, length
        else:
            yield number, raw, len(raw)


def too_long(length: int, max_bytes: int) -> str:
    return f"line is {length / 1e6:.1f} MB, over the {max_bytes / 1e6:.0f} MB limit for one document (--max-doc-mb), skipped"


def jsonl_row(source: str, number: int, raw: bytes, encoding: str, fields: FieldMap) -> RawDoc | Problem | None:
    """One JSONL line as a RawDoc, a Problem, or None for a blank line."""
    try:
        line = raw.decode(encoding)
    except UnicodeDecodeError as exc:
        return Problem(source, number, f"bytes that are not valid {encoding} (byte {exc.start} of the line), line skipped")
    if not line.strip():
        return None
    try:
        value = parse_json(line)
    except JsonProblem as exc:
        return Problem(source, number, f"not valid JSON ({exc.problem}), line skipped")
    if not isinstance(value, dict):
        return Problem(source, number, f"expected a JSON object, got {type(value).__name__}, line skipped")
    return mapped_row(source, number, value, fields, nested=True)


def _lookup(row: dict[str, Any], name: str, nested: bool) -> tuple[bool, Any]:
    if name in row:
        return True, row[name]
    if nested and "." in name:
        value: Any = row
        for part in name.split("."):
            if not isinstance(value, dict) or part not in value:
                return False, None
            value = value[part]
        return True, value
    return False, None


def _is_turn_list(value: Any) -> bool:
    return bool(value) and isinstance(value, list) and all(
        isinstance(t, dict) and isinstance(t.get("role"), str) and isinstance(t.get("content"), str) for t in value
    )


def mapped_row(source: str, number: int, row: dict[str, Any], fields: FieldMap, *, nested: bool) -> RawDoc | Problem:
    """Apply the field map to one row (a JSON object or a CSV record)."""
    found, text = _lookup(row, fields.text, nested)
    if not found:
        names = ", ".join(list(row)[:12]) or "none"
        return Problem(source, number, f"no field '{fields.text}' (fields: {names}); choose one with --text-field, line skipped")
    if _is_turn_list(text):  # e.g. a HeartBench `dialogue`: rendered as a labelled transcript
        text = "\n".join(f"{turn['role']}：{turn['content']}" for turn in text)
    if not isinstance(text, str):
        return Problem(source, number, f"field '{fields.text}' is {type(text).__name__}, expected text (or a list of role/content turns), line skipped")
    values: dict[str, Any] = {}
    for target in ("kind", "lang"):
        column = getattr(fields, target)
        if column:
            present, value = _lookup(row, column, nested)
            if present and value not in (None, ""):
                values[target] = str(value).strip()
    if values.get("kind") is not None and values["kind"] not in KINDS:
        return Problem(source, number, f"field '{fields.kind}': kind '{values['kind']}' is not one of {', '.join(KINDS)}, line skipped")
    meta = {key: _lookup(row, column, nested)[1] for key, column in fields.meta}
    return RawDoc(source, number, text, values.get("kind"), values.get("lang"), meta)


def csv_rows(item: InputFile, encoding: str, fields: FieldMap, max_bytes: int) -> Iterator[RawDoc | Problem]:
    """Rows of a CSV file with a header line; a missing mapped column stops the file."""
    csv.field_size_limit(max_bytes)
    with open(item.path, encoding=encoding, newline="") as handle:
        reader = csv.reader(handle, strict=True)  # strict: an unmatched quote is an error, not one giant field
        try:
            header = next(reader, None)
        except (csv.Error, UnicodeDecodeError) as exc:
            yield Problem(item.source, 1, f"unreadable header ({exc}), file skipped")
            return
        if not header:
            yield Problem(item.source, None, "empty CSV (no header line), skipped")
            return
        header = [name.strip() for name in header]
        missing = [c for c in fields.columns() if c not in header]
        if missing:
            yield Problem(item.source, 1, f"no column {', '.join(repr(c) for c in missing)} (columns: {', '.join(header)}); map one with --text-field/--field, file skipped")
            return
        start = reader.line_num + 1
        while True:
            try:
                values = next(reader)
            except StopIteration:
                return
            except csv.Error as exc:
                if "unexpected end of data" in str(exc):
                    yield Problem(item.source, start, "unmatched quote: the row starting here runs to the end of the file; rest of the file skipped")
                    return
                problem = (
                    f"a field is over the {max_bytes / 1e6:.0f} MB limit for one document (--max-doc-mb), row skipped"
                    if "field limit" in str(exc)
                    else f"malformed CSV ({exc}), row skipped"
                )
                yield Problem(item.source, start, problem)
                start = reader.line_num + 1
                continue
            except UnicodeDecodeError:
                yield Problem(item.source, start, f"bytes that are not valid {encoding}, rest of the file skipped")
                return
            number, start = start, reader.line_num + 1
            if not any(v.strip() for v in values):
                continue
            if len(values) != len(header):
                yield Problem(item.source, number, f"row has {len(values)} fields, the header has {len(header)}, row skipped")
                continue
            yield mapped_row(item.source, number, dict(zip(header, values)), fields, nested=False)


def line_file_encoding(item: InputFile, encoding: str | None) -> str | Problem:
    """Encoding of a JSONL/CSV file, or the problem that stops it (empty, binary, unreadable)."""
    try:
        size = item.path.stat().st_size
        if size == 0:
            return Problem(item.source, None, "empty file, skipped")
        if encoding:
            return encoding
        codec = detect_encoding(_sample(item.path, size))
    except OSError as exc:
        return Problem(item.source, None, f"cannot read ({exc.strerror or exc}), skipped")
    except EncodingProblem as exc:
        return Problem(item.source, None, str(exc))
    if codec.startswith(("utf-16", "utf-32")):
        return Problem(item.source, None, f"{codec} line files are not supported; convert to UTF-8, skipped")
    return codec
