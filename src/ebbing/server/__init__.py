"""The local daemon (`ebbing serve`): search and recall over HTTP on 127.0.0.1, with the model
loaded once, shaped as the start of ebbing's MemNetAI-compatible API.

Light modules (imported by the CLI on every search or recall): `state` (the state file),
`schema` (request models), `calls` (the operations), `client` (stdlib HTTP, falls back to
in-process). Heavy ones (FastAPI, uvicorn; imported only by the daemon): `app`, `agents`,
`daemon`. See docs/server.md.
"""
