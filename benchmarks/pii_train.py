"""Train the anonymiser's learned tagger (`heartbench/pii/learned.py`) on the test part of the labelled sets.

    python benchmarks/pii_train.py [--out DIR]

Trains on exactly `pii_eval.TEST_PART`, never on a held-out set, and writes the model and its card
(`learned_tagger.crfsuite`, `learned_tagger.json`: the features version, each training file with its
sha256, the parameters, the label counts) into heartbench/pii/data/ (or `--out`). Retiring a held-out
set, or relabelling any file of the test part, means training again: a test compares the card with
TEST_PART and the files' hashes. Training is deterministic (L-BFGS over the files in TEST_PART's
order) and takes two to three minutes on one core.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from pii_eval import DATA, REPO, TEST_PART

PARAMETERS = {"c1": 0.05, "c2": 0.01, "max_iterations": 200, "feature.possible_transitions": True}
"""L1 keeps the model small (1.5 MB); chosen once, before the backtest, and not tuned since."""


def training_pairs(names=TEST_PART):
    """(features, labels) of every passage of the named files, as the analyzer sees them (width-folded, LAC-tagged)."""
    from heartbench.pii import learned
    from heartbench.pii.engine import tag
    from heartbench.pii.evaluation import load_labelled
    from heartbench.pii.textnorm import analysis_view

    for name in names:
        for passage in load_labelled(DATA / name):
            if passage.text.strip():
                view = analysis_view(passage.text)
                yield learned.character_features(view, tag(view)), learned.bio_labels(len(view), passage.entities)


def train(out: Path, names=TEST_PART) -> dict:
    import pycrfsuite

    from heartbench.jsonio import files_together
    from heartbench.pii import learned

    started = time.perf_counter()
    trainer = pycrfsuite.Trainer(verbose=False)
    labels: Counter[str] = Counter()
    for features, passage_labels in training_pairs(names):
        trainer.append(features, passage_labels)
        labels.update(label for label in passage_labels if label.startswith("B-"))
    trainer.set_params(PARAMETERS)
    card = {
        "features_version": learned.FEATURES_VERSION,
        "parameters": PARAMETERS,
        "trained_on": {name: hashlib.sha256((DATA / name).read_bytes()).hexdigest() for name in names},
        "entities": {label[2:]: count for label, count in sorted(labels.items())},
    }
    with files_together() as stage:  # the model and its card, both or neither
        trainer.train(str(stage(out / learned.MODEL_FILE)))
        stage(out / learned.CARD_FILE).write_text(json.dumps(card, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"trained on {len(names)} files ({sum(labels.values())} entities) in {time.perf_counter() - started:.0f} s: "
          f"{out / learned.MODEL_FILE} ({(out / learned.MODEL_FILE).stat().st_size / 1e6:.1f} MB)")
    return card


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPO / "heartbench" / "pii" / "data")
    train(parser.parse_args().out)
