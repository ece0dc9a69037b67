"""Exact and near duplicates: MinHash/LSH finds candidates, exact Jaccard confirms, the reason
names the kept twin and the similarity."""

from __future__ import annotations

import json
import random
from pathlib import Path

import numpy as np

from heartbench.seeds.clean import CleanOptions, clean
from heartbench.seeds.dedup import Duplicate, exact_duplicates, near_duplicates
from heartbench.seeds.ingest import IngestOptions, ingest
from heartbench.seeds.minhash import MinHasher, band_hashes, band_layout, candidate_pairs, estimate_jaccard, jaccard, shingles
from heartbench.textnorm import content_id
from heartbench.workspace import Workspace
from tests.support import read_jsonl

CHARS = "的一是了我不人在他有这个上们来到时大地为子中你说生国年着就那和要她出也得里后自以会家可下而过天去能对小多然于心学么之都好看起发当没成只如事把还用第样道想作种开美"


def random_text(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(CHARS) for _ in range(n))


def edited(rng: random.Random, text: str, edits: int) -> str:
    chars = list(text)
    for _ in range(edits):
        chars[rng.randrange(len(chars))] = rng.choice("嗯啊哦呢吧")
    return "".join(chars)


def test_minhash_estimates_the_exact_jaccard():
    rng = random.Random(3)
    hasher = MinHasher()
    errors = []
    for _ in range(200):
        a = random_text(rng, rng.randint(20, 300))
        b = edited(rng, a, rng.randint(0, 12))
        sig = hasher.signatures([a, b])
        errors.append(estimate_jaccard(sig[0], sig[1]) - jaccard(shingles(a), shingles(b)))
    assert abs(np.mean(errors)) < 0.01  # unbiased
    assert np.max(np.abs(errors)) < 0.15  # 128 permutations: sd ≈ 0.035
    assert hasher.signatures(["短"]).shape == (1, 128)


