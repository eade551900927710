"""Consolidation: near-duplicate memories found by their embeddings and merged into one.

See docs/consolidation.md. `consolidate(svc, apply=..., now=..., cluster_ids=...)` is the
entry point; importing this package loads no model or scikit-learn (they load when used).
"""

from __future__ import annotations

from ebbing.consolidate.plan import MERGE_AT, REVIEW_AT, Cluster, cluster_id
from ebbing.consolidate.run import ConsolidationReport, consolidate

__all__ = ["MERGE_AT", "REVIEW_AT", "Cluster", "ConsolidationReport", "cluster_id",
           "consolidate"]
