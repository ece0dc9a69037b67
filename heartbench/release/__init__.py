"""Releases: the HeartBench JSONL interchange format (import/export) and versioned releases."""
