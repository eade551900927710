"""Scale benchmark of the PostgreSQL backend beside the JSON Lines store, in the same run.

Many agents of different sizes (from 5% to 195% of --per-agent memories each, so the store
holds about agents x per-agent) are imported into both backends; then, per backend, recall
latency on a sample of agents, and for PostgreSQL the filtered nearest-neighbour search of the
database (pg/knn.py) against exact search over each sampled agent's vectors.

    python bench/scale.py [--agents 100] [--per-agent 10000] [--queries 20] [--sample 10]
                          [--concurrency 4] [--database-url URL] [--workdir DIR]

Vectors are the fake embedder's (hashed words, 384 dimensions: `EBBING_EMBEDDER=fake:384`),
of the memories' own texts: real MiniLM vectors of a million texts take hours on two cores.
Import is the bulk path (`remember_batch`, 10,000 a batch, one agent after another). Recall
goes through HTTP (POST /v1/recall with the SDK's defaults) at --concurrency calls at a time:
for PostgreSQL spread over two daemons, each with a home of its own on the one database; for
JSON Lines one daemon (a home is one daemon's); `cpu_ms_per_call` splits the CPU those calls
cost between the daemons (of which `daemons_event_loop`: their main threads, where uvicorn
and the HTTP stack run), the embedded database server and the load generator itself (its
client threads). Without --database-url an embedded
PostgreSQL 18 with pgvector 0.8 is started in the work folder. kNN recall@10 counts a
returned memory as right when it is no farther than the exact tenth neighbour (ties);
`filtered_knn_recall_at_10_min` is the lowest agent's mean over the queries (each query's
lowest is printed beside it). Progress goes to stderr; stdout gets JSON objects, the last
line `{"recall_p50_ms", "recall_p95_ms", "filtered_knn_recall_at_10_min", "import_per_s",
...}` for PostgreSQL with the JSON Lines figures under "jsonl".
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np

from ebbing.config import Settings
from ebbing.embed.fake import FakeEmbedder
from ebbing.service import MemoryService
from pg_server import database  # bench/ is sys.path[0]
from serve import recall_over_http

NOW = datetime(2025, 6, 1, tzinfo=UTC)
WORDS = ("tea", "coffee", "berlin", "paris", "moved", "sister", "brother", "cat", "dog",
         "garden", "painting", "guitar", "hiking", "marathon", "job", "nurse", "teacher",
         "wedding", "birthday", "concert", "museum", "camping", "novel", "recipe", "pottery",
         "violin", "soccer", "chess", "kayak", "bakery", "library", "school", "trip", "beach",
         "mountain", "lake", "adopted", "promoted", "started", "finished", "visited", "loves",
         "hates", "plays", "bought", "sold")
BATCH = 10_000


def say(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def text(rng: random.Random) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(6, 14))) + f" #{rng.random():.6f}"


def percentile(values: list[float], q: float) -> float:
    return float(np.percentile(np.asarray(values), q)) if values else 0.0


def sizes_of(agents: int, per_agent: int) -> list[int]:
    if agents == 1:
        return [per_agent]
    return [max(1, round(per_agent * (0.05 + 1.9 * i / (agents - 1)))) for i in range(agents)]


def load(settings: Settings, texts: dict[str, list[str]]) -> float:
    """Import every agent's texts; returns memories per second."""
    start, total = time.perf_counter(), 0
    for agent, items in texts.items():
        svc = MemoryService(settings, namespace="scale", agent=agent)
        memories = [{"content": t, "now": NOW + timedelta(seconds=i)}
                    for i, t in enumerate(items)]
        with svc.store.batch():
            for at in range(0, len(memories), BATCH):
                svc.remember_batch(memories[at:at + BATCH], snapshot=False)
        svc.store.save_snapshot()
        svc.close()
        total += len(memories)
    return total / (time.perf_counter() - start)


def daemon_env(settings: Settings, home: Path) -> dict[str, str]:
    env = {**os.environ, "EBBING_HOME": str(home), "EBBING_ENV_FILE": str(home / "none.env"),
           "EBBING_EMBEDDER": settings.embedder, "EBBING_BACKEND": settings.backend,
           "EBBING_DATABASE_URL": settings.database_url, "EBBING_AUTO_THINK": "false",
           "EBBING_CONFLICT_DETECTION": "false"}
    env.pop("EBBING_DAEMON", None)
    return env


