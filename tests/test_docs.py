"""Docs kept honest: the CLI reference matches --help, every command explains itself."""

from __future__ import annotations

from pathlib import Path

from ebbing.cli.app import app
from ebbing.cli.reference import render
from ebbing.config import Settings

ROOT = Path(__file__).resolve().parents[1]


def test_cli_reference_is_current() -> None:
    assert (ROOT / "docs" / "cli.md").read_text() == render(), (
        "docs/cli.md is stale: run `python -m ebbing.cli.reference > docs/cli.md`"
    )


def test_every_command_has_help() -> None:
    for command in app.registered_commands:
        assert command.callback is not None and (command.callback.__doc__ or "").strip()


def test_config_example_documents_every_setting() -> None:
    text = (ROOT / "config.example.env").read_text()
    for name in Settings.model_fields:
        assert f"EBBING_{name.upper()}=" in text, f"config.example.env lacks EBBING_{name.upper()}"
