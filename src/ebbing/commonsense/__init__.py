"""Common-sense libraries: background knowledge retrieved beside memories (MemNetAI's common
sense databases). See docs/commonsense.md; storage in library.py, import in importing.py,
chunking in chunking.py, retrieval for recall in recall.py."""
