"""Errors ebbing reports to people: each carries a message that says what to do."""

from __future__ import annotations

import errno
import logging
from collections.abc import Iterator
from contextlib import contextmanager


class EbbingError(Exception):
    """Base class: a failure with a clear message, reported with exit code 1."""


class InvalidName(EbbingError):
    pass


class NotFound(EbbingError):
    pass


class NewerSchema(EbbingError):
    pass


class InvalidInput(EbbingError):
    pass


# errno values that say the storage refused a write: a full disk or quota, a read-only or
# unwritable home, a failing device (HTTP answers them with code "storage", not "error")
STORAGE_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EROFS, errno.EACCES,
                            errno.EPERM, errno.EIO})


def storage_error(error: BaseException) -> bool:
    return isinstance(error, OSError) and error.errno in STORAGE_ERRNOS


@contextmanager
def unrecorded(what: str) -> Iterator[None]:
    """Run a write that only records (a use, the time of a call): when the storage refuses
    it, warn on stderr that `what` could not be recorded and go on, so a read on a full disk
    still answers (docs/storage.md)."""
    try:
        yield
    except OSError as error:
        if not storage_error(error):
            raise
        logging.getLogger("ebbing").warning(
            "answered, but %s could not be recorded: %s", what,
            error.strerror or error)
