# ruff: noqa: RUF001
"""The memory prompt: a compact block ready to append to a system prompt (pure).

The memories' texts share a budget of characters (the setting EBBING_PROMPT_CHARS): each
memory gets an equal share, and what a short memory leaves unused goes to the longer ones;
a memory longer than its share is cut at a word with an ellipsis and its id, so that one
huge memory cannot flood the prompt and the full text can still be fetched
(`ebbing get ID`). With nothing relevant, the prompt is one line that says so.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class PromptItem:
    when: str  # the date the remembered thing happened, YYYY-MM-DD
    who: str | None
    text: str
    status: str  # valid, suspected_outdated, outdated, repudiated
    changes: Sequence[str] = ()  # change-log lines, shown when the memory is not valid
    replaced_by: str | None = None
    id: str = ""  # named when the text is cut, and how `current` finds an item
    current: str | None = None  # the id of the item that holds now in its place, if shown


HEADER = "Relevant memories (oldest first; each line: date, who said it, what):"
NOTHING = "No stored memory is relevant to this."
HISTORY = "No longer true (kept as history; never state these as current):"
LABELS = {"suspected_outdated": "suspected outdated; may no longer hold",
          "outdated": "outdated; no longer holds",
          "repudiated": "repudiated; never true"}
# the words the prompt is written in, per language (lang/ codes; any other is English): the
# agent reads them in the language it speaks (MemNetAI's `language`, EBBING_LANGUAGE)
WORDS: dict[str, dict[str, str]] = {
    "en": {"header": HEADER, "nothing": NOTHING, "history": HISTORY, "change": "change",
           "replaced": "replaced by memory", "now": "true now instead",
           "newer": "newer, not confirmed", "part": "part", "caused": "caused by",
           "folded": "earlier changes folded", "mark": "({})", "colon": ": ", "semi": "; ",
           "passed": ", now past", **LABELS},
    "zh": {"header": "相关记忆（按时间先后；每行：日期、说话人、内容）：",
           "nothing": "没有与此相关的记忆。",
           "history": "以下记忆已不再成立（仅作历史记录，切勿当作现在的事实）：",
           "change": "变更", "replaced": "已被此记忆取代", "now": "现在成立的是",
           "newer": "较新的说法（尚未确认）", "suspected_outdated": "可能已过时，未必仍然成立",
           "outdated": "已过时，不再成立", "repudiated": "已被否认，从未成立",
           "part": "涉及", "caused": "起因", "folded": "次更早的变更已合并",
           "mark": "（{}）", "colon": "：", "semi": "；", "passed": "，已过去",
           "status valid": "有效", "status suspected_outdated": "疑似过时",
           "status outdated": "已过时", "status repudiated": "已被否认"},
    "es": {"header": "Recuerdos relevantes (del más antiguo al más reciente; cada línea: fecha, "
                     "quién lo dijo, qué):",
           "nothing": "Ningún recuerdo guardado tiene que ver con esto.",
           "history": "Ya no es cierto (se guarda como historial; nunca lo presentes como "
                      "actual):",
           "change": "cambio", "replaced": "sustituido por el recuerdo",
           "now": "ahora es cierto en su lugar", "newer": "más reciente, sin confirmar",
           "suspected_outdated": "quizá desactualizado; puede que ya no sea cierto",
           "outdated": "desactualizado; ya no es cierto",
           "repudiated": "desmentido; nunca fue cierto", "part": "parte",
           "caused": "causado por", "folded": "cambios anteriores agrupados", "mark": "({})",
           "colon": ": ", "semi": "; ", "passed": ", ya pasado", "status valid": "válido",
           "status suspected_outdated": "quizá desactualizado",
           "status outdated": "desactualizado", "status repudiated": "desmentido"},
    "de": {"header": "Relevante Erinnerungen (älteste zuerst; jede Zeile: Datum, wer es gesagt "
                     "hat, was):",
           "nothing": "Keine gespeicherte Erinnerung passt hierzu.",
           "history": "Nicht mehr zutreffend (als Verlauf aufbewahrt; nie als aktuell "
                      "darstellen):",
           "change": "Änderung", "replaced": "ersetzt durch Erinnerung",
           "now": "stattdessen gilt jetzt", "newer": "neuer, nicht bestätigt",
           "suspected_outdated": "vermutlich veraltet; gilt vielleicht nicht mehr",
           "outdated": "veraltet; gilt nicht mehr",
           "repudiated": "widerrufen; war nie zutreffend", "part": "Teil",
           "caused": "ausgelöst durch", "folded": "frühere Änderungen zusammengefasst",
           "mark": "({})", "colon": ": ", "semi": "; ", "passed": ", inzwischen vorbei",
           "status valid": "gültig", "status suspected_outdated": "vermutlich veraltet",
           "status outdated": "veraltet", "status repudiated": "widerrufen"},
    "ja": {"header": "関連する記憶（古い順。各行：日付、話した人、内容）：",
           "nothing": "これに関連する記憶はありません。",
           "history": "以下はもう事実ではありません"
                      "（履歴として保存。現在の事実として述べないこと）：",
           "change": "変更", "replaced": "次の記憶に置き換え", "now": "現在はこちらが事実",
           "newer": "より新しい内容（未確認）",
           "suspected_outdated": "古くなっている可能性あり。今は当てはまらないかもしれない",
           "outdated": "古い情報。今は当てはまらない", "repudiated": "否定済み。事実ではなかった",
           "part": "対象", "caused": "原因", "folded": "件の以前の変更をまとめました",
           "mark": "（{}）", "colon": "：", "semi": "；", "passed": "、すでに過ぎた",
           "status valid": "有効", "status suspected_outdated": "古い可能性あり",
           "status outdated": "古い情報", "status repudiated": "否定済み"},
    "ko": {"header": "관련 기억 (오래된 순; 각 줄: 날짜, 말한 사람, 내용):",
           "nothing": "이와 관련된 기억이 없습니다.",
           "history": "더 이상 사실이 아님 (기록으로만 보관; 현재 사실로 말하지 말 것):",
           "change": "변경", "replaced": "다음 기억으로 대체됨", "now": "지금은 이것이 사실",
           "newer": "더 최근 내용, 확인되지 않음",
           "suspected_outdated": "오래된 정보일 수 있음; 지금은 사실이 아닐 수 있음",
           "outdated": "오래된 정보; 지금은 사실이 아님", "repudiated": "부인됨; 사실이 아니었음",
           "part": "대상", "caused": "원인", "folded": "개의 이전 변경을 묶음", "mark": "({})",
           "colon": ": ", "semi": "; ", "passed": ", 이미 지남", "status valid": "유효",
           "status suspected_outdated": "오래되었을 수 있음", "status outdated": "오래됨",
           "status repudiated": "부인됨"},
}
CURRENT = ("valid", "suspected_outdated")  # the statuses listed before HISTORY
NOW_CHARS = 160  # at most this much of the current fact is repeated under an old memory


def words_in(language: str) -> dict[str, str]:
    """The prompt's words in `language` (a lang/ code: "zh", "en"...), English if unknown."""
    return WORDS.get(language, WORDS["en"])


