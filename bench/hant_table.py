"""Write src/ebbing/lang/hant_chars.txt: each Traditional character and its Simplified one.

    python bench/hant_table.py          # needs the development dependency `opencc`

The table lang/hant.py reads Traditional Chinese by. Made once, here, from OpenCC's own
Traditional-to-Simplified character table (Apache-2.0), and shipped as plain text, so that
ebbing needs no converter at run time. Only characters a Simplified text never writes are
taken as sure: a character of Big5 or Hong Kong's HKSCS (the Traditional character sets) that
is not in GB 2312 (the Simplified one), whose OpenCC form is one GB 2312 character (週 -> 周,
裡 -> 里). The few characters both standards hold that OpenCC still changes (後 -> 后,
於 -> 于, 乾 -> 干: a Simplified text may write 於 as a surname, 乾 in 乾隆) are marked "~":
lang/hant.py changes them only in a text a sure character showed to be Traditional.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "src" / "ebbing" / "lang" / "hant_chars.txt"


def encodable(char: str, codec: str) -> bool:
    try:
        char.encode(codec)
    except UnicodeEncodeError:
        return False
    return True


def pairs() -> list[tuple[str, str, bool]]:
    """(Traditional, Simplified, whether GB 2312 holds the Traditional one too)."""
    import opencc

    to_hans = opencc.OpenCC("t2s")
    found = []
    for code in range(0x3400, 0x2FFFF):
        char = chr(code)
        if not encodable(char, "big5hkscs"):
            continue
        simple = to_hans.convert(char)
        if len(simple) == 1 and simple != char and encodable(simple, "gb2312"):
            found.append((char, simple, encodable(char, "gb2312")))
    return found


def main() -> None:
    argparse.ArgumentParser(description=__doc__.split("\n")[0]).parse_args()  # --help
    table = pairs()
    OUT.write_text("# Traditional character, then its Simplified one: bench/hant_table.py "
                   "made it from OpenCC's t2s table (Apache-2.0)\n"
                   + "".join(f"{t}{s}{'~' if shared else ''}\n" for t, s, shared in table),
                   encoding="utf-8")
    print(f"{len(table)} pairs -> {OUT}", file=sys.stderr)


if __name__ == "__main__":
    main()
