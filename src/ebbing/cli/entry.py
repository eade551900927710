"""The `ebbing` command's entry point: `ebbing wm ...` tries the fast path first (wm/fast.py:
no typer, no pydantic), everything else is the typer application (cli/app.py)."""

from __future__ import annotations

import sys


def main() -> None:
    if len(sys.argv) > 2 and sys.argv[1] == "wm":
        from ebbing.wm.fast import main as fast

        code = fast(sys.argv[2:])
        if code is not None:
            raise SystemExit(code)
    from ebbing.cli.app import main as full

    full()
