"""Word search in the database: an agent's memories whose text holds every word of a query.

Recall does not use it (its word side is ebbing's own index over each daemon's local copy of
the log, the same ranking as the JSON Lines store's); it is there for queries in the database
itself. Since schema version 5 no word vector is stored (computing one per row and growing its
GIN index was most of a bulk import's time in the database): the words are computed from the
agent's texts at query time, under the agent's key, so a search reads one agent's rows only.
"""

from __future__ import annotations

from typing import Any

SEARCH = """
SELECT id FROM (
    SELECT id, ts_rank(to_tsvector('simple', content), q) AS rank
    FROM memories, plainto_tsquery('simple', %(query)s) AS q
    WHERE agent_id = %(agent)s AND to_tsvector('simple', content) @@ q
) found ORDER BY rank DESC, id LIMIT %(limit)s
"""


def search(conn: Any, agent_id: int, query: str, limit: int = 10) -> list[str]:
    """Ids of the agent's current memories whose text holds every word of `query` (lower
    case, PostgreSQL's `simple` parser), the best ranked (`ts_rank`) first."""
    rows = conn.execute(SEARCH, {"query": query, "agent": agent_id, "limit": limit}).fetchall()
    return [str(row[0]) for row in rows]
