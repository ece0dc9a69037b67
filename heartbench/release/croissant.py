"""`croissant.json`: Croissant 1.0 metadata (MLCommons) with the Responsible-AI vocabulary.

Written by hand from the release facts (the `mlcroissant` library is only needed to check it,
which the tests do): one `FileObject` per parquet file with its sha256, one `RecordSet` per
config whose fields mirror `heartbench.release.dataset.features`, and the RAI fields that
say how the data was collected, processed, annotated, and what it must not be used for.
"""

from __future__ import annotations

import datetime
from typing import Any

from heartbench.release.dataset import CONFIGS, data_path
from heartbench.release.facts import ReleaseFacts

CONTEXT: dict[str, Any] = {
    "@language": "en",
    "@vocab": "https://schema.org/",
    "citeAs": "cr:citeAs",
    "column": "cr:column",
    "conformsTo": "dct:conformsTo",
    "cr": "http://mlcommons.org/croissant/",
    "rai": "http://mlcommons.org/croissant/RAI/",
    "data": {"@id": "cr:data", "@type": "@json"},
    "dataType": {"@id": "cr:dataType", "@type": "@vocab"},
    "dct": "http://purl.org/dc/terms/",
    "equivalentProperty": "cr:equivalentProperty",
    "examples": {"@id": "cr:examples", "@type": "@json"},
    "extract": "cr:extract",
    "field": "cr:field",
    "fileProperty": "cr:fileProperty",
    "fileObject": "cr:fileObject",
    "fileSet": "cr:fileSet",
    "format": "cr:format",
    "includes": "cr:includes",
    "isLiveDataset": "cr:isLiveDataset",
    "jsonPath": "cr:jsonPath",
    "key": "cr:key",
    "md5": "cr:md5",
    "parentField": "cr:parentField",
    "path": "cr:path",
    "recordSet": "cr:recordSet",
    "references": "cr:references",
    "regex": "cr:regex",
    "repeated": "cr:repeated",
    "replace": "cr:replace",
    "samplingRate": "cr:samplingRate",
    "sc": "https://schema.org/",
    "separator": "cr:separator",
    "source": "cr:source",
    "subField": "cr:subField",
    "transform": "cr:transform",
}

# (name, Croissant data type, description); nested columns list their sub-fields.
CASE_FIELDS = (
    ("case_id", "sc:Text", "Stable case id."),
    ("difficulty", "sc:Text", "normal or hard."),
    ("primary_scene", "sc:Text", "Primary counselling scene (label as written in the dataset's language)."),
    ("secondary_scene", "sc:Text", "Secondary scene."),
    ("lang", "sc:Text", "Language of dialogue and rubric (BCP-47)."),
)
NESTED_FIELDS = {
    "dialogue": ("The conversation so far; the model under test answers the last A turn.",
                 (("role", "sc:Text"), ("content", "sc:Text"))),
    "rubric": ("Binary criteria the judge checks the answer against, in the order shown to the judge.",
               (("item_id", "sc:Text"), ("dimension", "sc:Text"), ("label", "sc:Text"), ("score", "sc:Integer"),
                ("content", "sc:Text"), ("kind", "sc:Text"))),
}  # fmt: skip


def croissant(facts: ReleaseFacts, file_hashes: dict[str, str], description: str) -> dict[str, Any]:
    """The metadata document; `file_hashes` maps each parquet path to its sha256."""
    # creator and url only from bench.toml: omitted rather than invented when unset
    optional = {"url": facts.homepage} if facts.homepage else {}
    if facts.authors:
        optional["creator"] = [{"@type": "sc:Person", "name": name} for name in facts.authors]
    return {
        "@context": CONTEXT,
        "@type": "sc:Dataset",
        "name": facts.name,
        "description": description,
        "conformsTo": "http://mlcommons.org/croissant/1.0",
        "citeAs": citation(facts),
        "license": facts.license,
        **optional,
        "version": facts.version,
        "datePublished": datetime.date.today().isoformat(),
        "inLanguage": facts.language,
        "isLiveDataset": False,
        "keywords": ["evaluation", "anthropomorphic intelligence", "emotional intelligence", "counselling dialogue",
                     "rubric", "LLM-as-a-judge", f"contamination canary {facts.canary}"],  # fmt: skip
        **responsible_ai(facts),
        "distribution": [
            {
                "@type": "cr:FileObject",
                "@id": f"{config}-parquet",
                "name": f"{config}-parquet",
                "description": f"The {config} config, test split.",
                "contentUrl": data_path(config, facts.data_tag),
                "encodingFormat": "application/x-parquet",
                "sha256": file_hashes[data_path(config, facts.data_tag)],
            }
            for config in CONFIGS
        ],
        "recordSet": [_record_set(config) for config in CONFIGS],
    }


