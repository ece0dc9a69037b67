"""`heartbench seeds …`: commands of the seed stages. Thin: parse, call the stage, print."""

from __future__ import annotations

import json
from enum import Enum
from pathlib import Path
from typing import Annotated, get_args

import typer

from heartbench.options import DryRunOption, MaxResamplesOption, NoSpendCapOption, TimeoutOption, WorkspaceOption, call_options
from heartbench.schema import SeedKind
from heartbench.workspace import Workspace

app = typer.Typer(no_args_is_help=True, rich_markup_mode=None, help="Ingest, clean, deduplicate, tag and anonymise the seed corpus.")

JobsOption = Annotated[
    int | None,
    typer.Option("--jobs", "-j", min=1, help="Worker processes (default: all cores for large inputs, 1 for small)."),
]


Kind = Enum("Kind", {kind: kind for kind in get_args(SeedKind)}, type=str)
"""Seed kinds as a CLI choice (the schema's `SeedKind`)."""


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
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.seeds.ingest import ingest as run


    options = _ingest_options(text_field, field, kind, split, encoding, max_doc_mb)
    skipped: list = []  # printed once the stage is done: when nothing was ingested, the error lists them
    result = run(Workspace.open(workspace), paths, options, jobs=jobs, on_problem=skipped.append)
    _warn(skipped)
    _report_ingest(result)


def _warn(problems: list) -> None:
    for problem in problems:
        typer.echo(f"warning: {problem.render()}", err=True)


def _ingest_options(text_field, field, kind, split, encoding, max_doc_mb):
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    import codecs

    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.errors import InputError
    from heartbench.seeds.ingest import IngestOptions
    from heartbench.seeds.readers import FieldMap

    if encoding:
        try:
            codecs.lookup(encoding)
        except LookupError:
            raise InputError(None, f"--encoding: unknown encoding '{encoding}'") from None
    return IngestOptions(
        fields=FieldMap.parse(field, text_field),
        kind=kind.value if kind else None,
        split=split.value,
        encoding=encoding,
        max_doc_bytes=int(max_doc_mb * 1e6),
    )


def _report_ingest(result) -> None:
    stats = result.stats
    if result.skipped:
        typer.echo(f"seeds-ingest: up to date ({stats.get('documents', '?')} documents)")
        return
    typer.echo(f"seeds-ingest: {stats['documents']} documents from {stats['files']} files; kinds {json.dumps(stats['kinds'], ensure_ascii=False)}")
    if stats["skipped_inputs"]:
        typer.echo(f"warning: {stats['skipped_inputs']} input(s) skipped (reasons above and in stages/seeds-ingest/rejects.jsonl)", err=True)


@app.command()
def clean(
    workspace: WorkspaceOption,
    t2s: Annotated[bool, typer.Option("--t2s", help="Convert Traditional to Simplified Chinese (OpenCC).")] = False,
    min_chars: Annotated[int, typer.Option(min=1, help="Fewest non-space characters a document may have.")] = 10,
    max_chars: Annotated[int, typer.Option(min=1, help="Most non-space characters a document may have.")] = 20_000,
    min_chinese_share: Annotated[
        float, typer.Option(min=0.0, max=1.0, help="Least share of Chinese characters among letters and digits.")
    ] = 0.5,
    min_compression_ratio: Annotated[
        float, typer.Option(min=0.0, max=1.0, help="Repetition: drop text that zlib compresses below this ratio.")
    ] = 0.3,
    spam_markers: Annotated[int, typer.Option(min=1, help="Spam: distinct kinds of ad markers that drop a document.")] = 2,
    deny_list: Annotated[
        Path | None, typer.Option(help="File of terms (one a line, `re:` for a regex); documents containing one are dropped.")
    ] = None,
    tagger: Annotated[
        str | None,
        typer.Option(help="Model scene tagger P/M: not here, it only sees anonymised text — use `seeds tag` after `seeds anonymize`."),
    ] = None,
    jobs: JobsOption = None,
) -> None:
    """Normalise, filter, deduplicate and scene-tag the ingested seeds (stages/seeds-clean).

    Scene tags here come from the offline keyword tagger. Near duplicates use the workspace's
    thresholds.near_duplicate_similarity (Jaccard of character 5-grams).
    """
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.errors import InputError
    from heartbench.seeds.clean import clean as run


    if tagger:
        raise InputError(None, "--tagger: the model tagger may only see anonymised text; run `heartbench seeds anonymize -w WS`, then `heartbench seeds tag -w WS --tagger P/M`")
    options = _clean_options(t2s, min_chars, max_chars, min_chinese_share, min_compression_ratio, spam_markers, deny_list)
    ws = Workspace.open(workspace)
    _report_clean(run(ws, options, jobs=jobs), ws)