def change_line(at: str, before: str, after: str, reason: str, part: str | None,
                cause: str | None, language: str = "en") -> str:
    """One change-log entry as the prompt shows it: "2026-11-20 valid -> outdated: why (part:
    ...); caused by ID", the statuses and the framing words in `language` (the reason as
    it was recorded)."""
    words = words_in(language)
    named = [words.get(f"status {s}", s) for s in (before, after)]
    colon = words["colon"]
    parted = f" {words['mark'].format(words['part'] + colon + part)}" if part else ""
    caused = f"{words['semi']}{words['caused']} {cause}" if cause else ""
    return f"{at} {named[0]} -> {named[1]}{colon}{reason}{parted}{caused}"


def folded_line(count: int, language: str = "en") -> str:
    """The line standing for `count` earlier changes folded out of a full change log."""
    if language in WORDS and language != "en":  # in its own brackets
        words = words_in(language)
        return words["mark"].format(f"{count} {words['folded']}")
    return f"({count} earlier change{'s' if count > 1 else ''} folded)"


def nothing(language: str = "en") -> str:
    """The one line of a prompt with nothing relevant."""
    return words_in(language)["nothing"]


MIN_SHARE = 80  # no memory is cut shorter than this, however many share the budget


def shares(lengths: Sequence[int], budget: int) -> list[int]:
    """Characters each text may keep: equal shares of `budget`, a short text's unused share
    going to the longer ones (water filling); at least MIN_SHARE each."""
    out = [0] * len(lengths)
    left, todo = budget, sorted(range(len(lengths)), key=lambda i: lengths[i])
    for n, i in enumerate(todo):
        fair = max(MIN_SHARE, left // (len(todo) - n))
        out[i] = min(lengths[i], fair)
        left = max(0, left - out[i])
    return out


def cut(text: str, limit: int, memory_id: str) -> str:
    """`text` if it fits in `limit` characters, else its first words, an ellipsis and the id."""
    if len(text) <= limit:
        return text
    tail = f"... [cut; memory {memory_id}]" if memory_id else "... [cut]"
    keep = text[:max(1, limit - len(tail))]
    if " " in keep[1:]:
        keep = keep[:keep.rindex(" ")]
    return keep.rstrip(" ,;:") + tail


def render(items: Sequence[PromptItem], budget: int | None = None,
           language: str = "en") -> str:
    """One line per memory, oldest first, in two parts: what may be taken as current (valid
    memories, and suspected ones marked as such), then under HISTORY the memories that are
    outdated or repudiated, marked and never stated as current. Under a memory that is not
    valid come what holds now in its place (the item its `current` names, repeated in
    short; a suspected one's: the newer memory, not confirmed), else the id of the memory
    that replaced it, and its change log. `budget` bounds the characters of the memories'
    texts together (None: no bound). The headers and the marks are in `language` (WORDS);
    the memories are as they were written."""
    words = words_in(language)
    if not items:
        return ""
    texts = [" ".join(item.text.split()) for item in items]
    if budget is not None:
        limits = shares([len(t) for t in texts], budget)
        texts = [cut(t, n, item.id) for t, n, item in zip(texts, limits, items, strict=True)]
    pairs = sorted(zip(items, texts, strict=True), key=lambda p: p[0].when)
    shown = {item.id: (item, text) for item, text in pairs if item.id}
    now = [pair for pair in pairs if pair[0].status in CURRENT]
    past = [pair for pair in pairs if pair[0].status not in CURRENT]
    lines = [words["header"]]
    for item, text in now:
        lines.extend(_lines(item, text, shown, words))
    if past:
        lines.append(words["history"])
    for item, text in past:
        lines.extend(_lines(item, text, shown, words))
    return "\n".join(lines)


def _lines(item: PromptItem, text: str, shown: dict[str, tuple[PromptItem, str]],
           words: dict[str, str]) -> list[str]:
    who = f"{item.who}: " if item.who else ""
    if item.status == "valid":
        return [f"- [{item.when}] {who}{text}"]
    label = words.get(item.status, item.status.replace("_", " "))
    lines = [f"- [{item.when}] {words['mark'].format(label)} {who}{text}"]
    current = shown.get(item.current) if item.current else None
    if current is not None:
        newer, newer_text = current
        said = f"{newer.who}: " if newer.who else ""
        mark = words["newer"] if item.status == "suspected_outdated" else words["now"]
        lines.append(f"    {mark}{words['colon']}[{newer.when}] {said}"
                     f"{cut(newer_text, NOW_CHARS, newer.id)}")
    elif item.replaced_by:
        lines.append(f"    {words['replaced']} {item.replaced_by}")
    lines.extend(f"    {words['change']}{words['colon']}{change}" for change in item.changes)
    return lines
