"""`heartbench localize -w WS --to LANG --out WS2`: a localised variant of a workspace's cases.

WS2 is a new workspace: the source's bench.toml with `language = LANG`, the packaged standard
for LANG (`heartbench-<LANG>`, same capability codes), and `localization.json` (source, target,
translator, template version). Its `localize` stage holds the translated cases, the current
cases of WS2, so pilot, prune, split and release run on it as on any workspace.

Per case one request to `[models] translator` (template `localize.<LANG>.txt`): the dialogue
and the rubric as JSON. The reply must keep every turn and role, and every item with its id,
dimension and weight (checks in `heartbench.localize.checks`); scenes are mapped through the
standard (the glossary), not translated. A case keeps its Normal/Hard label and expert label
until WS2's own pilot and split say otherwise. Calls go to WS2's ledger, so WS2 can be rebuilt
from it; scripted replies are read from the source workspace, where the command runs.
"""

from __future__ import annotations

import contextlib
import json
import re
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ConfigDict

from heartbench.errors import ConfigError, InputError, shell_arg
from heartbench.jsonio import atomic_folder, dumps, write_json, write_text
from heartbench.llm.call_options import CallOptions
from heartbench.llm.factory import open_runner
from heartbench.llm.runner import Runner
from heartbench.llm.types import LLMRequest, Message, RequestMeta
from heartbench.localize import checks
from heartbench.model_spec import parse_model
from heartbench.schema import Case, Provenance, RubricItem, Turn
from heartbench.stages import Rejection
from heartbench.stages.engine import ModelStage, StageContext, StageResult, run_stage
from heartbench.stages.output import StageStats
from heartbench.stages.staleness import STANDARD
from heartbench.standard import Standard, load_standard
from heartbench.templates import SectionSpec, TemplateSpec, load_template
from heartbench.workspace import CONFIG_NAME, Workspace

if TYPE_CHECKING:
    from heartbench.llm.runner import Runner

STAGE = "localize"
MANIFEST = "localization.json"
LOCALIZE_SPEC = TemplateSpec(
    "localize", {"system": SectionSpec(required=frozenset({"language"})), "user": SectionSpec(required=frozenset({"case"}))}
)
LANGUAGE_NAMES = {"en": "English", "fr": "French", "de": "German", "es": "Spanish", "ja": "Japanese", "ko": "Korean"}


def case_payload(case: Case) -> str:
    return dumps({
        "dialogue": [{"role": t.role, "content": t.content} for t in case.dialogue],
        "rubric": [{"item_id": i.item_id, "dimension": i.dimension, "score": i.score, "content": i.content} for i in case.rubric],
    })  # fmt: skip


class LocalizeStats(StageStats):
    """stats.json of `localize`."""

    model_config = ConfigDict(extra="forbid")

    source: str
    """The source workspace."""
    source_stage: str
    """The source stage whose cases were translated."""
    cases: int
    """Cases translated."""
    translator: str
    """The translator model."""
    template_version: str
    """Version of the translation template."""


