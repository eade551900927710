"""The CLI stays light: no heavy library is imported to remember or to print help."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HEAVY = ["torch", "sentence_transformers", "sklearn", "watchdog", "mcp", "transformers",
         "onnxruntime", "tokenizers", "onnx"]


def test_cli_does_not_import_heavy_libraries(ebbing_home: Path) -> None:
    code = (
        "import sys\n"
        "from ebbing.cli.app import app\n"
        "from typer.testing import CliRunner\n"
        "r = CliRunner().invoke(app, ['remember', 'hello'])\n"
        "assert r.exit_code == 0, r.output\n"
        "r = CliRunner().invoke(app, ['list'])\n"
        f"heavy = [m for m in {HEAVY!r} if m in sys.modules]\n"
        "print(','.join(heavy))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True)
    assert result.stdout.strip() == ""


def test_python_m_ebbing_runs(ebbing_home: Path) -> None:
    result = subprocess.run([sys.executable, "-m", "ebbing", "--version"], capture_output=True,
                            text=True, check=True)
    assert result.stdout.startswith("ebbing ")
