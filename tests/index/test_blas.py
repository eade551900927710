"""Searches on several threads share one BLAS limit (index/blas.py): bulk work gets its threads
back once the last search has left, whatever order they leave in."""

from __future__ import annotations

from typing import Any

import pytest

from ebbing.index import blas


class Library:
    """A BLAS library's thread count, as threadpoolctl sets and restores it."""

    def __init__(self, threads: int) -> None:
        self.threads = threads
        self.limits = 0

    def limit(self, limits: int, user_api: str) -> Any:
        library = self
        library.limits += 1

        class Limiter:
            original = library.threads

            def restore_original_limits(self) -> None:
                library.threads = self.original

            def __enter__(self) -> Limiter:
                return self

            def __exit__(self, *exc: object) -> None:
                self.restore_original_limits()

        library.threads = limits
        return Limiter()


@pytest.fixture
def library(monkeypatch: pytest.MonkeyPatch) -> Library:
    found = Library(threads=4)
    monkeypatch.setattr(blas, "_controller", found)
    return found


def test_a_search_runs_on_one_thread_and_gives_them_back(library: Library) -> None:
    with blas.one_thread():
        assert library.threads == 1
    assert library.threads == 4


def test_searches_that_overlap_restore_every_thread_after_the_last_leaves(
        library: Library) -> None:
    """A enters, B enters, A leaves, B leaves (two daemon threads): B keeps one thread after
    A has left, and bulk work has all four afterwards. A limit saved and restored per search
    made B save A's one thread as the original and put it back last, for good."""
    first, second = blas.one_thread(), blas.one_thread()
    first.__enter__()
    second.__enter__()
    first.__exit__(None, None, None)
    assert library.threads == 1
    second.__exit__(None, None, None)
    assert library.threads == 4
    assert library.limits == 1


def test_a_failing_search_still_gives_the_threads_back(library: Library) -> None:
    with pytest.raises(RuntimeError), blas.one_thread():
        raise RuntimeError("search failed")
    assert library.threads == 4
    with blas.one_thread():
        assert library.threads == 1