def cpu_s(pid: int, thread: int | None = None) -> float:
    """CPU seconds (user and system) process `pid` used so far (only its thread `thread`,
    when given); 0 when it is gone or there is no /proc."""
    where = f"/proc/{pid}/task/{thread}/stat" if thread is not None else f"/proc/{pid}/stat"
    try:
        fields = Path(where).read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def server_pids(folder: Path) -> list[int]:
    """The embedded PostgreSQL's processes (its postmaster names `folder` on its command
    line; its backends are the postmaster's children); none for a server elsewhere."""
    stats: dict[int, tuple[int, str]] = {}
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            line = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
            parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError):
            continue
        stats[int(entry.name)] = (parent, line)
    roots = {pid for pid, (_, line) in stats.items()
             if str(folder) in line and "postgres" in line and pid != os.getpid()}
    return sorted(roots | {pid for pid, (parent, _) in stats.items() if parent in roots})


def served_recall(settings: Settings, homes: list[Path], agents: list[str],
                  queries: list[str], concurrency: int,
                  database_folder: Path | None = None) -> dict[str, Any]:
    """Recall through HTTP (POST /v1/recall as MemNetAI's SDK sends it: a new connection
    per call), the calls spread over one daemon per home, `concurrency` at a time; each
    daemon first answers one call per agent (it loads the agent: that time is
    `first_recall_ms_median`). `cpu_ms_per_call`: the CPU time the steady calls cost, per
    call, in the daemons, the embedded database server (its processes under
    `database_folder`) and this process (the load generator)."""
    import subprocess
    from concurrent.futures import ThreadPoolExecutor

    from ebbing.server.state import Paths, read

    daemons = []
    for home in homes:
        home.mkdir(parents=True, exist_ok=True)
        env = daemon_env(settings, home)
        subprocess.run([sys.executable, "-m", "ebbing", "serve", "--background", "--port", "0"],
                       env=env, check=True, capture_output=True)
        daemon = read(Paths.of(home))
        assert daemon is not None
        daemons.append((daemon, env))

    def call(i: int, agent: str, query: str) -> tuple[float, bool]:
        daemon = daemons[i % len(daemons)][0]
        body = {"memoryAgentName": agent, "namespace": "scale", "query": query,
                "recallDeep": 1, "isUsingAssociativeThinking": 1,
                "isUsingCommonSenseDatabase": 1, "commonSenseDatabaseIdList": None,
                "isReturningDetailedMemoryInfo": 0}
        headers = {"Authorization": f"Token {daemon.token}", "Content-Type": "application/json"}
        began = time.perf_counter()
        ok = recall_over_http(daemon.port, headers, body, timeout=600)
        return (time.perf_counter() - began) * 1000, ok

    try:
        first = [call(d, agent, queries[0]) for agent in agents for d in range(len(daemons))]
        jobs = [(agent, query) for query in queries[1:] for agent in agents]
        database = server_pids(database_folder) if database_folder is not None else []
        pids = {"daemons": [d.pid for d, _ in daemons], "database": database}
        before = {part: sum(map(cpu_s, group)) for part, group in pids.items()}
        loops = sum(cpu_s(pid, pid) for pid in pids["daemons"])  # their main threads
        mine = time.process_time()
        with ThreadPoolExecutor(concurrency) as pool:
            results = list(pool.map(lambda job: call(job[0], *job[1]), enumerate(jobs)))
        used = {part: sum(map(cpu_s, group)) - before[part] for part, group in pids.items()}
        # of the daemons': their event loops (uvicorn, the HTTP stack, FastAPI's async parts);
        # the rest is their worker threads (the recall itself) and their other threads
        used["daemons_event_loop"] = sum(cpu_s(pid, pid) for pid in pids["daemons"]) - loops
        used["client"] = time.process_time() - mine
    finally:
        for _, env in daemons:
            subprocess.run([sys.executable, "-m", "ebbing", "serve", "stop"], env=env,
                           capture_output=True)
    times = [t for t, _ in results]
    by_daemon = [statistics.median(t for t, _ in first[d::len(daemons)])
                 for d in range(len(daemons))]
    return {"recall_p50_ms": percentile(times, 50), "recall_p95_ms": percentile(times, 95),
            "first_recall_ms_median": statistics.median(t for t, _ in first),
            # the first daemon embeds each agent's memories; with PostgreSQL the second
            # reads those vectors from the database (pg/vectors.py)
            "first_recall_ms_median_by_daemon": by_daemon,
            "cpu_ms_per_call": {part: round(seconds * 1000 / max(1, len(results)), 2)
                                for part, seconds in used.items()},
            "daemons": len(daemons), "concurrency": concurrency, "calls": len(results),
            "errors": sum(not ok for _, ok in results + first)}


