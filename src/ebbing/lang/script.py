"""Which language a text is written in, told from its script (no model, no dictionary).

Han characters with no kana are Chinese, kana make it Japanese, Hangul Korean; anything else is
taken as English (the only Latin-script language ebbing has rules for). A text mixing scripts is
the language of its CJK part when that part carries at least a fifth of its letters: a Chinese
sentence quoting an English name is still Chinese.
"""

from __future__ import annotations

import re

SUPPORTED = ("en", "zh")  # languages with rules of their own; others fall back to "en" rules

_HAN = ((0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x3134F))
_KANA = ((0x3040, 0x309F), (0x30A0, 0x30FF), (0x31F0, 0x31FF), (0xFF66, 0xFF9F))
_HANGUL = ((0xAC00, 0xD7AF), (0x1100, 0x11FF), (0x3130, 0x318F))


def _within(code: int, ranges: tuple[tuple[int, int], ...]) -> bool:
    return any(low <= code <= high for low, high in ranges)


def is_cjk_char(char: str) -> bool:
    """A Han, kana or Hangul character: a script written without spaces between words
    (Hangul uses spaces, but its syllables are counted here so the share below sees them)."""
    code = ord(char)
    return _within(code, _HAN) or _within(code, _KANA) or _within(code, _HANGUL)


def _char_class(*groups: tuple[tuple[int, int], ...]) -> re.Pattern[str]:
    spans = "".join(f"{chr(low)}-{chr(high)}" for ranges in groups for low, high in ranges)
    return re.compile(f"[{spans}]")


_CJK = _char_class(_HAN, _KANA, _HANGUL)  # is_cjk_char's ranges, searched in C


def has_cjk(text: str) -> bool:
    """Any character is_cjk_char would take (a search asks it of every memory it shows: an
    ASCII text is answered without looking at its characters, any other by one regex scan)."""
    return not text.isascii() and _CJK.search(text) is not None


def language_of(text: str) -> str:
    """"zh", "ja", "ko" or "en" (the default, also for an empty text)."""
    if text.isascii():
        return "en"
    han = kana = hangul = other = 0
    for char in text:
        code = ord(char)
        if _within(code, _HAN):
            han += 1
        elif _within(code, _KANA):
            kana += 1
        elif _within(code, _HANGUL):
            hangul += 1
        elif char.isalpha():
            other += 1
    cjk = han + kana + hangul
    if not cjk or cjk * 5 < (cjk + other):  # letters of a Latin word count once each
        return "en"
    if kana:
        return "ja"
    if hangul > han:
        return "ko"
    return "zh"


def normalise_language(tag: str | None) -> str:
    """A language tag as a client sends it ("zh-CN", "zh_Hans", "EN-us", "es-MX", "") as one of
    ebbing's codes (those core/prompt.py writes its words in); anything unknown or empty is
    "en"."""
    base = (tag or "").strip().lower().replace("_", "-").split("-")[0]
    return {"zh": "zh", "cn": "zh", "chinese": "zh", "ja": "ja", "ko": "ko", "es": "es",
            "de": "de"}.get(base, "en")
