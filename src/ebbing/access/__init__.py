"""Who may read what: tokens that grant namespaces (tokens.py) and the reach of the call in
progress (reach.py), which every front door checks before it opens an agent."""