def fake_vectors(texts: list[str], dim: int = 384) -> Any:
    """FakeEmbedder(dim)'s vectors of `texts`, the same numbers, computed per distinct word
    (its features are a sum over the words of a text: each word and its trigrams), so a
    million texts take seconds rather than the half hour the embedder takes one by one."""
    import re

    from ebbing.embed.base import normalize_rows
    from ebbing.embed.fake import _bucket, features

    vocabulary: dict[str, int] = {}
    tokens = [[vocabulary.setdefault(w, len(vocabulary)) for w in re.findall(r"\w+", t.lower())]
              for t in texts]
    words = np.zeros((len(vocabulary) + 1, dim), dtype=np.float32)  # the last row: padding
    for word, row in vocabulary.items():
        for feature, weight in features(word):
            bucket, sign = _bucket(feature, dim)
            words[row, bucket] += sign * weight
    width = max((len(t) for t in tokens), default=0)
    out = np.zeros((len(texts), dim), dtype=np.float32)
    for at in range(0, len(texts), BATCH):
        part = tokens[at:at + BATCH]
        index = np.full((len(part), width), len(vocabulary), dtype=np.int64)
        for i, row in enumerate(part):
            index[i, :len(row)] = row
        for column in range(width):
            out[at:at + len(part)] += words[index[:, column]]
    return normalize_rows(out, in_place=True)


