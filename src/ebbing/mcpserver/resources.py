"""Resources (a memory by id, an agent's stats, its most recent memories) and the prompt that
tells a model how to use memory.

URIs: `ebbing://<namespace>/<agent>/memory/<id>`, `ebbing://<namespace>/<agent>/stats`,
`ebbing://<namespace>/<agent>/recent`. The server's own agent's stats and recent memories are
listed as resources; every agent's are reachable through the templates.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import orjson
from mcp.server.mcpserver.exceptions import ResourceError, ResourceNotFoundError

from ebbing.errors import EbbingError, NotFound
from ebbing.mcpserver.session import Session, describe
from ebbing.mcpserver.tools.memory import memory_json

if TYPE_CHECKING:
    from mcp.server import MCPServer

RECENT = 20
JSON = "application/json"

USE_MEMORY = """\
You have a long-term memory (ebbing) through the tools of this server.

Before you answer:
- Call `recall` with the user's message{about}. Read its memoryPrompt as background: it lists \
what you remember, with dates and statuses. A memory marked outdated, suspected_outdated or \
repudiated is history, not a current fact; prefer the memory that replaced it.
- If recall brings nothing relevant, answer normally; do not invent memories.

After you answer:
- Call `remember` once for each new fact worth keeping (a preference, a fact about a person, a \
decision, an event with its date), in plain words, with tags and the people or things it \
names as entities. Skip small talk and anything already remembered.
- When the user corrects something you remembered, call `supersede` (it changed) or \
`repudiate` (it was never true) on the old memory instead of only remembering the new fact.
- When a recalled memory helped, you may `touch` it with the tags of the current topic.
"""


def dumps(value: Any) -> str:
    return orjson.dumps(value, option=orjson.OPT_SORT_KEYS | orjson.OPT_INDENT_2).decode()


def read(session: Session, namespace: str, agent: str, what: str, memory_id: str = "") -> str:
    """One resource's JSON text; a missing memory or agent name is the SDK's
    ResourceNotFoundError, any other ebbing error a ResourceError with its message."""
    try:
        with session.use(namespace, agent, create=False) as svc:
            if what == "memory":
                return dumps(memory_json(svc, svc.get(memory_id)))
            if what == "stats":
                return dumps(svc.stats())
            return dumps({"namespace": svc.namespace, "agent": svc.agent,
                          "memories": [memory_json(svc, m) for m in svc.list(limit=RECENT)]})
    except NotFound as error:
        raise ResourceNotFoundError(str(error)) from None
    except EbbingError as error:
        raise ResourceError(describe(error)) from None


def register(server: MCPServer, session: Session) -> None:
    """Add the resources, resource templates and the prompt to `server`."""
    base = f"ebbing://{session.namespace}/{session.agent}"

    @server.resource("ebbing://{namespace}/{agent}/memory/{memory_id}", name="memory",
                     title="A memory", mime_type=JSON,
                     description="One memory by id, with its change log and current score.")
    def memory(namespace: str, agent: str, memory_id: str) -> str:
        return read(session, namespace, agent, "memory", memory_id)

    @server.resource("ebbing://{namespace}/{agent}/stats", name="agent-stats",
                     title="A memory agent's statistics", mime_type=JSON,
                     description="Counts by status and lifecycle, scores, file sizes.")
    def stats_of(namespace: str, agent: str) -> str:
        return read(session, namespace, agent, "stats")

    @server.resource("ebbing://{namespace}/{agent}/recent", name="agent-recent",
                     title="A memory agent's recent memories", mime_type=JSON,
                     description=f"The {RECENT} most recently created memories, newest first.")
    def recent_of(namespace: str, agent: str) -> str:
        return read(session, namespace, agent, "recent")

    @server.resource(f"{base}/stats", name="stats", title="Memory statistics",
                     mime_type=JSON, description=(
                         f"Statistics of this server's memory agent ({session.namespace}/"
                         f"{session.agent}): counts by status and lifecycle, scores, files."))
    def stats() -> str:
        return read(session, session.namespace, session.agent, "stats")

    @server.resource(f"{base}/recent", name="recent", title="Recent memories",
                     mime_type=JSON, description=(
                         f"The {RECENT} most recent memories of this server's memory agent, "
                         "newest first, with their ids and statuses."))
    def recent() -> str:
        return read(session, session.namespace, session.agent, "recent")

    @server.prompt(name="use_memory", title="Use long-term memory", description=(
        "How to use this memory: recall before answering, remember after."))
    def use_memory(topic: str = "") -> str:
        about = f" (the conversation is about: {topic.strip()})" if topic.strip() else ""
        return USE_MEMORY.format(about=about)
