"""Executable rule predicates, one module per mechanic (see registry.py)."""
