"""The learned reader's residues (what each text says that the other does not: measured in
stop 21, off, docs/languages.md "Residues and slots") and its kept vectors: a full cache is
emptied without losing the texts asked for."""


from __future__ import annotations

import numpy as np
import pytest

from ebbing.lifecycle.judge import reader as reader_module
from ebbing.lifecycle.judge.reader import (
    FEATURES,
    RESIDUES,
    Reader,
    Weights,
    features,
    residue,
    residue_features,
)


class Counting:
    """A fake embedder: a unit vector from each text's characters, counting what it embeds."""

    name = "fake"

    def __init__(self) -> None:
        self.embedded: list[str] = []

    def embed(self, texts: list[str]) -> list[np.ndarray]:
        self.embedded += texts
        out = []
        for text in texts:
            v = np.zeros(8, np.float32)
            for c in text:
                v[ord(c) % 8] += 1.0
            out.append(v / max(float(np.linalg.norm(v)), 1.0))
        return out


def test_a_residue_keeps_what_the_other_text_does_not_say() -> None:
    assert residue("周建华现在在宁波当出纳。", "周建华在杭州做会计。") == "现宁波当出纳"
    assert residue("周建华在杭州做会计。", "周建华现在在宁波当出纳。") == "杭州做会计"
    assert residue("小俊读初二。", "小俊读初二了。") == ""


def test_residue_features_extend_the_pair_features() -> None:
    a, b, c, d = (np.eye(4, dtype=np.float32)[i] for i in range(4))
    x = residue_features(a, b, c, d)
    assert len(x) == len(features(a, b)) + 4 + 3
    assert np.array_equal(x[:len(features(a, b))], features(a, b))
    assert RESIDUES.startswith(FEATURES)


def test_residue_weights_embed_the_residues_and_read_an_empty_one_as_zeros() -> None:
    embedder = Counting()
    size = 3 * 8 + 1 + 8 + 3
    weights = Weights(np.zeros(size, np.float32), 0.0, 0.8, "fake", residues=True)
    reader = Reader(embedder=embedder, weights=weights)
    assert reader.probability("小俊读初二。", "小俊读初二了。") == pytest.approx(0.5)
    assert "了" in embedder.embedded and "" not in embedder.embedded  # 了: the new residue
    plain = Reader(embedder=Counting(), weights=Weights(np.zeros(3 * 8 + 1, np.float32), 0.0,
                                                        0.8, "fake"))
    assert plain.probability("小俊读初二。", "小俊读初二了。") == pytest.approx(0.5)


def test_a_full_cache_is_emptied_without_losing_the_texts_asked_for(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(reader_module, "KEEP", 2)
    reader = Reader(embedder=Counting(), weights=Weights(np.zeros(25, np.float32), 0.0, 0.8,
                                                         "fake"))
    assert len(reader.vectors(["甲", "乙"])) == 2
    got = reader.vectors(["甲", "丙"])  # 甲 kept, 丙 new: the cache is full
    assert len(got) == 2 and np.array_equal(got[0], reader.vectors(["甲"])[0])
