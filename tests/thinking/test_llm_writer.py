"""The LLM writer of thoughts against a small fake OpenAI-compatible server on 127.0.0.1."""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from thinking_support import NOW, make_service

from ebbing.thinking import think

Answer = Callable[[str], str]  # the user message -> the assistant's content


class FakeServer:
    def __init__(self) -> None:
        self.answer: Answer = lambda _: "no answer"
        self.requests: list[dict[str, Any]] = []
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                fake.requests.append({"path": self.path, "body": body,
                                      "auth": self.headers.get("Authorization")})
                user = body["messages"][-1]["content"]
                data = json.dumps({"choices": [{"message": {
                    "role": "assistant", "content": fake.answer(user)}}]}).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args: Any) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()


@pytest.fixture
def server() -> Iterator[FakeServer]:
    fake = FakeServer()
    yield fake
    fake.httpd.shutdown()
    fake.httpd.server_close()


def given_ids(user: str) -> list[str]:
    return re.findall(r"^\[([^\]]+)\]", user, flags=re.MULTILINE)


def llm_agent(home: Path, server: FakeServer) -> Any:
    return make_service(home, think_writer="llm", llm_base_url=server.url,
                        llm_model="tiny", llm_timeout_s=5)


def test_the_llm_writes_the_thought_citing_given_ids(server: FakeServer,
                                                     ebbing_home: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EBBING_LLM_API_KEY", "sk-test")
    server.answer = lambda user: (f"Both are about Melanie's family outings [{given_ids(user)[0]}]"
                                  f" and the lake [{given_ids(user)[1]}].")
    svc = llm_agent(ebbing_home, server)
    outcome = think(svc, "Melanie", now=NOW)
    [thought] = outcome.written
    assert outcome.writer == "llm" and outcome.note is None
    request = server.requests[0]
    assert request["path"] == "/v1/chat/completions" and request["auth"] == "Bearer sk-test"
    ids = given_ids(request["body"]["messages"][-1]["content"])
    assert thought.derived_from == ids[:2]  # only what it cited
    assert thought.content.startswith("Both are about Melanie's family outings")
    assert thought.metadata["writer"] == "llm"


@pytest.mark.parametrize("answer", [
    lambda user: f"It links [{given_ids(user)[0]}] and [01JZZZZZZZZZZZZZZZZZZZZZZZ].",
    lambda user: f"Only one memory matters here [{given_ids(user)[0]}].",
    lambda user: "No citations at all.",
], ids=["unknown-id", "one-citation", "none"])
def test_a_thought_with_bad_citations_is_rejected(server: FakeServer, ebbing_home: Path,
                                                  answer: Answer) -> None:
    server.answer = answer
    svc = llm_agent(ebbing_home, server)
    outcome = think(svc, "Melanie", now=NOW)
    assert server.requests  # the LLM was asked
    assert outcome.writer == "offline" and "rejected" in (outcome.note or "")
    [thought] = outcome.written  # written offline instead, from the memories it was given
    assert "01JZZZZZZZZZZZZZZZZZZZZZZZ" not in thought.content
    assert thought.content.startswith("Thought on Melanie")
    for cited in thought.derived_from:
        assert f"[{cited}]" in thought.content and svc.get(cited)


def test_an_unreachable_server_falls_back_offline(ebbing_home: Path) -> None:
    svc = make_service(ebbing_home, think_writer="llm", llm_base_url="http://127.0.0.1:9/v1",
                       llm_model="tiny", llm_timeout_s=2)
    outcome = think(svc, "Caroline", now=NOW)
    assert outcome.writer == "offline" and "cannot reach" in (outcome.note or "")
    assert outcome.written
