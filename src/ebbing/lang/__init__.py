"""Languages: the one place that knows which languages ebbing reads and how to tell them apart.

Everything that reads meaning from text (the embedder, the word index's tokeniser, entities,
times, the conflict judge, the relevance floor, the words written into a prompt) asks here which
language a text is in, so adding a language is a package of rules and tests beside this one.
Pure: no I/O, no configuration.
"""

from ebbing.lang.script import SUPPORTED, has_cjk, is_cjk_char, language_of, normalise_language

__all__ = ["SUPPORTED", "has_cjk", "is_cjk_char", "language_of", "normalise_language"]
