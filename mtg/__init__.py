"""What the build (ingest/) and the site (kb/) both read, below both and importing neither: the vocabulary of
terms and card names, the languages of texts, text patterns and search forms, the PO catalog format, the
database file's marker and manifest, and where the shipped data is."""
