"""The keys of many stored memories at once: for each memory exactly the set that
`anchors.memory_keys` gives it, as (key id, row) pairs over one table of keys. Indexing a
whole store (after a bulk import, a compaction or a checkout) runs this instead of
`memory_keys` per memory, which spent most of its time in the tokenising pattern and in set
operations, one memory at a time.

1. Each memory's text is joined as `memory_keys` joins it (content, speaker, entities, tags in
   lower case) and NFKC-normalised when it is not ASCII (`text_of`).
2. The tokens of a batch of texts come from `batch_tokens.tokenize_batch` (the same tokens as
   the pattern, found with numpy).
3. A token's keys depend on the token alone: its term (the stem of `clean_token`, unless it is
   a stop word) and, when it is written with a capital, its name key (`anchors._name_of`).
   They are worked out once per distinct token; each token then needs only its id. A token
   of up to eight Latin-1 characters is packed into a 64-bit number and found in a CodeTable
   (index/code_table.py) by numpy; a longer one is cut out of the text and found in a dict.
4. An entity's name keys (its tokens that are names) are worked out once per distinct entity.
5. A text holding Chinese or Japanese is keyed by `anchors.text_keys` itself (a CJK run gives
   its character bigrams too, which a token's one term cannot hold); such texts are few.

The pairs go into a RowPairs (index/pairs.py), which sorts each batch and drops repeats (a
word twice in one memory).
tests/lifecycle/test_key_table.py proves the keys the same as `memory_keys` on varied text.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from itertools import repeat
from typing import Any

import numpy as np
import numpy.typing as npt

from ebbing.core.query import STOP_WORDS, clean_token, stem, tokenize
from ebbing.index.code_table import CodeTable
from ebbing.index.pairs import RowPairs
from ebbing.lang import has_cjk
from ebbing.lifecycle.rules.anchors import _is_name, _name_of, keyed_text, name_key, text_keys
from ebbing.lifecycle.rules.batch_tokens import Batch, tokenize_batch

I64 = npt.NDArray[np.int64]
U64 = npt.NDArray[np.uint64]
PACKED = 8  # characters of a token packed into one 64-bit code


def text_of(content: str, tags: Sequence[str] = (), entities: Sequence[str] = (),
            character: str | None = None) -> str:
    """The text `memory_keys` tokenises for a memory (`anchors.keyed_text`), NFKC-normalised
    as `memory_keys` normalises it."""
    text = keyed_text(content, tags, entities, character)
    return text if text.isascii() else unicodedata.normalize("NFKC", text)


def _packed(codes: npt.NDArray[Any], first: I64, length: I64) -> U64:
    """Each token (at `first`, `length` characters, at most PACKED, all below 256) as the
    big-endian number of its characters: eight bytes read at its start (an overlapping view
    of the text, one byte per character), the ones past its end masked off."""
    narrow = np.zeros(len(codes) + PACKED, dtype=np.uint8)
    narrow[: len(codes)] = codes  # uint32 code points below 256 keep their value
    eight = np.ndarray(shape=(len(codes) + 1,), dtype=">u8", buffer=narrow.data, strides=(1,))
    return eight[first].astype(np.uint64) & _MASKS[length]


_MASKS = np.array([0] + [((1 << (8 * n)) - 1) << (8 * (PACKED - n)) for n in range(1, 9)],
                  dtype=np.uint64)  # the first n bytes of eight


def _unpacked(code: int) -> str:
    return code.to_bytes(8, "big").rstrip(b"\0").decode("latin-1")


class KeyTable:
    """Keys and (key id, row) pairs of the memories added so far."""

    def __init__(self) -> None:
        self.keys: list[str] = []  # key id -> key
        self._key_ids: dict[str, int] = {}
        self._token_ids: dict[str, int] = {}  # distinct tokens -> ids
        self._tokens: list[str] = []  # id -> token
        self._packed = CodeTable()  # the same ids, for tokens of up to PACKED characters
        self._term = np.zeros(0, dtype=np.int64)  # token id -> its term's key id, or -1
        self._name = np.zeros(0, dtype=np.int64)  # token id -> its name key's id, or -1
        self._entities: dict[str, list[int]] = {}
        self.pairs = RowPairs(self.keys)  # (key id, row) of every memory added

    def key_id(self, key: str) -> int:
        found = self._key_ids.get(key)
        if found is None:
            found = self._key_ids[key] = len(self.keys)
            self.keys.append(key)
        return found

    def add(self, rows: Sequence[int], texts: list[str],
            entities: Sequence[Sequence[str]]) -> None:
        """Add the keys of memories (one per row of `rows`, rows ascending from call to
        call): their `text_of` and entities."""
        if not texts:
            return
        cjk = [i for i, text in enumerate(texts) if not text.isascii() and has_cjk(text)]
        ids, members = self._each(cjk, texts, entities)  # keyed one at a time (5.)
        if not cjk:
            self._batch_pairs(texts, entities, None, ids, members)
        elif len(cjk) < len(texts):
            rest = np.setdiff1d(np.arange(len(texts)), cjk)
            self._batch_pairs([texts[i] for i in rest], [entities[i] for i in rest], rest,
                              ids, members)
        all_ids, all_members = np.concatenate(ids), np.concatenate(members)
        held = all_ids >= 0
        self.pairs.add(all_ids[held], np.asarray(rows, dtype=np.int64)[all_members[held]])

    def _each(self, which: list[int], texts: list[str],
              entities: Sequence[Sequence[str]]) -> tuple[list[I64], list[I64]]:
        """The pairs of the `which`-th texts, from `anchors.text_keys`."""
        found = [[self.key_id(k) for k in sorted(text_keys(texts[i], entities[i]))]
                 for i in which]
        return ([np.array([k for keys in found for k in keys], dtype=np.int64)],
                [np.repeat(np.array(which, dtype=np.int64), [len(keys) for keys in found])])

    def _batch_pairs(self, texts: list[str], entities: Sequence[Sequence[str]],
                     index: I64 | None, ids: list[I64], members: list[I64]) -> None:
        """Append to `ids`, `members` the pairs of `texts` through the batch path (the
        `index`-th texts of the call, all of them when None)."""
        token_ids, member = self._ids_of(tokenize_batch(texts))
        self._learn()
        if index is not None:
            member = index[member]
        terms, names = self._term[token_ids], self._name[token_ids]
        ids += [terms, names]
        members += [member, member]
        named = [(i, entity) for i, found in enumerate(entities) if found for entity in found]
        if named:
            known = self._entities
            for entity in {entity for _, entity in named if entity not in known}:
                self._entity(entity)
            lists = list(map(known.__getitem__, [entity for _, entity in named]))
            ids.append(np.fromiter((k for found in lists for k in found), dtype=np.int64))
            at = np.array([i for i, _ in named], dtype=np.int64)
            members.append(np.repeat(at if index is None else index[at],
                                     [len(found) for found in lists]))

    def _ids_of(self, batch: Batch) -> tuple[I64, I64]:
        """The id of every token of `batch`, and its text's index."""
        short = batch.length <= PACKED
        if batch.codes.dtype != np.uint8 and len(batch.first):  # only Latin-1 is packed
            wide = np.concatenate([[0], np.cumsum(batch.codes > 255)])
            short &= wide[batch.first + batch.length] == wide[batch.first]
        near = np.flatnonzero(short)
        codes = _packed(batch.codes, batch.first[near], batch.length[near])
        ids = self._packed.find(codes)
        unknown = ids < 0
        if unknown.any():
            new, where = np.unique(codes[unknown], return_inverse=True)
            new_ids = self._lookup([_unpacked(code) for code in new.tolist()])
            self._packed.insert(new, new_ids)
            ids[unknown] = new_ids[where]
        far = np.flatnonzero(~short)
        whole = batch.whole
        long_ids = self._lookup([whole[a:b] for a, b in zip(
            batch.first[far].tolist(), (batch.first[far] + batch.length[far]).tolist(),
            strict=True)])
        return (np.concatenate([ids, long_ids, self._lookup(batch.found)]),
                np.concatenate([batch.member[near], batch.member[far], batch.found_member]))

    def _lookup(self, tokens: list[str]) -> I64:
        """Each token's id, new ones numbered on."""
        table, order = self._token_ids, self._tokens
        ids = np.fromiter(map(table.get, tokens, repeat(-1)), dtype=np.int64, count=len(tokens))
        for i in np.flatnonzero(ids < 0).tolist():
            found = table.get(tokens[i])
            if found is None:
                found = table[tokens[i]] = len(order)
                order.append(tokens[i])
            ids[i] = found
        return ids

    def _learn(self) -> None:
        """The keys of the tokens seen since the last call."""
        known = len(self._term)
        if known == len(self._tokens):
            return
        terms, names = [], []
        for raw in self._tokens[known:]:
            token = clean_token(raw)
            terms.append(-1 if token in STOP_WORDS else self.key_id(stem(token)))
            name = _name_of(raw) if raw[:1].isupper() else ""
            names.append(self.key_id(name) if name else -1)
        self._term = np.concatenate([self._term, np.array(terms, dtype=np.int64)])
        self._name = np.concatenate([self._name, np.array(names, dtype=np.int64)])

    def _entity(self, entity: str) -> list[int]:
        found = self._entities.get(entity)
        if found is None:
            found = self._entities[entity] = [
                self.key_id(name_key(t)) for t in tokenize(entity) if _is_name(t)]
        return found
