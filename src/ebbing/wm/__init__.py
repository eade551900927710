"""Working memory: MemNet's in-RAM task graph (sessions of typed rows and edges in the
`@TAG: field|field` wire format), served by the daemon and joined to long-term memory.

Pure parts: `wire` (the line format), `tagmap` (maps and row validation), `graph` (the rows,
edges and graph queries), `housekeep`, `snapshot`. In RAM: `registry` (sessions with a TTL).
Operations (`ops`, what the CLI, the HTTP routes and MCP tools call): `ops.run`. See
docs/working-memory.md.
"""
