"""The PostgreSQL store: one database that many `ebbing serve` processes share.

schema.py    versioned migrations of the tables (events, memories, relations, tasks, tokens,
             libraries, working-memory snapshots)
database.py  one connection pool per database address, migrated on first use
lock.py      the per-agent lock: a local file lock and a transaction-scoped advisory lock
writes.py    appending log lines as events (per-agent gapless sequence) and current state
mirror.py    the local copy of an agent's log, kept in step with the events table
store.py     PgStore: the JSON Lines store's contract over the database
knn.py       filtered nearest-neighbour search over the memories' vectors
notify.py    hearing other daemons' writes as they commit (LISTEN/NOTIFY)
tasks.py     the daemons' task journal: any daemon answers for and finishes any task
taskrows.py  its rows, its claim query, its daemon ids
tokens.py    tokens that grant namespaces, shared by every daemon on the database
fence.py     one think and one dream run per agent at a time, across daemons
libraries.py the common-sense libraries every daemon on the database sees
snapshots.py working-memory sessions saved into the database, resumed by any daemon
words.py     word search in the database, per agent
known.py     the rows a bulk batch already knows, offered to writes.py (no parse of its lines)
"""