def test_band_layout_keeps_pairs_at_the_threshold():
    bands, rows = band_layout(0.8, 128)
    assert (bands, rows) == (21, 6)
    assert 1 - (1 - 0.8**rows) ** bands >= 0.99
    assert 1 - (1 - 0.8 ** (rows + 1)) ** (128 // (rows + 1)) < 0.99  # one more row would miss too many


def test_candidate_pairs_are_each_pair_once_and_big_buckets_stay_linear():
    hashes = np.array([[1, 5], [2, 5], [1, 6], [3, 7], [2, 8]], dtype=np.uint64)
    earlier, later = candidate_pairs(hashes, np.array([10, 11, 12, 13, 14]))
    assert sorted(zip(earlier.tolist(), later.tolist())) == [(10, 11), (10, 12), (11, 14)]
    same = np.zeros((1000, 1), dtype=np.uint64)  # one bucket of a thousand
    earlier, later = candidate_pairs(same, np.arange(1000), neighbours=8)
    pairs = set(zip(earlier.tolist(), later.tolist()))
    assert len(pairs) <= 1000 * 9 and {(0, 999), (991, 999)} <= pairs and (990, 999) not in pairs
    assert (earlier < later).all()


def test_exact_duplicates_point_at_the_first_copy_and_survive_hash_collisions():
    texts = {0: "甲", 1: "乙", 2: "甲", 3: "甲", 4: "丙"}
    hashes = np.array([7, 8, 7, 7, 8], dtype=np.uint64)  # 1 and 4 collide but differ
    found = exact_duplicates(hashes, np.arange(5), lambda a, b: texts[a] == texts[b])
    assert found == {2: Duplicate(0, 1.0), 3: Duplicate(0, 1.0)}


def test_near_duplicates_name_the_most_similar_kept_twin():
    rng = random.Random(5)
    base = random_text(rng, 200)
    texts = [base, edited(rng, base, 1), edited(rng, base, 3), random_text(rng, 200)]
    hasher = MinHasher()
    bands = band_hashes(hasher.signatures(texts), *band_layout(0.8))
    result = near_duplicates(candidate_pairs(bands, np.arange(4)), lambda n: shingles(texts[n]), 0.8)
    assert set(result.duplicates) == {1, 2}
    assert result.duplicates[1] == Duplicate(0, jaccard(shingles(texts[0]), shingles(texts[1])))
    # 2 is similar to 0 and to 1, but 1 is dropped: the twin must be a kept document
    assert result.duplicates[2].twin == 0


def test_candidates_below_the_threshold_are_not_dropped():
    texts = ["我今天很开心，和朋友一起去公园散步了。", "我今天很难过，和朋友一起去公园散步了。"]
    sim = jaccard(shingles(texts[0]), shingles(texts[1]))
    assert 0.3 < sim < 0.8
    bands = np.zeros((2, 1), dtype=np.uint64)  # force them into one bucket
    result = near_duplicates(candidate_pairs(bands, np.arange(2)), lambda n: shingles(texts[n]), 0.8)
    assert result.duplicates == {} and result.compared == 1


def test_clean_stage_drops_exact_and_near_duplicates_with_twin_and_similarity(workspace: Path, tmp_path: Path):
    rng = random.Random(11)
    base = random_text(rng, 120)
    near = edited(rng, base, 2)
    rows = [base, random_text(rng, 120), base, near, edited(rng, base, 20)]
    path = tmp_path / "rows.jsonl"
    path.write_text("".join(json.dumps({"text": t}, ensure_ascii=False) + "\n" for t in rows), encoding="utf-8")
    ws = Workspace.open(workspace)
    ingest(ws, [path], IngestOptions())
    stats = clean(ws, CleanOptions(min_chinese_share=0)).stats
    rejects = {r["line"]: r for r in read_jsonl(workspace / "stages/seeds-clean/rejects.jsonl")}
    where = f"{path.as_posix()}:1"
    similarity = jaccard(shingles(base), shingles(near))
    assert set(rejects) == {3, 4}
    assert rejects[3]["reason"] == f"exact-duplicate: same text as {content_id(base)} ({where})"
    assert rejects[4]["reason"] == f"near-duplicate: Jaccard {similarity:.2f} with {content_id(base)} ({where})"
    assert rejects[4]["meta"]["duplicate_of"] == content_id(base) and rejects[4]["meta"]["similarity"] == round(similarity, 4)
    assert [(f["filter"], f["dropped"]) for f in stats["filters"][-2:]] == [("exact-duplicate", 1), ("near-duplicate", 1)]


def test_threshold_comes_from_bench_toml(workspace: Path, tmp_path: Path):
    rng = random.Random(11)
    base = random_text(rng, 120)
    path = tmp_path / "rows.jsonl"
    path.write_text("".join(json.dumps({"text": t}, ensure_ascii=False) + "\n" for t in [base, edited(rng, base, 4)]), encoding="utf-8")
    config = workspace / "bench.toml"
    config.write_text(config.read_text(encoding="utf-8").replace("near_duplicate_similarity = 0.8", "near_duplicate_similarity = 0.99"), encoding="utf-8")
    ws = Workspace.open(workspace)
    ingest(ws, [path], IngestOptions())
    stats = clean(ws, CleanOptions(min_chinese_share=0)).stats
    assert stats["near_duplicate"]["similarity"] == 0.99 and stats["documents_out"] == 2


def test_candidate_pairs_by_band_group_are_the_pairs_of_all_bands():
    """The sharded "buckets" step: each band group bucketed on its own, the pairs united."""
    from heartbench.seeds.dedup import sharded_candidate_pairs
    from heartbench.stages.executors import LocalExecutor

    rng = np.random.default_rng(7)
    bands = rng.integers(0, 6, size=(300, 9)).astype(np.uint64)  # few distinct hashes: large buckets, capped neighbours
    index = np.arange(0, 600, 2)
    whole = candidate_pairs(bands, index)
    split = sharded_candidate_pairs(bands, index, LocalExecutor(), jobs=4)
    assert len(whole[0]) > 1000
    assert np.array_equal(whole[0], split[0]) and np.array_equal(whole[1], split[1])
