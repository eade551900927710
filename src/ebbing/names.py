"""Names and ids: what may become a folder name, and how new memory ids are made."""

from __future__ import annotations

import os
import re
from datetime import UTC, datetime

from ebbing.errors import InvalidName

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")
_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$")


def check_name(kind: str, name: str) -> str:
    """Return `name` if it is safe as one folder name, else raise InvalidName saying why.

    Allowed: 1 to 64 letters, digits, '.', '_' and '-', starting with a letter or digit, and
    no '..' anywhere. That rules out path separators, parent references and control characters.
    """
    if not _NAME.match(name) or ".." in name:
        raise InvalidName(
            f"invalid {kind} name {name!r}: use 1-64 letters, digits, '.', '_' or '-', "
            "starting with a letter or digit, without '..'"
        )
    return name


def check_id(memory_id: str) -> str:
    if not _ID.match(memory_id):
        raise InvalidName(f"invalid memory id {memory_id!r}")
    return memory_id


_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_PAIRS = [a + b for a in _CROCKFORD for b in _CROCKFORD]  # every 10-bit value as 2 digits
_last = [0, 0]  # the previous id's millisecond and random part, for monotonic ids


def new_id(at: datetime) -> str:
    """A new ULID whose time part is `at` (26 Crockford base32 characters).

    Within one process, ids made for the same millisecond increase (the random part is
    incremented), so a batch's ids sort in the order they were made.
    """
    delta = at - _EPOCH
    ms = ((delta.days * 86_400 + delta.seconds) * 1000 + delta.microseconds // 1000) & (2**48 - 1)
    same_ms = ms == _last[0]
    rand = (_last[1] + 1) & (2**80 - 1) if same_ms else int.from_bytes(os.urandom(10), "big")
    _last[0], _last[1] = ms, rand
    value = (ms << 80) | rand
    # 26 base32 digits = 130 bits (two leading zeros + 128), written 10 bits at a time
    return "".join([_PAIRS[(value >> shift) & 1023] for shift in range(120, -10, -10)])
