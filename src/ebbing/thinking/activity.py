"""The memory active status of an agent, persisted in `<agent folder>/.cache/activity.json`
(written atomically; machine-local state that git does not version: a lost file only makes
the agent active again): active or not, the automatic thoughts and dreams of the current active
period, and the last call by a person. The rules are in core/derive.py.

A person's call (think, dream, remember, recall) makes the agent active again and starts a
new period (`user_call`). `run_automatic` is what `ebbing maintain` and an idle daemon call:
it thinks and dreams until the limits (EBBING_AUTO_THOUGHTS, EBBING_AUTO_DREAMS) are reached,
then the agent turns inactive and stays so until the next call by a person. Every automatic
action passes through `on_automatic(kind)`: the point where a heat limiter can refuse it."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import asdict
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from ebbing.core import derive
from ebbing.core.derive import Activity, Limits
from ebbing.models import utc
from ebbing.store.atomic import atomic_write

if TYPE_CHECKING:
    from ebbing.service import MemoryService
    from ebbing.thinking.think import Outcome

FILE = ".cache/activity.json"
log = logging.getLogger("ebbing")
QUIET_S = 60.0  # a user call this soon after the last one, with nothing to reset, is not written

# Called before every automatic thought or dream with its kind ("thought" or "dream"); return
# False to refuse it (e.g. the HTTP API's heat limiter). The lead connects it at merge.
AutomaticHook = Callable[[str], bool]
_hooks: list[AutomaticHook] = []


def on_automatic(kind: str) -> bool:
    """Whether an automatic action of `kind` may run: every connected hook must agree."""
    return all(hook(kind) for hook in _hooks)


def connect(hook: AutomaticHook) -> None:
    _hooks.append(hook)


def disconnect(hook: AutomaticHook) -> None:
    if hook in _hooks:
        _hooks.remove(hook)


def limits(svc: MemoryService) -> Limits:
    return Limits(svc.settings.auto_thoughts, svc.settings.auto_dreams)


def load(svc: MemoryService) -> Activity:
    """The stored status; a missing or unreadable file reads as a fresh, active agent."""
    path = svc.folder / FILE
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        when = {k: datetime.fromisoformat(data[k]) if data.get(k) else None
                for k in ("last_user_call", "since")}
        return Activity(bool(data["active"]), int(data["thoughts"]), int(data["dreams"]),
                        when["last_user_call"], when["since"])
    except (OSError, ValueError, KeyError, TypeError):
        return Activity()


def save(svc: MemoryService, state: Activity) -> None:
    if not svc.folder.is_dir():
        return  # an agent with no memories yet: nothing to keep a status for
    data = {k: (v.isoformat() if isinstance(v, datetime) else v)
            for k, v in asdict(state).items()}
    try:
        (svc.folder / FILE).parent.mkdir(mode=0o700, exist_ok=True)
        atomic_write(svc.folder / FILE, (json.dumps(data, sort_keys=True) + "\n").encode())
    except OSError as error:  # a full or read-only disk: reads and recalls still work
        log.warning("the memory active status was not saved: %s", error)


def user_call(svc: MemoryService, now: datetime | None = None) -> Activity:
    """A person called think, dream, remember or recall: active again, a new period."""
    old, at = load(svc), _at(now)
    if (old.active and not old.thoughts and not old.dreams and old.last_user_call is not None
            and abs((at - old.last_user_call).total_seconds()) < QUIET_S):
        return old  # nothing to change but the time: spare recall a write now and then
    state = derive.user_call(old, at)
    save(svc, state)
    return state


def report(svc: MemoryService) -> dict[str, Any]:
    """The active status as JSON, with the limits."""
    state, limit = load(svc), limits(svc)
    return {"namespace": svc.namespace, "agent": svc.agent, "active": state.active,
            "automatic_thoughts": state.thoughts, "automatic_dreams": state.dreams,
            "limits": {"thoughts": limit.thoughts, "dreams": limit.dreams},
            "last_user_call": state.last_user_call.isoformat() if state.last_user_call else None,
            "active_since": state.since.isoformat() if state.since else None,
            "auto_think": svc.settings.auto_think}


def run_one(svc: MemoryService, kind: str, subject: str | None = None,
            now: datetime | None = None, seed: int | None = None, *, hooks: bool = True,
            metadata: dict[str, Any] | None = None) -> Outcome | None:
    """One automatic thought or dream (e.g. the HTTP API's isAuto=1), if the active status
    and the hooks allow it (`hooks=False`: a caller that already counted its heat); counted
    and saved. None when refused. `metadata` goes into a thought (a task's id)."""
    from ebbing.thinking.dream import dream
    from ebbing.thinking.think import think

    at, limit = _at(now), limits(svc)
    stored = load(svc)
    state = derive.exhausted(stored, limit)
    if not derive.allowed(state, kind, limit) or (hooks and not on_automatic(kind)):
        if state != stored:  # written only when it changed: a person's call is not undone
            save(svc, state)
        return None
    try:
        outcome = (dream(svc, subject, auto=True, now=at) if kind == "dream"
                   else think(svc, subject, auto=True, now=at, seed=seed, metadata=metadata))
    except TimeoutError:  # another daemon runs one for this agent now (pg/fence.py)
        return None
    save(svc, derive.after_automatic(load(svc), kind, limit))
    return outcome


def run_automatic(svc: MemoryService, now: datetime | None = None,
                  seed: int | None = None) -> list[Outcome]:
    """Automatic thinking and dreaming within the limits (dreams first, then thoughts), as
    `ebbing maintain` and an idle daemon run it; the status is saved after each action.
    Returns what was done."""
    done: list[Outcome] = []
    for kind in ("dream", "thought"):
        while True:
            outcome = run_one(svc, kind, now=now,
                              seed=None if seed is None else seed + len(done))
            if outcome is None:
                break
            done.append(outcome)
            if not outcome.written:
                break  # nothing to work on: do not spend the rest of the allowance
    return done


def _at(now: datetime | None) -> datetime:
    return datetime.now(UTC) if now is None else utc(now)
