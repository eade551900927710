"""The MCP tool groups: each module defines TOOLS (see ebbing.mcpserver.registry)."""
