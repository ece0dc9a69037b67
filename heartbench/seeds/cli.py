"""`heartbench seeds …`: commands of the seed stages. Thin: parse, call the stage, print."""

from __future__ import annotations

import json
from enum import Enum
from pathlib import Path
from typing import Annotated

import typer

app = typer.Typer(no_args_is_help=True, help="Ingest, clean, deduplicate, tag and anonymise the seed corpus.")

WorkspaceOption = Annotated[
    Path, typer.Option("--workspace", "-w", help="Workspace folder (has bench.toml).", file_okay=False)
]
JobsOption = Annotated[
    int | None,
    typer.Option("--jobs", "-j", min=1, help="Worker processes (default: all cores for large inputs, 1 for small)."),
]


class Kind(str, Enum):
    web = "web"
    book = "book"
    dialogue = "dialogue"
    social = "social"


class Split(str, Enum):
    file = "file"
    paragraph = "paragraph"


@app.command()
def ingest(
    paths: Annotated[list[Path], typer.Argument(help="Files and folders: .txt .md .html .jsonl .csv")],
    workspace: WorkspaceOption,
    text_field: Annotated[str | None, typer.Option(help="JSONL/CSV field holding the text (default: text).")] = None,
    field: Annotated[
        str | None,
        typer.Option(help="Field mapping for JSONL/CSV: text=content,kind=type,lang=language,meta.author=user."),
    ] = None,
    kind: Annotated[
        Kind | None, typer.Option(help="Kind of non-dialogue documents (default: html web, txt/md book, jsonl/csv social).")
    ] = None,
    split: Annotated[Split, typer.Option(help="txt: one document per file, or per blank-line paragraph.")] = Split.file,
    encoding: Annotated[str | None, typer.Option(help="Force an encoding (default: detected per file).")] = None,
    max_doc_mb: Annotated[float, typer.Option(min=0.001, help="Longest document or line, in MB.")] = 8.0,
    jobs: JobsOption = None,
) -> None:
    """Read seed files into SeedDoc records (stages/seeds-ingest).

    Bad inputs are reported one line each on stderr and skipped. Exit code 0 when at least
    one document was ingested (with a count of skipped inputs), 2 when none could be.
    """
    import codecs

    from heartbench.errors import InputError
    from heartbench.seeds.ingest import IngestOptions
    from heartbench.seeds.ingest import ingest as run
    from heartbench.seeds.readers import FieldMap
    from heartbench.workspace import Workspace

    if encoding:
        try:
            codecs.lookup(encoding)
        except LookupError:
            raise InputError(None, f"--encoding: unknown encoding '{encoding}'") from None
    options = IngestOptions(
        fields=FieldMap.parse(field, text_field),
        kind=kind.value if kind else None,
        split=split.value,
        encoding=encoding,
        max_doc_bytes=int(max_doc_mb * 1e6),
    )
    ws = Workspace.open(workspace)
    result = run(ws, paths, options, jobs=jobs, on_problem=lambda p: typer.echo(f"warning: {p.render()}", err=True))
    if result.up_to_date:
        typer.echo(f"seeds-ingest: up to date ({result.stats.get('documents', '?')} documents)")
        return
    stats = result.stats
    typer.echo(f"seeds-ingest: {result.documents} documents from {stats['files']} files; kinds {json.dumps(stats['kinds'], ensure_ascii=False)}")
    if result.problems:
        typer.echo(f"warning: {result.problems} input(s) skipped (reasons above and in stages/seeds-ingest/rejects.jsonl)", err=True)
