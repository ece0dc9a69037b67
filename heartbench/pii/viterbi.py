"""Viterbi decoding of LAC's CRF: the best tag path of each text in a batch.

Two implementations give the same paths, ties included (the first best previous tag wins):
numpy for a few texts, where there is nothing to compile and nothing to load, and a numba loop
for a batch, which the numpy version spent a third of the anonymiser's time on (max and argmax
over a batch × tags × tags array per character; `benchmarks/pii_eval.py` prints both: 54 ms
against 2.9 ms for a batch of 32 documents). numba compiles it once per machine (about 2.5 s,
cached beside this file or in the user's cache) and loads it in about 0.3 s per process, so
single texts never pay for it.
"""

from __future__ import annotations

import functools

import numpy as np

COMPILED_FROM = 2048
"""Characters in a batch (texts × longest length) from which the compiled decoder is loaded and used;
once it is loaded (a stage's workers load it in `warm_up`) it decodes every batch, small ones too."""


def best_paths(emissions: np.ndarray, lengths: np.ndarray, transitions: np.ndarray) -> list[np.ndarray]:
    """Best tag paths of a batch (emissions: batch × steps × tags), each cut at its length."""
    loaded = compiled_forward.cache_info().currsize > 0
    forward = compiled_forward() if loaded or emissions.shape[0] * emissions.shape[1] >= COMPILED_FROM else numpy_forward
    back, final = forward(emissions, lengths, transitions)
    paths = []
    for row in range(emissions.shape[0]):
        path = np.empty(lengths[row], dtype=np.int64)
        path[-1] = final[row].argmax()
        for step in range(lengths[row] - 1, 0, -1):
            path[step - 1] = back[row, step, path[step]]
        paths.append(path)
    return paths


def numpy_forward(emissions: np.ndarray, lengths: np.ndarray, transitions: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Back-pointers (batch × steps × tags) and the final scores of each text (batch × tags)."""
    batch, steps, tags = emissions.shape
    score = emissions[:, 0].copy()
    back = np.zeros((batch, steps, tags), dtype=np.int64)
    final = score.copy()
    for step in range(1, steps):
        candidates = score[:, :, None] + transitions  # batch × from × to
        best = candidates.argmax(axis=1)
        back[:, step] = best
        score = np.take_along_axis(candidates, best[:, None, :], axis=1)[:, 0] + emissions[:, step]
        ending = lengths == step + 1
        final[ending] = score[ending]
    return back, final


@functools.cache
def compiled_forward():
    """`numpy_forward` as a numba loop, compiled on first use."""
    # deferred: numba takes ~0.2 s to import and ~0.3 s to load the compiled loop; batches only
    import numba

    @numba.njit(cache=True, nogil=True)
    def forward(emissions, lengths, transitions):
        batch, steps, tags = emissions.shape
        back = np.zeros((batch, steps, tags), dtype=np.int64)
        final = np.empty((batch, tags), dtype=emissions.dtype)
        best_value = np.empty(tags, dtype=emissions.dtype)
        best = np.empty(tags, dtype=np.int64)
        for row in range(batch):
            score = emissions[row, 0].copy()
            for step in range(1, lengths[row]):
                for to in range(tags):
                    best_value[to] = score[0] + transitions[0, to]
                    best[to] = 0
                for previous in range(1, tags):  # row by row of the transitions: contiguous, vectorised
                    value_before = score[previous]
                    for to in range(tags):
                        value = value_before + transitions[previous, to]
                        if value > best_value[to]:  # strictly: the first best wins, as argmax does
                            best_value[to] = value
                            best[to] = previous
                for to in range(tags):
                    back[row, step, to] = best[to]
                    score[to] = best_value[to] + emissions[row, step, to]
            final[row] = score
        return back, final

    return forward
