"""The core and the lifecycle's rules stay pure: they never import I/O, the CLI, the store or
configuration."""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "ebbing"
FORBIDDEN_IN_CORE = {
    "os", "io", "pathlib", "shutil", "subprocess", "socket", "tempfile", "time", "filelock",
    "typer", "rich", "click", "orjson", "json", "platformdirs", "pydantic_settings",
    "ebbing.cli", "ebbing.store", "ebbing.config", "ebbing.service", "ebbing.vault",
}
# the lifecycle's pure inside may use only itself, the core and the plain models and errors
PURE_PACKAGES = ("core", "lifecycle/rules", "lang")


def imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_core_imports_no_io_cli_or_config() -> None:
    for package in PURE_PACKAGES:
        paths = sorted((SRC / package).glob("*.py"))
        assert paths, package
        for path in paths:
            for name in imports(path):
                bad = [f for f in FORBIDDEN_IN_CORE if name == f or name.startswith(f + ".")]
                assert not bad, f"{package}/{path.name} imports {name}"
                if name.startswith("ebbing."):
                    assert name.startswith(("ebbing.core", "ebbing.lifecycle.rules", "ebbing.lang",
                                            "ebbing.models", "ebbing.errors")), (
                        f"{package}/{path.name} imports {name}: only pure modules")


def test_lifecycle_outside_depends_on_its_inside_not_the_reverse() -> None:
    for path in sorted((SRC / "lifecycle" / "rules").glob("*.py")):
        for name in imports(path):
            assert not name.startswith("ebbing.lifecycle.") or name.startswith(
                "ebbing.lifecycle.rules"), f"lifecycle/rules/{path.name} imports {name}"


def test_store_does_not_reach_up_into_interfaces() -> None:
    for path in sorted((SRC / "store").glob("*.py")):
        for name in imports(path):
            assert not name.startswith(("ebbing.cli", "ebbing.service", "typer", "rich")), (
                f"store/{path.name} imports {name}")


def test_modules_stay_small() -> None:
    for path in SRC.rglob("*.py"):
        lines = len(path.read_text().splitlines())
        assert lines <= 400, f"{path.relative_to(SRC)} has {lines} lines: split it along a seam"
