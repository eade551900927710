"""The LLM judge against a small fake OpenAI-compatible server on 127.0.0.1."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from ebbing.config import Settings
from ebbing.lifecycle.judge import make_judge
from ebbing.lifecycle.judge.llm import SYSTEM, LlmJudge, parse_answer
from ebbing.lifecycle.rules.judge import Outcome
from ebbing.models import Status
from ebbing.service import MemoryService


class FakeServer:
    """Answers each POST with the next scripted reply: (status, body) or a content string."""

    def __init__(self) -> None:
        self.replies: list[Any] = []
        self.requests: list[dict[str, Any]] = []
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", 0))
                fake.requests.append({"path": self.path, "headers": dict(self.headers),
                                      "body": json.loads(self.rfile.read(length))})
                reply = fake.replies.pop(0) if fake.replies else (500, "no reply scripted")
                if isinstance(reply, str):
                    reply = (200, json.dumps({"choices": [{"message": {
                        "role": "assistant", "content": reply}}]}))
                status, body = reply
                data = body.encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args: Any) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def server() -> Iterator[FakeServer]:
    fake = FakeServer()
    yield fake
    fake.close()


def llm_service(home: Path, url: str, **extra: Any) -> MemoryService:
    return MemoryService(Settings(home=home, conflict_judge="llm", llm_base_url=url,
                                  llm_model="tiny-judge", llm_timeout_s=5, **extra))


ANSWER = json.dumps({"outcome": "repudiated", "reason": "NEW says Max never lived there",
                     "part": "lives in Berlin"})


def test_a_good_answer_decides(server: FakeServer, ebbing_home: Path,
                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MY_KEY", "sk-test")
    svc = llm_service(ebbing_home, server.url, llm_api_key_env="MY_KEY")
    old = svc.remember("Max lives in Berlin.", check_conflicts=False)
    server.replies.append(ANSWER)
    done = svc.remember_checked("Max, a friend of Tom, likes Berlin's parks.")
    (finding,) = done.findings
    assert finding.judge == "llm" and finding.fallback is None
    stored = svc.get(old.id)
    assert stored.status is Status.REPUDIATED
    assert stored.change_log[0].reason == "llm judge: NEW says Max never lived there"
    assert stored.change_log[0].affected_part == "lives in Berlin"
    (request,) = server.requests
    assert request["path"] == "/v1/chat/completions"
    assert request["headers"]["Authorization"] == "Bearer sk-test"
    body = request["body"]
    assert body["model"] == "tiny-judge" and body["temperature"] == 0
    assert body["messages"][0] == {"role": "system", "content": SYSTEM}
    user = body["messages"][1]["content"]
    assert user.startswith("OLD (remembered ") and "Max lives in Berlin." in user
    assert "\nNEW (remembered " in user


@pytest.mark.parametrize(("reply", "why"), [
    ("I think they conflict.", "no JSON object"),
    ('{"outcome": "maybe", "reason": "x"}', "unknown outcome"),
    ('{"outcome": "outdated"}', "no reason"),
    ((200, '{"id": "x"}'), "no choices"),
    ((500, '{"error": "boom"}'), "HTTP 500"),
])
def test_a_malformed_or_failed_answer_falls_back_and_says_so(
        server: FakeServer, ebbing_home: Path, reply: Any, why: str) -> None:
    svc = llm_service(ebbing_home, server.url)
    old = svc.remember("Max lives in Berlin.", check_conflicts=False)
    server.replies.append(reply)
    done = svc.remember_checked("Max moved from Berlin to Paris.")
    (finding,) = done.findings
    assert finding.judge == "offline" and why in (finding.fallback or "")
    entry = svc.get(old.id).change_log[0]
    assert entry.reason.startswith("offline judge: LLM judge not used (")
    assert why in entry.reason and "'moved': place changed for Max" in entry.reason
    assert svc.get(old.id).status is Status.OUTDATED


def test_a_server_that_refuses_json_mode_is_asked_without_it(server: FakeServer) -> None:
    server.replies += [(400, '{"error": "unknown field response_format"}'), ANSWER, ANSWER]
    judge = LlmJudge(server.url, "m", timeout_s=5)
    first = judge.judge("Max lives in Berlin.", "Max never lived in Berlin.")
    second = judge.judge("Max lives in Berlin.", "Max never lived in Berlin.")
    assert first.judge == second.judge == "llm" and not judge.json_mode
    assert first.verdict.outcome is Outcome.REPUDIATED
    assert ["response_format" in r["body"] for r in server.requests] == [True, False, False]


def test_an_unreachable_server_is_tried_once(server: FakeServer, ebbing_home: Path) -> None:
    url = server.url
    server.close()
    judge = LlmJudge(url, "m", timeout_s=2)
    first = judge.judge("Max lives in Berlin.", "Max lives in Paris.")
    second = judge.judge("Anna likes tea.", "Anna no longer likes tea.")
    assert first.judge == second.judge == "offline"
    assert "cannot reach" in (first.fallback or "") and judge.down is not None
    assert first.verdict.outcome is Outcome.SUSPECTED_OUTDATED
    assert second.verdict.outcome is Outcome.OUTDATED


def test_answers_in_code_fences_and_none_are_read() -> None:
    fenced = parse_answer('```json\n{"outcome": "none", "reason": "compatible", "part": "x"}\n```')
    assert fenced.outcome is Outcome.NONE and fenced.part is None


def test_settings_pick_the_judge(ebbing_home: Path) -> None:
    assert make_judge(Settings(home=ebbing_home)).name == "offline"
    llm = make_judge(Settings(home=ebbing_home, conflict_judge="llm",
                              llm_base_url="http://127.0.0.1:9/v1/", llm_model="m"))
    assert isinstance(llm, LlmJudge) and llm.url == "http://127.0.0.1:9/v1/chat/completions"
