"""What one working-memory call answers: data lines (stdout), error and advisory lines
(stderr), an exit code, and for `session save` the file's text (the caller writes it)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ebbing.wm.caps import MAX_WARNINGS
from ebbing.wm.wire import WireError, err_line, wrn_line


@dataclass
class Reply:
    out: list[str] = field(default_factory=list)
    err: list[str] = field(default_factory=list)
    code: int = 0
    file: str | None = None
    warned: int = 0

    def wrn(self, code: str, message: str, example: str | None = None) -> None:
        """An advisory, at most MAX_WARNINGS per call (as MemNet)."""
        if self.warned < MAX_WARNINGS:
            self.warned += 1
            self.err.append(wrn_line(code, message, example))

    def fail(self, error: WireError) -> Reply:
        self.err.append(err_line(error.code, error.message, error.example))
        self.code = error.exit_code
        return self

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"stdout": self.out, "stderr": self.err, "exitCode": self.code}
        if self.file is not None:
            data["file"] = self.file
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Reply:
        return cls(list(data.get("stdout", [])), list(data.get("stderr", [])),
                   int(data.get("exitCode", 1)), data.get("file"))

    def text(self) -> tuple[str, str]:
        """(stdout, stderr) as printed: each line ending in a newline."""
        return ("".join(f"{line}\n" for line in self.out),
                "".join(f"{line}\n" for line in self.err))
