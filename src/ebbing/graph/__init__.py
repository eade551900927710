"""The associative graph: entities in memories, their relations, spreading activation."""
