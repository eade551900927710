"""Derived search indexes over the store's rows (rebuildable; they live in the agent's .cache/)."""
