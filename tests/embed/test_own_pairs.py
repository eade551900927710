"""A Japanese or Korean question's cosines to memories in its own language are read against
that pair's own median and spread (embed/own_pairs.py), not Chinese's; to an English or a
Chinese memory, as before."""

from __future__ import annotations

import numpy as np
import pytest

from ebbing.embed.multilingual import COMMON_QUERY, PAIR_SCALE, E5Embedder
from ebbing.embed.own_pairs import OWN_PAIR


@pytest.mark.parametrize("asked", ["ja", "ko"])
def test_own_language_is_read_at_its_own_median(asked: str) -> None:
    embedder = E5Embedder()  # `between` needs no model
    median = OWN_PAIR[asked][0]
    own, chinese, english = embedder.between(np.array([median, median, 0.713]), asked,
                                             [asked, "zh", "en"])
    assert own == pytest.approx(COMMON_QUERY[0])  # a typical unrelated pair: the centre
    assert chinese < own  # a Chinese memory keeps Chinese's pair scale
    assert english == pytest.approx(COMMON_QUERY[0])  # English: as before


def test_a_chinese_question_is_read_as_before() -> None:
    embedder = E5Embedder()
    cjk = PAIR_SCALE["cjk"][0]
    read = embedder.between(np.array([cjk, cjk, cjk]), "zh", ["zh", "ja", "ko"])
    assert read == pytest.approx([COMMON_QUERY[0]] * 3)


def test_the_pairs_sit_below_chinese() -> None:
    assert all(centre < PAIR_SCALE["cjk"][0] for centre, _ in OWN_PAIR.values())