class LocalizeStage(ModelStage):
    """Translated, culturally adapted cases of a source workspace, written into the target."""

    name = STAGE
    config_reads = (STANDARD,)
    stats_model = LocalizeStats
    version = 1

    def __init__(self, target: Workspace, source: Workspace, model: str, *, limit: int | None = None,
                 case_ids: list[str] | None = None, calls: CallOptions | None = None):  # fmt: skip
        super().__init__(target, calls=calls)
        self.source_ws = source
        self.model = model
        self.limit = limit
        self.case_ids = case_ids or None
        self.language = target.config.language
        self.template = load_template(LOCALIZE_SPEC, language=self.language)
        self.source_stage = source.current_case_stage()
        self.records = source.stage_dir(self.source_stage) / "records.jsonl"

    def input_files(self) -> list[Path]:
        return [self.records]

    def rerun_command(self) -> str:
        """The same command with this run's own values, not the placeholders of the pipeline's table."""
        command = (f"heartbench localize -w {shell_arg(self.source_ws.root)} --to {self.language} --out {shell_arg(self.ws.root)} "
                   f"--translator {shell_arg(self.model)}")
        if self.limit is not None:
            command += f" --limit {self.limit}"
        return command + "".join(f" --case {shell_arg(case_id)}" for case_id in self.case_ids or ())

    def settings(self) -> dict[str, Any]:
        budget, structured = self.source_ws.config.budgets.translator, self.source_ws.config.structured.translator
        return {"model": self.model, "template": self.template.version, "limit": self.limit, "cases": self.case_ids,
                "budget": budget, "structured": structured,
                "source_stage": self.source_stage,
                "system": self.template.render("system", language=self.language_name)}  # fmt: skip

    @property
    def language_name(self) -> str:
        return LANGUAGE_NAMES.get(self.language.split("-")[0], self.language)

    def request(self, case: Case) -> LLMRequest:
        return LLMRequest(
            model=self.model,
            system=self.template.render("system", language=self.language_name),
            messages=[Message(role="user", content=self.template.render("user", case=case_payload(case)))],
            max_tokens=self.source_ws.config.budgets.translator,
            json_schema=checks.TRANSLATION_SCHEMA if self.source_ws.config.structured.translator else None,
            template_version=self.template.version,
            meta=RequestMeta(task=STAGE, stage=STAGE, case_id=case.case_id),
        )

    def open_runner(self) -> contextlib.AbstractContextManager[Runner]:
        """The source workspace's models, limits and surrogates; the calls in the target's ledger."""
        return open_runner(self.source_ws, ledger_path=self.ws.ledger_path, calls=self.calls, **self.runner_options)

    async def run_async(self, ctx: StageContext, runner: Runner) -> dict[str, Any]:
        cases = self.source_ws.load_cases(self.source_stage)
        if self.case_ids:
            known = {case.case_id for case in cases}
            unknown = [case_id for case_id in self.case_ids if case_id not in known]
            if unknown:
                raise InputError(self.records, f"no case {unknown[0]} among the current cases")
            cases = [case for case in cases if case.case_id in self.case_ids]
        cases = cases[: self.limit]
        if not cases:
            raise InputError(self.records, "no cases to localise")
        standard, source_standard = self.ws.standard, self.source_ws.standard
        todo = [case for case in cases if not ctx.done(case.case_id)]
        results = await runner.map([self.request(case) for case in todo], f"localising to {self.language}")
        for case, result in zip(todo, results, strict=True):
            if not result.ok:
                ctx.fail(case.case_id, result.error or "call failed")
                continue
            outcome = self.localise(case, result.response.text, standard, source_standard, result.key)
            if isinstance(outcome, Case):
                ctx.keep(outcome, case.case_id)
            else:
                code, reason = outcome
                ctx.reject({"case_id": case.case_id, "reply": result.response.text}, case.case_id, Rejection(code, reason))
        return {"source": str(self.source_ws.root), "source_stage": self.source_stage, "cases": len(cases),
                "translator": self.model, "template_version": self.template.version}  # fmt: skip

    def localise(self, case: Case, reply: str, standard: Standard, source_standard: Standard, key: str) -> Case | tuple[str, str]:
        translation = checks.parse_translation(reply)
        if isinstance(translation, str):
            return "unusable-reply", translation
        problem = (
            checks.structure_problem(case, translation)
            or checks.glossary_problem(translation, standard)
            or checks.script_problem(translation, self.language)
            or checks.pii_problem(translation, self.language)
        )
        if problem:
            return problem
        primary, secondary = _scene_labels(case, source_standard, standard)
        return case.model_copy(update={
            "dialogue": [Turn(role=role, content=content) for role, content in translation.turns],  # type: ignore[arg-type]
            "rubric": [RubricItem(**{**item.model_dump(), "content": new["content"]}) for item, new in zip(case.rubric, translation.items)],
            "primary_scene": primary,
            "secondary_scene": secondary,
            "lang": self.language,
            "provenance": Provenance(seed_ids=case.provenance.seed_ids, stage=STAGE, template_version=self.template.version,
                                     ledger_keys=[key], source=f"{self.source_ws.root.name}:{case.case_id}"),
        })  # fmt: skip


def _scene_labels(case: Case, source: Standard, target: Standard) -> tuple[str, str]:
    """The case's scene labels in the target standard's language, found through the codes."""
    target_label, source_label = target.label_field, source.label_field
    for primary in source.scenes:
        if getattr(primary, source_label) != case.primary_scene:
            continue
        t_primary = next((p for p in target.scenes if p.code == primary.code), None)
        if t_primary is None:
            break
        sec = next((s for s in primary.secondary if getattr(s, source_label) == case.secondary_scene), None)
        t_sec = next((s for s in t_primary.secondary if sec is not None and s.code == sec.code), None)
        return getattr(t_primary, target_label), getattr(t_sec, target_label) if t_sec else ""
    return case.primary_scene, case.secondary_scene


