"""Errors ebbing reports to people: each carries a message that says what to do."""

from __future__ import annotations


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
