"""An agent with a small history, on the deterministic fake embedder."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from ebbing.config import Settings
from ebbing.service import MemoryService

T0 = datetime(2026, 1, 1, tzinfo=UTC)
NOW = T0 + timedelta(days=12)
TEXTS = [
    "Caroline went to the LGBTQ support group on Monday.",
    "Caroline wants to study counseling to help people.",
    "Melanie painted a sunrise over the lake with her kids.",
    "Melanie took her kids camping at the lake.",
    "Caroline and Melanie talked about the support group.",
    "The lake was calm when Melanie went camping.",
    "Caroline is researching adoption agencies.",
    "Melanie signed up for a pottery class.",
]


def make_service(home: Path, texts: list[str] = TEXTS, **settings: Any) -> MemoryService:
    svc = MemoryService(Settings(home=home, embedder="fake", **settings))
    svc.remember_batch([{"content": t, "now": T0 + timedelta(days=i)}
                        for i, t in enumerate(texts)])
    return svc
