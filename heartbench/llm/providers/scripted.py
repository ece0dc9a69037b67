"""Offline replies read from files in the workspace, for demos and tests.

Layout (`scripted/<name>` is the model spec; `<name>` may contain slashes = subfolders)::

    <workspace>/scripted/<name>/<task>/<case_id>.txt              one reply per case
    <workspace>/scripted/<name>/<task>/<case_id>/<subject>.txt    one reply per case and subject
    <workspace>/scripted/<name>/<task>/_any.txt                   one reply for every other case
    <workspace>/scripted/<name>/<task>/_any/<subject>.txt         ... per subject

`task`, `case_id` and `subject` come from `LLMRequest.meta`; a subject containing slashes (a
judged model such as `openai/Qwen/Qwen3-8B`) is a nested path. With a subject, the
per-subject file is looked up first, then the per-case file, then the `_any` files (a demo's
stand-in for a model whose reply does not depend on the case). `.json` is tried before `.txt`:

* `.txt` — the reply text, verbatim (one trailing newline dropped).
* `.json` — an object with the fields of an LLM response: `text` (default ""), `tool_input`
  (a JSON object: the tool call, allowed only when the request asks for a tool), `usage`
  (token counts, default zeros), `stop_reason`.

A request of another draw than the construction sample (`LLMRequest.sample_set`: `held-out`,
`evaluation`) looks in `<workspace>/scripted/<name>/samples/<sample_set>/<task>/…` first, with
the same layout, then in the folders above: a demo gives its held-out answers and verdicts
there, and every other reply is shared. Before both, a request of a stage (`meta.stage`) looks
in `<workspace>/scripted/<name>/stages/<stage>/…` (with its own `samples/` inside): a judge's
replies to the rubrics one stage changed, say, without touching the other stages' replies.

A missing file is a non-retryable error naming the path expected.
"""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import ValidationError

from heartbench.errors import HeartbenchError
from heartbench.jsonio import validation_problem
from heartbench.llm.providers import Provider, ProviderContext
from heartbench.llm.types import LLMRequest, LLMResponse, ProviderError

FOLDER = "scripted"
SUFFIXES = (".json", ".txt")
ANY_CASE = "_any"
SAMPLES = "samples"
STAGES = "stages"


class ScriptedProvider(Provider):
    name = "scripted"

    def __init__(self, context: ProviderContext):
        super().__init__(context)
        if context.workspace_root is None:
            raise HeartbenchError("provider 'scripted' needs a workspace folder (its replies live in <workspace>/scripted/)")
        self.root = Path(context.workspace_root) / FOLDER

    def stems(self, request: LLMRequest) -> list[Path]:
        """Reply file paths without suffix, most specific first."""
        meta = request.meta
        if not meta.case_id:
            raise _failure("scripted requests need meta.case_id (the reply file is named after it)")
        model_dir = self.root.joinpath(*_parts(request.model_name, "model name"))
        roots = [model_dir.joinpath(STAGES, *_parts(meta.stage, "stage")), model_dir] if meta.stage else [model_dir]
        task_dirs = []
        for root in roots:
            if request.sample_set != "construction":
                task_dirs.append(root.joinpath(SAMPLES, *_parts(request.sample_set, "sample"), *_parts(meta.task, "task")))
            task_dirs.append(root.joinpath(*_parts(meta.task, "task")))
        stems = []
        for task_dir in task_dirs:
            for case_stem in (task_dir.joinpath(*_parts(meta.case_id, "case_id")), task_dir / ANY_CASE):
                if meta.subject:
                    stems.append(case_stem.joinpath(*_parts(meta.subject, "subject")))
                stems.append(case_stem)
        return stems

    async def complete(self, request: LLMRequest) -> LLMResponse:
        stems = self.stems(request)
        for stem in stems:
            for suffix in SUFFIXES:
                path = stem.with_name(stem.name + suffix)
                if path.is_file():
                    return _read_reply(path, request)
        meta = request.meta.model_copy(update={"stage": None})
        shared = self.stems(request.model_copy(update={"sample_set": "construction", "meta": meta}))  # where most replies live
        expected = f"{shared[0]}.txt (or .json)"
        if request.meta.subject:
            expected += f", or one reply for every subject in {shared[1]}.txt"
        raise _failure(f"no scripted reply: expected {expected}", reason="scripted reply missing")


def _read_reply(path: Path, request: LLMRequest) -> LLMResponse:
    try:
        raw = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise _failure(f"{path}: cannot read ({exc})", reason="scripted reply invalid") from None
    if path.suffix == ".txt":
        return LLMResponse(text=raw[:-1] if raw.endswith("\n") else raw, stop_reason="end_turn")
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise _failure(f"{path}: not valid JSON ({exc.msg} at line {exc.lineno})", reason="scripted reply invalid") from None
    if not isinstance(data, dict):
        raise _failure(f"{path}: expected a JSON object with text/tool_input/usage", reason="scripted reply invalid")
    data.setdefault("text", "")
    try:
        response = LLMResponse.model_validate(data)
    except ValidationError as exc:
        raise _failure(f"{path}: {validation_problem(exc)}", reason="scripted reply invalid") from None
    if response.tool_input is not None and request.tool is None:
        raise _failure(f"{path}: has tool_input but the request asks for no tool", reason="scripted reply invalid")
    return response


def _parts(value: str, what: str) -> list[str]:
    parts = value.split("/")
    if any(part in ("", ".", "..") or "\\" in part or "\0" in part for part in parts):
        raise _failure(f"scripted {what} '{value}' cannot be used as a file path")
    return parts


def _failure(message: str, reason: str = "scripted request invalid") -> ProviderError:
    return ProviderError(message, retryable=False, reason=reason)
