"""bench/locomo_cosine.py, the plain-cosine baseline, on an invented conversation with the
fake embedder: a question worded as a turn ranks that turn first, and a question that is a turn
of the conversation ranks only the turns before it."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from ebbing.config import Settings
from ebbing.service import MemoryService
from locomo_cosine import rank_conversation, turn_text
from locomo_data import Conversation, Question, Turn

LINES = ["the kettle whistles at dawn", "my tortoise escaped over the fence",
         "we repainted the shed bright orange", "the choir sings on thursdays"]


def toy() -> Conversation:
    at = datetime(2025, 4, 2, 10, 0, tzinfo=UTC)
    conv = Conversation("toy", "Oda", "Pim")
    for i, text in enumerate(LINES, start=1):
        conv.turns.append(Turn(f"D1:{i}", 1, "Oda" if i % 2 else "Pim", text, None, at))
    conv.questions = [Question("toy:0", LINES[2], "", ["D1:3"], 4),
                      Question("toy:1", LINES[3], "", ["D1:1"], 4, asked_at="D1:3")]
    return conv


def test_plain_cosine_ranks_the_same_words_first_and_nothing_from_after_the_asking_turn(
        tmp_path: Path) -> None:
    conv = toy()
    svc = MemoryService(Settings(home=tmp_path, embedder="fake"), agent="cosine-test")
    try:
        ranked = rank_conversation(svc, conv, top=10)
    finally:
        svc.close()
    assert ranked["toy:0"][0] == "D1:3" and sorted(ranked["toy:0"]) == [
        "D1:1", "D1:2", "D1:3", "D1:4"]
    assert sorted(ranked["toy:1"]) == ["D1:1", "D1:2"]


def test_the_speaker_is_written_before_the_text_only_when_asked() -> None:
    conv = toy()
    assert turn_text(conv, 1) == LINES[1]
    assert turn_text(conv, 1, speaker=True) == f"Pim: {LINES[1]}"
