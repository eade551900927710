"""ebbing as a Model Context Protocol server (`ebbing mcp`): the same MemoryService behind
tools, resources and a prompt, over stdio or streamable HTTP.

The package is named `mcpserver`, not `mcp`, so that `import mcp` inside it is the SDK.
Importing this package imports no SDK: `ebbing.mcpserver.server` does, when a server is built.

- `registry.py`: ToolSpec, and how tool groups are found (one module per group in `tools/`).
- `session.py`: the open agents (one model per process) and the error translation.
- `tools/*.py`: the tool groups (memory, lifecycle, commonsense, maintenance, ...).
- `resources.py`: memory, stats and recent-memory resources; the use-memory prompt.
- `server.py`: building the MCPServer, running it over stdio or HTTP (token, Host check).
"""
