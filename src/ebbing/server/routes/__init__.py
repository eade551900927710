"""The daemon's routers, one module per group of endpoints. A new group (working memory,
thinking) is a module with a `router` (fastapi.APIRouter) and one `include_router` line in
server/app.py; it reaches the daemon's state through `ebbing.server.context.server_of`."""
