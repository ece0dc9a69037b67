"""A loopback HTTP server speaking enough of the Anthropic Messages API (incl. Message
Batches) and OpenAI Chat Completions for the real SDKs to talk to it. Tests and benchmarks
only; it listens on 127.0.0.1.

    with FakeServer() as server:                       # default replies: "echo: <last user text>"
        os.environ["ANTHROPIC_BASE_URL"] = server.url  # anthropic SDK
        os.environ["OPENAI_BASE_URL"] = server.openai_url
        server.reply = lambda path, body: (429, {"retry-after": "1"}, error_body(429, "slow down"))
        ...
        server.count("/v1/messages")                   # requests seen on a path

`reply(path, body) -> (status, headers, json) | None` decides each POST to /v1/messages or
/v1/chat/completions (None = the default reply). Helpers: `anthropic_message`,
`chat_completion`, `error_body`, `sequence` (scripted replies in order), `slow` (sleep first).

Emulated: usage (tokens = ceil(UTF-8 bytes / 3)); Anthropic prompt caching (the prefix up
to the last `cache_control` block, if at least `cache_min_tokens` long, is reported as
`cache_creation_input_tokens` the first time and `cache_read_input_tokens` once a reply
that wrote it has been sent); a latency per reply; an RPM cap (token bucket refilled at
rpm/60 per second holding `rpm_burst` requests; over it: 429 with retry-after); Message
Batches that end after `batch_polls_before_end` status polls.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import math
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Reply = tuple[int, dict[str, str], Any]
ReplyFunction = Callable[[str, dict], "Reply | None"]

MESSAGES = "/v1/messages"
CHAT = "/v1/chat/completions"
BATCHES = "/v1/messages/batches"
MODELS = "/v1/models"



# Distinctive fake keys: tests grep files and output for them.
ANTHROPIC_KEY = "fake-anthropic-key-do-not-leak-7f3a91"
OPENAI_KEY = "fake-openai-key-do-not-leak-c24e08"

def tokens(text: str) -> int:
    return math.ceil(len(text.encode("utf-8")) / 3)


def error_body(status: int, message: str = "error") -> dict:
    """An error both SDKs parse (Anthropic's shape; OpenAI reads error.message)."""
    kinds = {400: "invalid_request_error", 401: "authentication_error", 404: "not_found_error",
             429: "rate_limit_error", 529: "overloaded_error"}  # fmt: skip
    return {"type": "error", "error": {"type": kinds.get(status, "api_error"), "message": message}}


def anthropic_message(text: str = "", *, tool_input: dict | None = None, usage: dict | None = None, model: str = "m") -> dict:
    content: list[dict] = [{"type": "text", "text": text}] if text or tool_input is None else []
    if tool_input is not None:
        content.append({"type": "tool_use", "id": "toolu_fake", "name": "tool", "input": tool_input})
    usage = {"input_tokens": 10, "output_tokens": 5, **(usage or {})}
    return {"id": "msg_fake", "type": "message", "role": "assistant", "model": model, "content": content,
            "stop_reason": "tool_use" if tool_input is not None else "end_turn", "stop_sequence": None,
            "usage": usage}  # fmt: skip


def chat_completion(text: str | None = "", *, tool_input: dict | None = None, tool_name: str = "tool",
                    usage: dict | None = None, model: str = "m", cached_tokens: int = 0) -> dict:  # fmt: skip
    message: dict[str, Any] = {"role": "assistant", "content": text}
    if tool_input is not None:
        message["tool_calls"] = [{"id": "call_fake", "type": "function",
                                  "function": {"name": tool_name, "arguments": json.dumps(tool_input)}}]  # fmt: skip
    usage = {"prompt_tokens": 10, "completion_tokens": 5, **(usage or {})}
    usage["total_tokens"] = usage["prompt_tokens"] + usage["completion_tokens"]
    usage["prompt_tokens_details"] = {"cached_tokens": cached_tokens}
    return {"id": "chatcmpl-fake", "object": "chat.completion", "created": 0, "model": model,
            "choices": [{"index": 0, "message": message,
                         "finish_reason": "tool_calls" if tool_input is not None else "stop"}],
            "usage": usage}  # fmt: skip


def sequence(*replies: Reply | None) -> ReplyFunction:
    """Reply with each item in turn (None = default reply); the last one repeats."""
    lock, position = threading.Lock(), itertools.count()

    def reply(path: str, body: dict) -> Reply | None:
        with lock:
            n = next(position)
        return replies[min(n, len(replies) - 1)]

    return reply


def slow(seconds: float, then: ReplyFunction | None = None) -> ReplyFunction:
    """Sleep before replying (to run past a client's timeout)."""

    def reply(path: str, body: dict) -> Reply | None:
        time.sleep(seconds)
        return then(path, body) if then else None

    return reply


@dataclass
class Seen:
    method: str
    path: str
    body: Any
    headers: dict[str, str]
    at: float = field(default_factory=time.monotonic)


class FakeServer:
    def __init__(self, *, latency: float = 0.0, rpm: int = 0, rpm_burst: float | None = None,
                 cache_min_tokens: int = 0, batch_polls_before_end: int = 1):  # fmt: skip
        self.reply: ReplyFunction | None = None
        self.latency = latency
        self.cache_min_tokens = cache_min_tokens
        self.batch_polls_before_end = batch_polls_before_end
        self.batch_result: Callable[[str, dict], dict] | None = None
        """Override the result of one batch item: (custom_id, params) -> result object."""
        self.missing_models: set[str] = set()
        """Model names this server does not serve: 404 on lookup (GET /v1/models/NAME) and on requests."""
        self.requests: list[Seen] = []
        """Every request but the pre-flight model lookups, which go to `lookups`."""
        self.lookups: list[str] = []
        """Model names looked up (GET /v1/models/NAME), in order."""
        self.rate_limited = 0
        self.in_flight = 0
        self.max_in_flight = 0
        """Most model requests (POST /v1/messages, /v1/chat/completions) handled at once."""
        self._rpm, self._burst = rpm, rpm_burst if rpm_burst is not None else max(1.0, rpm / 60)
        self._bucket, self._bucket_at = self._burst, time.monotonic()
        self._cache: set[str] = set()
        self._batches: dict[str, dict] = {}
        self._lock = threading.Lock()
        self._httpd: ThreadingHTTPServer | None = None

    # Lifecycle --------------------------------------------------------------------------
    def start(self) -> FakeServer:
        handler = type("Handler", (_Handler,), {"server_state": self})
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self._httpd.daemon_threads = True
        threading.Thread(target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
        return self

    def stop(self) -> None:
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
            self._httpd = None

    def __enter__(self) -> FakeServer:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()

    @property
    def url(self) -> str:
        """Base URL for the anthropic SDK."""
        return f"http://127.0.0.1:{self._httpd.server_address[1]}"

    @property
    def openai_url(self) -> str:
        """Base URL for the openai SDK."""
        return self.url + "/v1"

    def count(self, path: str | None = None, method: str | None = None) -> int:
        with self._lock:
            return sum(1 for seen in self.requests if (path is None or seen.path == path)
                       and (method is None or seen.method == method))  # fmt: skip

    # Replies ----------------------------------------------------------------------------
    def handle(self, method: str, path: str, body: Any, headers: dict[str, str]) -> tuple[Reply, Callable[[], None]]:
        """(reply, after_send) for one request."""
        if method == "GET" and path.startswith(MODELS + "/"):
            with self._lock:
                self.lookups.append(path[len(MODELS) + 1:])
            return self._model_object(path[len(MODELS) + 1:]), _nothing
        with self._lock:
            self.requests.append(Seen(method, path, body, headers))
        if method == "POST" and path in (MESSAGES, CHAT) and (body or {}).get("model") in self.missing_models:
            return (404, {}, error_body(404, f"model '{body['model']}' not found")), _nothing
        if method == "POST" and path in (MESSAGES, CHAT):
            if not self._take_rate_token():
                with self._lock:
                    self.rate_limited += 1
                return (429, {"retry-after": "1"}, error_body(429, "rate limit exceeded")), _nothing
            with self._lock:
                self.in_flight += 1
                self.max_in_flight = max(self.max_in_flight, self.in_flight)
            try:
                if self.latency:
                    time.sleep(self.latency)
                return self.answer(path, body)
            finally:
                with self._lock:
                    self.in_flight -= 1
        if path.startswith(BATCHES):
            return self._batch_endpoint(method, path, body), _nothing
        return (404, {}, error_body(404, f"no route {method} {path}")), _nothing

    def answer(self, path: str, body: dict) -> tuple[Reply, Callable[[], None]]:
        custom = self.reply(path, body) if self.reply is not None else None
        if custom is not None:
            return custom, _nothing
        return self.default_reply(path, body)

    def default_reply(self, path: str, body: dict) -> tuple[Reply, Callable[[], None]]:
        """Echo the last user text (or call the requested tool) with emulated usage."""
        last = body["messages"][-1]["content"]
        last_text = last if isinstance(last, str) else "".join(block.get("text", "") for block in last)
        text = f"echo: {last_text[:200]}"
        tool = (body.get("tools") or [None])[0]
        if path == CHAT:
            prompt = tokens(json.dumps(body["messages"], ensure_ascii=False) + json.dumps(body.get("tools"), ensure_ascii=False))
            name = tool["function"]["name"] if tool else "tool"
            reply = chat_completion(None if tool else text, tool_input={"echo": last_text[:200]} if tool else None,
                                    tool_name=name, usage={"prompt_tokens": prompt, "completion_tokens": tokens(text)})  # fmt: skip
            return (200, {}, reply), _nothing
        usage, prefix = self._anthropic_usage(body)
        usage["output_tokens"] = tokens(text)
        reply = anthropic_message("" if tool else text, tool_input={"echo": last_text[:200]} if tool else None,
                                  usage=usage, model=body.get("model", "m"))  # fmt: skip
        if tool:
            reply["content"][-1]["name"] = tool["name"]

        def remember() -> None:
            if prefix is not None:
                with self._lock:
                    self._cache.add(prefix)

        return (200, {}, reply), remember

    def _anthropic_usage(self, body: dict) -> tuple[dict, str | None]:
        """Input tokens split into fresh / cache write / cache read, and the prefix to remember."""
        pieces = [json.dumps(body.get("tools"), ensure_ascii=False), json.dumps(body.get("system"), ensure_ascii=False)]
        cut = None
        for message in body["messages"]:
            content = message["content"]
            for block in [{"text": content}] if isinstance(content, str) else content:
                pieces.append(block.get("text", ""))
                if block.get("cache_control"):
                    cut = len(pieces)
        total = sum(tokens(piece) for piece in pieces)
        usage = {"input_tokens": total, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0}
        if cut is None:
            return usage, None
        cached = sum(tokens(piece) for piece in pieces[:cut])
        if cached < self.cache_min_tokens:
            return usage, None
        prefix = hashlib.sha256(json.dumps([body.get("model"), pieces[:cut]], ensure_ascii=False).encode()).hexdigest()
        with self._lock:
            hit = prefix in self._cache
        usage["input_tokens"] = total - cached
        usage["cache_read_input_tokens" if hit else "cache_creation_input_tokens"] = cached
        return usage, None if hit else prefix

    def _take_rate_token(self) -> bool:
        if not self._rpm:
            return True
        with self._lock:
            now = time.monotonic()
            self._bucket = min(self._burst, self._bucket + (now - self._bucket_at) * self._rpm / 60)
            self._bucket_at = now
            if self._bucket >= 1:
                self._bucket -= 1
                return True
            return False

    def _model_object(self, name: str) -> Reply:
        """A model as both SDKs read it (Anthropic's and OpenAI's fields together)."""
        if name in self.missing_models:
            return 404, {}, error_body(404, f"model '{name}' not found")
        return 200, {}, {"id": name, "type": "model", "object": "model", "display_name": name,
                         "created_at": "2025-01-01T00:00:00Z", "created": 0, "owned_by": "fake"}  # fmt: skip

    # Message Batches --------------------------------------------------------------------
    def _batch_endpoint(self, method: str, path: str, body: Any) -> Reply:
        parts = path[len(BATCHES):].strip("/").split("/")
        if method == "POST" and parts == [""]:
            with self._lock:
                batch_id = f"msgbatch_{len(self._batches) + 1:04d}"
                self._batches[batch_id] = {"requests": body["requests"], "polls": 0, "results": None}
            return 200, {}, self._batch_object(batch_id)
        batch = self._batches.get(parts[0])
        if method != "GET" or batch is None:
            return 404, {}, error_body(404, f"no batch {parts[0]}")
        if len(parts) == 1:
            batch["polls"] += 1
            return 200, {}, self._batch_object(parts[0])
        if parts[1:] == ["results"] and batch["results"] is not None:
            lines = "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in batch["results"])
            return 200, {"content-type": "application/binary"}, lines
        return 404, {}, error_body(404, "results not ready")

    def _batch_object(self, batch_id: str) -> dict:
        batch = self._batches[batch_id]
        ended = batch["polls"] >= self.batch_polls_before_end
        if ended and batch["results"] is None:
            batch["results"] = [{"custom_id": item["custom_id"], "result": self._batch_item(item)}
                                for item in batch["requests"]]  # fmt: skip
        counts = {"processing": len(batch["requests"]), "succeeded": 0, "errored": 0, "canceled": 0, "expired": 0}
        if ended:
            counts["processing"] = 0
            for line in batch["results"]:
                counts[line["result"]["type"]] += 1
        return {"id": batch_id, "type": "message_batch", "processing_status": "ended" if ended else "in_progress",
                "request_counts": counts, "created_at": "2025-01-01T00:00:00Z", "expires_at": "2025-01-02T00:00:00Z",
                "ended_at": "2025-01-01T01:00:00Z" if ended else None, "archived_at": None,
                "cancel_initiated_at": None,
                "results_url": f"{self.url}{BATCHES}/{batch_id}/results" if ended else None}  # fmt: skip

    def _batch_item(self, item: dict) -> dict:
        if self.batch_result is not None:
            return self.batch_result(item["custom_id"], item["params"])
        (status, _headers, body), after = self.answer(MESSAGES, item["params"])
        after()
        if status == 200:
            return {"type": "succeeded", "message": body}
        return {"type": "errored", "error": body}


def _nothing() -> None:
    pass


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_state: FakeServer

    def do_POST(self) -> None:
        self._serve("POST")

    def do_GET(self) -> None:
        self._serve("GET")

    def _serve(self, method: str) -> None:
        length = int(self.headers.get("content-length") or 0)
        raw = self.rfile.read(length) if length else b""
        body = json.loads(raw) if raw else None
        path = self.path.split("?", 1)[0]
        (status, headers, payload), after_send = self.server_state.handle(method, path, body, dict(self.headers))
        headers = dict(headers)
        data = payload.encode() if isinstance(payload, str) else json.dumps(payload, ensure_ascii=False).encode()
        try:
            self.send_response(status)
            self.send_header("content-type", headers.pop("content-type", "application/json"))
            for name, value in headers.items():
                self.send_header(name, value)
            self.send_header("content-length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            return  # the client gave up (timeout test)
        after_send()

    def log_message(self, format: str, *args: Any) -> None:
        pass  # keep test output clean

    def handle_one_request(self) -> None:
        try:
            super().handle_one_request()
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True
