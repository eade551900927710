"""The web view (`ebbing ui`): pages served by the daemon under /ui, on its port and behind
its Host check, for a person signed in through a one-time login link (session.py). A fourth
front door: every page calls MemoryService and renders what it returns (docs/ui.md)."""

from ebbing.ui.web import mount

__all__ = ["mount"]
