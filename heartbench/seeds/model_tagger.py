"""`seeds tag`: scene tags from a model, for anonymised seeds only.

Why a stage of its own rather than an option of `seeds clean`: personal data never leaves the
machine, and `seeds clean` runs before `seeds anonymize`. This stage reads nothing but the
output of a *finished* `seeds anonymize` (stages/seeds-anonymize/records.jsonl with its
completion marker) and refuses to run otherwise, so the model only ever sees surrogate text.

Per document one request (template `seeds-tag.<lang>.txt`) through the runner (ledger,
limits, retries). The reply is a JSON object `{"scenes": [codes…]}` with codes from the
standard's scene tree. Outcomes:

* usable reply → the document's `scenes` become the model's tags (`meta.scene_tagger` = the
  model, `meta.keyword_scenes` = the offline tags it replaced);
* unusable reply (not JSON, unknown code) → the document keeps its keyword tags and
  `meta.scene_tagger_problem` says why; it is counted, never dropped;
* failed call (after the runner's retries) → the document is not written: the stage stays
  unfinished and says so, and a rerun sends only what is missing (answered calls come back
  from the ledger).
"""

from __future__ import annotations

import asyncio
import json
import re
from collections import Counter
from collections.abc import Sequence
from typing import Any, NamedTuple

from heartbench.llm.types import LLMRequest, Message, RequestMeta
from heartbench.schema import SeedDoc
from heartbench.seeds.ingest import record_key
from heartbench.stages import StageOutput, fingerprint, read_stage_rows
from heartbench.standard import PrimaryScene
from heartbench.templates import PromptTemplate, SectionSpec, TemplateSpec, load_template
from heartbench.workspace import Workspace, read_records

STAGE = "seeds-tag"
INPUT_STAGE = "seeds-anonymize"
STAGE_VERSION = 1
TAG_SPEC = TemplateSpec("seeds-tag", {"system": SectionSpec(required=frozenset({"scenes"})), "user": SectionSpec(required=frozenset({"text"}))})
MAX_TEXT_CHARS = 4000  # the gist is enough to tag a scene; keeps long book passages cheap
MAX_TAGS = 3
BATCH = 500
_JSON_OBJECT = re.compile(r"\{.*\}", re.DOTALL)


class TagResult(NamedTuple):
    up_to_date: bool
    stats: dict[str, Any]
    failed: int
    """Documents whose call failed after retries (not written; rerun to retry)."""
    calls: str
    """The runner's report."""


def scene_list(scenes: Sequence[PrimaryScene]) -> str:
    return "\n".join(f"{p.code}/{s.code}：{p.zh}/{s.zh}" for p in scenes for s in p.secondary)


def tag_request(doc: SeedDoc, model: str, template: PromptTemplate, scenes_text: str) -> LLMRequest:
    return LLMRequest(
        model=model,
        system=template.render("system", scenes=scenes_text),
        messages=[Message(role="user", content=template.render("user", text=doc.text[:MAX_TEXT_CHARS]))],
        max_tokens=200,
        # No temperature: current Anthropic models refuse sampling parameters; the ledger makes
        # reruns exact anyway.
        template_version=template.version,
        meta=RequestMeta(task="tag", stage=STAGE, case_id=doc.id),
    )


def parse_tags(text: str, known: set[str]) -> list[str] | str:
    """The tags of a reply, or what is wrong with it."""
    found = _JSON_OBJECT.search(text or "")
    if not found:
        return "no JSON object in the reply"
    try:
        value = json.loads(found.group())
    except json.JSONDecodeError as exc:
        return f"reply is not valid JSON ({exc.msg})"
    tags = value.get("scenes") if isinstance(value, dict) else None
    if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
        return 'reply has no "scenes" list of codes'
    unknown = [t for t in tags if t not in known]
    if unknown:
        return f"unknown scene code(s): {', '.join(unknown[:3])}"
    return list(dict.fromkeys(tags))[:MAX_TAGS]


