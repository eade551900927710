"""The store's contract on PostgreSQL: the JSON Lines store's own tests, run again here with
EBBING_BACKEND=postgres (tests/pg/conftest.py), not copied. Those that look at what only a
folder has (torn lines in the file, quarantine, a hand-edited newer record) stay JSON Lines
tests: in PostgreSQL the events table is the truth and the folder a cache of it."""

from __future__ import annotations

from test_store_basics import (  # noqa: F401
    home,
    test_a_conversation_id_and_citations_survive_a_reopen_and_a_compaction,
    test_a_touch_appends_one_small_line,
    test_a_version_1_line_reads_with_empty_conversation_and_citations,
    test_two_instances_see_each_others_writes_before_answering,
)

from test_service import *  # noqa: F403 (every service test, on this backend)
from test_service import svc  # noqa: F401 (the fixture they take)
