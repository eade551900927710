"""Where the ONNX file is kept and when it is exported again (no torch: the exporter itself is
replaced by one that writes known bytes, so these run in milliseconds)."""

from __future__ import annotations

import logging
import os
from pathlib import Path

import pytest

from ebbing.embed import EmbedderUnavailable, OnnxEmbedder
from ebbing.embed import export as export_module
from ebbing.embed.export import ExportFailed, ensure_onnx, onnx_path


@pytest.fixture
def model(tmp_path: Path) -> Path:
    folder = tmp_path / "model"
    (folder / "1_Pooling").mkdir(parents=True)
    (folder / "model.safetensors").write_bytes(b"weights v1")
    (folder / "tokenizer.json").write_text("{}")
    (folder / "1_Pooling" / "config.json").write_text("{}")
    return folder


@pytest.fixture
def exports(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    made: list[Path] = []

    def fake_export(model: Path) -> bytes:
        made.append(model)
        return b"onnx of " + (model / "model.safetensors").read_bytes()

    monkeypatch.setattr(export_module, "export_bytes", fake_export)
    return made


def test_exported_once_then_reused(model: Path, tmp_path: Path, exports: list[Path]) -> None:
    cache = tmp_path / "cache"
    first = ensure_onnx(model, cache)
    again = ensure_onnx(model, cache)
    assert first == again and first.read_bytes() == b"onnx of weights v1"
    assert len(exports) == 1
    assert first.is_relative_to(cache) and first.name == "model.onnx"
    # written atomically: nothing half-written is left beside it
    assert sorted(p.name for p in first.parent.iterdir()) == ["export.lock", "model.onnx"]


def test_a_changed_model_is_exported_again(model: Path, tmp_path: Path,
                                           exports: list[Path]) -> None:
    cache = tmp_path / "cache"
    old = ensure_onnx(model, cache)
    (model / "model.safetensors").write_bytes(b"weights v2")
    new = ensure_onnx(model, cache)
    assert new != old and new.read_bytes() == b"onnx of weights v2"
    assert old.read_bytes() == b"onnx of weights v1"  # the old export is left alone
    assert len(exports) == 2


def test_the_key_is_the_contents_not_the_file_times(model: Path, tmp_path: Path,
                                                    exports: list[Path]) -> None:
    cache = tmp_path / "cache"
    first = ensure_onnx(model, cache)
    weights = model / "model.safetensors"
    os.utime(weights, ns=(1_000_000_000, 1_000_000_000))  # reinstalled: same bytes, new time
    assert ensure_onnx(model, cache) == first and len(exports) == 1
    weights.write_bytes(b"weights v3")  # the same size, other bytes
    os.utime(weights, ns=(2_000_000_000, 2_000_000_000))
    assert ensure_onnx(model, cache) != first and len(exports) == 2


def test_a_new_export_version_is_exported_beside_the_old(
        model: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # an upgrade that changes the exported graph (EXPORT_VERSION) exports it again
    cache = tmp_path / "cache"
    monkeypatch.setattr(export_module, "export_bytes",
                        lambda folder: f"graph {export_module.EXPORT_VERSION}".encode())
    before = export_module.EXPORT_VERSION
    old = ensure_onnx(model, cache)
    monkeypatch.setattr(export_module, "EXPORT_VERSION", "upgraded")
    new = ensure_onnx(model, cache)
    assert new != old and new.read_bytes() == b"graph upgraded"
    assert old.read_bytes() == f"graph {before}".encode()  # left alone


def test_exporting_again_removes_the_mapped_copies(model: Path, tmp_path: Path,
                                                 exports: list[Path]) -> None:
    cache = tmp_path / "cache"
    first = ensure_onnx(model, cache)
    copies = [first.parent / name for name in ("mapped-1.0.onnx", "mapped-1.0.weights")]
    for copy in copies:  # saved from the first export (embed/mapped.py)
        copy.write_bytes(b"copy of the first export")
    assert ensure_onnx(model, cache) == first and all(c.exists() for c in copies)
    ensure_onnx(model, cache, force=True)
    assert len(exports) == 2 and not any(c.exists() for c in copies)


def test_a_failed_export_is_remembered_until_forced(model: Path, tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    cache = tmp_path / "cache"
    calls: list[Path] = []

    def failing(folder: Path) -> bytes:
        calls.append(folder)
        raise ExportFailed("exporting went wrong")

    monkeypatch.setattr(export_module, "export_bytes", failing)
    for _ in range(2):
        with pytest.raises(EmbedderUnavailable, match="exporting went wrong"):
            ensure_onnx(model, cache)
    assert len(calls) == 1  # not tried again at every start
    assert not onnx_path(model, cache).exists()
    monkeypatch.setattr(export_module, "export_bytes", lambda folder: b"fixed")
    assert ensure_onnx(model, cache, force=True).read_bytes() == b"fixed"
    assert not (onnx_path(model, cache).parent / export_module.FAILED).exists()


def test_a_missing_exporter_library_is_not_remembered(model: Path, tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    cache = tmp_path / "cache"

    def missing(folder: Path) -> bytes:
        raise EmbedderUnavailable("cannot export to ONNX without onnx")

    monkeypatch.setattr(export_module, "export_bytes", missing)
    with pytest.raises(EmbedderUnavailable):
        ensure_onnx(model, cache)
    monkeypatch.setattr(export_module, "export_bytes", lambda folder: b"installed now")
    assert ensure_onnx(model, cache).read_bytes() == b"installed now"


def test_no_onnx_file_means_one_warning_and_sentence_transformers(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    from ebbing.embed import runtime

    def unavailable(*args: object, **kwargs: object) -> Path:
        raise EmbedderUnavailable("no exporter here")

    loads: list[str] = []
    monkeypatch.setattr(export_module, "ensure_onnx", unavailable)
    monkeypatch.setattr(runtime.SentenceTransformerEmbedder, "load",
                        lambda self: loads.append(self.model))
    embedder = OnnxEmbedder(cache=tmp_path / "cache")
    with caplog.at_level(logging.WARNING, logger="ebbing"):
        embedder.load()
        embedder.load()
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1 and "no exporter here" in warnings[0]
    assert "sentence-transformers" in warnings[0]
    assert embedder.runtime == "sentence-transformers" and loads == ["all-MiniLM-L6-v2"] * 2
