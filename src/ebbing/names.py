"""Names and ids: what may become a folder name, and how new memory ids are made."""

from __future__ import annotations

import os
import re
import unicodedata
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ebbing.errors import InvalidName

_LEGACY = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")  # names before Unicode names
_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$")
SEPARATORS = "._-:@+#"  # what composite ids use between their parts ("user:42", "team.a")
_PLAIN = set("abcdefghijklmnopqrstuvwxyz0123456789._-")
_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)),
             *(f"lpt{i}" for i in range(10))}
MAX_FOLDER_BYTES = 200


def check_name(kind: str, name: str) -> str:
    """Return `name` (NFC-normalised) if it may name a namespace, agent or library, else
    raise InvalidName saying why.

    Allowed: 1 to 64 characters: Unicode letters and digits (combining marks after the first),
    and the separators . _ - : @ + # ; starting with a letter or digit, without '..', not a
    Windows device name (con, nul, com1, ...). That rules out path separators, parent
    references, spaces and control characters. See `folder_name` for the folder it gets.
    """
    name = unicodedata.normalize("NFC", name) if isinstance(name, str) else ""
    ok = 0 < len(name) <= 64 and name[0].isalnum() and ".." not in name and all(
        c.isalnum() or c in SEPARATORS or (i and unicodedata.category(c) in ("Mn", "Mc"))
        for i, c in enumerate(name))
    if not ok:
        raise InvalidName(
            f"invalid {kind} name {name!r}: use 1-64 letters, digits and {SEPARATORS!r}, "
            "starting with a letter or digit, without '..'")
    if name.split(".")[0].lower() in _RESERVED:
        raise InvalidName(f"invalid {kind} name {name!r}: {name.split('.')[0]!r} is a "
                          "reserved device name on Windows")
    if len(folder_name(name).encode()) > MAX_FOLDER_BYTES:
        raise InvalidName(f"invalid {kind} name {name!r}: too long as a folder name; use "
                          "fewer characters")
    return name


def folder_name(name: str) -> str:
    """The folder of a (checked) name, the same on Linux, macOS and Windows.

    A name of ASCII letters, digits, '.', '_' and '-' (every name ebbing accepted before
    Unicode names) is its own folder, so existing folders stay where they are. Any other name
    keeps its lower-case ASCII letters, digits, '.', '_', '-' and its caseless non-ASCII
    letters (CJK, ...) as they are, and writes every other character as '~' + its code point
    in hex + '~' ("user:42" -> "user~3a~42", "小明" -> "小明", "Zoë" -> "~5a~o~eb~"). No
    plain name contains '~' or a non-ASCII character, so no two names share a folder, and no
    folder differs from another by case only (case-insensitive file systems)."""
    if _LEGACY.match(name):
        return name
    out = []
    for char in name:
        keep = char in _PLAIN or (ord(char) > 127 and char == char.casefold()
                                  and char.upper() == char)
        out.append(char if keep else f"~{ord(char):x}~")
    if out[-1] == ".":  # Windows drops a trailing dot
        out[-1] = "~2e~"
    return "".join(out)


def agent_folder(home: Path | str, namespace: str, agent: str) -> Path:
    """<home>/<namespace's folder>/<agent's folder> (names already checked)."""
    return Path(home).expanduser() / folder_name(namespace) / folder_name(agent)


def name_of_folder(folder: str) -> str:
    """The name whose folder this is (folder_name's inverse)."""
    folder = unicodedata.normalize("NFC", folder)  # macOS may list names decomposed
    return re.sub(r"~([0-9a-f]{1,6})~", lambda m: chr(int(m.group(1), 16)), folder)


def check_id(memory_id: str) -> str:
    if not _ID.match(memory_id):
        raise InvalidName(f"invalid memory id {memory_id!r}")
    return memory_id


_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_PAIRS = [a + b for a in _CROCKFORD for b in _CROCKFORD]  # every 10-bit value as 2 digits
_last = [0, 0]  # the previous id's millisecond and random part, for monotonic ids


def _millis(at: datetime) -> int:
    """The 48-bit time part of an id made at `at`: milliseconds since the epoch."""
    delta = at - _EPOCH
    return ((delta.days * 86_400 + delta.seconds) * 1000 + delta.microseconds // 1000) \
        & (2**48 - 1)


def new_id(at: datetime) -> str:
    """A new ULID whose time part is `at` (26 Crockford base32 characters).

    Within one process, ids made for the same millisecond increase (the random part is
    incremented), so a batch's ids sort in the order they were made.
    """
    ms = _millis(at)
    same_ms = ms == _last[0]
    rand = (_last[1] + 1) & (2**80 - 1) if same_ms else int.from_bytes(os.urandom(10), "big")
    _last[0], _last[1] = ms, rand
    value = (ms << 80) | rand
    # 26 base32 digits = 130 bits (two leading zeros + 128), written 10 bits at a time
    return "".join([_PAIRS[(value >> shift) & 1023] for shift in range(120, -10, -10)])


def new_ids(times: Sequence[datetime]) -> list[str]:
    """`new_id` of each time in turn (the same ids, the same order), made a batch at a time:
    a bulk import makes a million of them."""
    if len(times) < 64:
        return [new_id(at) for at in times]
    import numpy as np  # not at import: names are read by every command, ids made by few

    text = ids_text(np.array([_millis(at) for at in times], dtype=np.int64)).decode("ascii")
    return [text[26 * i: 26 * i + 26] for i in range(len(times))]


def ids_text(millis: Any) -> bytes:
    """The ids `new_id` makes, one after another, for times given as their milliseconds since
    the epoch (a numpy int64 array), as one ASCII text of 26 characters per id."""
    import numpy as np

    n = len(millis)
    if n == 0:
        return b""
    ms = (np.asarray(millis, dtype=np.int64) & (2**48 - 1)).astype(np.uint64)
    noise = np.frombuffer(os.urandom(10 * n), dtype=np.uint8).reshape(n, 10)
    last_ms, last_rand = _last
    # a new random part where the millisecond changes, else the previous one plus one
    fresh = np.empty(n, dtype=bool)
    fresh[0] = int(ms[0]) != last_ms
    fresh[1:] = ms[1:] != ms[:-1]
    position = np.arange(n, dtype=np.int64)
    start = np.maximum.accumulate(np.where(fresh, position, 0))
    step = (position - start).astype(np.uint64)  # how far after its run's first id
    mask = np.uint64(2**40 - 1)
    wide = np.zeros((n, 16), dtype=np.uint8)  # the 10 random bytes as two 40-bit halves
    wide[:, 3:8], wide[:, 11:16] = noise[:, :5], noise[:, 5:]
    halves = wide.view(">u8").astype(np.uint64)
    high, low = halves[start, 0], halves[start, 1]
    if not fresh[0]:  # the first run goes on from the previous id
        run = start == 0
        following = (last_rand + 1) & (2**80 - 1)
        high[run], low[run] = following >> 40, following & (2**40 - 1)
    low = low + step
    high = (high + (low >> np.uint64(40))) & mask
    low &= mask
    _last[0], _last[1] = int(ms[-1]), (int(high[-1]) << 40) | int(low[-1])
    digits = np.empty((n, 26), dtype=np.uint8)
    for part, first, count in ((ms, 0, 10), (high, 10, 8), (low, 18, 8)):
        for k in range(count):
            shift = np.uint64(5 * (count - 1 - k))
            digits[:, first + k] = (part >> shift) & np.uint64(31)
    alphabet = np.frombuffer(_CROCKFORD.encode("ascii"), dtype=np.uint8)
    return bytes(alphabet[digits].tobytes())