def target_workspace(source: Workspace, language: str, out: Path) -> Workspace:
    """WS2: created from the source's bench.toml, or reopened when it is this localisation's."""
    out = Path(out)
    manifest = out / MANIFEST
    if manifest.is_file():
        recorded = json.loads(manifest.read_text(encoding="utf-8"))
        if not _same_source(recorded, source) or recorded.get("target") != language:
            raise InputError(out, "holds another localisation; choose a new folder")
        return Workspace.open(out)
    if out.exists() and (not out.is_dir() or any(out.iterdir())):
        raise InputError(out, "exists and is not an empty folder; choose a new folder for the localised workspace")
    standard_name = f"heartbench-{language.split('-')[0]}"
    load_standard(standard_name)  # InputError naming the packaged standards when there is none
    text = (source.root / CONFIG_NAME).read_text(encoding="utf-8")
    text = _set_key(text, "name", f"{source.config.name}-{language}")
    text = _set_key(text, "language", language)
    text = _set_key(text, "standard", standard_name)
    # made whole in a staging folder, its manifest in it, so that a rerun after a crash or a failed
    # call always finds either no folder or one it recognises as its own, and resumes
    with atomic_folder(out, private=["private"]) as staging:
        Workspace.init(staging, name=f"{source.config.name}-{language}")
        write_text(staging / CONFIG_NAME, text)
        write_json(staging / MANIFEST, _manifest(source, language, standard_name))
    return Workspace.open(out)


def _same_source(recorded: dict[str, Any], source: Workspace) -> bool:
    """The localisation's source is this workspace: at the path recorded, or moved from it (the
    recorded folder is gone and this one has the recorded name and language). A source that was
    moved or renamed would otherwise force every translation to be paid for again."""
    was = recorded.get("source", {})
    if was.get("workspace") == str(source.root.resolve()):
        return True
    moved = not Path(str(was.get("workspace", ""))).exists()
    return moved and was.get("name") == source.config.name and was.get("language") == source.config.language


def _manifest(source: Workspace, language: str, standard: str, **done: Any) -> dict[str, Any]:
    return {"source": {"workspace": str(source.root.resolve()), "name": source.config.name, "language": source.config.language,
                       **({"stage": done.pop("stage")} if "stage" in done else {})},
            "target": language, "standard": standard, **done}  # fmt: skip


def _set_key(text: str, key: str, value: str) -> str:
    """Set a top-level key of bench.toml, keeping its comments and everything else."""
    pattern = re.compile(rf'^{key}\s*=\s*"[^"\n]*"', re.M)
    line = f"{key} = {json.dumps(value, ensure_ascii=False)}"
    if pattern.search(text.split("\n[", 1)[0]):
        return pattern.sub(line, text, count=1)
    return f"{line}\n{text}"


def localize(source: Workspace, language: str, out: Path, *, model: str | None = None, limit: int | None = None,
             case_ids: list[str] | None = None, calls: CallOptions | None = None) -> tuple[Workspace, StageResult]:  # fmt: skip
    model = model or source.config.models.translator
    if not model:
        raise ConfigError(source.root / CONFIG_NAME, "[models] translator is not set; add it or pass --translator P/M")
    parse_model(model)
    if language.split("-")[0] == source.config.language.split("-")[0]:
        raise InputError(None, f"--to {language}: the workspace is already in {source.config.language}")
    target = target_workspace(source, language, out)
    result = run_stage(LocalizeStage(target, source, model, limit=limit, case_ids=case_ids, calls=calls))
    counts = Counter(result.stats.get("counts", {}))
    write_json(target.root / MANIFEST, _manifest(
        source, language, target.config.standard, stage=result.stats.get("source_stage"), translator=model,
        template_version=result.stats.get("template_version"),
        cases={"localised": counts.get("kept", 0), "rejected": counts.get("rejected", 0)},
    ))  # fmt: skip
    return target, result


def describe(target: Workspace, result: StageResult) -> str:
    stats = result.stats
    counts = stats.get("counts", {})
    rejections = ", ".join(f"{code} {n}" for code, n in stats.get("rejections", {}).items())
    state = "up to date: " if result.skipped else ""
    return (
        f"localize: {state}{counts.get('kept', 0)} of {stats.get('cases', '?')} cases localised to {target.config.language}"
        + (f", {counts.get('rejected', 0)} rejected ({rejections})" if counts.get("rejected") else "")
        + f"\n  workspace: {target.root} (standard {target.config.standard}; {MANIFEST})"
        + (f"\n  {result.calls.splitlines()[0]}" if result.calls else "")
    )
