"""The dataset card (`README.md` of a release): YAML front matter that declares the configs
for `datasets`, then the facts in prose and tables (template: `templates/release-card.md`)."""

from __future__ import annotations

from string import Template

import yaml

from heartbench.evaluation.samples import CONSTRUCTION, HELD_OUT
from heartbench.release.croissant import citation
from heartbench.release.dataset import CONFIGS, SPLIT, config_cases, data_path
from heartbench.release.facts import ReleaseFacts
from heartbench.templates import PACKAGED as TEMPLATE_DIR

CARD_TEMPLATE = TEMPLATE_DIR / "release-card.md"


def front_matter(facts: ReleaseFacts) -> dict:
    count = len(facts.cases)
    size = "n<1K" if count < 1000 else "1K<n<10K" if count < 10_000 else "10K<n<100K"
    return {
        "pretty_name": facts.name,
        "license": facts.license,
        "language": [facts.language.split("-")[0]],
        "task_categories": ["text-generation"],
        "tags": ["evaluation", "benchmark", "anthropomorphic-intelligence", "rubric", "llm-as-a-judge", "heartbench"],
        "size_categories": [size],
        "configs": [
            {
                "config_name": config,
                **({"default": True} if config == "all" else {}),
                "data_files": [{"split": SPLIT, "path": data_path(config, facts.data_tag)}],
            }
            for config in CONFIGS
        ],
    }


def render_card(facts: ReleaseFacts, notes: str | None = None) -> str:
    template = Template(CARD_TEMPLATE.read_text(encoding="utf-8"))
    values = {
        "front_matter": yaml.safe_dump(front_matter(facts), allow_unicode=True, sort_keys=False).strip(),
        "name": facts.name,
        "version": facts.version,
        "canary": facts.canary,
        "standard_name": facts.standard.name,
        "standard_version": facts.standard.version,
        "config_table": _configs(facts),
        "null_catastrophic": _null_catastrophic(facts),
        "capability_table": _capabilities(facts),
        "scene_table": "\n".join(f"| {scene} | {n} |" for scene, n in facts.scenes.items()),
        "funnel_table": _funnel(facts),
        "models": "; ".join(f"{role}: {', '.join(f'`{m}`' for m in specs)}" for role, specs in facts.models.items())
        or "none recorded in this workspace.",
        "sources": _sources(facts),
        "localization": _localization(facts),
        "review": _review(facts),
        "pilot_board": _pilot_board(facts),
        "judge_agreement": _judge_agreement(facts),
        "license": f"`{facts.license}`",
        "citation": citation(facts),
        "notes": f"## Release notes\n\n{notes.strip()}\n" if notes and notes.strip() else "",
    }
    return template.substitute(values).rstrip() + "\n"


def _null_catastrophic(facts: ReleaseFacts) -> str:
    """A note when catastrophic items carry v1's null weight: there the released evaluator never
    zeroes a case (its rule needs a positive weight) while the kit's default scoring does."""
    if not any(item.kind == "catastrophic" and item.score is None for case in facts.cases for item in case.rubric):
        return ""
    return ("\n\nThe catastrophic items keep the null weight of their source (HeartBench v1): the released evaluator "
            "never zeroes a case for them, HeartBench Kit's default scoring does. `heartbench evaluate score "
            "--compat heartbench-v1` gives the released evaluator's numbers.")


def _configs(facts: ReleaseFacts) -> str:
    rows = []
    for config in CONFIGS:
        cases = config_cases(facts.cases, config)
        rows.append(f"| `{config}`{' (default)' if config == 'all' else ''} | {len(cases)} | "
                    f"{sum(len(c.rubric) for c in cases)} | `{data_path(config, facts.data_tag)}` |")  # fmt: skip
    return "\n".join(rows)


def _capabilities(facts: ReleaseFacts) -> str:
    primaries = {p.code: p.en for p in facts.standard.primaries}
    return "\n".join(
        f"| {primaries.get(c.primary, c.primary)} | {c.en} (`{c.code}`) | {c.zh} | {c.items} | {'' if c.v1 is None else c.v1} |"
        for c in facts.capabilities
    )


def _funnel(facts: ReleaseFacts) -> str:
    rows = ["| step | count |", "|---|---:|"]
    rows += [f"| {step.step} | {step.count} {step.unit} |" for step in facts.funnel]
    return "\n".join(rows)


