"""One parser module per source format, detected by content."""
