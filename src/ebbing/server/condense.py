"""EBBING_MEMORIZE=llm: the LLM condenses a conversation into memories.

One chat completion (`POST {EBBING_LLM_BASE_URL}/chat/completions`, the OpenAI-compatible API
the conflict judge uses; standard library only). The model gets the numbered messages and
answers with JSON: {"memories": [{"text", "messages": [numbers], "character"}]}. Each memory
must cite at least one message of the call; an answer that does not parse, or cites none,
raises CondenseFailed and the call falls back to the offline way (memorize.py), saying so.
"""

from __future__ import annotations

import json
import re
import urllib.error
import urllib.request
from typing import TYPE_CHECKING, Any

from ebbing.server.memorize import metadata_of

if TYPE_CHECKING:
    from ebbing.config import Settings
    from ebbing.server.schema import MemoriesRequest

SYSTEM = """You keep the long-term memory of an assistant. From the numbered messages of a \
conversation, write the facts worth remembering later (about people, their lives, plans, \
preferences, events), one short self-contained memory each; leave out small talk. Write \
them in the language {language}. {person} Answer with one JSON object and nothing else: \
{{"memories": [{{"text": "<the memory>", "messages": [<numbers of the messages it comes \
from>], "character": "<who it is about or who said it>"}}]}}"""
FIRST = "Write from the assistant's point of view (\"I\" is the assistant)."
THIRD = "Write in the third person, naming the assistant {agent} and every person by name."
_FENCE = re.compile(r"^```(?:json)?\s*|\s*```$")


class CondenseFailed(Exception):
    pass


def prompt(request: MemoriesRequest, agent: str) -> list[dict[str, str]]:
    person = THIRD.format(agent=agent) if request.isThirdPerson else FIRST
    lines = [f"{i}. [{m.role}{', ' + m.character if m.character else ''}] "
             f"{' '.join(m.content.split())}" for i, m in enumerate(request.messages)]
    return [{"role": "system", "content": SYSTEM.format(language=request.language,
                                                        person=person)},
            {"role": "user", "content": "\n".join(lines)}]


def ask(settings: Settings, messages: list[dict[str, str]]) -> str:
    if not settings.llm_base_url.strip() or not settings.llm_model.strip():
        raise CondenseFailed("EBBING_MEMORIZE=llm needs EBBING_LLM_BASE_URL and "
                             "EBBING_LLM_MODEL")
    body = {"model": settings.llm_model.strip(), "temperature": 0, "messages": messages,
            "response_format": {"type": "json_object"}}
    headers = {"Content-Type": "application/json"}
    key = settings.llm_api_key()
    if key:
        headers["Authorization"] = f"Bearer {key}"
    url = settings.llm_base_url.strip().rstrip("/") + "/chat/completions"
    req = urllib.request.Request(url, json.dumps(body).encode(), headers, method="POST")
    try:
        with urllib.request.urlopen(req, timeout=settings.llm_timeout_s) as response:
            answer = json.loads(response.read())
        return str(answer["choices"][0]["message"]["content"])
    except (OSError, urllib.error.URLError, ValueError, KeyError, IndexError,
            TypeError) as error:
        raise CondenseFailed(f"{type(error).__name__}: {error}") from None


def parse(content: str, request: MemoriesRequest) -> list[dict[str, Any]]:
    text = _FENCE.sub("", content.strip())
    start, end = text.find("{"), text.rfind("}")
    try:
        data = json.loads(text[start:end + 1]) if 0 <= start < end else None
    except json.JSONDecodeError:
        data = None
    if not isinstance(data, dict) or not isinstance(data.get("memories"), list):
        raise CondenseFailed("the answer is not the JSON asked for")
    count = len(request.messages)
    items: list[dict[str, Any]] = []
    for entry in data["memories"]:
        if not isinstance(entry, dict) or not str(entry.get("text", "")).strip():
            continue
        cited = sorted({int(n) for n in entry.get("messages") or []
                        if isinstance(n, int) and 0 <= n < count})
        if not cited:
            raise CondenseFailed("a memory cites no message of the conversation")
        role = request.messages[cited[0]].role
        character = str(entry.get("character") or "").strip() or (
            request.messages[cited[0]].character or role)
        meta = metadata_of(request, cited, role)
        meta["memnetai"]["said"] = [request.messages[n].content for n in cited]
        items.append({"content": str(entry["text"]).strip(), "character": character,
                      "metadata": meta})
    return items


def condense(settings: Settings, request: MemoriesRequest) -> list[dict[str, Any]]:
    """The memories the LLM makes of the request's messages (CondenseFailed if it cannot)."""
    if not request.messages:
        return []
    agent = request.memoryAgentName or settings.agent
    return parse(ask(settings, prompt(request, agent)), request)