def _sources(facts: ReleaseFacts) -> str:
    rows = ["| source | where from | licence | rights and consent |", "|---|---|---|---|"]
    rows += [f"| {s['name']} | {s['origin']} | {s['licence']} | {s['consent']} |" for s in facts.sources]
    return "\n".join(rows)


def _localization(facts: ReleaseFacts) -> str:
    local = facts.localization
    if not local:
        return ""
    source = local.get("source", {})
    checked = ("A reviewer checked the translated rubrics in this workspace (see Expert review)." if facts.review else
               "**No native speaker has reviewed the translation**: the dialogues and rubrics are as the translator model "
               "wrote them, checked only by the kit's automatic checks.")  # fmt: skip
    return (f"## Localisation\n\nThese cases are a {local.get('target')} localisation of `{source.get('name')}` "
            f"({source.get('language')}, stage `{source.get('stage')}`), translated and culturally adapted by "
            f"`{local.get('translator')}` with the template `{local.get('template_version')}`; "
            f"{local.get('cases', {}).get('localised', '?')} cases localised, {local.get('cases', {}).get('rejected', 0)} rejected. "
            f"{checked}\n")


def _review(facts: ReleaseFacts) -> str:
    review = facts.review
    if not review:
        if facts.localization:
            return "No expert review in this workspace: the source's review covered the source-language text, not this translation."
        return "No expert review recorded in this workspace."
    parts = [f"{review.get('items', '?')} case items reviewed by {review.get('reviewers', '?')} reviewers "
             f"(rule: {review.get('rule', '?')})"]  # fmt: skip
    for key, label in (("percent_agreement", "all reviewers agree on {:.1%} of items"),
                       ("pairwise_agreement", "pairwise agreement {:.1%}"), ("fleiss_kappa", "Fleiss' κ {:.2f}")):  # fmt: skip
        if review.get(key) is not None:
            parts.append(label.format(review[key]))
    return "; ".join(parts) + "."


def _judge_agreement(facts: ReleaseFacts) -> str:
    found = facts.judge_agreement
    if not found:
        return (f"No judge–human agreement has been measured for the judge `{facts.judge}` in this workspace "
                "(`heartbench evaluate agreement export` / `import`); its verdicts have not been checked against people.")  # fmt: skip

    def figure(name: str, label: str, fmt: str) -> str:
        entry = found.get(name) or {}
        if entry.get("value") is None:
            return f"{label}: not defined on these ratings"
        ci = entry.get("ci95")
        interval = f" (95 % case-bootstrap interval {fmt.format(ci[0])} – {fmt.format(ci[1])})" if ci else ""
        return f"{label} {fmt.format(entry['value'])}{interval}"

    return "; ".join([
        f"Measured for the judge `{found.get('judge')}` on run `{found.get('run')}` ({found.get('measured_at')}): "
        f"{found.get('pairs')} answers, {found.get('items')} items, {found.get('raters')} raters",
        figure("item_agreement", "item agreement with the raters' majority", "{:.1%}"),
        figure("cohen_kappa", "Cohen's κ", "{:.2f}"),
        figure("fleiss_kappa_raters", "Fleiss' κ among the raters (the human ceiling)", "{:.2f}"),
    ]) + "."  # fmt: skip


def _pilot_board(facts: ReleaseFacts) -> str:
    board = facts.pilot_board
    if board is None or not board.models:
        return "No pilot run covers the released cases."
    rows = ["| pilot model | overall | 95 % interval (case bootstrap) | case mean | unscored |", "|---|---:|---|---:|---:|"]
    ranked = sorted(board.models.items(), key=lambda kv: -(kv[1].overall if kv[1].overall is not None else -1))
    for model, score in ranked:
        interval = "" if score.overall_ci95 is None else f"{score.overall_ci95[0]:.1f} – {score.overall_ci95[1]:.1f}"
        rows.append(f"| `{model}` | {_num(score.overall)} | {interval} | {_num(score.case_mean)} | {len(score.unscored)} |")
    sample = board.answer_sample or CONSTRUCTION
    where = ("Scored on the released rubrics with the pilot run's judge verdicts on the held-out sample: a second answer of "
             "each pilot, never shown to the synthesizer nor used to prune or split." if sample == HELD_OUT else
             "**In-sample**: scored on the released rubrics with the judge verdicts on the very pilot answers that drafted, "
             "pruned and split these cases (`[pilot] holdout` was off), so these figures favour the pilots.")  # fmt: skip
    return "\n".join(rows) + "\n\n" + where


def _num(value: float | None) -> str:
    return "" if value is None else f"{value:.1f}"
