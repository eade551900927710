"""Faults the store must survive: a full disk, a read-only home, a writer that died, garbage.

A full disk is injected (an OSError with ENOSPC at the write or fsync call) everywhere; where
the platform lets the test mount a small tmpfs (root on Linux) the same is also done for real
(fault_support.small_fs), and skipped with the reason elsewhere.
"""
