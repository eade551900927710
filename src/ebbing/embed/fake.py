"""FakeEmbedder: a deterministic, model-free stand-in for tests and for machines without one.

Each text becomes a hashed bag of features, lowercase word tokens (weight 1) and character
trigrams of each padded word (weight 0.5), folded into `dim` signed buckets and normalised.
Texts that share words therefore share buckets and come out closer than unrelated texts; it
knows nothing of meaning (no synonyms), so it only stands in for a real model in tests.
The hash is blake2b, stable across processes and machines (Python's hash() is salted).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from hashlib import blake2b

import numpy as np

from ebbing.embed.base import Vectors, normalize_rows

_WORD = re.compile(r"\w+")
WORD_WEIGHT = 1.0
TRIGRAM_WEIGHT = 0.5
EMPTY_FEATURE = "\0empty"


@lru_cache(maxsize=1 << 16)
def _bucket(feature: str, dim: int) -> tuple[int, float]:
    """The bucket and sign of one feature (cached: the same words come back again and again)."""
    digest = blake2b(feature.encode("utf-8", "surrogatepass"), digest_size=8).digest()
    value = int.from_bytes(digest, "little")
    return (value >> 1) % dim, (1.0 if value & 1 else -1.0)


def features(text: str) -> list[tuple[str, float]]:
    """The weighted features of a text: its words, then the trigrams of each padded word."""
    words = _WORD.findall(text.lower())
    out = [("w:" + word, WORD_WEIGHT) for word in words]
    for word in words:
        padded = f"#{word}#"
        out.extend(("t:" + padded[i:i + 3], TRIGRAM_WEIGHT) for i in range(len(padded) - 2))
    return out or [(EMPTY_FEATURE, 1.0)]


class FakeEmbedder:
    """Hashed bag of words and trigrams; deterministic, fast, no model, no download."""

    def __init__(self, dim: int = 384) -> None:
        if dim < 1:
            raise ValueError(f"dim must be positive, got {dim}")
        self.dim = dim
        self.name = f"fake-{dim}"

    def __repr__(self) -> str:
        return f"FakeEmbedder(dim={self.dim})"

    def embed(self, texts: Sequence[str]) -> Vectors:
        if isinstance(texts, str):
            raise TypeError("embed takes a sequence of texts, not one string")
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            vector = out[row]
            for feature, weight in features(text):
                bucket, sign = _bucket(feature, self.dim)
                vector[bucket] += sign * weight
            if not vector.any():  # every feature cancelled out: still a unit vector
                vector[_bucket(EMPTY_FEATURE, self.dim)[0]] = 1.0
        return normalize_rows(out, in_place=True)
