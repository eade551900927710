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
# Windows device names (also with a superscript digit, which Windows reads as one too)
_RESERVED = {"con", "prn", "aux", "nul", *(f"{dev}{d}" for dev in ("com", "lpt")
                                           for d in "0123456789¹²³")}
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
    if len(folder_name(name).encode()) > MAX_FOLDER_BYTES and not _LEGACY.match(name):
        # (a name of the old layout may have its folder already: `child_folder` decides)
        raise InvalidName(_too_long(kind, name))
    return name


def _too_long(kind: str, name: str) -> str:
    return f"invalid {kind} name {name!r}: too long as a folder name; use fewer characters"


def folder_name(name: str) -> str:
    """The folder of a (checked) name, the same on Linux, macOS and Windows.

    Lower-case ASCII letters, digits, '.', '_', '-' and caseless non-ASCII letters (CJK,
    Devanagari, ...) are kept as they are; every other character (capitals of any script,
    ':', '@', a trailing '.') is written as '~' + its code point in hex + '~' ("max" ->
    "max", "Max" -> "~4d~ax", "a." -> "a~2e~", "user:42" -> "user~3a~42", "小明" -> "小明",
    "Zoë" -> "~5a~o~eb~"). A folder name therefore never holds a character that has a case,
    so no two names share a folder even where the file system ignores case (macOS, Windows),
    and none ends with a dot (which Windows drops).

    Before this layout, a name of ASCII letters, digits, '.', '_' and '-' was its own folder
    ("Max" in "Max"); `child_folder` still finds such a folder (see `old_folder_name`)."""
    out = []
    for char in name:
        keep = char in _PLAIN or (ord(char) > 127 and char == char.casefold()
                                  and char.upper() == char)
        out.append(char if keep else f"~{ord(char):x}~")
    if out[-1] == ".":  # Windows drops a trailing dot
        out[-1] = "~2e~"
    return "".join(out)


def old_folder_name(name: str) -> str | None:
    """The folder an earlier ebbing gave `name` where it differs from today's `folder_name`
    (a name of ASCII letters, digits, '.', '_', '-' holding a capital or ending with '.'),
    else None."""
    if _LEGACY.match(name) and folder_name(name) != name:
        return name
    return None


def _listed(parent: Path) -> set[str]:
    try:
        return {unicodedata.normalize("NFC", entry) for entry in os.listdir(parent)}
    except (FileNotFoundError, NotADirectoryError):
        return set()


def child_folder(parent: Path, kind: str, name: str) -> Path:
    """The folder of the (checked) name `name` inside `parent`: the old layout's folder when
    one of exactly that spelling exists (so homes made before keep working), else
    `folder_name(name)`. InvalidName when that folder would be another name's on this file
    system (a case-insensitive one folds an old-layout 'Max' and a new 'max' together):
    nothing is read or written through a folder that belongs to another name."""
    old = old_folder_name(name)
    listing: set[str] | None = None
    if old is not None and (parent / old).is_dir():
        listing = _listed(parent)
        if old in listing:
            return parent / old
    folder = folder_name(name)
    if len(folder.encode()) > MAX_FOLDER_BYTES:
        raise InvalidName(_too_long(kind, name))
    path = parent / folder
    if path.exists():
        listing = _listed(parent) if listing is None else listing
        if folder not in listing:
            other = next((f for f in sorted(listing) if f.casefold() == folder.casefold()),
                         "another folder")
            raise InvalidName(
                f"{kind} {name!r}: its folder {str(path)!r} is the folder {other!r} on this "
                f"file system, which ignores case; {other!r} is the old layout's folder of "
                f"{name_of_folder(other)!r}: rename it to {_new_of(other)!r} (with no ebbing "
                "process running) so the two names stop sharing it")
    return path


def _new_of(folder: str) -> str:
    try:
        return folder_name(name_of_folder(folder))
    except ValueError:
        return folder


def named_folders(parent: Path) -> dict[str, str]:
    """name -> folder for every folder of `parent` that is a name's (today's layout or the
    old one; the old one where a name has both, as `child_folder` reads). Folders starting
    with '.' or '_' (ebbing's own) and folders no name makes are left out."""
    found: dict[str, str] = {}
    for entry in sorted(_listed(parent)):
        if entry[:1] in "._":
            continue
        try:
            name = check_name("folder", name_of_folder(entry))
        except (ValueError, OverflowError, InvalidName):
            continue
        if entry == old_folder_name(name) or (entry == folder_name(name)
                                              and name not in found):
            found[name] = entry
    return found


def agent_folder(home: Path | str, namespace: str, agent: str) -> Path:
    """<home>/<namespace's folder>/<agent's folder> (names already checked; see
    `child_folder` for folders of the old layout)."""
    root = child_folder(Path(home).expanduser(), "namespace", namespace)
    return child_folder(root, "agent", agent)


def name_of_folder(folder: str) -> str:
    """The name whose folder this is (folder_name's inverse; an old-layout folder is its own
    name). ValueError or OverflowError for an escape that is no character."""
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
