"""`heartbench seeds …`: commands of the seed stages. Thin: parse, call the stage, print."""

from __future__ import annotations

import typer

app = typer.Typer(no_args_is_help=True, help="Ingest, clean, deduplicate, tag and anonymise the seed corpus.")