def knn(url: str, texts: dict[str, list[str]], sample: list[str],
        queries: list[str], hnsw: bool = True, hnsw_limit_s: float = 1800) -> dict[str, Any]:
    """Vectors of every agent in `texts` into the table (the HNSW index dropped and built
    after them, unless not `hnsw`), then each way's recall@10 against exact on `sample`.
    Without the index only the chosen way is measured (every agent up to
    `knn.EXACT_BELOW` vectors is scanned exactly; no index is needed for that)."""
    import psycopg

    from ebbing.pg import knn as pgknn
    from ebbing.pg.database import database

    db, embedder = database(url), FakeEmbedder(384)
    ids: dict[str, list[str]] = {}
    vectors: dict[str, Any] = {}
    start, total = time.perf_counter(), 0
    with psycopg.connect(url, autocommit=True) as conn:
        # no index while the rows go in (else every row of the COPY goes into the graph)
        conn.execute("DROP INDEX IF EXISTS vectors_384")
        for n, agent in enumerate(texts):
            agent_id = db.agent_id("scale", agent)
            order = conn.execute("SELECT id, content FROM memories WHERE agent_id = %s",
                                 (agent_id,)).fetchall()
            ids[agent] = [str(i) for i, _ in order]
            vectors[agent] = fake_vectors([str(c) for _, c in order])
            if n == 0:  # the shortcut gives the embedder's own vectors
                check = [str(c) for _, c in order[:50]]
                assert np.allclose(vectors[agent][:50], embedder.embed(check), atol=1e-5)
            with conn.transaction():
                for at in range(0, len(order), BATCH):
                    total += pgknn.copy_vectors(conn, agent_id, ids[agent][at:at + BATCH],
                                                vectors[agent][at:at + BATCH])
        vectors_per_s = total / (time.perf_counter() - start)
        index_started, built = time.perf_counter(), False
        if hnsw:
            say(f"postgres: {total} vectors in; building the HNSW index "
                f"(at most {hnsw_limit_s:.0f} s)")
            # the graph built in memory, by the server's parallel maintenance workers
            conn.execute("SET maintenance_work_mem = '4GB'")
            conn.execute("SET max_parallel_maintenance_workers = 2")
            conn.execute(f"SET statement_timeout = {int(hnsw_limit_s * 1000)}")
            try:
                conn.execute(pgknn.INDEX)
                built = True
            except psycopg.errors.QueryCanceled:
                say(f"postgres: the HNSW build did not finish in {hnsw_limit_s:.0f} s")
            conn.execute("SET statement_timeout = 0")
    index_s = time.perf_counter() - index_started
    hnsw = built
    with psycopg.connect(url) as conn:
        conn.execute("ANALYZE memories")
        conn.commit()
        q = embedder.embed(queries)
        ways: dict[str, dict[str, Any]] = {"chosen": {}}
        if hnsw:
            ways.update({"hnsw_iterative": {"exact_below": 0},
                         "hnsw_plain": {"exact_below": 0, "iterative": False}})
        found: dict[str, list[float]] = {way: [] for way in ways}
        minimum: dict[str, float] = {way: 1.0 for way in ways}  # of one query
        per_agent: dict[str, list[float]] = {way: [] for way in ways}  # mean of an agent
        ms: dict[str, list[float]] = {way: [] for way in ways}
        for agent in sample:
            agent_id, matrix = db.agent_id("scale", agent), vectors[agent]
            before = {way: len(found[way]) for way in ways}
            for query in q:
                distances = 1 - matrix @ query / np.maximum(
                    np.linalg.norm(matrix, axis=1) * np.linalg.norm(query), 1e-12)
                k = min(10, len(distances))
                tenth = np.partition(distances, k - 1)[k - 1]
                for way, options in ways.items():
                    began = time.perf_counter()
                    got = pgknn.nearest(conn, agent_id, query, 10, size=len(matrix), **options)
                    ms[way].append((time.perf_counter() - began) * 1000)
                    index = {i: n for n, i in enumerate(ids[agent])}
                    right = sum(1 for i, _ in got if distances[index[i]] <= tenth + 2e-3)
                    score = right / k
                    found[way].append(score)
                    minimum[way] = min(minimum[way], score)
            for way in ways:
                per_agent[way].append(statistics.fmean(found[way][before[way]:]))
    out: dict[str, Any] = {"vectors_per_s": vectors_per_s,
                           "hnsw_build_s": index_s if hnsw else None,
                           "hnsw_built": hnsw, "hnsw_tried_s": index_s}
    for way in ways:
        out[way] = {"recall_at_10_mean": statistics.fmean(found[way]),
                    "recall_at_10_agent_min": min(per_agent[way]),
                    "recall_at_10_query_min": minimum[way], "p50_ms": percentile(ms[way], 50),
                    "p95_ms": percentile(ms[way], 95)}
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--agents", type=int, default=100)
    parser.add_argument("--per-agent", type=int, default=10_000)
    parser.add_argument("--queries", type=int, default=20)
    parser.add_argument("--sample", type=int, default=10, help="agents measured per figure")
    parser.add_argument("--concurrency", type=int, default=4)
    parser.add_argument("--no-hnsw", action="store_true",
                        help="no HNSW index (its build over 1M vectors took hours here): "
                             "only the chosen way, exact scans up to 20,000 vectors")
    parser.add_argument("--hnsw-limit-s", type=float, default=1800,
                        help="stop the HNSW build after this long and measure without it")
    parser.add_argument("--database-url", default="")
    parser.add_argument("--workdir", type=Path)
    args = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="ebbing-scale-", dir=args.workdir))
    root.chmod(0o755)
    with contextlib.ExitStack() as stack:  # on leaving: pools closed, server stopped, root gone
        from ebbing.pg.database import close_all

        stack.callback(shutil.rmtree, root, ignore_errors=True)
        url = stack.enter_context(database(args.database_url, root))
        stack.callback(close_all)
        rng = random.Random(7)
        sizes = sizes_of(args.agents, args.per_agent)
        texts = {f"a{i:04d}": [text(rng) for _ in range(n)] for i, n in enumerate(sizes)}
        names = list(texts)
        picks = sorted({round(i * (len(names) - 1) / max(1, args.sample - 1))
                        for i in range(min(args.sample, len(names)))})
        sample = [names[i] for i in picks]
        queries = [text(rng) for _ in range(args.queries)]
        results: dict[str, Any] = {}
        for backend in ("jsonl", "postgres"):
            settings = Settings(home=root / backend, backend=backend, database_url=url,
                                embedder="fake:384", conflict_detection=False, auto_think=False)
            say(f"{backend}: importing {sum(sizes)} memories in {len(sizes)} agents")
            figures: dict[str, Any] = {"import_per_s": load(settings, texts)}
            daemons = 2 if backend == "postgres" else 1  # one home holds one daemon
            say(f"{backend}: recall through HTTP on {len(sample)} agents, {daemons} daemon(s), "
                f"concurrency {args.concurrency}")
            homes = [root / backend] + [root / f"{backend}-{n}" for n in range(1, daemons)]
            figures.update(served_recall(settings, homes, sample, queries, args.concurrency,
                                         None if args.database_url else root / "pg"))
            results[backend] = figures
            print(json.dumps({"backend": backend, **figures}), flush=True)
        say("postgres: vectors and filtered kNN")
        found = knn(url, texts, sample, queries, hnsw=not args.no_hnsw,
                    hnsw_limit_s=args.hnsw_limit_s)
        print(json.dumps({"knn": found}), flush=True)
        last = {"recall_p50_ms": results["postgres"]["recall_p50_ms"],
                "recall_p95_ms": results["postgres"]["recall_p95_ms"],
                "filtered_knn_recall_at_10_min": found["chosen"]["recall_at_10_agent_min"],
                "import_per_s": results["postgres"]["import_per_s"],
                "agents": args.agents, "per_agent": args.per_agent,
                "smallest_agent": min(sizes), "largest_agent": max(sizes),
                "knn": found, "jsonl": results["jsonl"]}
        print(json.dumps(last), flush=True)


if __name__ == "__main__":
    main()
