"""Chinese written in Traditional characters, read as Simplified by the rules that read meaning.

People in Taiwan, Hong Kong and Macau, and many overseas, write 我對花生過敏 and 上週五她辭職了
where the Chinese rules (the conflict judge, the time resolver, entities, the word index) were
written for 我对花生过敏 and 上周五她辞职了. `simplified` gives them the Simplified reading.

- Character for character, so of the same length: a phrase found in the reading (a time, a
  name) stands at the same place in the original. Words that differ between Taiwan and the
  mainland (軟體 for 软件, 計程車 for 出租车) are not translated; the embedder knows them.
- The table (hant_chars.txt, made from OpenCC's by bench/hant_table.py) holds the characters
  a Simplified text never writes (對, 週, 辭): those are always read as their Simplified form.
  The sixteen both standards hold that still change (後, 於, 乾: 於 is a surname, 乾 is in
  乾隆) change only in a text one of the first kind showed to be Traditional.
- Japanese is left alone: a text with kana writes its kanji (東京, 會) as Japanese does.
- Reading only: what is stored and shown is the person's own text.
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources

_KANA = re.compile("[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]")  # lang/script.py's kana


@cache
def _tables() -> tuple[dict[int, str], dict[int, str], re.Pattern[str]]:
    sure: dict[int, str] = {}
    shared: dict[int, str] = {}
    text = resources.files("ebbing.lang").joinpath("hant_chars.txt").read_text("utf-8")
    for line in text.splitlines():
        if len(line) < 2 or line.startswith("#"):
            continue
        (shared if line.endswith("~") else sure)[ord(line[0])] = line[1]
    marks = re.compile("[" + "".join(map(chr, sure)) + "]")
    return sure, shared, marks


def is_traditional(text: str) -> bool:
    """The text is Chinese holding a character only Traditional writing uses."""
    return simplified(text) != text


def simplified(text: str) -> str:
    """The Simplified reading of a text written in Traditional characters, of the same length;
    any other text unchanged (a Simplified text, English)."""
    if text.isascii():
        return text
    sure, shared, marks = _tables()
    if marks.search(text) is None or _KANA.search(text):  # Japanese writes 東京 too
        return text
    return text.translate(sure).translate(shared)


def as_written(found: str, reading: str, text: str) -> str:
    """What `text` writes where its reading (`simplified(text)`) has `found`: a name the
    rules found in the reading, given back in the person's own characters (小紅, not 小红)."""
    at = reading.find(found) if reading is not text else -1
    return text[at:at + len(found)] if at >= 0 else found
