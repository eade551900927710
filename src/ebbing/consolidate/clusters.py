"""Clustering math over unit vectors: a similarity graph, then complete linkage within it.

Similarity is the cosine of two memories' content vectors (a dot product: the embedders give
unit rows). The graph holds every pair of memories in the same group whose similarity is at
least the loosest threshold asked for, found by blocked matrix products (at 10,000 memories
this is about a second; scikit-learn's brute-force radius search was five times slower).

Clusters at a threshold t are scikit-learn's complete-linkage clusters at the distance
1 - t: within a cluster *every* pair is at least t similar, so a chain of look-alikes (A like
B, B like C, A unlike C) never ends up in one cluster. Complete linkage never joins memories
that are not connected in the graph at t, so it runs on each connected component alone; a
component larger than `cap` is cut into id-ordered chunks of `cap` (bounded memory; the
result then depends on the cut, and the caller's next round can still join the chunks).

Cohesion of a cluster is the smallest similarity between two of its members.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

BLOCK = 2048
CAP = 2500  # largest component clustered as one dense matrix (2500^2 doubles: 50 MB)
EPS = 1e-6

Ints = npt.NDArray[np.int64]
Floats = npt.NDArray[np.float32]


@dataclass(frozen=True)
class Graph:
    """Pairs (i < j) of rows with their similarity."""

    n: int
    i: Ints
    j: Ints
    sim: Floats


def similarity_graph(vectors: Floats, groups: Ints, threshold: float,
                     block: int = BLOCK) -> Graph:
    """Every pair of rows in the same group (groups >= 0; a negative group is none) with
    cosine similarity >= threshold."""
    n = len(vectors)
    parts_i: list[Ints] = []
    parts_j: list[Ints] = []
    parts_s: list[Floats] = []
    for group in np.unique(groups[groups >= 0]):
        rows = np.flatnonzero(groups == group)
        if len(rows) < 2:
            continue
        sub = np.ascontiguousarray(vectors[rows], dtype=np.float32)
        for start in range(0, len(rows), block):
            sims = sub[start:start + block] @ sub[start:].T
            a, b = np.nonzero(sims >= threshold - EPS)
            keep = b > a  # upper triangle: each pair once, no self pairs
            a, b = a[keep], b[keep]
            parts_i.append(rows[a + start])
            parts_j.append(rows[b + start])
            parts_s.append(sims[a, b].astype(np.float32))
    if not parts_i:
        empty = np.zeros(0, dtype=np.int64)
        return Graph(n, empty, empty, np.zeros(0, dtype=np.float32))
    return Graph(n, np.concatenate(parts_i).astype(np.int64),
                 np.concatenate(parts_j).astype(np.int64), np.concatenate(parts_s))


def cohesion(vectors: Floats, rows: Ints) -> float:
    """The smallest pairwise cosine similarity among `rows` (1.0 for fewer than two)."""
    if len(rows) < 2:
        return 1.0
    sub = vectors[rows].astype(np.float64)
    sims = sub @ sub.T
    return float(min(1.0, sims[np.triu_indices(len(rows), 1)].min()))


def clusters(graph: Graph, active: npt.NDArray[np.bool_], threshold: float,
             cap: int = CAP) -> list[Ints]:
    """Complete-linkage clusters (two or more members) of the active rows at `threshold`,
    each as sorted row numbers, ordered by their first row."""
    from scipy.sparse import coo_matrix
    from scipy.sparse.csgraph import connected_components

    keep = active[graph.i] & active[graph.j] & (graph.sim >= threshold - EPS)
    i, j, sim = graph.i[keep], graph.j[keep], graph.sim[keep]
    if len(i) == 0:
        return []
    adjacency = coo_matrix((np.ones(len(i)), (i, j)), shape=(graph.n, graph.n))
    _, labels = connected_components(adjacency, directed=False)
    nodes = np.unique(np.concatenate([i, j]))
    nodes = nodes[np.argsort(labels[nodes], kind="stable")]
    node_bounds = np.flatnonzero(np.diff(labels[nodes])) + 1
    by_label = np.argsort(labels[i], kind="stable")
    i, j, sim = i[by_label], j[by_label], sim[by_label]
    edge_starts = np.searchsorted(labels[i], labels[nodes[np.r_[0, node_bounds]]])
    edge_ends = np.r_[edge_starts[1:], len(i)]
    found: list[Ints] = []
    for k, component in enumerate(np.split(nodes, node_bounds)):
        if len(component) == 2:
            found.append(component)
            continue
        part = slice(int(edge_starts[k]), int(edge_ends[k]))
        edges = (i[part], j[part], sim[part])
        for start in range(0, len(component), cap):
            found.extend(_linkage(component[start:start + cap], edges, threshold))
    found.sort(key=lambda rows: int(rows[0]))
    return found


def _linkage(rows: Ints, edges: tuple[Ints, Ints, Floats], threshold: float) -> list[Ints]:
    """Complete linkage over `rows` (sorted), with distances 1 - similarity from the graph's
    edges; a pair without an edge is farther apart than any threshold."""
    from sklearn.cluster import AgglomerativeClustering

    if len(rows) < 2:
        return []
    i, j, sim = edges
    inside = np.isin(i, rows) & np.isin(j, rows)
    a = np.searchsorted(rows, i[inside])
    b = np.searchsorted(rows, j[inside])
    distances = np.full((len(rows), len(rows)), 2.0)
    distances[a, b] = distances[b, a] = 1.0 - sim[inside].astype(np.float64)
    np.fill_diagonal(distances, 0.0)
    model: Any = AgglomerativeClustering(n_clusters=None, metric="precomputed",
                                         linkage="complete",
                                         distance_threshold=1.0 - threshold + 2 * EPS)
    labels = model.fit(distances).labels_
    out = []
    for label in np.unique(labels):
        members = rows[labels == label]
        if len(members) > 1:
            out.append(np.sort(members))
    return out
