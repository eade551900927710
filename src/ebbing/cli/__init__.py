"""The `ebbing` command line. Heavy libraries are imported only inside commands that need them."""