def _clean_options(t2s, min_chars, max_chars, min_chinese_share, min_compression_ratio, spam_markers, deny_list):
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.errors import InputError
    from heartbench.seeds.clean import CleanOptions
    from heartbench.seeds.filters import read_deny_list

    if min_chars > max_chars:
        raise InputError(None, f"--min-chars ({min_chars}) is larger than --max-chars ({max_chars})")
    return CleanOptions(
        t2s=t2s, min_chars=min_chars, max_chars=max_chars, min_chinese_share=min_chinese_share,
        min_compression_ratio=min_compression_ratio, spam_min_markers=spam_markers,
        deny_terms=read_deny_list(deny_list) if deny_list else (),
    )  # fmt: skip


def _report_clean(result, ws) -> None:
    stats = result.stats
    if result.skipped:
        typer.echo(f"seeds-clean: up to date ({stats.get('documents_out', '?')} of {stats.get('documents_in', '?')} documents kept)")
        return
    typer.echo(f"seeds-clean: kept {stats['documents_out']} of {stats['documents_in']} documents")
    for row in stats["filters"]:
        typer.echo(f"  {row['filter']:<16} in {row['in']:>9}  dropped {row['dropped']:>9}  out {row['out']:>9}")
    _print_scene_mix(stats["scenes"], stats["documents_out"], ws.standard)


class ExecutorChoice(str, Enum):
    local = "local"
    datatrove_local = "datatrove-local"
    slurm = "slurm"
    ray = "ray"


@app.command("run")
def run_chain(
    paths: Annotated[list[Path], typer.Argument(help="Files and folders: .txt .md .html .jsonl .csv")],
    workspace: WorkspaceOption,
    executor: Annotated[ExecutorChoice, typer.Option(help="local: this machine; datatrove-local / slurm / ray: datatrove's executors.")] = ExecutorChoice.local,
    tasks: Annotated[int, typer.Option(min=1, help="datatrove: tasks (shards of chunks) per stage.")] = 4,
    workers: Annotated[int, typer.Option(min=-1, help="datatrove: tasks running at once (-1: all).")] = -1,
    partition: Annotated[str | None, typer.Option(help="slurm: the partition to submit to.")] = None,
    time_limit: Annotated[str, typer.Option("--time", help="slurm: time limit per task (HH:MM:SS).")] = "4:00:00",
    text_field: Annotated[str | None, typer.Option(help="Ingest: JSONL/CSV field holding the text (default: text).")] = None,
    field: Annotated[str | None, typer.Option(help="Ingest: field mapping for JSONL/CSV (see `seeds ingest`).")] = None,
    kind: Annotated[Kind | None, typer.Option(help="Ingest: kind of non-dialogue documents.")] = None,
    split: Annotated[Split, typer.Option(help="Ingest: txt as one document per file, or per paragraph.")] = Split.file,
    encoding: Annotated[str | None, typer.Option(help="Ingest: force an encoding.")] = None,
    max_doc_mb: Annotated[float, typer.Option(min=0.001, help="Ingest: longest document or line, in MB.")] = 8.0,
    t2s: Annotated[bool, typer.Option("--t2s", help="Clean: Traditional to Simplified Chinese.")] = False,
    min_chars: Annotated[int, typer.Option(min=1, help="Clean: fewest non-space characters.")] = 10,
    max_chars: Annotated[int, typer.Option(min=1, help="Clean: most non-space characters.")] = 20_000,
    min_chinese_share: Annotated[float, typer.Option(min=0.0, max=1.0, help="Clean: least share of Chinese characters.")] = 0.5,
    min_compression_ratio: Annotated[float, typer.Option(min=0.0, max=1.0, help="Clean: repetition threshold.")] = 0.3,
    spam_markers: Annotated[int, typer.Option(min=1, help="Clean: ad-marker kinds that drop a document.")] = 2,
    deny_list: Annotated[Path | None, typer.Option(help="Clean: file of denied terms.")] = None,
    jobs: JobsOption = None,
) -> None:
    """The whole seeds chain — ingest, clean, anonymize — with the options of the single commands, on
    this machine or on a datatrove executor (`pip install 'heartbench-kit[scale]'`).

    Every executor writes the same workspace stages (same records, rejects, kept documents), so
    `build dialogues` reads them unchanged. For slurm and ray the workspace must be on a file system
    every node sees; ray connects to a running cluster (RAY_ADDRESS, default "auto").
    """
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.seeds.chain import run_seeds
    from heartbench.stages.executors import SlurmSettings, make_executor


    ws = Workspace.open(workspace)
    slurm = SlurmSettings(partition=partition, time=time_limit) if partition else None
    chosen = make_executor(executor.value, ws.root / ".scale", tasks=tasks, workers=workers, slurm=slurm)
    ingest_options = _ingest_options(text_field, field, kind, split, encoding, max_doc_mb)
    clean_options = _clean_options(t2s, min_chars, max_chars, min_chinese_share, min_compression_ratio, spam_markers, deny_list)
    skipped: list = []
    results = run_seeds(ws, paths, ingest_options, clean_options, chosen, jobs=jobs, on_problem=skipped.append)
    _warn(skipped)
    _report_ingest(results.ingest)
    _report_clean(results.clean, ws)
    _report_anonymize(results.anonymize)


