"""Storage: append-only JSON Lines logs, their in-memory fold, snapshots and locking."""