def tag(workspace: Workspace, model: str, runner=None) -> TagResult:
    """Run the stage with `model` (`provider/model`); `runner` defaults to the workspace's."""
    source = workspace.finished_output(
        INPUT_STAGE,
        "no finished `seeds anonymize` here: the model tagger only reads anonymised seeds; run `heartbench seeds anonymize -w WS` first",
    )
    template = load_template(TAG_SPEC, language=workspace.config.language)
    standard = workspace.standard
    scenes_text = scene_list(standard.scenes)
    known = {f"{p.code}/{s.code}" for p in standard.scenes for s in p.secondary}
    config = {"model": model, "template": template.version, "system": template.render("system", scenes=scenes_text)}
    out = StageOutput(workspace.stage_dir(STAGE), fingerprint(inputs=[source], config=config, version=f"{STAGE}/{STAGE_VERSION}"))
    if out.complete:
        return TagResult(True, json.loads((out.dir / "stats.json").read_text(encoding="utf-8")), 0, "")
    if runner is None:
        from heartbench.llm.ledger import Ledger
        from heartbench.llm.runner import Runner

        with Ledger(workspace.ledger_path) as ledger:
            return _run(out, source, Runner.for_workspace(workspace, ledger), model, template, scenes_text, known)
    return _run(out, source, runner, model, template, scenes_text, known)


def _run(out: StageOutput, source, runner, model, template, scenes_text, known) -> TagResult:
    counts: Counter[str] = Counter()
    mix: Counter[str] = Counter()
    with out:
        docs = list(read_records(source, SeedDoc, allow_empty=True))
        counts["documents"] = len(docs)
        todo = [d for d in docs if record_key(d.source, d.line) not in out.done_keys]
        counts["resumed"] = len(docs) - len(todo)
        asyncio.run(_tag_all(todo, runner, out, model, template, scenes_text, known, counts))
        if counts["failed"]:
            return TagResult(False, dict(counts), counts["failed"], runner.report())
        for row in _published_rows(out):  # this run's and an interrupted run's rows alike
            mix[row["scenes"][0] if row["scenes"] else "(untagged)"] += 1
            meta = row.get("meta", {})
            counts["model_tagged"] += "scene_tagger" in meta
            counts["unusable_reply"] += "scene_tagger_problem" in meta
            keyword = meta.get("keyword_scenes")
            counts["agrees_with_keywords"] += bool(keyword and row["scenes"] and keyword[0] == row["scenes"][0])
        scene_mix = {"tagger": model, "untagged": mix.pop("(untagged)", 0), "secondary": dict(mix.most_common())}
        stats = out.finish({"model": model, **counts, "scenes": scene_mix})
    return TagResult(False, stats, 0, runner.report())


async def _tag_all(docs, runner, out: StageOutput, model, template, scenes_text, known, counts: Counter[str]) -> None:
    try:
        for start in range(0, len(docs), BATCH):
            batch = docs[start : start + BATCH]
            results = await runner.map([tag_request(d, model, template, scenes_text) for d in batch], "tagging scenes")
            for doc, result in zip(batch, results):
                if not result.ok:
                    counts["failed"] += 1
                    continue
                parsed = parse_tags(result.response.text, known)
                if isinstance(parsed, str):
                    meta = {**doc.meta, "scene_tagger_problem": f"{model}: {parsed}"}
                    doc = doc.model_copy(update={"meta": meta})
                else:
                    meta = {**doc.meta, "scene_tagger": model, "keyword_scenes": doc.scenes}
                    doc = doc.model_copy(update={"scenes": parsed, "meta": meta})
                out.keep(doc, record_key(doc.source, doc.line))
    finally:
        await runner.aclose()


def _published_rows(out: StageOutput):
    """Rows written so far, this run's and an interrupted run's (the `.partial` file)."""
    return read_stage_rows(out.dir / "records.jsonl.partial")
