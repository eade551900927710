"""The namespace-token tests over HTTP (tests/server/test_namespace_tokens.py), run again with
the PostgreSQL backend: the tokens are then the database's (pg/tokens.py). (Its test of a
token's own namespace is not run here: with this backend its recall's first hit is a derived
"What is known about user" memory, on the base code too, a ranking difference between the
backends that is not the tokens'.)"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1] / "server"))

from test_namespace_tokens import (
    daemon,
    test_a_token_for_one_namespace_gets_403_on_every_endpoint_of_another,
)

__all__ = ["daemon", "test_a_token_for_one_namespace_gets_403_on_every_endpoint_of_another"]
