"""The database's tables, as ordered migrations; `migrate` brings a database up to date.

`MIGRATIONS[i]` takes a database from version i to i + 1. Each runs in one transaction under a
cluster-wide advisory lock, so several daemons starting at once migrate it once. A database
of a newer version than this code knows is refused, never guessed at.

The `events` table holds the JSON Lines store's records line for line (`line`: the same
bytes a memories.jsonl or relations.jsonl line holds), in a gapless per-agent sequence
(`seq`, across both logs) and a gapless per-log one (`log_seq`: which line of that log it is).
It is append-only: a trigger refuses every UPDATE and DELETE, except the deletes of a
compaction (which a person asks for, as `ebbing compact` on a folder: it drops the history
and the text of hard-deleted memories; `generation` then changes, so every local copy of the
log is rebuilt). `memories` and `relations` are
the current state those events fold to, for queries (words, filters) in the database;
`vectors` (version 3) holds the memories' embeddings, derived data, for the filtered
nearest-neighbour search (pg/knn.py); `text_vectors` (version 6) the vectors of the texts
recall ranks with, per agent and embedder, which the processes share so each text is
embedded once (pg/vectors.py).
"""

from __future__ import annotations

from typing import Any

from ebbing.errors import NewerSchema
from ebbing.pg.vectors import V6

LOCK_CLASS = 0x0EBB  # advisory lock class of ebbing (object 0: migrations; else an agent id)

V1 = """
CREATE EXTENSION IF NOT EXISTS vector;
CREATE TABLE ebbing_schema (version integer NOT NULL);
INSERT INTO ebbing_schema VALUES (0);
CREATE TABLE agents (
    id serial PRIMARY KEY,
    namespace text NOT NULL,
    agent text NOT NULL,
    seq bigint NOT NULL DEFAULT 0,
    memory_lines bigint NOT NULL DEFAULT 0,
    relation_lines bigint NOT NULL DEFAULT 0,
    generation text NOT NULL DEFAULT md5(random()::text),
    UNIQUE (namespace, agent)
);
CREATE TABLE events (
    agent_id integer NOT NULL REFERENCES agents (id),
    seq bigint NOT NULL,
    log "char" NOT NULL CHECK (log IN ('m', 'r')),
    log_seq bigint NOT NULL,
    kind text NOT NULL,
    line text NOT NULL,
    written_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (agent_id, seq)
);
CREATE UNIQUE INDEX events_by_log ON events (agent_id, log, log_seq);
CREATE FUNCTION ebbing_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' AND current_setting('ebbing.compacting', true) = 'on' THEN
        RETURN OLD;  -- a compaction (pg/compaction.py), the one rewrite there is
    END IF;
    RAISE EXCEPTION 'ebbing events are append-only';
END $$;
CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON events
    FOR EACH ROW EXECUTE FUNCTION ebbing_events_append_only();
CREATE TABLE memories (
    agent_id integer NOT NULL REFERENCES agents (id),
    id text NOT NULL,
    seq bigint NOT NULL,
    status text NOT NULL,
    lifecycle text NOT NULL,
    created_at timestamptz NOT NULL,
    use_count integer NOT NULL DEFAULT 0,
    last_used timestamptz NOT NULL,
    content text NOT NULL,
    words tsvector NOT NULL,
    dims smallint,
    embedding halfvec,
    PRIMARY KEY (agent_id, id)
);
CREATE INDEX memories_words ON memories USING gin (words);
CREATE INDEX memories_embedding_384 ON memories
    USING hnsw ((embedding::halfvec(384)) halfvec_cosine_ops) WHERE dims = 384;
CREATE TABLE relations (
    agent_id integer NOT NULL REFERENCES agents (id),
    from_id text NOT NULL,
    to_id text NOT NULL,
    type text NOT NULL,
    seq bigint NOT NULL,
    PRIMARY KEY (agent_id, from_id, to_id, type)
);
"""

V2 = """
CREATE TABLE tasks (
    id text PRIMARY KEY,
    namespace text NOT NULL,
    agent text NOT NULL,
    state text NOT NULL DEFAULT 'accepted',
    body jsonb NOT NULL,
    result jsonb,
    claimed_by text,
    claimed_until timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    finished_at timestamptz
);
CREATE INDEX tasks_open ON tasks (created_at) WHERE state <> 'done';
"""

# Version 3: the vectors leave `memories` for a table of their own (an UPDATE of a vector no
# longer rewrites the memory's row and its GIN entries); `words` is computed by the database
# from `content` (a generated column), so new memories go in by COPY; and the foreign keys to
# `agents` go: a write first moves the agent's counter row in the same transaction (so the
# row is there) and agents are never deleted, while each key cost a trigger per row of a COPY.
V3 = """
CREATE TABLE vectors (
    agent_id integer NOT NULL,
    id text NOT NULL,
    dims smallint NOT NULL,
    embedding halfvec NOT NULL,
    PRIMARY KEY (agent_id, id)
);
INSERT INTO vectors (agent_id, id, dims, embedding)
    SELECT agent_id, id, dims, embedding FROM memories WHERE embedding IS NOT NULL;
DROP INDEX memories_embedding_384;
ALTER TABLE memories DROP COLUMN dims, DROP COLUMN embedding, DROP COLUMN words;
ALTER TABLE memories ADD COLUMN words tsvector
    GENERATED ALWAYS AS (to_tsvector('simple', content)) STORED;
CREATE INDEX memories_words ON memories USING gin (words);
ALTER TABLE events DROP CONSTRAINT IF EXISTS events_agent_id_fkey;
ALTER TABLE memories DROP CONSTRAINT IF EXISTS memories_agent_id_fkey;
ALTER TABLE relations DROP CONSTRAINT IF EXISTS relations_agent_id_fkey;
CREATE INDEX vectors_384 ON vectors
    USING hnsw ((embedding::halfvec(384)) halfvec_cosine_ops) WHERE dims = 384;
"""

