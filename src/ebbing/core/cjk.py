"""Words of the scripts written without spaces (Chinese, Japanese; Korean too): the word index's
terms for them are overlapping character bigrams.

"我对花生过敏" is one run of word characters to the tokenizer (core/query.py), so as one term it
would only ever match itself. Split into bigrams (我对 对花 花生 生过 过敏), a question shares
the pairs it holds with a memory ("我对什么过敏?" -> 我对, 过敏): the usual way to index CJK
text without a dictionary (Lucene's CJK bigrams), measured against a word segmenter in
docs/languages.md. A run of one character is its own term; Latin letters or digits inside a
token ("Emma的签证" is one token) are a word of their own, given back to the caller to stem.

A few bigrams of question words (什么, 怎么, 哪里, 多少...) are stop words: nearly every Chinese
question has one and memories seldom do, so as terms they would only count against a question
in the relevance floor's share of matched words (retrieval/floor.py).

Pure; asks lang/ which characters are CJK.
"""

from __future__ import annotations

from ebbing.lang import is_cjk_char

STOP_BIGRAMS = frozenset(["什么", "怎么", "为什", "哪里", "哪儿", "哪个", "哪些", "多少", "是什",
                          "么时", "怎样", "如何", "是否", "是不", "的是", "吗", "呢", "吧", "啊",
                          "了", "的"])


def bigrams(run: str) -> list[str]:
    """The overlapping character pairs of a CJK run (a lone character is its own term)."""
    if len(run) <= 1:
        return [run] if run else []
    return [run[i:i + 2] for i in range(len(run) - 1)]


def split_token(token: str) -> tuple[list[str], list[str]]:
    """A lower-cased token that holds CJK characters, as (its CJK bigrams less the stop ones,
    its other words: runs of letters or digits between the CJK runs, to be stemmed)."""
    pieces: list[str] = []
    others: list[str] = []
    start, cjk = 0, None
    for i, char in enumerate(token + "\0"):
        here = is_cjk_char(char) if char != "\0" else None
        if here is cjk:
            continue
        part = token[start:i]
        if cjk:
            pieces.extend(b for b in bigrams(part) if b not in STOP_BIGRAMS)
        elif part:
            others.append(part)
        start, cjk = i, here
    return pieces, others