def _record_set(config: str) -> dict[str, Any]:
    source = {"fileObject": {"@id": f"{config}-parquet"}}
    fields = [
        {"@type": "cr:Field", "@id": f"{config}/{name}", "name": name, "description": text, "dataType": kind,
         "source": {**source, "extract": {"column": name}}}
        for name, kind, text in CASE_FIELDS
    ]  # fmt: skip
    for name, (text, subfields) in NESTED_FIELDS.items():
        fields.append(
            {
                "@type": "cr:Field",
                "@id": f"{config}/{name}",
                "name": name,
                "description": text,
                "repeated": True,
                "subField": [
                    {"@type": "cr:Field", "@id": f"{config}/{name}/{sub}", "name": sub, "dataType": kind,
                     "source": {**source, "extract": {"column": name}, "transform": {"jsonPath": sub}}}
                    for sub, kind in subfields
                ],
            }
        )  # fmt: skip
    return {"@type": "cr:RecordSet", "@id": config, "name": config, "description": f"Cases of the {config} config.", "field": fields}


def responsible_ai(facts: ReleaseFacts) -> dict[str, Any]:
    """The RAI fields, from the same facts the card states."""
    funnel = "; ".join(f"{step.step}: {step.count}" for step in facts.funnel)
    models = "; ".join(f"{role}: {', '.join(specs)}" for role, specs in facts.models.items()) or "none recorded"
    sources = "; ".join(f"{s['name']} ({s['origin']}; licence {s['licence']}; {s['consent']})" for s in facts.sources)
    local = facts.localization
    translated = (f" Translated and culturally adapted from {local.get('source', {}).get('name')} by {local.get('translator')} "
                  f"(template {local.get('template_version')})." if local else "")  # fmt: skip
    kinds = ["Secondary Data Analysis", "Machine-generated (rewritten)"] + (["Machine-translated"] if local else [])
    kinds += ["Expert-reviewed"] if facts.review else []
    return {
        "rai:dataCollection": (
            f"Seed texts: {sources or 'not stated'}. They were ingested, cleaned, deduplicated and anonymised, then "
            f"rewritten by a model into multi-turn dialogues of at most nine turns.{translated} Construction funnel: {funnel}."
        ),
        "rai:dataCollectionType": kinds,
        "rai:dataPreprocessingProtocol": [
            "Normalisation, boilerplate and quality filters, exact and near-duplicate removal (MinHash LSH).",
            "Personal data replaced by consistent surrogates before any model call; a PII gate checks every release.",
        ],
        "rai:dataAnnotationProtocol": (
            "Case-specific binary rubric items drafted from an absolute standard (expert principles per capability) "
            "and a relative standard (contrasts between pilot-model answers)"
            + (", reviewed by experts" if facts.review else " (no expert review recorded in this workspace)")
            + ", pruned of items and cases every pilot model already satisfies, and split Normal/Hard from pilot scores."
        ),
        "rai:dataAnnotationPlatform": "HeartBench Kit (spreadsheet review sheets; LLM judge for pilot runs).",
        "rai:annotationsPerItem": "One weight per rubric item after expert review; pilot verdicts per item and pilot model.",
        "rai:machineAnnotationTools": [models],
        "rai:dataBiases": (
            "Scenes follow the seed corpus and the standard's scene tree; the Normal/Hard split and item pruning depend "
            "on the pilot models chosen, so a benchmark built with other pilots differs."
        ),
        "rai:dataUseCases": "Research and evaluation of language models' anthropomorphic intelligence.",
        "rai:dataLimitations": (
            "Not a counselling resource and not for clinical use. Scores come from an LLM judge and carry its biases; "
            "report intervals, not single figures. Do not train on this data: it is a test set (see the canary)."
        ),
        "rai:dataSocialImpact": (
            "Dialogues describe emotional distress; misuse as advice for people in crisis could harm them."
        ),
        "rai:personalSensitiveInformation": (
            "Derived from anonymised text; names, places, organisations and contact data are surrogates. A release "
            "is refused when the PII gate finds structured personal data or an original value from the private mappings."
        ),
        "rai:dataReleaseMaintenancePlan": (
            f"Versioned releases (semver) with a manifest of sha256 hashes and a changelog; this is {facts.version}"
            + (f", after {facts.previous}." if facts.previous else ", the first release.")
        ),
    }


def citation(facts: ReleaseFacts) -> str:
    """BibTeX for this dataset, pointing to the method it follows."""
    key = "".join(ch for ch in facts.name.lower() if ch.isalnum()) or "dataset"
    authors = f"  author = {{{' and '.join(facts.authors)}}},\n" if facts.authors else ""  # none invented
    homepage = f",\n  url = {{{facts.homepage}}}" if facts.homepage else ""
    return (
        f"@misc{{{key}{facts.version.replace('.', '')},\n  title = {{{facts.name}}},\n{authors}"
        f"  version = {{{facts.version}}},\n  note = {{Built with HeartBench Kit following the HeartBench method "
        f"(Liu et al., 2025, arXiv:2512.21849)}}{homepage}\n}}"
    )