def _print_scene_mix(scenes: dict, kept: int, standard) -> None:
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from rich.cells import cell_len

    def pad(text: str, width: int) -> str:  # Chinese characters take two columns
        return text + " " * max(0, width - cell_len(text))

    labels = {f"{p.code}/{s.code}": f"{p.zh}/{s.zh}" for p in standard.scenes for s in p.secondary}
    typer.echo(f"scene mix (top tag, {scenes['tagger']} tagger):")
    for tag, count in scenes["secondary"].items():
        typer.echo(f"  {pad(tag, 45)} {pad(labels.get(tag, '?'), 40)} {count:>9}  {count / max(1, kept):6.1%}")
    typer.echo(f"  {pad('(untagged)', 86)} {scenes['untagged']:>9}  {scenes['untagged'] / max(1, kept):6.1%}")


@app.command()
def anonymize(
    workspace: WorkspaceOption,
    jobs: JobsOption = None,
) -> None:
    """Replace personal data in the cleaned seeds with consistent surrogates (stages/seeds-anonymize).

    The original → surrogate tables stay in the workspace's private/ folder only.
    """
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.seeds.anonymize import anonymize as run


    _report_anonymize(run(Workspace.open(workspace), jobs=jobs))


def _report_anonymize(result) -> None:
    stats = result.stats
    state = "up to date" if result.skipped else "done"
    typer.echo(f"seeds-anonymize: {state}: {stats.get('documents', '?')} documents, {stats.get('documents_with_pii', '?')} with personal data")
    for entity_type, count in stats.get("entities", {}).items():
        typer.echo(f"  {entity_type:<18} {count:>9}")


@app.command("pii")
def pii(
    source: Annotated[str, typer.Argument(metavar="FILE|-", help="Text file to check, or - for stdin.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON: {entities: [...], anonymized}.")] = False,
    salt: Annotated[str | None, typer.Option(help="Secret that makes the surrogates reproducible (same salt, same output); without it they are drawn afresh.")] = None,
    allow: Annotated[Path | None, typer.Option(help="File of public or fictional names to leave alone (spaces or lines; # comments), added to the packaged list.")] = None,
) -> None:
    """Show the personal data found in a passage and the passage anonymised."""
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.jsonio import read_text_file
    from heartbench.pii.engine import Anonymizer
    from heartbench.pii.packaged_lists import parse_name_list
    from heartbench.seeds.anonymize import read_passage

    text, _ = read_passage(source)
    anonymizer = Anonymizer(public_names=parse_name_list(read_text_file(allow)) if allow else ())
    entities = anonymizer.analyze(text)
    anonymized, _ = anonymizer.anonymize(text, entities=entities, seed=salt)
    if as_json:
        typer.echo(json.dumps({"entities": [e._asdict() for e in entities], "anonymized": anonymized}, ensure_ascii=False, indent=2))
        return
    for e in entities:
        typer.echo(f"{e.type:<18} {e.start:>6}-{e.end:<6} {e.score:4.2f}  {e.text}")
    typer.echo(f"({len(entities)} entities)" if entities else "(no personal data found)")
    typer.echo("")
    typer.echo(anonymized, nl=not anonymized.endswith("\n"))


@app.command("tag")
def tag_scenes(
    workspace: WorkspaceOption,
    tagger: Annotated[str | None, typer.Option(help="Model as provider/model (default: bench.toml models.tagger).")] = None,
    dry_run: DryRunOption = False,
    timeout: TimeoutOption = None,
    max_resamples: MaxResamplesOption = None,
    no_spend_cap: NoSpendCapOption = False,
) -> None:
    """Scene tags from a model, for anonymised seeds (stages/seeds-anonymize → stages/seeds-tag).

    Refuses to run before `seeds anonymize` has finished: the model only sees surrogate text.
    Exit code 1 when some calls failed after retries (the stage stays unfinished; rerun to
    retry them — answered calls come back from the ledger).
    """
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.errors import InputError
    from heartbench.seeds.tag import tag as run


    ws = Workspace.open(workspace)
    model = tagger or ws.config.models.tagger
    if not model:
        raise InputError(None, "no tagger model: pass --tagger provider/model or set [models] tagger in bench.toml")
    result = run(ws, model, calls=call_options(dry_run, timeout, max_resamples, no_spend_cap))
    if dry_run:
        typer.echo(result.calls)
        return
    stats = result.stats
    if result.skipped:
        typer.echo(f"seeds-tag: up to date ({stats.get('documents', '?')} documents, {model})")
        return
    if result.calls:
        typer.echo(result.calls, err=True)
    typer.echo(f"seeds-tag: {stats['documents']} documents, {stats.get('model_tagged', 0)} tagged by {model}, "
               f"{stats.get('unusable_reply', 0)} kept their keyword tags (unusable reply)")  # fmt: skip
    _print_scene_mix(stats["scenes"], stats["documents"], ws.standard)