# Version 4: the task journal in use (pg/tasks.py): each task's kind, lane (tasks of one lane
# run one at a time, in the order accepted: `number`), progress, error and runs (how many
# times a daemon claimed it; the claim's fencing token), and a notification on every append
# of events (channel `ebbing`, payload: the agent's id), whatever writes them, so every
# daemon's listener (pg/notify.py) hears of it at commit; and the tokens that grant
# namespaces (pg/tokens.py), shared by every daemon.
V4 = """
ALTER TABLE tasks
    ADD COLUMN number bigserial,
    ADD COLUMN kind text NOT NULL DEFAULT 'memories',
    ADD COLUMN lane text NOT NULL DEFAULT '',
    ADD COLUMN progress integer NOT NULL DEFAULT 0,
    ADD COLUMN error text,
    ADD COLUMN runs integer NOT NULL DEFAULT 0,
    ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
    ADD COLUMN accepted_by text;
ALTER TABLE tasks ALTER COLUMN state SET DEFAULT 'pending';
UPDATE tasks SET state = 'pending' WHERE state = 'accepted';
UPDATE tasks SET lane = 'agent:' || namespace || '/' || agent WHERE lane = '';
DROP INDEX tasks_open;
CREATE INDEX tasks_open ON tasks (lane, number) WHERE state IN ('pending', 'running');
CREATE INDEX tasks_by_kind ON tasks (kind, number);
CREATE FUNCTION ebbing_events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('ebbing', a.agent_id::text) FROM (SELECT DISTINCT agent_id FROM added) a;
    RETURN NULL;
END $$;
CREATE TRIGGER events_notify AFTER INSERT ON events REFERENCING NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION ebbing_events_notify();
CREATE TABLE tokens (
    sha256 text PRIMARY KEY,
    name text NOT NULL,
    namespaces text[] NOT NULL,
    shown text NOT NULL,
    created_at text NOT NULL,
    revoked_at text
);
CREATE UNIQUE INDEX tokens_active_name ON tokens (name) WHERE revoked_at IS NULL;
"""

# Version 5: `words` and its GIN index leave `memories`. Nothing read them (the word side of
# recall is ebbing's own index over each daemon's local copy of the log, so the ranking is the
# same on both backends), and computing them and growing the index was most of a bulk
# import's time in the database. A word search in the database still works, per agent, by
# `to_tsvector('simple', content)` under the agent's key (pg/words.py). And the common-sense
# libraries, which a home kept on disk, now shared by every daemon on the database
# (pg/libraries.py): a library's description is a row of `libraries`, its entries the log of
# an agent row of its own (`agents.kind` 'library'), events and memories like any agent's.
# `wm_snapshots`: working-memory sessions saved into the database (wm/saved.py).
V5 = """
DROP INDEX IF EXISTS memories_words;
ALTER TABLE memories DROP COLUMN IF EXISTS words;
ALTER TABLE agents ADD COLUMN kind text NOT NULL DEFAULT 'agent';
CREATE TABLE libraries (
    namespace text NOT NULL,
    owner text NOT NULL,
    name text NOT NULL,
    scope text NOT NULL CHECK (scope IN ('global', 'agent')),
    created_at text NOT NULL,
    agent_id integer NOT NULL,
    PRIMARY KEY (namespace, owner, name)
);
CREATE TABLE wm_snapshots (
    namespace text NOT NULL,
    name text NOT NULL,
    body text NOT NULL,
    saved_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (namespace, name)
);
"""

MIGRATIONS: list[str] = [V1, V2, V3, V4, V5, V6]
VERSION = len(MIGRATIONS)


def version_of(conn: Any) -> int:
    """The schema version of the database `conn` is connected to (0: none yet)."""
    found = conn.execute("SELECT to_regclass('ebbing_schema') IS NOT NULL").fetchone()[0]
    if not found:
        return 0
    return int(conn.execute("SELECT version FROM ebbing_schema").fetchone()[0])


def migrate(conn: Any, target: int = VERSION) -> int:
    """Bring the database up to `target` (a connection not in a transaction); returns the
    version it had before. Raises NewerSchema for a database newer than this code."""
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s, 0)", (LOCK_CLASS,))
        before = version_of(conn)
        if before > VERSION:
            raise NewerSchema(f"this database holds ebbing schema version {before}, but this "
                              f"ebbing knows up to version {VERSION}: upgrade ebbing")
        for version in range(before, target):
            conn.execute(MIGRATIONS[version])
            conn.execute("UPDATE ebbing_schema SET version = %s", (version + 1,))
    return before
