"""The ingest pipeline: source formats -> normalized records -> kb.db."""
