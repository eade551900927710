"""The tool registry: every tool is a ToolSpec in the TOOLS list of one module of
`ebbing.mcpserver.tools`; the server registers every module found there, in name order.

Adding a group of tools (working memory, thinking and dreaming, ...) is one new module,
`ebbing/mcpserver/tools/<group>.py`, that defines

    TOOLS = [ToolSpec(name=..., title=..., description=..., fn=..., read_only=..., ...)]

where each `fn` takes the open agent as its first argument (`svc`, a MemoryService) and the
tool's arguments as keyword arguments annotated with `Arg(...)` (a description and examples for
the JSON schema). Only a tool with `creates=True` may open an agent that does not exist yet;
the others answer that there is no such agent (the server's own agent is always open).
Nothing else changes: no list to edit, no import to add. A tool whose
`per_agent` is True gets the optional `namespace` and `agent` arguments and runs on that agent
(under that agent's lock); one with `per_agent=False` gets the AgentPool itself instead.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pydantic import Field

NAME_CHARS = set("abcdefghijklmnopqrstuvwxyz0123456789_")


def Arg(description: str, *examples: Any, **constraints: Any) -> Any:
    """A tool argument's description and examples, as pydantic Field metadata for
    `Annotated[type, Arg(...)]`."""
    return Field(description=description, examples=list(examples) or None, **constraints)


@dataclass(frozen=True)
class ToolSpec:
    """One MCP tool: what the model reads (name, title, description), how clients may treat
    it (the annotations' hints), and the function that calls the service."""

    name: str
    title: str
    description: str
    fn: Callable[..., Any]
    read_only: bool
    destructive: bool
    idempotent: bool
    per_agent: bool = True
    creates: bool = False  # may make the agent's folder (remember); others need it to exist
    # arguments a peer's tool of this name takes and this one does not, each with why: a
    # call passing one is refused (-32602) with that reason, as is any other unknown argument
    refused: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.name or set(self.name) - NAME_CHARS:
            raise ValueError(f"tool name {self.name!r}: lower-case letters, digits and _ only")
        if len(self.description.split()) < 8:
            raise ValueError(f"tool {self.name!r}: the description must tell a model when to "
                             "call it and what it returns")
        if self.read_only and self.destructive:
            raise ValueError(f"tool {self.name!r}: a read-only tool cannot be destructive")


def tool_modules() -> list[str]:
    """The modules of `ebbing.mcpserver.tools`, in name order."""
    from ebbing.mcpserver import tools

    return sorted(f"{tools.__name__}.{m.name}" for m in pkgutil.iter_modules(tools.__path__)
                  if not m.name.startswith("_"))


def all_tools() -> list[ToolSpec]:
    """Every tool of every group; a name used twice is an error."""
    found: dict[str, ToolSpec] = {}
    for module_name in tool_modules():
        module = importlib.import_module(module_name)
        specs = getattr(module, "TOOLS", None)
        if not isinstance(specs, list):
            raise TypeError(f"{module_name} must define TOOLS, a list of ToolSpec")
        for spec in specs:
            if spec.name in found:
                raise ValueError(f"tool {spec.name!r} is defined twice ({module_name})")
            found[spec.name] = spec
    return list(found.values())
