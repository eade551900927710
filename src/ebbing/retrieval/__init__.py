"""Retrieval: indexes kept in step with the store, and the hybrid search over them."""
