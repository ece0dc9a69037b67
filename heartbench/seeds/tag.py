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

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict

from heartbench.llm.call_options import CallOptions
from heartbench.llm.reply_json import read_json_reply
from heartbench.llm.types import LLMRequest, Message, RequestMeta, reply_schema
from heartbench.schema import SeedDoc
from heartbench.seeds.ingest import record_key
from heartbench.stages.engine import ModelStage, StageContext, StageResult, run_stage
from heartbench.stages.output import StageStats
from heartbench.stages.staleness import STANDARD
from heartbench.standard import PrimaryScene
from heartbench.templates import PromptTemplate, SectionSpec, TemplateSpec, load_template
from heartbench.workspace import Workspace, read_records

if TYPE_CHECKING:
    from heartbench.llm.runner import Runner

STAGE = "seeds-tag"
TAG_SPEC = TemplateSpec("seeds-tag", {"system": SectionSpec(required=frozenset({"scenes"})), "user": SectionSpec(required=frozenset({"text"}))})
MAX_TEXT_CHARS = 4000  # the gist is enough to tag a scene; keeps long book passages cheap
MAX_TAGS = 3
BATCH = 500


def scene_list(scenes: Sequence[PrimaryScene]) -> str:
    return "\n".join(f"{p.code}/{s.code}：{p.zh}/{s.zh}" for p in scenes for s in p.secondary)


class TagReply(BaseModel):
    """The shape a tagger reply must have (the structured output schema)."""

    scenes: list[str]


TAG_SCHEMA = reply_schema(TagReply)


def tag_request(doc: SeedDoc, model: str, template: PromptTemplate, scenes_text: str, *, max_tokens: int = 200,
                structured: bool = False) -> LLMRequest:  # fmt: skip
    return LLMRequest(
        model=model,
        system=template.render("system", scenes=scenes_text),
        messages=[Message(role="user", content=template.render("user", text=doc.text[:MAX_TEXT_CHARS]))],
        max_tokens=max_tokens,
        json_schema=TAG_SCHEMA if structured else None,
        # No temperature: current Anthropic models refuse sampling parameters; the ledger makes
        # reruns exact anyway.
        template_version=template.version,
        meta=RequestMeta(task="tag", stage=STAGE, case_id=doc.id),
    )


def parse_tags(text: str, known: set[str]) -> list[str] | str:
    """The tags of a reply, or what is wrong with it."""
    value, problem = read_json_reply(text, expected='a JSON object {"scenes": [...]}', required=("scenes",))
    if problem is not None:
        return problem
    tags = value.get("scenes") if isinstance(value, dict) else None
    if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
        return 'reply has no "scenes" list of codes'
    unknown = [t for t in tags if t not in known]
    if unknown:
        return f"unknown scene code(s): {', '.join(unknown[:3])}"
    return list(dict.fromkeys(tags))[:MAX_TAGS]


class TagStats(StageStats):
    """stats.json of `seeds tag`."""

    model_config = ConfigDict(extra="forbid")

    model: str
    """The tagger model."""
    documents: int
    """Documents read."""
    model_tagged: int = 0
    """Documents whose scenes the model set."""
    unusable_reply: int = 0
    """Documents whose reply could not be read (keyword scenes kept, problem noted)."""
    agrees_with_keywords: int = 0
    """Documents whose first model scene equals the first keyword scene."""
    scenes: dict[str, Any]
    """Scene mix after tagging: tagger, untagged, counts by first scene."""


class TagStage(ModelStage):
    """Model scene tags for the anonymised seeds."""

    name = STAGE
    config_reads = (STANDARD,)
    stats_model = TagStats
    version = 1
    missing_input = "no finished `seeds anonymize` here: the model tagger only reads anonymised seeds; run `heartbench seeds anonymize -w WS` first"

    def __init__(self, workspace: Workspace, model: str, *, calls: CallOptions | None = None):
        super().__init__(workspace, calls=calls)
        self.model = model
        self.budget, self.structured = workspace.config.budgets.tagger, workspace.config.structured.tagger
        self.template = load_template(TAG_SPEC, language=workspace.config.language)
        standard = workspace.standard
        self.scenes_text = scene_list(standard.scenes)
        self.known = {f"{p.code}/{s.code}" for p in standard.scenes for s in p.secondary}

    def settings(self) -> dict[str, Any]:
        return {"model": self.model, "template": self.template.version, "system": self.template.render("system", scenes=self.scenes_text),
                "budget": self.budget, "structured": self.structured}  # fmt: skip

    async def run_async(self, ctx: StageContext, runner: Runner) -> dict[str, Any]:
        docs = list(read_records(self.source, SeedDoc, allow_empty=True))
        todo = [d for d in docs if not ctx.done(record_key(d.source, d.line))]
        counts: Counter[str] = Counter(documents=len(docs))
        for start in range(0, len(todo), BATCH):
            batch = todo[start : start + BATCH]
            requests = [tag_request(d, self.model, self.template, self.scenes_text, max_tokens=self.budget, structured=self.structured)
                        for d in batch]  # fmt: skip
            for doc, result in zip(batch, await runner.map(requests, "tagging scenes"), strict=True):
                key = record_key(doc.source, doc.line)
                if not result.ok:
                    ctx.fail(key, result.error or "call failed")
                    continue
                parsed = parse_tags(result.response.text, self.known)
                if isinstance(parsed, str):
                    doc = doc.model_copy(update={"meta": {**doc.meta, "scene_tagger_problem": f"{self.model}: {parsed}"}})
                else:
                    meta = {**doc.meta, "scene_tagger": self.model, "keyword_scenes": doc.scenes}
                    doc = doc.model_copy(update={"scenes": parsed, "meta": meta})
                ctx.keep(doc, key)
        if ctx.failures:
            return {}
        mix: Counter[str] = Counter()
        for row in ctx.out.written_rows():  # this run's and an interrupted run's rows alike
            mix[row["scenes"][0] if row["scenes"] else "(untagged)"] += 1
            meta = row.get("meta", {})
            counts["model_tagged"] += "scene_tagger" in meta
            counts["unusable_reply"] += "scene_tagger_problem" in meta
            keyword = meta.get("keyword_scenes")
            counts["agrees_with_keywords"] += bool(keyword and row["scenes"] and keyword[0] == row["scenes"][0])
        scene_mix = {"tagger": self.model, "untagged": mix.pop("(untagged)", 0), "secondary": dict(mix.most_common())}
        return {"model": self.model, **counts, "scenes": scene_mix}


def tag(workspace: Workspace, model: str, *, calls: CallOptions | None = None) -> StageResult:
    """Run the stage with `model` (`provider/model`)."""
    return run_stage(TagStage(workspace, model, calls=calls))
