"""Names and ids: what may become a folder name, and how new memory ids are made."""

from __future__ import annotations

import re
from datetime import datetime

from ulid import ULID

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


def new_id(at: datetime) -> str:
    """A new time-sortable id (ULID) whose time part is `at`."""
    return str(ULID.from_datetime(at))
