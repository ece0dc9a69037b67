"""The two Viterbi decoders (numpy for a few texts, numba for batches) give the same paths,
ties included; the best path of a tiny CRF worked out by hand; batches tag as one by one."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from heartbench.pii import viterbi
from heartbench.pii.evaluation import load_labelled
from heartbench.pii.lac import tagger

DATA = Path(__file__).parent / "data"


def test_the_best_path_of_a_two_tag_crf_by_hand():
    # tags 0 and 1; staying costs nothing, switching costs 2
    transitions = np.array([[0.0, -2.0], [-2.0, 0.0]], dtype=np.float32)
    # tag 1 is better by 1 at steps 0 and 2, tag 0 by 3 at step 1
    emissions = np.array([[[0, 1], [3, 0], [0, 1]]], dtype=np.float32)
    # 000 = 0 + 3 + 0 = 3; 111 = 1 + 0 + 1 = 2; 101 = 1 - 2 + 3 - 2 + 1 = 1; 001 = 0 + 3 - 2 + 1 = 2
    for forward in (viterbi.numpy_forward, viterbi.compiled_forward()):
        _, final = forward(emissions, np.array([3]), transitions)
        assert final[0].max() == pytest.approx(3.0)
    (path,) = viterbi.best_paths(emissions, np.array([3]), transitions)
    assert path.tolist() == [0, 0, 0]


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_numpy_and_compiled_decoders_agree_on_random_batches_with_ties(seed):
    rng = np.random.default_rng(seed)
    tags = 57
    # small integers make many exact ties: the first best previous tag must win in both
    transitions = rng.integers(-3, 3, (tags, tags)).astype(np.float32)
    emissions = rng.integers(-3, 3, (16, 40, tags)).astype(np.float32)
    lengths = rng.integers(1, 41, 16)
    lengths[0] = 1  # a one-character text
    back_a, final_a = viterbi.numpy_forward(emissions, lengths, transitions)
    back_b, final_b = viterbi.compiled_forward()(emissions, lengths, transitions)
    for row, length in enumerate(lengths):
        assert np.array_equal(back_a[row, 1:length], back_b[row, 1:length])
        assert np.array_equal(final_a[row], final_b[row])


def test_a_batch_large_enough_uses_the_compiled_decoder(monkeypatch):
    def refuse(*args):
        raise AssertionError("the numpy decoder ran on a large batch")

    monkeypatch.setattr(viterbi, "numpy_forward", refuse)
    emissions = np.zeros((32, viterbi.COMPILED_FROM // 32, 3), dtype=np.float32)
    paths = viterbi.best_paths(emissions, np.full(32, emissions.shape[1]), np.zeros((3, 3), dtype=np.float32))
    assert len(paths) == 32


def test_once_loaded_the_compiled_decoder_decodes_small_batches_too(monkeypatch):
    def refuse(*args):
        raise AssertionError("the numpy decoder ran though the compiled one was loaded")

    viterbi.compiled_forward()
    monkeypatch.setattr(viterbi, "numpy_forward", refuse)
    paths = viterbi.best_paths(np.zeros((1, 3, 3), dtype=np.float32), np.array([3]), np.zeros((3, 3), dtype=np.float32))
    assert [path.tolist() for path in paths] == [[0, 0, 0]]


def test_a_batch_tags_every_text_as_tagging_it_alone_does():
    texts = [p.text for p in load_labelled(DATA / "pii_forms_threads.txt")][:80]
    lac = tagger()
    assert lac.tag_many(texts) == [lac.tag(text) for text in texts]


def test_both_decoders_give_the_same_paths_on_the_emissions_of_real_text():
    texts = [p.text for p in load_labelled(DATA / "pii_forms_threads.txt")][:80]
    lac = tagger()
    lengths = np.array([len(text) for text in texts])
    emissions = np.zeros((len(texts), lengths.max(), lac.transitions.shape[0]), dtype=np.float32)
    for row, text in enumerate(texts):
        emissions[row, :len(text)] = lac.encode([text])[0]
    back_a, final_a = viterbi.numpy_forward(emissions, lengths, lac.transitions)
    back_b, final_b = viterbi.compiled_forward()(emissions, lengths, lac.transitions)
    for row, length in enumerate(lengths):
        assert np.array_equal(back_a[row, 1:length], back_b[row, 1:length])
        assert final_a[row].argmax() == final_b[row].argmax()
