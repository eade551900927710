"""The wire format: one atom per line, `@TAG: field|field|...`, `\\|` a pipe inside a field
(`\\\\` a backslash). Output lines of the reserved tags (@ERR, @WRN, ...) are built here too."""

from __future__ import annotations

import re

LINE = re.compile(r"^@([A-Za-z0-9_]+):\s*(.*)$")


class WireError(Exception):
    """A refused input or request: `code` is the machine-readable first field of @ERR;
    `exit_code` 1 (the input) or 2 (no such session, usage)."""

    def __init__(self, code: str, message: str, *, example: str | None = None,
                 exit_code: int = 1) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.example = example
        self.exit_code = exit_code


def split_fields(payload: str) -> list[str]:
    """The fields of a payload; `\\|` and `\\\\` are escapes, any other backslash is kept."""
    if "\\" not in payload:
        return payload.split("|")
    fields: list[str] = []
    current: list[str] = []
    i, end = 0, len(payload)
    while i < end:
        ch = payload[i]
        if ch == "\\" and i + 1 < end and payload[i + 1] in "|\\":
            current.append(payload[i + 1])
            i += 2
            continue
        if ch == "|":
            fields.append("".join(current))
            current = []
        else:
            current.append(ch)
        i += 1
    fields.append("".join(current))
    return fields


def join_fields(values: list[str]) -> str:
    return "|".join(v.replace("\\", "\\\\").replace("|", "\\|") for v in values)


def split_line(line: str) -> tuple[str, str]:
    """(TAG upper-cased, payload) of a wire line; ValueError when it is not one."""
    match = LINE.match(line.strip())
    if match is None:
        raise ValueError("invalid wire line")
    return match.group(1).upper(), match.group(2)


def row_line(tag: str, values: list[str]) -> str:
    return f"@{tag}: {join_fields(values)}"


def err_line(code: str, message: str, example: str | None = None) -> str:
    text = message.replace("|", " ")
    return f"@ERR: {code}|{text}|{example}" if example else f"@ERR: {code}|{text}"


def wrn_line(code: str, message: str, example: str | None = None) -> str:
    text = message.replace("|", " ")
    return f"@WRN: {code}|{text}|{example}" if example else f"@WRN: {code}|{text}"
