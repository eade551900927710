"""The first search or recall's model export shows what it is doing on a terminal (stderr),
and nothing under --json or when stderr is not a terminal."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from ebbing.cli.progress import export_progress
from ebbing.embed import stages


def export_like() -> None:
    for stage in ("importing torch and transformers", "loading all-MiniLM-L6-v2",
                  "tracing the model into ONNX", ""):
        stages.announce(stage)


def console(terminal: bool) -> tuple[Console, io.StringIO]:
    sink = io.StringIO()
    return Console(file=sink, force_terminal=terminal, width=200), sink


def test_a_terminal_sees_the_export_and_its_end() -> None:
    screen, sink = console(True)
    with export_progress(False, screen):
        export_like()
    shown = sink.getvalue()
    assert "exporting the embedding model to ONNX" in shown
    assert "tracing the model into ONNX" in shown
    assert "embedding model exported to ONNX in" in shown


def test_json_and_pipes_see_nothing() -> None:
    for as_json, terminal in ((True, True), (False, False)):
        screen, sink = console(terminal)
        with export_progress(as_json, screen):
            export_like()
        assert sink.getvalue() == ""


def test_no_listener_is_left_behind() -> None:
    screen, _ = console(True)
    with export_progress(False, screen):
        pass
    assert stages._listeners == []


def test_the_export_announces_its_stages(monkeypatch: pytest.MonkeyPatch) -> None:
    """export_bytes names its stages as it goes (a real export imports torch and takes 10-30
    s; here the first stage is heard before an import that is made to fail)."""
    from ebbing.embed import export
    from ebbing.embed.base import EmbedderUnavailable

    def missing(name: str) -> None:
        raise ImportError(name=name)

    heard: list[str] = []
    monkeypatch.setattr(export.importlib, "import_module", missing)
    with stages.listening(heard.append), pytest.raises(EmbedderUnavailable):
        export.export_bytes(export.cache_folder())
    assert heard == ["importing torch and transformers"]
