"""The pure rules of the lifecycle: status transitions, conflict anchors, the offline judge.

Plain values in, plain values out: no I/O, no clock, no configuration, no store.
"""
