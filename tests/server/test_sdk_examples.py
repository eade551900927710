"""Every field of the reference's own examples (memnetai_examples.py), one test each, in the
answers ebbing gives the official SDK (memnetai-python-sdk, unchanged): present, and of the
example's type."""

from __future__ import annotations

from typing import Any

import pytest
from memnetai import MemNetAIClient, Message
from memnetai_examples import MEMORIES, RECALL, THINK, fields, same_type, values_at

from ebbing.server.state import DaemonState


@pytest.fixture(scope="module")
def answers(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Each call once, on a daemon serving the seeded home: memories (sync), recall
    (detailed), think and dream (sync, and think async)."""
    import os

    from server_support import ThreadDaemon, seed

    from ebbing.config import load_settings

    home = tmp_path_factory.mktemp("examples") / "ebbing-home"
    saved = {k: os.environ.get(k) for k in ("EBBING_HOME", "EBBING_ENV_FILE",
                                            "EBBING_EMBEDDER")}
    os.environ.update({"EBBING_HOME": str(home), "EBBING_EMBEDDER": "fake",
                       "EBBING_ENV_FILE": str(home.parent / "no-such.env")})
    try:
        seed(home)
        daemon = ThreadDaemon(load_settings())
        state: DaemonState = daemon.start()
        try:
            sdk = MemNetAIClient(api_key=state.token, base_url=state.url)
            out = {
                "memories": sdk.memories("小明", [
                    Message("user", "My sister Lena moved to Lisbon last spring"),
                    Message("user", "ok, noted")]),
                "recall": sdk.recall(None, "Caroline and the tides",
                                     is_returning_detailed_memory_info=1),
                "think": sdk.think("小明", subject="Lena", async_mode=0),
                "think async": sdk.think("小明", subject="Lisbon"),
                "dream": sdk.dream("小明", async_mode=0),
            }
        finally:
            daemon.stop()
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
    for name, answer in out.items():
        assert answer is not None and answer["status_code"] == 200, (name, answer)
    return {name: answer["response_json"] for name, answer in out.items()}


CASES = [(call, path, example) for call, shape in (
    ("memories", MEMORIES), ("recall", RECALL), ("think", THINK), ("think async", THINK),
    ("dream", THINK)) for path, example in fields(shape)]


@pytest.mark.parametrize(("call", "path", "example"), CASES,
                         ids=[f"{c}:{p}" for c, p, _ in CASES])
def test_field_has_the_examples_type(answers: dict[str, Any], call: str, path: str,
                                     example: Any) -> None:
    found = values_at(answers[call], path)
    if "[]" in path:
        assert found, f"{call}: no {path} to check"
    name = path.rsplit(".", 1)[-1].rstrip("[]")
    for value in found:
        assert same_type(value, example, name), (call, path, value)


def test_the_memories_info_names_what_was_written(answers: dict[str, Any]) -> None:
    data = answers["memories"]["data"]
    info = data["memoriesInfo"]
    assert info["newMemoryCount"] == len(data["memorySummaryIdList"]) == 1
    assert info["summarys"] == ["My sister Lena moved to Lisbon last spring"]
    assert data["tip"] == "1 memory written, 1 message skipped (see skipped)"
    assert answers["think async"]["code"] == "0" and answers["think async"]["data"]["taskId"]


def test_docs_server_md_names_every_field_of_the_examples() -> None:
    """docs/server.md lists every field of the reference's examples (each in backquotes),
    with its type: its tables and the calls' sections say which."""
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "server.md").read_text()
    names = {path.rsplit(".", 1)[-1].removesuffix("[]") for shape in (MEMORIES, RECALL, THINK)
             for path, _ in fields(shape)}
    assert {n for n in names if f"`{n}`" not in doc} == set()
    assert "| `maxImpression` (the memory's decay score now), `score` (its ranking score) | " \
           "integer" in doc
