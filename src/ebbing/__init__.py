"""ebbing: local-first long-term memory for AI assistants.

The public Python API (pinned by tests/test_public_api.py):

    import ebbing
    memories = ebbing.open_store(namespace="default", agent="default")
    m = memories.remember("Max moved to Berlin", tags=["people"], entities=["Max"])
    memories.get(m.id); memories.list(); memories.touch(m.id); memories.score(m)
    memories.forget(m.id)
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from ebbing.errors import EbbingError, InvalidInput, InvalidName, NewerSchema, NotFound

__version__ = "0.1.0"

__all__ = [
    "ChangeLogEntry",
    "EbbingError",
    "InvalidInput",
    "InvalidName",
    "Lifecycle",
    "Memory",
    "MemoryService",
    "NewerSchema",
    "NotFound",
    "Relation",
    "Settings",
    "Status",
    "__version__",
    "open_store",
]


def open_store(namespace: str | None = None, agent: str | None = None, *,
               home: str | Path | None = None, **settings: Any) -> MemoryService:
    """Open one memory agent's store (`<home>/<namespace>/<agent>/`).

    Settings not given here come from the environment (EBBING_*), the env file, or defaults.
    """
    from ebbing.config import load_settings
    from ebbing.service import MemoryService

    config = load_settings(home=Path(home) if home is not None else None, **settings)
    return MemoryService(config, namespace=namespace, agent=agent)


MODELS = frozenset({"ChangeLogEntry", "Lifecycle", "Memory", "Relation", "Status"})


def __getattr__(name: str) -> Any:
    # Lazy, so `import ebbing` stays light for the CLI (pydantic alone costs ~0.25 s).
    if name in MODELS:
        from ebbing import models

        return getattr(models, name)
    if name == "MemoryService":
        from ebbing.service import MemoryService

        return MemoryService
    if name == "Settings":
        from ebbing.config import Settings

        return Settings
    raise AttributeError(name)


if TYPE_CHECKING:
    from ebbing.config import Settings
    from ebbing.models import ChangeLogEntry, Lifecycle, Memory, Relation, Status
    from ebbing.service import MemoryService
